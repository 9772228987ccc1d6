#map = affine_map<(d0) -> (d0)>
module {
  func.func @test_quantizelinear_e5m2(%arg0: tensor<5xf32>, %arg1: tensor<f32>, %arg2: tensor<1xf8E5M2>) -> tensor<5xf8E5M2> {
    %c0 = arith.constant 0 : index
    %extracted = tensor.extract %arg1[] : tensor<f32>
    %extracted_0 = tensor.extract %arg2[%c0] : tensor<1xf8E5M2>
    %0 = arith.extf %extracted_0 : f8E5M2 to f64
    %1 = tensor.empty() : tensor<5xf32>
    %2 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg0 : tensor<5xf32>) outs(%1 : tensor<5xf32>) {
    ^bb0(%in: f32, %out: f32):
      %6 = arith.divf %in, %extracted : f32
      linalg.yield %6 : f32
    } -> tensor<5xf32>
    %3 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%2 : tensor<5xf32>) outs(%1 : tensor<5xf32>) {
    ^bb0(%in: f32, %out: f32):
      %6 = arith.truncf %0 : f64 to f32
      %7 = arith.addf %in, %6 : f32
      linalg.yield %7 : f32
    } -> tensor<5xf32>
    %4 = tensor.empty() : tensor<5xf8E5M2>
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%3 : tensor<5xf32>) outs(%4 : tensor<5xf8E5M2>) {
    ^bb0(%in: f32, %out: f8E5M2):
      %6 = arith.truncf %in : f32 to f8E5M2
      linalg.yield %6 : f8E5M2
    } -> tensor<5xf8E5M2>
    return %5 : tensor<5xf8E5M2>
  }
}

