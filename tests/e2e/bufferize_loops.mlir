// One-shot bufferization around loops and branches: an in-place update loop, a loop whose
// init is read afterwards, a write inside a loop into a tensor defined outside it, nested
// loops carrying one tensor, scf.if yielding either a new or an existing tensor which is
// then updated.
func.func private @printMemrefF32(tensor<*xf32>)
func.func private @printF32(f32)
func.func private @printNewline()

func.func @print(%t: tensor<4xf32>) {
  %u = tensor.cast %t : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}

func.func @pick(%c: i1, %t: tensor<4xf32>, %x: f32) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %r = scf.if %c -> (tensor<4xf32>) {
    scf.yield %t : tensor<4xf32>
  } else {
    %e = tensor.empty() : tensor<4xf32>
    %f = linalg.fill ins(%x : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
    scf.yield %f : tensor<4xf32>
  }
  %u = tensor.insert %x into %r[%c0] : tensor<4xf32>
  return %u : tensor<4xf32>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %zero = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %e = tensor.empty() : tensor<4xf32>
  %t = linalg.fill ins(%zero : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  // In place: t[i] = i.
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%a = %t) -> (tensor<4xf32>) {
    %n = arith.index_cast %i : index to i32
    %f = arith.sitofp %n : i32 to f32
    %b = tensor.insert %f into %a[%i] : tensor<4xf32>
    scf.yield %b : tensor<4xf32>
  }
  call @print(%r) : (tensor<4xf32>) -> ()
  // %r is the init, read after the loop: unchanged.
  %r2 = scf.for %i = %c0 to %c4 step %c1 iter_args(%a = %r) -> (tensor<4xf32>) {
    %v = tensor.extract %a[%i] : tensor<4xf32>
    %w = arith.addf %v, %v : f32
    %b = tensor.insert %w into %a[%i] : tensor<4xf32>
    scf.yield %b : tensor<4xf32>
  }
  call @print(%r2) : (tensor<4xf32>) -> ()
  call @print(%r) : (tensor<4xf32>) -> ()
  // Writes into %r inside a loop, not through an iter_arg: each iteration sees %r.
  %sum = scf.for %i = %c0 to %c4 step %c1 iter_args(%s = %zero) -> (f32) {
    %b = tensor.insert %one into %r[%i] : tensor<4xf32>
    %x = tensor.extract %b[%c0] : tensor<4xf32>
    %y = tensor.extract %b[%c3] : tensor<4xf32>
    %z = arith.addf %x, %y : f32
    %s2 = arith.addf %s, %z : f32
    scf.yield %s2 : f32
  }
  call @printF32(%sum) : (f32) -> ()
  call @printNewline() : () -> ()
  // Nested loops carrying one tensor.
  %n2 = scf.for %i = %c0 to %c4 step %c1 iter_args(%a = %r2) -> (tensor<4xf32>) {
    %in = scf.for %j = %c0 to %c4 step %c1 iter_args(%b = %a) -> (tensor<4xf32>) {
      %v = tensor.extract %b[%j] : tensor<4xf32>
      %w = arith.addf %v, %one : f32
      %b2 = tensor.insert %w into %b[%j] : tensor<4xf32>
      scf.yield %b2 : tensor<4xf32>
    }
    scf.yield %in : tensor<4xf32>
  }
  call @print(%n2) : (tensor<4xf32>) -> ()
  call @print(%r2) : (tensor<4xf32>) -> ()
  // scf.if yielding %r or a new tensor; the update must not change %r.
  %true = arith.constant true
  %false = arith.constant false
  %p1 = call @pick(%true, %r, %one) : (i1, tensor<4xf32>, f32) -> tensor<4xf32>
  %p2 = call @pick(%false, %r, %one) : (i1, tensor<4xf32>, f32) -> tensor<4xf32>
  call @print(%p1) : (tensor<4xf32>) -> ()
  call @print(%p2) : (tensor<4xf32>) -> ()
  call @print(%r) : (tensor<4xf32>) -> ()
  return
}
