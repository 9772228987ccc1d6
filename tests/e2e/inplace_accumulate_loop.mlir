// A loop accumulating a constant vector into its iter_arg with linalg.generic.
func.func private @printMemrefF32(tensor<*xf32>)

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %z = arith.constant 0.0 : f32
  %v = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %e = tensor.empty() : tensor<4xf32>
  %t = linalg.fill ins(%z : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %r = scf.for %i = %c0 to %c5 step %c1 iter_args(%a = %t) -> (tensor<4xf32>) {
  %b = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%v : tensor<4xf32>) outs(%a : tensor<4xf32>) {
  ^bb0(%a0: f32, %o: f32):
      %s = arith.addf %a0, %o : f32
      linalg.yield %s : f32
  } -> tensor<4xf32>
    scf.yield %b : tensor<4xf32>
  }
  %u_r = tensor.cast %r : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%u_r) : (tensor<*xf32>) -> ()
  return
}
