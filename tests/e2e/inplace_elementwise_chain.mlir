// A chain of elementwise linalg.generic ops on new tensors: each result is computed into
// the buffer of a tensor.empty or of its input, no copy.
func.func private @printMemrefF32(tensor<*xf32>)

func.func @main() {
  %one = arith.constant 1.5 : f32
  %e0 = tensor.empty() : tensor<8xf32>
  %a = linalg.fill ins(%one : f32) outs(%e0 : tensor<8xf32>) -> tensor<8xf32>
  %e1 = tensor.empty() : tensor<8xf32>
  %b = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%a, %a : tensor<8xf32>, tensor<8xf32>) outs(%e1 : tensor<8xf32>) {
  ^bb0(%a0: f32, %a1: f32, %o: f32):
    %s = arith.addf %a0, %a1 : f32
    linalg.yield %s : f32
  } -> tensor<8xf32>
  %e2 = tensor.empty() : tensor<8xf32>
  %c = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%b, %a : tensor<8xf32>, tensor<8xf32>) outs(%e2 : tensor<8xf32>) {
  ^bb0(%a0: f32, %a1: f32, %o: f32):
    %s = arith.mulf %a0, %a1 : f32
    linalg.yield %s : f32
  } -> tensor<8xf32>
  %d = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%c : tensor<8xf32>) outs(%c : tensor<8xf32>) {
  ^bb0(%a0: f32, %o: f32):
    %s = arith.subf %a0, %o : f32
    %t = arith.addf %s, %a0 : f32
    linalg.yield %t : f32
  } -> tensor<8xf32>
  %u_d = tensor.cast %d : tensor<8xf32> to tensor<*xf32>
  call @printMemrefF32(%u_d) : (tensor<*xf32>) -> ()
  return
}
