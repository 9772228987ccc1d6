module {
  func.func @forward(%arg0: tensor<6x8xf32>) -> (tensor<6x16xf32>, tensor<6x16xf32>) {
    %0 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xf32>}> : () -> tensor<1xf32>
    %1 = tosa.const_shape  {values = dense<[1, 6, 8]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %2 = tosa.const_shape  {values = dense<[6, 16]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %3 = tosa.const_shape  {values = dense<[6, 16, 1]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %4 = tosa.const_shape  {values = dense<0> : tensor<3xindex>} : () -> !tosa.shape<3>
    %5 = tosa.const_shape  {values = dense<[0, 0, 1, 0, 0, 0]> : tensor<6xindex>} : () -> !tosa.shape<6>
    %6 = tosa.const_shape  {values = dense<[0, 0, 2, 0, 0, 0]> : tensor<6xindex>} : () -> !tosa.shape<6>
    %7 = tosa.const_shape  {values = dense<[0, 0, 4, 0, 0, 0]> : tensor<6xindex>} : () -> !tosa.shape<6>
    %8 = tosa.const_shape  {values = dense<[0, 0, 8, 0, 0, 0]> : tensor<6xindex>} : () -> !tosa.shape<6>
    %9 = tosa.const_shape  {values = dense<[1, 6, 16]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %10 = "tosa.const"() <{values = dense<"0x429D84BD95967E3ED003A6BDA733A1BE689CB13EF56B86BEB2B14A3E72D742BE1DDB183DDB0ED1BDA4B32A3EA05CCF3DF9E0563D8EDDD9BDF331AE3EEF28093E9B9A5ABEC27D82BE53F4ABBE533EAFBEBEE8C3BD18C5C0BDA1FDA4BE1E14423E98908DBE06C73ABEED60A73DED93FB3D1055A13ED33C99BE86AF833ECB84D43C217CEE3D2879863EA0C122BEAF43CEBD282F93BED6AA82BC689A693E986352BE982D1ABD2D2695BCAACB2BBE4EB699BED9B5A53EA81A2DBE54F19FBDA1E2913EAA8069BEC9EA6D3EFCA5973E72A4B9BD2BC2B33E8237893E2527EE3D8AFAA43E1AA92E3DC3A4E63D8624DBBC1CD9B0BE3CFAC0BD99539EBE546524BE8E02FEBD562E833DDE1F823EC11F703EC1E6E03C749948BE7305113EFBF4693EAF00DBBD56BFEC3D71F89A3E3E8D53BE66535A3E4EAC87BE309D0BBE9BDD193E8023693E87D6A13E3DF5A73E91CC863ECECAC2BDF2C8273E59EB52BE71AE7BBE88182E3E6287B6BB69E0A1BE8E37523EB87F663E6ECB45BEF064013EF52033BE3CFC23BE48090B3EE55B69BE85C88D3DCADA603E234033BEB368863E1B522ABE742F6CBE4A93FE3C5930A13E96A28C3E0D7B503EFE53FCBD0ACEE23CEF0B193E1152CABDA30B9D3EE800B1BE06003BBEF65D973DA9FA04BEF12F833EC5C0DC3D55B3503E726F553E4AC637BE6A5381BE75F4313DBD4D48BEAE72D73DE7116B3E65DF083E"> : tensor<1x8x16xf32>}> : () -> tensor<1x8x16xf32>
    %11 = "tosa.const"() <{values = dense_resource<torch_tensor_16_torch.float32> : tensor<1x16xf32>}> : () -> tensor<1x16xf32>
    %12 = tosa.reshape %arg0, %1 : (tensor<6x8xf32>, !tosa.shape<3>) -> tensor<1x6x8xf32>
    %13 = tosa.matmul %12, %10, %0, %0 : (tensor<1x6x8xf32>, tensor<1x8x16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x6x16xf32>
    %14 = tosa.reshape %13, %2 : (tensor<1x6x16xf32>, !tosa.shape<2>) -> tensor<6x16xf32>
    %15 = tosa.add %14, %11 : (tensor<6x16xf32>, tensor<1x16xf32>) -> tensor<6x16xf32>
    %16 = tosa.reshape %15, %3 : (tensor<6x16xf32>, !tosa.shape<3>) -> tensor<6x16x1xf32>
    %17 = tosa.pad %16, %5, %0 : (tensor<6x16x1xf32>, !tosa.shape<6>, tensor<1xf32>) -> tensor<6x17x1xf32>
    %18 = tosa.slice %17, %4, %3 : (tensor<6x17x1xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<6x16x1xf32>
    %19 = tosa.add %16, %18 : (tensor<6x16x1xf32>, tensor<6x16x1xf32>) -> tensor<6x16x1xf32>
    %20 = tosa.pad %19, %6, %0 : (tensor<6x16x1xf32>, !tosa.shape<6>, tensor<1xf32>) -> tensor<6x18x1xf32>
    %21 = tosa.slice %20, %4, %3 : (tensor<6x18x1xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<6x16x1xf32>
    %22 = tosa.add %19, %21 : (tensor<6x16x1xf32>, tensor<6x16x1xf32>) -> tensor<6x16x1xf32>
    %23 = tosa.pad %22, %7, %0 : (tensor<6x16x1xf32>, !tosa.shape<6>, tensor<1xf32>) -> tensor<6x20x1xf32>
    %24 = tosa.slice %23, %4, %3 : (tensor<6x20x1xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<6x16x1xf32>
    %25 = tosa.add %22, %24 : (tensor<6x16x1xf32>, tensor<6x16x1xf32>) -> tensor<6x16x1xf32>
    %26 = tosa.pad %25, %8, %0 : (tensor<6x16x1xf32>, !tosa.shape<6>, tensor<1xf32>) -> tensor<6x24x1xf32>
    %27 = tosa.slice %26, %4, %3 : (tensor<6x24x1xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<6x16x1xf32>
    %28 = tosa.add %25, %27 : (tensor<6x16x1xf32>, tensor<6x16x1xf32>) -> tensor<6x16x1xf32>
    %29 = tosa.reshape %28, %2 : (tensor<6x16x1xf32>, !tosa.shape<2>) -> tensor<6x16xf32>
    %30 = tosa.reshape %15, %9 : (tensor<6x16xf32>, !tosa.shape<3>) -> tensor<1x6x16xf32>
    %31 = tosa.pad %30, %5, %0 : (tensor<1x6x16xf32>, !tosa.shape<6>, tensor<1xf32>) -> tensor<1x7x16xf32>
    %32 = tosa.slice %31, %4, %9 : (tensor<1x7x16xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x6x16xf32>
    %33 = tosa.add %30, %32 : (tensor<1x6x16xf32>, tensor<1x6x16xf32>) -> tensor<1x6x16xf32>
    %34 = tosa.pad %33, %6, %0 : (tensor<1x6x16xf32>, !tosa.shape<6>, tensor<1xf32>) -> tensor<1x8x16xf32>
    %35 = tosa.slice %34, %4, %9 : (tensor<1x8x16xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x6x16xf32>
    %36 = tosa.add %33, %35 : (tensor<1x6x16xf32>, tensor<1x6x16xf32>) -> tensor<1x6x16xf32>
    %37 = tosa.pad %36, %7, %0 : (tensor<1x6x16xf32>, !tosa.shape<6>, tensor<1xf32>) -> tensor<1x10x16xf32>
    %38 = tosa.slice %37, %4, %9 : (tensor<1x10x16xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x6x16xf32>
    %39 = tosa.add %36, %38 : (tensor<1x6x16xf32>, tensor<1x6x16xf32>) -> tensor<1x6x16xf32>
    %40 = tosa.reshape %39, %2 : (tensor<1x6x16xf32>, !tosa.shape<2>) -> tensor<6x16xf32>
    return %29, %40 : tensor<6x16xf32>, tensor<6x16xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_16_torch.float32: "0x04000000AF4172BDB736B0BE42C3FF3A87DE87BEE3792F3E4FAC62BE0FF0BABD5C219DBD00EF87BD135A5E3E36122A3E5ABD4E3D27B30D3DACB264BED8952C3DAEB026BE"
    }
  }
#-}
