#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (0, 0, 0)>
module {
  func.func @test_reduce_log_sum_exp_default_axes_keepdims_example(%arg0: tensor<3x2x2xf64>, %arg1: tensor<0xi64>) -> tensor<1x1x1xf64> {
    %cst = arith.constant 0.000000e+00 : f64
    %0 = tensor.empty() : tensor<3x2x2xf64>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<3x2x2xf64>) outs(%0 : tensor<3x2x2xf64>) {
    ^bb0(%in: f64, %out: f64):
      %6 = math.exp %in : f64
      linalg.yield %6 : f64
    } -> tensor<3x2x2xf64>
    %2 = tensor.empty() : tensor<1x1x1xf64>
    %3 = linalg.fill ins(%cst : f64) outs(%2 : tensor<1x1x1xf64>) -> tensor<1x1x1xf64>
    %4 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "reduction", "reduction"]} ins(%1 : tensor<3x2x2xf64>) outs(%3 : tensor<1x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %6 = arith.addf %in, %out : f64
      linalg.yield %6 : f64
    } -> tensor<1x1x1xf64>
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%4 : tensor<1x1x1xf64>) outs(%2 : tensor<1x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %6 = math.log %in : f64
      linalg.yield %6 : f64
    } -> tensor<1x1x1xf64>
    return %5 : tensor<1x1x1xf64>
  }
}

