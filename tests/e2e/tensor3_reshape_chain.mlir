// expand_shape of a new tensor, a 2-D generic on it, collapse_shape back, and a reduction.
func.func private @printMemrefF32(tensor<*xf32>)

func.func @main() {
  %z = arith.constant 0.0 : f32
  %t = arith.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0]> : tensor<6xf32>
  %e0 = tensor.empty() : tensor<6xf32>
  %c = linalg.copy ins(%t : tensor<6xf32>) outs(%e0 : tensor<6xf32>) -> tensor<6xf32>
  %x = tensor.expand_shape %c [[0, 1]] output_shape [2, 3] : tensor<6xf32> into tensor<2x3xf32>
  %g = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%x : tensor<2x3xf32>) {
  ^bb0(%o: f32):
    %i = linalg.index 0 : index
    %k = arith.index_cast %i : index to i32
    %f = arith.sitofp %k : i32 to f32
    %s = arith.mulf %o, %f : f32
    %s2 = arith.addf %s, %o : f32
    linalg.yield %s2 : f32
  } -> tensor<2x3xf32>
  %back = tensor.collapse_shape %g [[0, 1]] : tensor<2x3xf32> into tensor<6xf32>
  %e1 = tensor.empty() : tensor<2xf32>
  %f1 = linalg.fill ins(%z : f32) outs(%e1 : tensor<2xf32>) -> tensor<2xf32>
  %sum = linalg.reduce ins(%g : tensor<2x3xf32>) outs(%f1 : tensor<2xf32>) dimensions = [1]
    (%a: f32, %b: f32) {
      %s = arith.addf %a, %b : f32
      linalg.yield %s : f32
    }
  %us = tensor.cast %sum : tensor<2xf32> to tensor<*xf32>
  call @printMemrefF32(%us) : (tensor<*xf32>) -> ()
  %ub = tensor.cast %back : tensor<6xf32> to tensor<*xf32>
  call @printMemrefF32(%ub) : (tensor<*xf32>) -> ()
  %ut = tensor.cast %t : tensor<6xf32> to tensor<*xf32>
  call @printMemrefF32(%ut) : (tensor<*xf32>) -> ()
  return
}
