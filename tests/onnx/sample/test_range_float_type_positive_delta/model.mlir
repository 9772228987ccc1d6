#map = affine_map<(d0) -> (d0)>
module {
  func.func @test_range_float_type_positive_delta(%arg0: tensor<f32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<2xf32> {
    %extracted = tensor.extract %arg0[] : tensor<f32>
    %extracted_0 = tensor.extract %arg2[] : tensor<f32>
    %0 = tensor.empty() : tensor<2xf32>
    %1 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel"]} outs(%0 : tensor<2xf32>) {
    ^bb0(%out: f32):
      %2 = linalg.index 0 : index
      %3 = arith.index_cast %2 : index to i64
      %4 = arith.sitofp %3 : i64 to f32
      %5 = arith.mulf %extracted_0, %4 : f32
      %6 = arith.addf %extracted, %5 : f32
      linalg.yield %6 : f32
    } -> tensor<2xf32>
    return %1 : tensor<2xf32>
  }
}

