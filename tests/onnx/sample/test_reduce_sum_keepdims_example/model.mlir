#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d0, 0, d2)>
module {
  func.func @test_reduce_sum_keepdims_example(%arg0: tensor<3x2x2xf32>, %arg1: tensor<1xi64>) -> tensor<3x1x2xf32> {
    %c12_i64 = arith.constant 12 : i64
    %c3_i64 = arith.constant 3 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %c0_i64 = arith.constant 0 : i64
    %c1_i64 = arith.constant 1 : i64
    %c2_i64 = arith.constant 2 : i64
    %c0 = arith.constant 0 : index
    %extracted = tensor.extract %arg1[%c0] : tensor<1xi64>
    %0 = arith.cmpi slt, %extracted, %c0_i64 : i64
    %1 = arith.extui %0 : i1 to i64
    %2 = arith.muli %1, %c3_i64 : i64
    %3 = arith.addi %extracted, %2 : i64
    %4 = arith.cmpi sgt, %3, %c0_i64 : i64
    %5 = arith.extui %4 : i1 to i64
    %6 = arith.cmpi slt, %3, %c0_i64 : i64
    %7 = arith.extui %6 : i1 to i64
    %8 = arith.cmpi eq, %3, %c0_i64 : i64
    %9 = arith.extui %8 : i1 to i64
    %10 = arith.muli %9, %c2_i64 : i64
    %11 = arith.addi %10, %c1_i64 : i64
    %12 = arith.muli %5, %c2_i64 : i64
    %13 = arith.addi %12, %c1_i64 : i64
    %14 = arith.muli %7, %c2_i64 : i64
    %15 = arith.addi %14, %c1_i64 : i64
    %16 = arith.cmpi sgt, %3, %c1_i64 : i64
    %17 = arith.extui %16 : i1 to i64
    %18 = arith.cmpi slt, %3, %c1_i64 : i64
    %19 = arith.extui %18 : i1 to i64
    %20 = arith.cmpi eq, %3, %c1_i64 : i64
    %21 = arith.extui %20 : i1 to i64
    %22 = arith.addi %21, %c1_i64 : i64
    %23 = arith.muli %11, %22 : i64
    %24 = arith.addi %17, %c1_i64 : i64
    %25 = arith.muli %13, %24 : i64
    %26 = arith.addi %19, %c1_i64 : i64
    %27 = arith.muli %15, %26 : i64
    %28 = arith.cmpi sgt, %3, %c2_i64 : i64
    %29 = arith.extui %28 : i1 to i64
    %30 = arith.cmpi slt, %3, %c2_i64 : i64
    %31 = arith.extui %30 : i1 to i64
    %32 = arith.cmpi eq, %3, %c2_i64 : i64
    %33 = arith.extui %32 : i1 to i64
    %34 = arith.addi %33, %c1_i64 : i64
    %35 = arith.muli %23, %34 : i64
    %36 = arith.addi %29, %c1_i64 : i64
    %37 = arith.muli %25, %36 : i64
    %38 = arith.addi %31, %c1_i64 : i64
    %39 = arith.muli %27, %38 : i64
    %40 = arith.cmpi slt, %37, %c0_i64 : i64
    %41 = arith.select %40, %c1_i64, %37 : i64
    %42 = arith.extui %40 : i1 to i64
    %43 = arith.muli %41, %35 : i64
    %44 = arith.addi %42, %c1_i64 : i64
    %45 = arith.cmpi slt, %35, %c0_i64 : i64
    %46 = arith.select %45, %41, %43 : i64
    %47 = arith.select %45, %44, %42 : i64
    %48 = arith.muli %46, %39 : i64
    %49 = arith.addi %47, %c1_i64 : i64
    %50 = arith.cmpi slt, %39, %c0_i64 : i64
    %51 = arith.select %50, %46, %48 : i64
    %52 = arith.select %50, %49, %47 : i64
    %53 = arith.cmpi sle, %52, %c1_i64 : i64
    cf.assert %53, "must have at most one inferred (negative) dimension"
    %54 = arith.divsi %c12_i64, %51 : i64
    %55 = arith.select %40, %54, %37 : i64
    %56 = arith.select %45, %54, %35 : i64
    %57 = arith.select %50, %54, %39 : i64
    %from_elements = tensor.from_elements %55, %56, %57 : tensor<3xi64>
    %reshape = tensor.reshape %arg0(%from_elements) : (tensor<3x2x2xf32>, tensor<3xi64>) -> tensor<?x?x?xf32>
    %58 = tensor.empty() : tensor<3x1x2xf32>
    %59 = linalg.fill ins(%cst : f32) outs(%58 : tensor<3x1x2xf32>) -> tensor<3x1x2xf32>
    %60 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction", "parallel"]} ins(%reshape : tensor<?x?x?xf32>) outs(%59 : tensor<3x1x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %62 = arith.addf %in, %out : f32
      linalg.yield %62 : f32
    } -> tensor<3x1x2xf32>
    %61 = arith.cmpi eq, %55, %c3_i64 : i64
    cf.assert %61, "mismatching contracting dimension"
    return %60 : tensor<3x1x2xf32>
  }
}

