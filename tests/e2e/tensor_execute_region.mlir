// scf.execute_region returning tensors: one writes into a new tensor, one forwards a
// constant; the constant is read afterwards.
func.func private @printMemrefF32(tensor<*xf32>)

func.func @main() {
  %a = arith.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  %c0 = arith.constant 0 : index
  %r = scf.execute_region -> tensor<3xf32> {
    %v = arith.constant 9.0 : f32
    %t = tensor.insert %v into %a[%c0] : tensor<3xf32>
    scf.yield %t : tensor<3xf32>
  }
  %s:2 = scf.execute_region -> (tensor<3xf32>, f32) {
    %x = tensor.extract %a[%c0] : tensor<3xf32>
    %e = tensor.empty() : tensor<3xf32>
    %f = linalg.fill ins(%x : f32) outs(%e : tensor<3xf32>) -> tensor<3xf32>
    scf.yield %f, %x : tensor<3xf32>, f32
  }
  %c2 = arith.constant 2 : index
  %w = tensor.insert %s#1 into %r[%c2] : tensor<3xf32>
  %u1 = tensor.cast %w : tensor<3xf32> to tensor<*xf32>
  call @printMemrefF32(%u1) : (tensor<*xf32>) -> ()
  %u2 = tensor.cast %s#0 : tensor<3xf32> to tensor<*xf32>
  call @printMemrefF32(%u2) : (tensor<*xf32>) -> ()
  %u3 = tensor.cast %a : tensor<3xf32> to tensor<*xf32>
  call @printMemrefF32(%u3) : (tensor<*xf32>) -> ()
  return
}
