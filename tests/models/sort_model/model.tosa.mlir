module {
  func.func @forward(%arg0: tensor<5x8xf32>) -> (tensor<5x12xf32>, tensor<5x12xi64>, tensor<5x12xf32>, tensor<5x12xi64>) {
    %0 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xf32>}> : () -> tensor<1xf32>
    %1 = tosa.const_shape  {values = dense<[1, 5, 8]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %2 = tosa.const_shape  {values = dense<[5, 12]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %3 = tosa.const_shape  {values = dense<[5, 1]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %4 = tosa.const_shape  {values = dense<[5, 12, 1]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %5 = "tosa.const"() <{values = dense<0x7F800000> : tensor<5x12x1xf32>}> : () -> tensor<5x12x1xf32>
    %6 = "tosa.const"() <{values = dense<0> : tensor<5x12x1xi8>}> : () -> tensor<5x12x1xi8>
    %7 = "tosa.const"() <{values = dense<1> : tensor<5x12x1xi8>}> : () -> tensor<5x12x1xi8>
    %8 = "tosa.const"() <{values = dense<1> : tensor<5x1x1xi8>}> : () -> tensor<5x1x1xi8>
    %9 = "tosa.const"() <{values = dense<0> : tensor<5x12x1xi32>}> : () -> tensor<5x12x1xi32>
    %10 = "tosa.const"() <{values = dense<1> : tensor<5x1xi32>}> : () -> tensor<5x1xi32>
    %11 = tosa.const_shape  {values = dense<[5, 1, 1]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %12 = tosa.const_shape  {values = dense<[12, 5, 1]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %13 = "tosa.const"() <{values = dense<0xFF800000> : tensor<12x5x1xf32>}> : () -> tensor<12x5x1xf32>
    %14 = "tosa.const"() <{values = dense<0> : tensor<12x5x1xi8>}> : () -> tensor<12x5x1xi8>
    %15 = "tosa.const"() <{values = dense<1> : tensor<12x5x1xi8>}> : () -> tensor<12x5x1xi8>
    %16 = "tosa.const"() <{values = dense<1> : tensor<12x1x1xi8>}> : () -> tensor<12x1x1xi8>
    %17 = "tosa.const"() <{values = dense<0> : tensor<12x5x1xi32>}> : () -> tensor<12x5x1xi32>
    %18 = "tosa.const"() <{values = dense<1> : tensor<12x1xi32>}> : () -> tensor<12x1xi32>
    %19 = tosa.const_shape  {values = dense<[12, 1]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %20 = tosa.const_shape  {values = dense<[12, 1, 1]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %21 = tosa.const_shape  {values = dense<[12, 5]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %22 = "tosa.const"() <{values = dense<[[[-0.113587864, -0.0291909482, -0.31054157, -0.159649521, 0.242753327, -0.344100028, -0.153457522, 0.229332849, -0.116823815, -0.088345021, -2.289290e-01, 0.322357118], [0.300721645, 0.0991633161, -0.123617128, -0.125566244, 0.282218248, 0.221491933, 0.0135297701, 0.189026341, -0.167125657, -0.297513634, 0.218151495, -0.27788803], [-0.351153284, 0.337894827, -0.152921498, 0.150750846, 0.304482132, 3.179500e-01, -0.0953669399, 0.212488607, -0.347334862, 0.084795244, -0.319568783, 0.322634339], [0.0201085974, 0.180603161, -0.327847928, 0.267856717, -0.219230875, -0.243597403, 0.158914387, -0.286955386, 0.109073848, -0.227256477, 0.0599505603, 0.22054784], [0.0506802797, 0.0280481372, -0.227976307, 0.0324642435, -0.352106243, -0.241874561, 0.150728852, 0.265270561, 0.0171439461, 0.11127767, -0.274016559, -0.189836279], [-0.0419630036, -0.333396018, 0.328402787, -0.155488789, 0.0958117544, 0.190734804, 0.0955420583, 0.344400048, -0.084194608, 0.258608639, 1.300950e-01, 0.0716987848], [0.276950866, -0.197628379, 0.0462655649, 0.251030117, -0.305407494, -0.132552043, 0.195576593, -0.154006556, 0.315710485, -0.218518853, -0.0558564588, 0.102190346], [0.20957908, 0.127654627, 0.0711470842, -0.00311132241, -0.211262554, 0.0415552333, 0.10894648, 0.144830689, 0.127673417, 0.133765504, -0.0133636277, -0.193959028]]]> : tensor<1x8x12xf32>}> : () -> tensor<1x8x12xf32>
    %23 = "tosa.const"() <{values = dense_resource<torch_tensor_12_torch.float32> : tensor<1x12xf32>}> : () -> tensor<1x12xf32>
    %24 = "tosa.const"() <{values = dense<true> : tensor<5x12x1xi1>}> : () -> tensor<5x12x1xi1>
    %25 = "tosa.const"() <{values = dense<true> : tensor<12x5x1xi1>}> : () -> tensor<12x5x1xi1>
    %26 = tosa.reshape %arg0, %1 : (tensor<5x8xf32>, !tosa.shape<3>) -> tensor<1x5x8xf32>
    %27 = tosa.matmul %26, %22, %0, %0 : (tensor<1x5x8xf32>, tensor<1x8x12xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x5x12xf32>
    %28 = tosa.reshape %27, %2 : (tensor<1x5x12xf32>, !tosa.shape<2>) -> tensor<5x12xf32>
    %29 = tosa.add %28, %23 : (tensor<5x12xf32>, tensor<1x12xf32>) -> tensor<5x12xf32>
    %30 = tosa.reshape %29, %4 : (tensor<5x12xf32>, !tosa.shape<3>) -> tensor<5x12x1xf32>
    %31 = tosa.equal %30, %30 : (tensor<5x12x1xf32>, tensor<5x12x1xf32>) -> tensor<5x12x1xi1>
    %32 = tosa.logical_not %31 : (tensor<5x12x1xi1>) -> tensor<5x12x1xi1>
    %33 = tosa.logical_and %31, %24 : (tensor<5x12x1xi1>, tensor<5x12x1xi1>) -> tensor<5x12x1xi1>
    %34 = tosa.logical_and %32, %24 : (tensor<5x12x1xi1>, tensor<5x12x1xi1>) -> tensor<5x12x1xi1>
    %35 = tosa.select %33, %7, %6 : (tensor<5x12x1xi1>, tensor<5x12x1xi8>, tensor<5x12x1xi8>) -> tensor<5x12x1xi8>
    %36 = tosa.argmax %35 {axis = 1 : i32} : (tensor<5x12x1xi8>) -> tensor<5x1xi32>
    %37 = tosa.gather %35, %36 : (tensor<5x12x1xi8>, tensor<5x1xi32>) -> tensor<5x1x1xi8>
    %38 = tosa.reshape %37, %3 : (tensor<5x1x1xi8>, !tosa.shape<2>) -> tensor<5x1xi8>
    %39 = tosa.cast %38 : (tensor<5x1xi8>) -> tensor<5x1xi32>
    %40 = tosa.equal %39, %10 : (tensor<5x1xi32>, tensor<5x1xi32>) -> tensor<5x1xi1>
    %41 = tosa.select %34, %7, %6 : (tensor<5x12x1xi1>, tensor<5x12x1xi8>, tensor<5x12x1xi8>) -> tensor<5x12x1xi8>
    %42 = tosa.argmax %41 {axis = 1 : i32} : (tensor<5x12x1xi8>) -> tensor<5x1xi32>
    %43 = tosa.select %33, %30, %5 : (tensor<5x12x1xi1>, tensor<5x12x1xf32>, tensor<5x12x1xf32>) -> tensor<5x12x1xf32>
    %44 = tosa.negate %43, %0, %0 : (tensor<5x12x1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<5x12x1xf32>
    %45 = tosa.argmax %44 {axis = 1 : i32} : (tensor<5x12x1xf32>) -> tensor<5x1xi32>
    %46 = tosa.gather %35, %45 : (tensor<5x12x1xi8>, tensor<5x1xi32>) -> tensor<5x1x1xi8>
    %47 = tosa.reshape %46, %3 : (tensor<5x1x1xi8>, !tosa.shape<2>) -> tensor<5x1xi8>
    %48 = tosa.cast %47 : (tensor<5x1xi8>) -> tensor<5x1xi32>
    %49 = tosa.equal %48, %10 : (tensor<5x1xi32>, tensor<5x1xi32>) -> tensor<5x1xi1>
    %50 = tosa.select %49, %45, %36 : (tensor<5x1xi1>, tensor<5x1xi32>, tensor<5x1xi32>) -> tensor<5x1xi32>
    %51 = tosa.select %40, %50, %42 : (tensor<5x1xi1>, tensor<5x1xi32>, tensor<5x1xi32>) -> tensor<5x1xi32>
    %52 = tosa.gather %30, %51 : (tensor<5x12x1xf32>, tensor<5x1xi32>) -> tensor<5x1x1xf32>
    %53 = tosa.reshape %51, %11 : (tensor<5x1xi32>, !tosa.shape<3>) -> tensor<5x1x1xi32>
    %54 = tosa.scatter %6, %51, %8 : (tensor<5x12x1xi8>, tensor<5x1xi32>, tensor<5x1x1xi8>) -> tensor<5x12x1xi8>
    %55 = tosa.cast %54 : (tensor<5x12x1xi8>) -> tensor<5x12x1xi32>
    %56 = tosa.equal %55, %9 : (tensor<5x12x1xi32>, tensor<5x12x1xi32>) -> tensor<5x12x1xi1>
    %57 = tosa.logical_and %56, %31 : (tensor<5x12x1xi1>, tensor<5x12x1xi1>) -> tensor<5x12x1xi1>
    %58 = tosa.logical_and %56, %32 : (tensor<5x12x1xi1>, tensor<5x12x1xi1>) -> tensor<5x12x1xi1>
    %59 = tosa.select %57, %7, %6 : (tensor<5x12x1xi1>, tensor<5x12x1xi8>, tensor<5x12x1xi8>) -> tensor<5x12x1xi8>
    %60 = tosa.argmax %59 {axis = 1 : i32} : (tensor<5x12x1xi8>) -> tensor<5x1xi32>
    %61 = tosa.gather %59, %60 : (tensor<5x12x1xi8>, tensor<5x1xi32>) -> tensor<5x1x1xi8>
    %62 = tosa.reshape %61, %3 : (tensor<5x1x1xi8>, !tosa.shape<2>) -> tensor<5x1xi8>
    %63 = tosa.cast %62 : (tensor<5x1xi8>) -> tensor<5x1xi32>
    %64 = tosa.equal %63, %10 : (tensor<5x1xi32>, tensor<5x1xi32>) -> tensor<5x1xi1>
    %65 = tosa.select %58, %7, %6 : (tensor<5x12x1xi1>, tensor<5x12x1xi8>, tensor<5x12x1xi8>) -> tensor<5x12x1xi8>
    %66 = tosa.argmax %65 {axis = 1 : i32} : (tensor<5x12x1xi8>) -> tensor<5x1xi32>
    %67 = tosa.select %57, %30, %5 : (tensor<5x12x1xi1>, tensor<5x12x1xf32>, tensor<5x12x1xf32>) -> tensor<5x12x1xf32>
    %68 = tosa.negate %67, %0, %0 : (tensor<5x12x1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<5x12x1xf32>
    %69 = tosa.argmax %68 {axis = 1 : i32} : (tensor<5x12x1xf32>) -> tensor<5x1xi32>
    %70 = tosa.gather %59, %69 : (tensor<5x12x1xi8>, tensor<5x1xi32>) -> tensor<5x1x1xi8>
    %71 = tosa.reshape %70, %3 : (tensor<5x1x1xi8>, !tosa.shape<2>) -> tensor<5x1xi8>
    %72 = tosa.cast %71 : (tensor<5x1xi8>) -> tensor<5x1xi32>
    %73 = tosa.equal %72, %10 : (tensor<5x1xi32>, tensor<5x1xi32>) -> tensor<5x1xi1>
    %74 = tosa.select %73, %69, %60 : (tensor<5x1xi1>, tensor<5x1xi32>, tensor<5x1xi32>) -> tensor<5x1xi32>
    %75 = tosa.select %64, %74, %66 : (tensor<5x1xi1>, tensor<5x1xi32>, tensor<5x1xi32>) -> tensor<5x1xi32>
    %76 = tosa.gather %30, %75 : (tensor<5x12x1xf32>, tensor<5x1xi32>) -> tensor<5x1x1xf32>
    %77 = tosa.reshape %75, %11 : (tensor<5x1xi32>, !tosa.shape<3>) -> tensor<5x1x1xi32>
    %78 = tosa.scatter %54, %75, %8 : (tensor<5x12x1xi8>, tensor<5x1xi32>, tensor<5x1x1xi8>) -> tensor<5x12x1xi8>
    %79 = tosa.cast %78 : (tensor<5x12x1xi8>) -> tensor<5x12x1xi32>
    %80 = tosa.equal %79, %9 : (tensor<5x12x1xi32>, tensor<5x12x1xi32>) -> tensor<5x12x1xi1>
    %81 = tosa.logical_and %80, %31 : (tensor<5x12x1xi1>, tensor<5x12x1xi1>) -> tensor<5x12x1xi1>
    %82 = tosa.logical_and %80, %32 : (tensor<5x12x1xi1>, tensor<5x12x1xi1>) -> tensor<5x12x1xi1>
    %83 = tosa.select %81, %7, %6 : (tensor<5x12x1xi1>, tensor<5x12x1xi8>, tensor<5x12x1xi8>) -> tensor<5x12x1xi8>
    %84 = tosa.argmax %83 {axis = 1 : i32} : (tensor<5x12x1xi8>) -> tensor<5x1xi32>
    %85 = tosa.gather %83, %84 : (tensor<5x12x1xi8>, tensor<5x1xi32>) -> tensor<5x1x1xi8>
    %86 = tosa.reshape %85, %3 : (tensor<5x1x1xi8>, !tosa.shape<2>) -> tensor<5x1xi8>
    %87 = tosa.cast %86 : (tensor<5x1xi8>) -> tensor<5x1xi32>
    %88 = tosa.equal %87, %10 : (tensor<5x1xi32>, tensor<5x1xi32>) -> tensor<5x1xi1>
    %89 = tosa.select %82, %7, %6 : (tensor<5x12x1xi1>, tensor<5x12x1xi8>, tensor<5x12x1xi8>) -> tensor<5x12x1xi8>
    %90 = tosa.argmax %89 {axis = 1 : i32} : (tensor<5x12x1xi8>) -> tensor<5x1xi32>
    %91 = tosa.select %81, %30, %5 : (tensor<5x12x1xi1>, tensor<5x12x1xf32>, tensor<5x12x1xf32>) -> tensor<5x12x1xf32>
    %92 = tosa.negate %91, %0, %0 : (tensor<5x12x1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<5x12x1xf32>
    %93 = tosa.argmax %92 {axis = 1 : i32} : (tensor<5x12x1xf32>) -> tensor<5x1xi32>
    %94 = tosa.gather %83, %93 : (tensor<5x12x1xi8>, tensor<5x1xi32>) -> tensor<5x1x1xi8>
    %95 = tosa.reshape %94, %3 : (tensor<5x1x1xi8>, !tosa.shape<2>) -> tensor<5x1xi8>
    %96 = tosa.cast %95 : (tensor<5x1xi8>) -> tensor<5x1xi32>
    %97 = tosa.equal %96, %10 : (tensor<5x1xi32>, tensor<5x1xi32>) -> tensor<5x1xi1>
    %98 = tosa.select %97, %93, %84 : (tensor<5x1xi1>, tensor<5x1xi32>, tensor<5x1xi32>) -> tensor<5x1xi32>
    %99 = tosa.select %88, %98, %90 : (tensor<5x1xi1>, tensor<5x1xi32>, tensor<5x1xi32>) -> tensor<5x1xi32>
    %100 = tosa.gather %30, %99 : (tensor<5x12x1xf32>, tensor<5x1xi32>) -> tensor<5x1x1xf32>
    %101 = tosa.reshape %99, %11 : (tensor<5x1xi32>, !tosa.shape<3>) -> tensor<5x1x1xi32>
    %102 = tosa.scatter %78, %99, %8 : (tensor<5x12x1xi8>, tensor<5x1xi32>, tensor<5x1x1xi8>) -> tensor<5x12x1xi8>
    %103 = tosa.cast %102 : (tensor<5x12x1xi8>) -> tensor<5x12x1xi32>
    %104 = tosa.equal %103, %9 : (tensor<5x12x1xi32>, tensor<5x12x1xi32>) -> tensor<5x12x1xi1>
    %105 = tosa.logical_and %104, %31 : (tensor<5x12x1xi1>, tensor<5x12x1xi1>) -> tensor<5x12x1xi1>
    %106 = tosa.logical_and %104, %32 : (tensor<5x12x1xi1>, tensor<5x12x1xi1>) -> tensor<5x12x1xi1>
    %107 = tosa.select %105, %7, %6 : (tensor<5x12x1xi1>, tensor<5x12x1xi8>, tensor<5x12x1xi8>) -> tensor<5x12x1xi8>
    %108 = tosa.argmax %107 {axis = 1 : i32} : (tensor<5x12x1xi8>) -> tensor<5x1xi32>
    %109 = tosa.gather %107, %108 : (tensor<5x12x1xi8>, tensor<5x1xi32>) -> tensor<5x1x1xi8>
    %110 = tosa.reshape %109, %3 : (tensor<5x1x1xi8>, !tosa.shape<2>) -> tensor<5x1xi8>
    %111 = tosa.cast %110 : (tensor<5x1xi8>) -> tensor<5x1xi32>
    %112 = tosa.equal %111, %10 : (tensor<5x1xi32>, tensor<5x1xi32>) -> tensor<5x1xi1>
    %113 = tosa.select %106, %7, %6 : (tensor<5x12x1xi1>, tensor<5x12x1xi8>, tensor<5x12x1xi8>) -> tensor<5x12x1xi8>
    %114 = tosa.argmax %113 {axis = 1 : i32} : (tensor<5x12x1xi8>) -> tensor<5x1xi32>
    %115 = tosa.select %105, %30, %5 : (tensor<5x12x1xi1>, tensor<5x12x1xf32>, tensor<5x12x1xf32>) -> tensor<5x12x1xf32>
    %116 = tosa.negate %115, %0, %0 : (tensor<5x12x1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<5x12x1xf32>
    %117 = tosa.argmax %116 {axis = 1 : i32} : (tensor<5x12x1xf32>) -> tensor<5x1xi32>
    %118 = tosa.gather %107, %117 : (tensor<5x12x1xi8>, tensor<5x1xi32>) -> tensor<5x1x1xi8>
    %119 = tosa.reshape %118, %3 : (tensor<5x1x1xi8>, !tosa.shape<2>) -> tensor<5x1xi8>
    %120 = tosa.cast %119 : (tensor<5x1xi8>) -> tensor<5x1xi32>
    %121 = tosa.equal %120, %10 : (tensor<5x1xi32>, tensor<5x1xi32>) -> tensor<5x1xi1>
    %122 = tosa.select %121, %117, %108 : (tensor<5x1xi1>, tensor<5x1xi32>, tensor<5x1xi32>) -> tensor<5x1xi32>
    %123 = tosa.select %112, %122, %114 : (tensor<5x1xi1>, tensor<5x1xi32>, tensor<5x1xi32>) -> tensor<5x1xi32>
    %124 = tosa.gather %30, %123 : (tensor<5x12x1xf32>, tensor<5x1xi32>) -> tensor<5x1x1xf32>
    %125 = tosa.reshape %123, %11 : (tensor<5x1xi32>, !tosa.shape<3>) -> tensor<5x1x1xi32>
    %126 = tosa.scatter %102, %123, %8 : (tensor<5x12x1xi8>, tensor<5x1xi32>, tensor<5x1x1xi8>) -> tensor<5x12x1xi8>
    %127 = tosa.cast %126 : (tensor<5x12x1xi8>) -> tensor<5x12x1xi32>
    %128 = tosa.equal %127, %9 : (tensor<5x12x1xi32>, tensor<5x12x1xi32>) -> tensor<5x12x1xi1>
    %129 = tosa.logical_and %128, %31 : (tensor<5x12x1xi1>, tensor<5x12x1xi1>) -> tensor<5x12x1xi1>
    %130 = tosa.logical_and %128, %32 : (tensor<5x12x1xi1>, tensor<5x12x1xi1>) -> tensor<5x12x1xi1>
    %131 = tosa.select %129, %7, %6 : (tensor<5x12x1xi1>, tensor<5x12x1xi8>, tensor<5x12x1xi8>) -> tensor<5x12x1xi8>
    %132 = tosa.argmax %131 {axis = 1 : i32} : (tensor<5x12x1xi8>) -> tensor<5x1xi32>
    %133 = tosa.gather %131, %132 : (tensor<5x12x1xi8>, tensor<5x1xi32>) -> tensor<5x1x1xi8>
    %134 = tosa.reshape %133, %3 : (tensor<5x1x1xi8>, !tosa.shape<2>) -> tensor<5x1xi8>
    %135 = tosa.cast %134 : (tensor<5x1xi8>) -> tensor<5x1xi32>
    %136 = tosa.equal %135, %10 : (tensor<5x1xi32>, tensor<5x1xi32>) -> tensor<5x1xi1>
    %137 = tosa.select %130, %7, %6 : (tensor<5x12x1xi1>, tensor<5x12x1xi8>, tensor<5x12x1xi8>) -> tensor<5x12x1xi8>
    %138 = tosa.argmax %137 {axis = 1 : i32} : (tensor<5x12x1xi8>) -> tensor<5x1xi32>
    %139 = tosa.select %129, %30, %5 : (tensor<5x12x1xi1>, tensor<5x12x1xf32>, tensor<5x12x1xf32>) -> tensor<5x12x1xf32>
    %140 = tosa.negate %139, %0, %0 : (tensor<5x12x1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<5x12x1xf32>
    %141 = tosa.argmax %140 {axis = 1 : i32} : (tensor<5x12x1xf32>) -> tensor<5x1xi32>
    %142 = tosa.gather %131, %141 : (tensor<5x12x1xi8>, tensor<5x1xi32>) -> tensor<5x1x1xi8>
    %143 = tosa.reshape %142, %3 : (tensor<5x1x1xi8>, !tosa.shape<2>) -> tensor<5x1xi8>
    %144 = tosa.cast %143 : (tensor<5x1xi8>) -> tensor<5x1xi32>
    %145 = tosa.equal %144, %10 : (tensor<5x1xi32>, tensor<5x1xi32>) -> tensor<5x1xi1>
    %146 = tosa.select %145, %141, %132 : (tensor<5x1xi1>, tensor<5x1xi32>, tensor<5x1xi32>) -> tensor<5x1xi32>
    %147 = tosa.select %136, %146, %138 : (tensor<5x1xi1>, tensor<5x1xi32>, tensor<5x1xi32>) -> tensor<5x1xi32>
    %148 = tosa.gather %30, %147 : (tensor<5x12x1xf32>, tensor<5x1xi32>) -> tensor<5x1x1xf32>
    %149 = tosa.reshape %147, %11 : (tensor<5x1xi32>, !tosa.shape<3>) -> tensor<5x1x1xi32>
    %150 = tosa.scatter %126, %147, %8 : (tensor<5x12x1xi8>, tensor<5x1xi32>, tensor<5x1x1xi8>) -> tensor<5x12x1xi8>
    %151 = tosa.cast %150 : (tensor<5x12x1xi8>) -> tensor<5x12x1xi32>
    %152 = tosa.equal %151, %9 : (tensor<5x12x1xi32>, tensor<5x12x1xi32>) -> tensor<5x12x1xi1>
    %153 = tosa.logical_and %152, %31 : (tensor<5x12x1xi1>, tensor<5x12x1xi1>) -> tensor<5x12x1xi1>
    %154 = tosa.logical_and %152, %32 : (tensor<5x12x1xi1>, tensor<5x12x1xi1>) -> tensor<5x12x1xi1>
    %155 = tosa.select %153, %7, %6 : (tensor<5x12x1xi1>, tensor<5x12x1xi8>, tensor<5x12x1xi8>) -> tensor<5x12x1xi8>
    %156 = tosa.argmax %155 {axis = 1 : i32} : (tensor<5x12x1xi8>) -> tensor<5x1xi32>
    %157 = tosa.gather %155, %156 : (tensor<5x12x1xi8>, tensor<5x1xi32>) -> tensor<5x1x1xi8>
    %158 = tosa.reshape %157, %3 : (tensor<5x1x1xi8>, !tosa.shape<2>) -> tensor<5x1xi8>
    %159 = tosa.cast %158 : (tensor<5x1xi8>) -> tensor<5x1xi32>
    %160 = tosa.equal %159, %10 : (tensor<5x1xi32>, tensor<5x1xi32>) -> tensor<5x1xi1>
    %161 = tosa.select %154, %7, %6 : (tensor<5x12x1xi1>, tensor<5x12x1xi8>, tensor<5x12x1xi8>) -> tensor<5x12x1xi8>
    %162 = tosa.argmax %161 {axis = 1 : i32} : (tensor<5x12x1xi8>) -> tensor<5x1xi32>
    %163 = tosa.select %153, %30, %5 : (tensor<5x12x1xi1>, tensor<5x12x1xf32>, tensor<5x12x1xf32>) -> tensor<5x12x1xf32>
    %164 = tosa.negate %163, %0, %0 : (tensor<5x12x1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<5x12x1xf32>
    %165 = tosa.argmax %164 {axis = 1 : i32} : (tensor<5x12x1xf32>) -> tensor<5x1xi32>
    %166 = tosa.gather %155, %165 : (tensor<5x12x1xi8>, tensor<5x1xi32>) -> tensor<5x1x1xi8>
    %167 = tosa.reshape %166, %3 : (tensor<5x1x1xi8>, !tosa.shape<2>) -> tensor<5x1xi8>
    %168 = tosa.cast %167 : (tensor<5x1xi8>) -> tensor<5x1xi32>
    %169 = tosa.equal %168, %10 : (tensor<5x1xi32>, tensor<5x1xi32>) -> tensor<5x1xi1>
    %170 = tosa.select %169, %165, %156 : (tensor<5x1xi1>, tensor<5x1xi32>, tensor<5x1xi32>) -> tensor<5x1xi32>
    %171 = tosa.select %160, %170, %162 : (tensor<5x1xi1>, tensor<5x1xi32>, tensor<5x1xi32>) -> tensor<5x1xi32>
    %172 = tosa.gather %30, %171 : (tensor<5x12x1xf32>, tensor<5x1xi32>) -> tensor<5x1x1xf32>
    %173 = tosa.reshape %171, %11 : (tensor<5x1xi32>, !tosa.shape<3>) -> tensor<5x1x1xi32>
    %174 = tosa.scatter %150, %171, %8 : (tensor<5x12x1xi8>, tensor<5x1xi32>, tensor<5x1x1xi8>) -> tensor<5x12x1xi8>
    %175 = tosa.cast %174 : (tensor<5x12x1xi8>) -> tensor<5x12x1xi32>
    %176 = tosa.equal %175, %9 : (tensor<5x12x1xi32>, tensor<5x12x1xi32>) -> tensor<5x12x1xi1>
    %177 = tosa.logical_and %176, %31 : (tensor<5x12x1xi1>, tensor<5x12x1xi1>) -> tensor<5x12x1xi1>
    %178 = tosa.logical_and %176, %32 : (tensor<5x12x1xi1>, tensor<5x12x1xi1>) -> tensor<5x12x1xi1>
    %179 = tosa.select %177, %7, %6 : (tensor<5x12x1xi1>, tensor<5x12x1xi8>, tensor<5x12x1xi8>) -> tensor<5x12x1xi8>
    %180 = tosa.argmax %179 {axis = 1 : i32} : (tensor<5x12x1xi8>) -> tensor<5x1xi32>
    %181 = tosa.gather %179, %180 : (tensor<5x12x1xi8>, tensor<5x1xi32>) -> tensor<5x1x1xi8>
    %182 = tosa.reshape %181, %3 : (tensor<5x1x1xi8>, !tosa.shape<2>) -> tensor<5x1xi8>
    %183 = tosa.cast %182 : (tensor<5x1xi8>) -> tensor<5x1xi32>
    %184 = tosa.equal %183, %10 : (tensor<5x1xi32>, tensor<5x1xi32>) -> tensor<5x1xi1>
    %185 = tosa.select %178, %7, %6 : (tensor<5x12x1xi1>, tensor<5x12x1xi8>, tensor<5x12x1xi8>) -> tensor<5x12x1xi8>
    %186 = tosa.argmax %185 {axis = 1 : i32} : (tensor<5x12x1xi8>) -> tensor<5x1xi32>
    %187 = tosa.select %177, %30, %5 : (tensor<5x12x1xi1>, tensor<5x12x1xf32>, tensor<5x12x1xf32>) -> tensor<5x12x1xf32>
    %188 = tosa.negate %187, %0, %0 : (tensor<5x12x1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<5x12x1xf32>
    %189 = tosa.argmax %188 {axis = 1 : i32} : (tensor<5x12x1xf32>) -> tensor<5x1xi32>
    %190 = tosa.gather %179, %189 : (tensor<5x12x1xi8>, tensor<5x1xi32>) -> tensor<5x1x1xi8>
    %191 = tosa.reshape %190, %3 : (tensor<5x1x1xi8>, !tosa.shape<2>) -> tensor<5x1xi8>
    %192 = tosa.cast %191 : (tensor<5x1xi8>) -> tensor<5x1xi32>
    %193 = tosa.equal %192, %10 : (tensor<5x1xi32>, tensor<5x1xi32>) -> tensor<5x1xi1>
    %194 = tosa.select %193, %189, %180 : (tensor<5x1xi1>, tensor<5x1xi32>, tensor<5x1xi32>) -> tensor<5x1xi32>
    %195 = tosa.select %184, %194, %186 : (tensor<5x1xi1>, tensor<5x1xi32>, tensor<5x1xi32>) -> tensor<5x1xi32>
    %196 = tosa.gather %30, %195 : (tensor<5x12x1xf32>, tensor<5x1xi32>) -> tensor<5x1x1xf32>
    %197 = tosa.reshape %195, %11 : (tensor<5x1xi32>, !tosa.shape<3>) -> tensor<5x1x1xi32>
    %198 = tosa.scatter %174, %195, %8 : (tensor<5x12x1xi8>, tensor<5x1xi32>, tensor<5x1x1xi8>) -> tensor<5x12x1xi8>
    %199 = tosa.cast %198 : (tensor<5x12x1xi8>) -> tensor<5x12x1xi32>
    %200 = tosa.equal %199, %9 : (tensor<5x12x1xi32>, tensor<5x12x1xi32>) -> tensor<5x12x1xi1>
    %201 = tosa.logical_and %200, %31 : (tensor<5x12x1xi1>, tensor<5x12x1xi1>) -> tensor<5x12x1xi1>
    %202 = tosa.logical_and %200, %32 : (tensor<5x12x1xi1>, tensor<5x12x1xi1>) -> tensor<5x12x1xi1>
    %203 = tosa.select %201, %7, %6 : (tensor<5x12x1xi1>, tensor<5x12x1xi8>, tensor<5x12x1xi8>) -> tensor<5x12x1xi8>
    %204 = tosa.argmax %203 {axis = 1 : i32} : (tensor<5x12x1xi8>) -> tensor<5x1xi32>
    %205 = tosa.gather %203, %204 : (tensor<5x12x1xi8>, tensor<5x1xi32>) -> tensor<5x1x1xi8>
    %206 = tosa.reshape %205, %3 : (tensor<5x1x1xi8>, !tosa.shape<2>) -> tensor<5x1xi8>
    %207 = tosa.cast %206 : (tensor<5x1xi8>) -> tensor<5x1xi32>
    %208 = tosa.equal %207, %10 : (tensor<5x1xi32>, tensor<5x1xi32>) -> tensor<5x1xi1>
    %209 = tosa.select %202, %7, %6 : (tensor<5x12x1xi1>, tensor<5x12x1xi8>, tensor<5x12x1xi8>) -> tensor<5x12x1xi8>
    %210 = tosa.argmax %209 {axis = 1 : i32} : (tensor<5x12x1xi8>) -> tensor<5x1xi32>
    %211 = tosa.select %201, %30, %5 : (tensor<5x12x1xi1>, tensor<5x12x1xf32>, tensor<5x12x1xf32>) -> tensor<5x12x1xf32>
    %212 = tosa.negate %211, %0, %0 : (tensor<5x12x1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<5x12x1xf32>
    %213 = tosa.argmax %212 {axis = 1 : i32} : (tensor<5x12x1xf32>) -> tensor<5x1xi32>
    %214 = tosa.gather %203, %213 : (tensor<5x12x1xi8>, tensor<5x1xi32>) -> tensor<5x1x1xi8>
    %215 = tosa.reshape %214, %3 : (tensor<5x1x1xi8>, !tosa.shape<2>) -> tensor<5x1xi8>
    %216 = tosa.cast %215 : (tensor<5x1xi8>) -> tensor<5x1xi32>
    %217 = tosa.equal %216, %10 : (tensor<5x1xi32>, tensor<5x1xi32>) -> tensor<5x1xi1>
    %218 = tosa.select %217, %213, %204 : (tensor<5x1xi1>, tensor<5x1xi32>, tensor<5x1xi32>) -> tensor<5x1xi32>
    %219 = tosa.select %208, %218, %210 : (tensor<5x1xi1>, tensor<5x1xi32>, tensor<5x1xi32>) -> tensor<5x1xi32>
    %220 = tosa.gather %30, %219 : (tensor<5x12x1xf32>, tensor<5x1xi32>) -> tensor<5x1x1xf32>
    %221 = tosa.reshape %219, %11 : (tensor<5x1xi32>, !tosa.shape<3>) -> tensor<5x1x1xi32>
    %222 = tosa.scatter %198, %219, %8 : (tensor<5x12x1xi8>, tensor<5x1xi32>, tensor<5x1x1xi8>) -> tensor<5x12x1xi8>
    %223 = tosa.cast %222 : (tensor<5x12x1xi8>) -> tensor<5x12x1xi32>
    %224 = tosa.equal %223, %9 : (tensor<5x12x1xi32>, tensor<5x12x1xi32>) -> tensor<5x12x1xi1>
    %225 = tosa.logical_and %224, %31 : (tensor<5x12x1xi1>, tensor<5x12x1xi1>) -> tensor<5x12x1xi1>
    %226 = tosa.logical_and %224, %32 : (tensor<5x12x1xi1>, tensor<5x12x1xi1>) -> tensor<5x12x1xi1>
    %227 = tosa.select %225, %7, %6 : (tensor<5x12x1xi1>, tensor<5x12x1xi8>, tensor<5x12x1xi8>) -> tensor<5x12x1xi8>
    %228 = tosa.argmax %227 {axis = 1 : i32} : (tensor<5x12x1xi8>) -> tensor<5x1xi32>
    %229 = tosa.gather %227, %228 : (tensor<5x12x1xi8>, tensor<5x1xi32>) -> tensor<5x1x1xi8>
    %230 = tosa.reshape %229, %3 : (tensor<5x1x1xi8>, !tosa.shape<2>) -> tensor<5x1xi8>
    %231 = tosa.cast %230 : (tensor<5x1xi8>) -> tensor<5x1xi32>
    %232 = tosa.equal %231, %10 : (tensor<5x1xi32>, tensor<5x1xi32>) -> tensor<5x1xi1>
    %233 = tosa.select %226, %7, %6 : (tensor<5x12x1xi1>, tensor<5x12x1xi8>, tensor<5x12x1xi8>) -> tensor<5x12x1xi8>
    %234 = tosa.argmax %233 {axis = 1 : i32} : (tensor<5x12x1xi8>) -> tensor<5x1xi32>
    %235 = tosa.select %225, %30, %5 : (tensor<5x12x1xi1>, tensor<5x12x1xf32>, tensor<5x12x1xf32>) -> tensor<5x12x1xf32>
    %236 = tosa.negate %235, %0, %0 : (tensor<5x12x1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<5x12x1xf32>
    %237 = tosa.argmax %236 {axis = 1 : i32} : (tensor<5x12x1xf32>) -> tensor<5x1xi32>
    %238 = tosa.gather %227, %237 : (tensor<5x12x1xi8>, tensor<5x1xi32>) -> tensor<5x1x1xi8>
    %239 = tosa.reshape %238, %3 : (tensor<5x1x1xi8>, !tosa.shape<2>) -> tensor<5x1xi8>
    %240 = tosa.cast %239 : (tensor<5x1xi8>) -> tensor<5x1xi32>
    %241 = tosa.equal %240, %10 : (tensor<5x1xi32>, tensor<5x1xi32>) -> tensor<5x1xi1>
    %242 = tosa.select %241, %237, %228 : (tensor<5x1xi1>, tensor<5x1xi32>, tensor<5x1xi32>) -> tensor<5x1xi32>
    %243 = tosa.select %232, %242, %234 : (tensor<5x1xi1>, tensor<5x1xi32>, tensor<5x1xi32>) -> tensor<5x1xi32>
    %244 = tosa.gather %30, %243 : (tensor<5x12x1xf32>, tensor<5x1xi32>) -> tensor<5x1x1xf32>
    %245 = tosa.reshape %243, %11 : (tensor<5x1xi32>, !tosa.shape<3>) -> tensor<5x1x1xi32>
    %246 = tosa.scatter %222, %243, %8 : (tensor<5x12x1xi8>, tensor<5x1xi32>, tensor<5x1x1xi8>) -> tensor<5x12x1xi8>
    %247 = tosa.cast %246 : (tensor<5x12x1xi8>) -> tensor<5x12x1xi32>
    %248 = tosa.equal %247, %9 : (tensor<5x12x1xi32>, tensor<5x12x1xi32>) -> tensor<5x12x1xi1>
    %249 = tosa.logical_and %248, %31 : (tensor<5x12x1xi1>, tensor<5x12x1xi1>) -> tensor<5x12x1xi1>
    %250 = tosa.logical_and %248, %32 : (tensor<5x12x1xi1>, tensor<5x12x1xi1>) -> tensor<5x12x1xi1>
    %251 = tosa.select %249, %7, %6 : (tensor<5x12x1xi1>, tensor<5x12x1xi8>, tensor<5x12x1xi8>) -> tensor<5x12x1xi8>
    %252 = tosa.argmax %251 {axis = 1 : i32} : (tensor<5x12x1xi8>) -> tensor<5x1xi32>
    %253 = tosa.gather %251, %252 : (tensor<5x12x1xi8>, tensor<5x1xi32>) -> tensor<5x1x1xi8>
    %254 = tosa.reshape %253, %3 : (tensor<5x1x1xi8>, !tosa.shape<2>) -> tensor<5x1xi8>
    %255 = tosa.cast %254 : (tensor<5x1xi8>) -> tensor<5x1xi32>
    %256 = tosa.equal %255, %10 : (tensor<5x1xi32>, tensor<5x1xi32>) -> tensor<5x1xi1>
    %257 = tosa.select %250, %7, %6 : (tensor<5x12x1xi1>, tensor<5x12x1xi8>, tensor<5x12x1xi8>) -> tensor<5x12x1xi8>
    %258 = tosa.argmax %257 {axis = 1 : i32} : (tensor<5x12x1xi8>) -> tensor<5x1xi32>
    %259 = tosa.select %249, %30, %5 : (tensor<5x12x1xi1>, tensor<5x12x1xf32>, tensor<5x12x1xf32>) -> tensor<5x12x1xf32>
    %260 = tosa.negate %259, %0, %0 : (tensor<5x12x1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<5x12x1xf32>
    %261 = tosa.argmax %260 {axis = 1 : i32} : (tensor<5x12x1xf32>) -> tensor<5x1xi32>
    %262 = tosa.gather %251, %261 : (tensor<5x12x1xi8>, tensor<5x1xi32>) -> tensor<5x1x1xi8>
    %263 = tosa.reshape %262, %3 : (tensor<5x1x1xi8>, !tosa.shape<2>) -> tensor<5x1xi8>
    %264 = tosa.cast %263 : (tensor<5x1xi8>) -> tensor<5x1xi32>
    %265 = tosa.equal %264, %10 : (tensor<5x1xi32>, tensor<5x1xi32>) -> tensor<5x1xi1>
    %266 = tosa.select %265, %261, %252 : (tensor<5x1xi1>, tensor<5x1xi32>, tensor<5x1xi32>) -> tensor<5x1xi32>
    %267 = tosa.select %256, %266, %258 : (tensor<5x1xi1>, tensor<5x1xi32>, tensor<5x1xi32>) -> tensor<5x1xi32>
    %268 = tosa.gather %30, %267 : (tensor<5x12x1xf32>, tensor<5x1xi32>) -> tensor<5x1x1xf32>
    %269 = tosa.reshape %267, %11 : (tensor<5x1xi32>, !tosa.shape<3>) -> tensor<5x1x1xi32>
    %270 = tosa.scatter %246, %267, %8 : (tensor<5x12x1xi8>, tensor<5x1xi32>, tensor<5x1x1xi8>) -> tensor<5x12x1xi8>
    %271 = tosa.cast %270 : (tensor<5x12x1xi8>) -> tensor<5x12x1xi32>
    %272 = tosa.equal %271, %9 : (tensor<5x12x1xi32>, tensor<5x12x1xi32>) -> tensor<5x12x1xi1>
    %273 = tosa.logical_and %272, %31 : (tensor<5x12x1xi1>, tensor<5x12x1xi1>) -> tensor<5x12x1xi1>
    %274 = tosa.logical_and %272, %32 : (tensor<5x12x1xi1>, tensor<5x12x1xi1>) -> tensor<5x12x1xi1>
    %275 = tosa.select %273, %7, %6 : (tensor<5x12x1xi1>, tensor<5x12x1xi8>, tensor<5x12x1xi8>) -> tensor<5x12x1xi8>
    %276 = tosa.argmax %275 {axis = 1 : i32} : (tensor<5x12x1xi8>) -> tensor<5x1xi32>
    %277 = tosa.gather %275, %276 : (tensor<5x12x1xi8>, tensor<5x1xi32>) -> tensor<5x1x1xi8>
    %278 = tosa.reshape %277, %3 : (tensor<5x1x1xi8>, !tosa.shape<2>) -> tensor<5x1xi8>
    %279 = tosa.cast %278 : (tensor<5x1xi8>) -> tensor<5x1xi32>
    %280 = tosa.equal %279, %10 : (tensor<5x1xi32>, tensor<5x1xi32>) -> tensor<5x1xi1>
    %281 = tosa.select %274, %7, %6 : (tensor<5x12x1xi1>, tensor<5x12x1xi8>, tensor<5x12x1xi8>) -> tensor<5x12x1xi8>
    %282 = tosa.argmax %281 {axis = 1 : i32} : (tensor<5x12x1xi8>) -> tensor<5x1xi32>
    %283 = tosa.select %273, %30, %5 : (tensor<5x12x1xi1>, tensor<5x12x1xf32>, tensor<5x12x1xf32>) -> tensor<5x12x1xf32>
    %284 = tosa.negate %283, %0, %0 : (tensor<5x12x1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<5x12x1xf32>
    %285 = tosa.argmax %284 {axis = 1 : i32} : (tensor<5x12x1xf32>) -> tensor<5x1xi32>
    %286 = tosa.gather %275, %285 : (tensor<5x12x1xi8>, tensor<5x1xi32>) -> tensor<5x1x1xi8>
    %287 = tosa.reshape %286, %3 : (tensor<5x1x1xi8>, !tosa.shape<2>) -> tensor<5x1xi8>
    %288 = tosa.cast %287 : (tensor<5x1xi8>) -> tensor<5x1xi32>
    %289 = tosa.equal %288, %10 : (tensor<5x1xi32>, tensor<5x1xi32>) -> tensor<5x1xi1>
    %290 = tosa.select %289, %285, %276 : (tensor<5x1xi1>, tensor<5x1xi32>, tensor<5x1xi32>) -> tensor<5x1xi32>
    %291 = tosa.select %280, %290, %282 : (tensor<5x1xi1>, tensor<5x1xi32>, tensor<5x1xi32>) -> tensor<5x1xi32>
    %292 = tosa.gather %30, %291 : (tensor<5x12x1xf32>, tensor<5x1xi32>) -> tensor<5x1x1xf32>
    %293 = tosa.reshape %291, %11 : (tensor<5x1xi32>, !tosa.shape<3>) -> tensor<5x1x1xi32>
    %294 = tosa.scatter %270, %291, %8 : (tensor<5x12x1xi8>, tensor<5x1xi32>, tensor<5x1x1xi8>) -> tensor<5x12x1xi8>
    %295 = tosa.cast %294 : (tensor<5x12x1xi8>) -> tensor<5x12x1xi32>
    %296 = tosa.equal %295, %9 : (tensor<5x12x1xi32>, tensor<5x12x1xi32>) -> tensor<5x12x1xi1>
    %297 = tosa.logical_and %296, %31 : (tensor<5x12x1xi1>, tensor<5x12x1xi1>) -> tensor<5x12x1xi1>
    %298 = tosa.logical_and %296, %32 : (tensor<5x12x1xi1>, tensor<5x12x1xi1>) -> tensor<5x12x1xi1>
    %299 = tosa.select %297, %7, %6 : (tensor<5x12x1xi1>, tensor<5x12x1xi8>, tensor<5x12x1xi8>) -> tensor<5x12x1xi8>
    %300 = tosa.argmax %299 {axis = 1 : i32} : (tensor<5x12x1xi8>) -> tensor<5x1xi32>
    %301 = tosa.gather %299, %300 : (tensor<5x12x1xi8>, tensor<5x1xi32>) -> tensor<5x1x1xi8>
    %302 = tosa.reshape %301, %3 : (tensor<5x1x1xi8>, !tosa.shape<2>) -> tensor<5x1xi8>
    %303 = tosa.cast %302 : (tensor<5x1xi8>) -> tensor<5x1xi32>
    %304 = tosa.equal %303, %10 : (tensor<5x1xi32>, tensor<5x1xi32>) -> tensor<5x1xi1>
    %305 = tosa.select %298, %7, %6 : (tensor<5x12x1xi1>, tensor<5x12x1xi8>, tensor<5x12x1xi8>) -> tensor<5x12x1xi8>
    %306 = tosa.argmax %305 {axis = 1 : i32} : (tensor<5x12x1xi8>) -> tensor<5x1xi32>
    %307 = tosa.select %297, %30, %5 : (tensor<5x12x1xi1>, tensor<5x12x1xf32>, tensor<5x12x1xf32>) -> tensor<5x12x1xf32>
    %308 = tosa.negate %307, %0, %0 : (tensor<5x12x1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<5x12x1xf32>
    %309 = tosa.argmax %308 {axis = 1 : i32} : (tensor<5x12x1xf32>) -> tensor<5x1xi32>
    %310 = tosa.gather %299, %309 : (tensor<5x12x1xi8>, tensor<5x1xi32>) -> tensor<5x1x1xi8>
    %311 = tosa.reshape %310, %3 : (tensor<5x1x1xi8>, !tosa.shape<2>) -> tensor<5x1xi8>
    %312 = tosa.cast %311 : (tensor<5x1xi8>) -> tensor<5x1xi32>
    %313 = tosa.equal %312, %10 : (tensor<5x1xi32>, tensor<5x1xi32>) -> tensor<5x1xi1>
    %314 = tosa.select %313, %309, %300 : (tensor<5x1xi1>, tensor<5x1xi32>, tensor<5x1xi32>) -> tensor<5x1xi32>
    %315 = tosa.select %304, %314, %306 : (tensor<5x1xi1>, tensor<5x1xi32>, tensor<5x1xi32>) -> tensor<5x1xi32>
    %316 = tosa.gather %30, %315 : (tensor<5x12x1xf32>, tensor<5x1xi32>) -> tensor<5x1x1xf32>
    %317 = tosa.reshape %315, %11 : (tensor<5x1xi32>, !tosa.shape<3>) -> tensor<5x1x1xi32>
    %318 = tosa.concat %52, %76, %100, %124, %148, %172, %196, %220, %244, %268, %292, %316 {axis = 1 : i32} : (tensor<5x1x1xf32>, tensor<5x1x1xf32>, tensor<5x1x1xf32>, tensor<5x1x1xf32>, tensor<5x1x1xf32>, tensor<5x1x1xf32>, tensor<5x1x1xf32>, tensor<5x1x1xf32>, tensor<5x1x1xf32>, tensor<5x1x1xf32>, tensor<5x1x1xf32>, tensor<5x1x1xf32>) -> tensor<5x12x1xf32>
    %319 = tosa.concat %53, %77, %101, %125, %149, %173, %197, %221, %245, %269, %293, %317 {axis = 1 : i32} : (tensor<5x1x1xi32>, tensor<5x1x1xi32>, tensor<5x1x1xi32>, tensor<5x1x1xi32>, tensor<5x1x1xi32>, tensor<5x1x1xi32>, tensor<5x1x1xi32>, tensor<5x1x1xi32>, tensor<5x1x1xi32>, tensor<5x1x1xi32>, tensor<5x1x1xi32>, tensor<5x1x1xi32>) -> tensor<5x12x1xi32>
    %320 = tosa.reshape %318, %2 : (tensor<5x12x1xf32>, !tosa.shape<2>) -> tensor<5x12xf32>
    %321 = tosa.reshape %319, %2 : (tensor<5x12x1xi32>, !tosa.shape<2>) -> tensor<5x12xi32>
    %322 = tosa.cast %321 : (tensor<5x12xi32>) -> tensor<5x12xi64>
    %323 = tosa.transpose %29 {perms = array<i32: 1, 0>} : (tensor<5x12xf32>) -> tensor<12x5xf32>
    %324 = tosa.reshape %323, %12 : (tensor<12x5xf32>, !tosa.shape<3>) -> tensor<12x5x1xf32>
    %325 = tosa.equal %324, %324 : (tensor<12x5x1xf32>, tensor<12x5x1xf32>) -> tensor<12x5x1xi1>
    %326 = tosa.logical_not %325 : (tensor<12x5x1xi1>) -> tensor<12x5x1xi1>
    %327 = tosa.logical_and %325, %25 : (tensor<12x5x1xi1>, tensor<12x5x1xi1>) -> tensor<12x5x1xi1>
    %328 = tosa.logical_and %326, %25 : (tensor<12x5x1xi1>, tensor<12x5x1xi1>) -> tensor<12x5x1xi1>
    %329 = tosa.select %327, %15, %14 : (tensor<12x5x1xi1>, tensor<12x5x1xi8>, tensor<12x5x1xi8>) -> tensor<12x5x1xi8>
    %330 = tosa.argmax %329 {axis = 1 : i32} : (tensor<12x5x1xi8>) -> tensor<12x1xi32>
    %331 = tosa.select %328, %15, %14 : (tensor<12x5x1xi1>, tensor<12x5x1xi8>, tensor<12x5x1xi8>) -> tensor<12x5x1xi8>
    %332 = tosa.argmax %331 {axis = 1 : i32} : (tensor<12x5x1xi8>) -> tensor<12x1xi32>
    %333 = tosa.gather %331, %332 : (tensor<12x5x1xi8>, tensor<12x1xi32>) -> tensor<12x1x1xi8>
    %334 = tosa.reshape %333, %19 : (tensor<12x1x1xi8>, !tosa.shape<2>) -> tensor<12x1xi8>
    %335 = tosa.cast %334 : (tensor<12x1xi8>) -> tensor<12x1xi32>
    %336 = tosa.equal %335, %18 : (tensor<12x1xi32>, tensor<12x1xi32>) -> tensor<12x1xi1>
    %337 = tosa.select %327, %324, %13 : (tensor<12x5x1xi1>, tensor<12x5x1xf32>, tensor<12x5x1xf32>) -> tensor<12x5x1xf32>
    %338 = tosa.argmax %337 {axis = 1 : i32} : (tensor<12x5x1xf32>) -> tensor<12x1xi32>
    %339 = tosa.gather %329, %338 : (tensor<12x5x1xi8>, tensor<12x1xi32>) -> tensor<12x1x1xi8>
    %340 = tosa.reshape %339, %19 : (tensor<12x1x1xi8>, !tosa.shape<2>) -> tensor<12x1xi8>
    %341 = tosa.cast %340 : (tensor<12x1xi8>) -> tensor<12x1xi32>
    %342 = tosa.equal %341, %18 : (tensor<12x1xi32>, tensor<12x1xi32>) -> tensor<12x1xi1>
    %343 = tosa.select %342, %338, %330 : (tensor<12x1xi1>, tensor<12x1xi32>, tensor<12x1xi32>) -> tensor<12x1xi32>
    %344 = tosa.select %336, %332, %343 : (tensor<12x1xi1>, tensor<12x1xi32>, tensor<12x1xi32>) -> tensor<12x1xi32>
    %345 = tosa.gather %324, %344 : (tensor<12x5x1xf32>, tensor<12x1xi32>) -> tensor<12x1x1xf32>
    %346 = tosa.reshape %344, %20 : (tensor<12x1xi32>, !tosa.shape<3>) -> tensor<12x1x1xi32>
    %347 = tosa.scatter %14, %344, %16 : (tensor<12x5x1xi8>, tensor<12x1xi32>, tensor<12x1x1xi8>) -> tensor<12x5x1xi8>
    %348 = tosa.cast %347 : (tensor<12x5x1xi8>) -> tensor<12x5x1xi32>
    %349 = tosa.equal %348, %17 : (tensor<12x5x1xi32>, tensor<12x5x1xi32>) -> tensor<12x5x1xi1>
    %350 = tosa.logical_and %349, %325 : (tensor<12x5x1xi1>, tensor<12x5x1xi1>) -> tensor<12x5x1xi1>
    %351 = tosa.logical_and %349, %326 : (tensor<12x5x1xi1>, tensor<12x5x1xi1>) -> tensor<12x5x1xi1>
    %352 = tosa.select %350, %15, %14 : (tensor<12x5x1xi1>, tensor<12x5x1xi8>, tensor<12x5x1xi8>) -> tensor<12x5x1xi8>
    %353 = tosa.argmax %352 {axis = 1 : i32} : (tensor<12x5x1xi8>) -> tensor<12x1xi32>
    %354 = tosa.select %351, %15, %14 : (tensor<12x5x1xi1>, tensor<12x5x1xi8>, tensor<12x5x1xi8>) -> tensor<12x5x1xi8>
    %355 = tosa.argmax %354 {axis = 1 : i32} : (tensor<12x5x1xi8>) -> tensor<12x1xi32>
    %356 = tosa.gather %354, %355 : (tensor<12x5x1xi8>, tensor<12x1xi32>) -> tensor<12x1x1xi8>
    %357 = tosa.reshape %356, %19 : (tensor<12x1x1xi8>, !tosa.shape<2>) -> tensor<12x1xi8>
    %358 = tosa.cast %357 : (tensor<12x1xi8>) -> tensor<12x1xi32>
    %359 = tosa.equal %358, %18 : (tensor<12x1xi32>, tensor<12x1xi32>) -> tensor<12x1xi1>
    %360 = tosa.select %350, %324, %13 : (tensor<12x5x1xi1>, tensor<12x5x1xf32>, tensor<12x5x1xf32>) -> tensor<12x5x1xf32>
    %361 = tosa.argmax %360 {axis = 1 : i32} : (tensor<12x5x1xf32>) -> tensor<12x1xi32>
    %362 = tosa.gather %352, %361 : (tensor<12x5x1xi8>, tensor<12x1xi32>) -> tensor<12x1x1xi8>
    %363 = tosa.reshape %362, %19 : (tensor<12x1x1xi8>, !tosa.shape<2>) -> tensor<12x1xi8>
    %364 = tosa.cast %363 : (tensor<12x1xi8>) -> tensor<12x1xi32>
    %365 = tosa.equal %364, %18 : (tensor<12x1xi32>, tensor<12x1xi32>) -> tensor<12x1xi1>
    %366 = tosa.select %365, %361, %353 : (tensor<12x1xi1>, tensor<12x1xi32>, tensor<12x1xi32>) -> tensor<12x1xi32>
    %367 = tosa.select %359, %355, %366 : (tensor<12x1xi1>, tensor<12x1xi32>, tensor<12x1xi32>) -> tensor<12x1xi32>
    %368 = tosa.gather %324, %367 : (tensor<12x5x1xf32>, tensor<12x1xi32>) -> tensor<12x1x1xf32>
    %369 = tosa.reshape %367, %20 : (tensor<12x1xi32>, !tosa.shape<3>) -> tensor<12x1x1xi32>
    %370 = tosa.scatter %347, %367, %16 : (tensor<12x5x1xi8>, tensor<12x1xi32>, tensor<12x1x1xi8>) -> tensor<12x5x1xi8>
    %371 = tosa.cast %370 : (tensor<12x5x1xi8>) -> tensor<12x5x1xi32>
    %372 = tosa.equal %371, %17 : (tensor<12x5x1xi32>, tensor<12x5x1xi32>) -> tensor<12x5x1xi1>
    %373 = tosa.logical_and %372, %325 : (tensor<12x5x1xi1>, tensor<12x5x1xi1>) -> tensor<12x5x1xi1>
    %374 = tosa.logical_and %372, %326 : (tensor<12x5x1xi1>, tensor<12x5x1xi1>) -> tensor<12x5x1xi1>
    %375 = tosa.select %373, %15, %14 : (tensor<12x5x1xi1>, tensor<12x5x1xi8>, tensor<12x5x1xi8>) -> tensor<12x5x1xi8>
    %376 = tosa.argmax %375 {axis = 1 : i32} : (tensor<12x5x1xi8>) -> tensor<12x1xi32>
    %377 = tosa.select %374, %15, %14 : (tensor<12x5x1xi1>, tensor<12x5x1xi8>, tensor<12x5x1xi8>) -> tensor<12x5x1xi8>
    %378 = tosa.argmax %377 {axis = 1 : i32} : (tensor<12x5x1xi8>) -> tensor<12x1xi32>
    %379 = tosa.gather %377, %378 : (tensor<12x5x1xi8>, tensor<12x1xi32>) -> tensor<12x1x1xi8>
    %380 = tosa.reshape %379, %19 : (tensor<12x1x1xi8>, !tosa.shape<2>) -> tensor<12x1xi8>
    %381 = tosa.cast %380 : (tensor<12x1xi8>) -> tensor<12x1xi32>
    %382 = tosa.equal %381, %18 : (tensor<12x1xi32>, tensor<12x1xi32>) -> tensor<12x1xi1>
    %383 = tosa.select %373, %324, %13 : (tensor<12x5x1xi1>, tensor<12x5x1xf32>, tensor<12x5x1xf32>) -> tensor<12x5x1xf32>
    %384 = tosa.argmax %383 {axis = 1 : i32} : (tensor<12x5x1xf32>) -> tensor<12x1xi32>
    %385 = tosa.gather %375, %384 : (tensor<12x5x1xi8>, tensor<12x1xi32>) -> tensor<12x1x1xi8>
    %386 = tosa.reshape %385, %19 : (tensor<12x1x1xi8>, !tosa.shape<2>) -> tensor<12x1xi8>
    %387 = tosa.cast %386 : (tensor<12x1xi8>) -> tensor<12x1xi32>
    %388 = tosa.equal %387, %18 : (tensor<12x1xi32>, tensor<12x1xi32>) -> tensor<12x1xi1>
    %389 = tosa.select %388, %384, %376 : (tensor<12x1xi1>, tensor<12x1xi32>, tensor<12x1xi32>) -> tensor<12x1xi32>
    %390 = tosa.select %382, %378, %389 : (tensor<12x1xi1>, tensor<12x1xi32>, tensor<12x1xi32>) -> tensor<12x1xi32>
    %391 = tosa.gather %324, %390 : (tensor<12x5x1xf32>, tensor<12x1xi32>) -> tensor<12x1x1xf32>
    %392 = tosa.reshape %390, %20 : (tensor<12x1xi32>, !tosa.shape<3>) -> tensor<12x1x1xi32>
    %393 = tosa.scatter %370, %390, %16 : (tensor<12x5x1xi8>, tensor<12x1xi32>, tensor<12x1x1xi8>) -> tensor<12x5x1xi8>
    %394 = tosa.cast %393 : (tensor<12x5x1xi8>) -> tensor<12x5x1xi32>
    %395 = tosa.equal %394, %17 : (tensor<12x5x1xi32>, tensor<12x5x1xi32>) -> tensor<12x5x1xi1>
    %396 = tosa.logical_and %395, %325 : (tensor<12x5x1xi1>, tensor<12x5x1xi1>) -> tensor<12x5x1xi1>
    %397 = tosa.logical_and %395, %326 : (tensor<12x5x1xi1>, tensor<12x5x1xi1>) -> tensor<12x5x1xi1>
    %398 = tosa.select %396, %15, %14 : (tensor<12x5x1xi1>, tensor<12x5x1xi8>, tensor<12x5x1xi8>) -> tensor<12x5x1xi8>
    %399 = tosa.argmax %398 {axis = 1 : i32} : (tensor<12x5x1xi8>) -> tensor<12x1xi32>
    %400 = tosa.select %397, %15, %14 : (tensor<12x5x1xi1>, tensor<12x5x1xi8>, tensor<12x5x1xi8>) -> tensor<12x5x1xi8>
    %401 = tosa.argmax %400 {axis = 1 : i32} : (tensor<12x5x1xi8>) -> tensor<12x1xi32>
    %402 = tosa.gather %400, %401 : (tensor<12x5x1xi8>, tensor<12x1xi32>) -> tensor<12x1x1xi8>
    %403 = tosa.reshape %402, %19 : (tensor<12x1x1xi8>, !tosa.shape<2>) -> tensor<12x1xi8>
    %404 = tosa.cast %403 : (tensor<12x1xi8>) -> tensor<12x1xi32>
    %405 = tosa.equal %404, %18 : (tensor<12x1xi32>, tensor<12x1xi32>) -> tensor<12x1xi1>
    %406 = tosa.select %396, %324, %13 : (tensor<12x5x1xi1>, tensor<12x5x1xf32>, tensor<12x5x1xf32>) -> tensor<12x5x1xf32>
    %407 = tosa.argmax %406 {axis = 1 : i32} : (tensor<12x5x1xf32>) -> tensor<12x1xi32>
    %408 = tosa.gather %398, %407 : (tensor<12x5x1xi8>, tensor<12x1xi32>) -> tensor<12x1x1xi8>
    %409 = tosa.reshape %408, %19 : (tensor<12x1x1xi8>, !tosa.shape<2>) -> tensor<12x1xi8>
    %410 = tosa.cast %409 : (tensor<12x1xi8>) -> tensor<12x1xi32>
    %411 = tosa.equal %410, %18 : (tensor<12x1xi32>, tensor<12x1xi32>) -> tensor<12x1xi1>
    %412 = tosa.select %411, %407, %399 : (tensor<12x1xi1>, tensor<12x1xi32>, tensor<12x1xi32>) -> tensor<12x1xi32>
    %413 = tosa.select %405, %401, %412 : (tensor<12x1xi1>, tensor<12x1xi32>, tensor<12x1xi32>) -> tensor<12x1xi32>
    %414 = tosa.gather %324, %413 : (tensor<12x5x1xf32>, tensor<12x1xi32>) -> tensor<12x1x1xf32>
    %415 = tosa.reshape %413, %20 : (tensor<12x1xi32>, !tosa.shape<3>) -> tensor<12x1x1xi32>
    %416 = tosa.scatter %393, %413, %16 : (tensor<12x5x1xi8>, tensor<12x1xi32>, tensor<12x1x1xi8>) -> tensor<12x5x1xi8>
    %417 = tosa.cast %416 : (tensor<12x5x1xi8>) -> tensor<12x5x1xi32>
    %418 = tosa.equal %417, %17 : (tensor<12x5x1xi32>, tensor<12x5x1xi32>) -> tensor<12x5x1xi1>
    %419 = tosa.logical_and %418, %325 : (tensor<12x5x1xi1>, tensor<12x5x1xi1>) -> tensor<12x5x1xi1>
    %420 = tosa.logical_and %418, %326 : (tensor<12x5x1xi1>, tensor<12x5x1xi1>) -> tensor<12x5x1xi1>
    %421 = tosa.select %419, %15, %14 : (tensor<12x5x1xi1>, tensor<12x5x1xi8>, tensor<12x5x1xi8>) -> tensor<12x5x1xi8>
    %422 = tosa.argmax %421 {axis = 1 : i32} : (tensor<12x5x1xi8>) -> tensor<12x1xi32>
    %423 = tosa.select %420, %15, %14 : (tensor<12x5x1xi1>, tensor<12x5x1xi8>, tensor<12x5x1xi8>) -> tensor<12x5x1xi8>
    %424 = tosa.argmax %423 {axis = 1 : i32} : (tensor<12x5x1xi8>) -> tensor<12x1xi32>
    %425 = tosa.gather %423, %424 : (tensor<12x5x1xi8>, tensor<12x1xi32>) -> tensor<12x1x1xi8>
    %426 = tosa.reshape %425, %19 : (tensor<12x1x1xi8>, !tosa.shape<2>) -> tensor<12x1xi8>
    %427 = tosa.cast %426 : (tensor<12x1xi8>) -> tensor<12x1xi32>
    %428 = tosa.equal %427, %18 : (tensor<12x1xi32>, tensor<12x1xi32>) -> tensor<12x1xi1>
    %429 = tosa.select %419, %324, %13 : (tensor<12x5x1xi1>, tensor<12x5x1xf32>, tensor<12x5x1xf32>) -> tensor<12x5x1xf32>
    %430 = tosa.argmax %429 {axis = 1 : i32} : (tensor<12x5x1xf32>) -> tensor<12x1xi32>
    %431 = tosa.gather %421, %430 : (tensor<12x5x1xi8>, tensor<12x1xi32>) -> tensor<12x1x1xi8>
    %432 = tosa.reshape %431, %19 : (tensor<12x1x1xi8>, !tosa.shape<2>) -> tensor<12x1xi8>
    %433 = tosa.cast %432 : (tensor<12x1xi8>) -> tensor<12x1xi32>
    %434 = tosa.equal %433, %18 : (tensor<12x1xi32>, tensor<12x1xi32>) -> tensor<12x1xi1>
    %435 = tosa.select %434, %430, %422 : (tensor<12x1xi1>, tensor<12x1xi32>, tensor<12x1xi32>) -> tensor<12x1xi32>
    %436 = tosa.select %428, %424, %435 : (tensor<12x1xi1>, tensor<12x1xi32>, tensor<12x1xi32>) -> tensor<12x1xi32>
    %437 = tosa.gather %324, %436 : (tensor<12x5x1xf32>, tensor<12x1xi32>) -> tensor<12x1x1xf32>
    %438 = tosa.reshape %436, %20 : (tensor<12x1xi32>, !tosa.shape<3>) -> tensor<12x1x1xi32>
    %439 = tosa.concat %345, %368, %391, %414, %437 {axis = 1 : i32} : (tensor<12x1x1xf32>, tensor<12x1x1xf32>, tensor<12x1x1xf32>, tensor<12x1x1xf32>, tensor<12x1x1xf32>) -> tensor<12x5x1xf32>
    %440 = tosa.concat %346, %369, %392, %415, %438 {axis = 1 : i32} : (tensor<12x1x1xi32>, tensor<12x1x1xi32>, tensor<12x1x1xi32>, tensor<12x1x1xi32>, tensor<12x1x1xi32>) -> tensor<12x5x1xi32>
    %441 = tosa.reshape %439, %21 : (tensor<12x5x1xf32>, !tosa.shape<2>) -> tensor<12x5xf32>
    %442 = tosa.reshape %440, %21 : (tensor<12x5x1xi32>, !tosa.shape<2>) -> tensor<12x5xi32>
    %443 = tosa.transpose %441 {perms = array<i32: 1, 0>} : (tensor<12x5xf32>) -> tensor<5x12xf32>
    %444 = tosa.transpose %442 {perms = array<i32: 1, 0>} : (tensor<12x5xi32>) -> tensor<5x12xi32>
    %445 = tosa.cast %444 : (tensor<5x12xi32>) -> tensor<5x12xi64>
    return %320, %322, %443, %445 : tensor<5x12xf32>, tensor<5x12xi64>, tensor<5x12xf32>, tensor<5x12xi64>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_12_torch.float32: "0x04000000BFBA823C0D4A86BEE53BD03CF4EF503E324D59BD5C76A7BE41BE0D3E303AA33EFCC745BE16C412BEFAEF453B5355753E"
    }
  }
#-}
