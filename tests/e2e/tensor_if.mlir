// scf.if returning tensors: one branch writes into a tensor the other returns unchanged; the
// original is read after the if.
func.func private @printMemrefF32(tensor<*xf32>)

func.func @pick(%t: tensor<4xf32>, %flag: i1) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %r = scf.if %flag -> (tensor<4xf32>) {
    %v = arith.constant 100.0 : f32
    %t2 = tensor.insert %v into %t[%c0] : tensor<4xf32>
    scf.yield %t2 : tensor<4xf32>
  } else {
    scf.yield %t : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

func.func @main() {
  %a = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %t = arith.constant true
  %f = arith.constant false
  %x = call @pick(%a, %t) : (tensor<4xf32>, i1) -> tensor<4xf32>
  %y = call @pick(%a, %f) : (tensor<4xf32>, i1) -> tensor<4xf32>
  %e = tensor.empty() : tensor<4xf32>
  %z = arith.constant 0.5 : f32
  %w = linalg.fill ins(%z : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %c1 = arith.constant 1 : index
  %r:2 = scf.if %t -> (tensor<4xf32>, tensor<4xf32>) {
    %v = arith.constant 7.0 : f32
    %w2 = tensor.insert %v into %w[%c1] : tensor<4xf32>
    scf.yield %w2, %w : tensor<4xf32>, tensor<4xf32>
  } else {
    scf.yield %w, %w : tensor<4xf32>, tensor<4xf32>
  }
  %u1 = tensor.cast %x : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%u1) : (tensor<*xf32>) -> ()
  %u2 = tensor.cast %y : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%u2) : (tensor<*xf32>) -> ()
  %es = tensor.empty() : tensor<4xf32>
  %sum = linalg.add ins(%r#0, %r#1 : tensor<4xf32>, tensor<4xf32>) outs(%es : tensor<4xf32>) -> tensor<4xf32>
  %u3 = tensor.cast %sum : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%u3) : (tensor<*xf32>) -> ()
  %u4 = tensor.cast %r#1 : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%u4) : (tensor<*xf32>) -> ()
  %u5 = tensor.cast %a : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%u5) : (tensor<*xf32>) -> ()
  return
}
