// linalg.fill_rng_2d: pseudo-random fill (a long hidden region with linalg.index, constants and
// casts), f32 and f64 outputs, tensors and memrefs.

func.func @rng(%min: f64, %max: f64, %seed: i32, %t: tensor<16x32xf32>, %m: memref<4x4xf64>) -> tensor<16x32xf32> {
  %0 = linalg.fill_rng_2d ins(%min, %max, %seed : f64, f64, i32) outs(%t : tensor<16x32xf32>) -> tensor<16x32xf32>
  linalg.fill_rng_2d ins(%min, %max, %seed : f64, f64, i32) outs(%m : memref<4x4xf64>)
  return %0 : tensor<16x32xf32>
}
