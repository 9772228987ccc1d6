// Winograd transforms: filter (F, KH, KW, C) -> (alphaH, alphaW, C, F), input (N, H, W, C) ->
// (alphaH, alphaW, tileH, tileW, N, C), output (alphaH, alphaW, tileH, tileW, N, F) -> (N, H, W, F);
// F(2,3), F(4,3), F(2,5); 1-D (height or width 1) and dynamic variants; attributes.

func.func @f23(%f: tensor<2x3x3x5xf32>, %fo: tensor<4x4x5x2xf32>, %i: tensor<2x10x10x5xf32>, %io: tensor<4x4x4x4x2x5xf32>,
               %v: tensor<4x4x2x2x2x2xf32>, %o: tensor<2x4x4x2xf32>) -> (tensor<4x4x5x2xf32>, tensor<4x4x4x4x2x5xf32>, tensor<2x4x4x2xf32>) {
  %0 = linalg.winograd_filter_transform fmr(F_2_3) ins(%f : tensor<2x3x3x5xf32>) outs(%fo : tensor<4x4x5x2xf32>) -> tensor<4x4x5x2xf32>
  %1 = linalg.winograd_input_transform fmr(F_2_3) ins(%i : tensor<2x10x10x5xf32>) outs(%io : tensor<4x4x4x4x2x5xf32>) -> tensor<4x4x4x4x2x5xf32>
  %2 = linalg.winograd_output_transform {tag} fmr(F_2_3) ins(%v : tensor<4x4x2x2x2x2xf32>) outs(%o : tensor<2x4x4x2xf32>) -> tensor<2x4x4x2xf32>
  return %0, %1, %2 : tensor<4x4x5x2xf32>, tensor<4x4x4x4x2x5xf32>, tensor<2x4x4x2xf32>
}

func.func @f43_f25(%f: tensor<2x3x3x5xf16>, %fo: tensor<6x6x5x2xf16>, %g: tensor<2x5x1x5xf32>, %go: tensor<6x1x5x2xf32>) -> (tensor<6x6x5x2xf16>, tensor<6x1x5x2xf32>) {
  %0 = linalg.winograd_filter_transform fmr(F_4_3) ins(%f : tensor<2x3x3x5xf16>) outs(%fo : tensor<6x6x5x2xf16>) -> tensor<6x6x5x2xf16>
  %1 = linalg.winograd_filter_transform fmr(F_2_5) ins(%g : tensor<2x5x1x5xf32>) outs(%go : tensor<6x1x5x2xf32>) -> tensor<6x1x5x2xf32>
  return %0, %1 : tensor<6x6x5x2xf16>, tensor<6x1x5x2xf32>
}

func.func @dynamic(%i: tensor<?x?x?x?xf32>, %io: tensor<4x4x?x?x?x?xf32>, %v: tensor<4x4x?x?x?x?xf32>, %o: tensor<?x?x?x?xf32>) -> (tensor<4x4x?x?x?x?xf32>, tensor<?x?x?x?xf32>) {
  %0 = linalg.winograd_input_transform fmr(F_2_3) ins(%i : tensor<?x?x?x?xf32>) outs(%io : tensor<4x4x?x?x?x?xf32>) -> tensor<4x4x?x?x?x?xf32>
  %1 = linalg.winograd_output_transform fmr(F_2_3) ins(%v : tensor<4x4x?x?x?x?xf32>) outs(%o : tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32>
  return %0, %1 : tensor<4x4x?x?x?x?xf32>, tensor<?x?x?x?xf32>
}
