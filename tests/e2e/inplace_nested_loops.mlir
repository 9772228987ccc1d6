// Two nested loops filling a 2-D tensor through their iter_args.
func.func private @printMemrefF32(tensor<*xf32>)

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %e = tensor.empty() : tensor<3x4xf32>
  %r = scf.for %i = %c0 to %c3 step %c1 iter_args(%a = %e) -> (tensor<3x4xf32>) {
    %r2 = scf.for %j = %c0 to %c4 step %c1 iter_args(%b = %a) -> (tensor<3x4xf32>) {
      %m = arith.muli %i, %c4 : index
      %s = arith.addi %m, %j : index
      %k = arith.index_cast %s : index to i32
      %f = arith.sitofp %k : i32 to f32
      %b2 = tensor.insert %f into %b[%i, %j] : tensor<3x4xf32>
      scf.yield %b2 : tensor<3x4xf32>
    }
    scf.yield %r2 : tensor<3x4xf32>
  }
  %u_r = tensor.cast %r : tensor<3x4xf32> to tensor<*xf32>
  call @printMemrefF32(%u_r) : (tensor<*xf32>) -> ()
  return
}
