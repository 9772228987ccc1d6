// Reductions on tensors: linalg.reduce over each dimension, a linalg.generic reduction with
// a max, and a sum of squares through a rank-0 init.
func.func private @printMemrefF32(tensor<*xf32>)

func.func @main() {
  %a = arith.constant dense<[[1.0, -2.0, 3.0, 0.5], [4.0, 5.0, -6.0, 1.5], [7.0, 0.0, 2.0, -1.0]]> : tensor<3x4xf32>
  %zero = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<4xf32>
  %i0 = linalg.fill ins(%zero : f32) outs(%e0 : tensor<4xf32>) -> tensor<4xf32>
  %cols = linalg.reduce ins(%a : tensor<3x4xf32>) outs(%i0 : tensor<4xf32>) dimensions = [0]
    (%x: f32, %acc: f32) {
      %s = arith.addf %x, %acc : f32
      linalg.yield %s : f32
    }
  %e1 = tensor.empty() : tensor<3xf32>
  %ninf = arith.constant -1.0e+30 : f32
  %i1 = linalg.fill ins(%ninf : f32) outs(%e1 : tensor<3xf32>) -> tensor<3xf32>
  %rows = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>], iterator_types = ["parallel", "reduction"]} ins(%a : tensor<3x4xf32>) outs(%i1 : tensor<3xf32>) {
  ^bb0(%x: f32, %acc: f32):
    %m = arith.maximumf %x, %acc : f32
    linalg.yield %m : f32
  } -> tensor<3xf32>
  %e2 = tensor.empty() : tensor<f32>
  %i2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<f32>) -> tensor<f32>
  %ss = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> ()>], iterator_types = ["reduction", "reduction"]} ins(%a : tensor<3x4xf32>) outs(%i2 : tensor<f32>) {
  ^bb0(%x: f32, %acc: f32):
    %sq = arith.mulf %x, %x : f32
    %s = arith.addf %sq, %acc : f32
    linalg.yield %s : f32
  } -> tensor<f32>
  %u1 = tensor.cast %cols : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%u1) : (tensor<*xf32>) -> ()
  %u2 = tensor.cast %rows : tensor<3xf32> to tensor<*xf32>
  call @printMemrefF32(%u2) : (tensor<*xf32>) -> ()
  %u3 = tensor.cast %ss : tensor<f32> to tensor<*xf32>
  call @printMemrefF32(%u3) : (tensor<*xf32>) -> ()
  return
}
