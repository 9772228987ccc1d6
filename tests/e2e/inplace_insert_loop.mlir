// An scf.for inserting into its iter_arg: one buffer for the whole loop.
func.func private @printMemrefF32(tensor<*xf32>)

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c6 = arith.constant 6 : index
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<6xf32>
  %t = linalg.fill ins(%z : f32) outs(%e : tensor<6xf32>) -> tensor<6xf32>
  %r = scf.for %i = %c0 to %c6 step %c1 iter_args(%a = %t) -> (tensor<6xf32>) {
    %k = arith.index_cast %i : index to i32
    %f = arith.sitofp %k : i32 to f32
    %sq = arith.mulf %f, %f : f32
    %b = tensor.insert %sq into %a[%i] : tensor<6xf32>
    scf.yield %b : tensor<6xf32>
  }
  %u_r = tensor.cast %r : tensor<6xf32> to tensor<*xf32>
  call @printMemrefF32(%u_r) : (tensor<*xf32>) -> ()
  return
}
