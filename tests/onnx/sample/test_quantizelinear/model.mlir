#map = affine_map<(d0) -> (d0)>
module {
  func.func @test_quantizelinear(%arg0: tensor<6xf32>, %arg1: tensor<f32>, %arg2: tensor<i8>) -> tensor<6xi8> {
    %cst = arith.constant 2.550000e+02 : f32
    %cst_0 = arith.constant 0.000000e+00 : f32
    %extracted = tensor.extract %arg1[] : tensor<f32>
    %extracted_1 = tensor.extract %arg2[] : tensor<i8>
    %0 = arith.extui %extracted_1 : i8 to i64
    %1 = tensor.empty() : tensor<6xi8>
    %2 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg0 : tensor<6xf32>) outs(%1 : tensor<6xi8>) {
    ^bb0(%in: f32, %out: i8):
      %3 = arith.sitofp %0 : i64 to f32
      %4 = arith.divf %in, %extracted : f32
      %5 = math.roundeven %4 : f32
      %6 = arith.addf %5, %3 : f32
      %7 = arith.maximumf %6, %cst_0 : f32
      %8 = arith.minimumf %7, %cst : f32
      %9 = arith.fptoui %8 : f32 to i8
      linalg.yield %9 : i8
    } -> tensor<6xi8>
    return %2 : tensor<6xi8>
  }
}

