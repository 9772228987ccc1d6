// Calls passing and returning tensors: a callee that writes into (a copy of) its argument,
// one returning two tensors, one returning its argument unchanged, recursion on tensors.
func.func private @printMemrefF32(tensor<*xf32>)

func.func @bump(%t: tensor<3xf32>, %i: index) -> tensor<3xf32> {
  %x = tensor.extract %t[%i] : tensor<3xf32>
  %one = arith.constant 1.0 : f32
  %y = arith.addf %x, %one : f32
  %r = tensor.insert %y into %t[%i] : tensor<3xf32>
  return %r : tensor<3xf32>
}

func.func @split(%t: tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>) {
  %e = tensor.empty() : tensor<3xf32>
  %neg = linalg.negf ins(%t : tensor<3xf32>) outs(%e : tensor<3xf32>) -> tensor<3xf32>
  return %t, %neg : tensor<3xf32>, tensor<3xf32>
}

func.func @repeat(%t: tensor<3xf32>, %n: index) -> tensor<3xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %done = arith.cmpi eq, %n, %c0 : index
  %r = scf.if %done -> (tensor<3xf32>) {
    scf.yield %t : tensor<3xf32>
  } else {
    %k = arith.remui %n, %c1 : index
    %b = func.call @bump(%t, %k) : (tensor<3xf32>, index) -> tensor<3xf32>
    %m = arith.subi %n, %c1 : index
    %rr = func.call @repeat(%b, %m) : (tensor<3xf32>, index) -> tensor<3xf32>
    scf.yield %rr : tensor<3xf32>
  }
  return %r : tensor<3xf32>
}

func.func @main() {
  %a = arith.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %b = call @bump(%a, %c1) : (tensor<3xf32>, index) -> tensor<3xf32>
  %c = call @bump(%b, %c2) : (tensor<3xf32>, index) -> tensor<3xf32>
  %s:2 = call @split(%c) : (tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>)
  %c5 = arith.constant 5 : index
  %r = call @repeat(%a, %c5) : (tensor<3xf32>, index) -> tensor<3xf32>
  %u1 = tensor.cast %b : tensor<3xf32> to tensor<*xf32>
  call @printMemrefF32(%u1) : (tensor<*xf32>) -> ()
  %u2 = tensor.cast %s#1 : tensor<3xf32> to tensor<*xf32>
  call @printMemrefF32(%u2) : (tensor<*xf32>) -> ()
  %u3 = tensor.cast %s#0 : tensor<3xf32> to tensor<*xf32>
  call @printMemrefF32(%u3) : (tensor<*xf32>) -> ()
  %u4 = tensor.cast %r : tensor<3xf32> to tensor<*xf32>
  call @printMemrefF32(%u4) : (tensor<*xf32>) -> ()
  %u5 = tensor.cast %a : tensor<3xf32> to tensor<*xf32>
  call @printMemrefF32(%u5) : (tensor<*xf32>) -> ()
  return
}
