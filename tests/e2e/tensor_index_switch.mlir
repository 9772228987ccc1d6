// scf.index_switch returning tensors, in a loop over the cases: each case updates the
// carried tensor differently; the default forwards it.
func.func private @printMemrefF32(tensor<*xf32>)

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %e = tensor.empty() : tensor<4xf32>
  %z = arith.constant 1.0 : f32
  %init = linalg.fill ins(%z : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%t = %init) -> (tensor<4xf32>) {
    %s = scf.index_switch %i -> tensor<4xf32>
    case 0 {
      %v = arith.constant 10.0 : f32
      %t2 = tensor.insert %v into %t[%c0] : tensor<4xf32>
      scf.yield %t2 : tensor<4xf32>
    }
    case 2 {
      %x = tensor.extract %t[%c0] : tensor<4xf32>
      %y = arith.addf %x, %x : f32
      %t2 = tensor.insert %y into %t[%i] : tensor<4xf32>
      scf.yield %t2 : tensor<4xf32>
    }
    default {
      scf.yield %t : tensor<4xf32>
    }
    scf.yield %s : tensor<4xf32>
  }
  %u = tensor.cast %r : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}
