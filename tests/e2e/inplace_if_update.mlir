// scf.if updating a new tensor differently in each branch.
func.func private @printMemrefF32(tensor<*xf32>)

func.func @pick(%c: i1) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %one = arith.constant 1.0 : f32
  %five = arith.constant 5.0 : f32
  %e = tensor.empty() : tensor<4xf32>
  %t = linalg.fill ins(%one : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %r = scf.if %c -> (tensor<4xf32>) {
    %a = tensor.insert %five into %t[%c0] : tensor<4xf32>
    scf.yield %a : tensor<4xf32>
  } else {
    %b = tensor.insert %five into %t[%c3] : tensor<4xf32>
    scf.yield %b : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}
func.func @main() {
  %t = arith.constant true
  %f = arith.constant false
  %a = call @pick(%t) : (i1) -> tensor<4xf32>
  %b = call @pick(%f) : (i1) -> tensor<4xf32>
  %u_a = tensor.cast %a : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%u_a) : (tensor<*xf32>) -> ()
  %u_b = tensor.cast %b : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%u_b) : (tensor<*xf32>) -> ()
  return
}
