// Tensors across calls: a callee returning its argument, a callee updating a copy of its
// argument, a callee whose argument is writable (it updates the caller's buffer when the
// caller no longer needs the old value), private helpers returning new tensors, dynamic shapes.
func.func private @printMemrefF32(tensor<*xf32>)

func.func @print(%t: tensor<?xf32>) {
  %u = tensor.cast %t : tensor<?xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}

func.func private @identity(%t: tensor<?xf32>) -> tensor<?xf32> {
  return %t : tensor<?xf32>
}

func.func private @bump(%t: tensor<?xf32>, %i: index) -> tensor<?xf32> {
  %v = tensor.extract %t[%i] : tensor<?xf32>
  %one = arith.constant 1.0 : f32
  %w = arith.addf %v, %one : f32
  %r = tensor.insert %w into %t[%i] : tensor<?xf32>
  return %r : tensor<?xf32>
}

func.func private @bump_in_place(%t: tensor<?xf32> {bufferization.writable = true}, %i: index) -> tensor<?xf32> {
  %v = tensor.extract %t[%i] : tensor<?xf32>
  %ten = arith.constant 10.0 : f32
  %w = arith.addf %v, %ten : f32
  %r = tensor.insert %w into %t[%i] : tensor<?xf32>
  return %r : tensor<?xf32>
}

func.func private @ramp(%n: index) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %e = tensor.empty(%n) : tensor<?xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %e) -> (tensor<?xf32>) {
    %k = arith.index_cast %i : index to i32
    %f = arith.sitofp %k : i32 to f32
    %b = tensor.insert %f into %a[%i] : tensor<?xf32>
    scf.yield %b : tensor<?xf32>
  }
  return %r : tensor<?xf32>
}

func.func @main() {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c5 = arith.constant 5 : index
  %t = call @ramp(%c5) : (index) -> tensor<?xf32>
  %same = call @identity(%t) : (tensor<?xf32>) -> tensor<?xf32>
  %b = call @bump(%same, %c1) : (tensor<?xf32>, index) -> tensor<?xf32>
  call @print(%t) : (tensor<?xf32>) -> ()
  call @print(%same) : (tensor<?xf32>) -> ()
  call @print(%b) : (tensor<?xf32>) -> ()
  %b2 = call @bump(%b, %c2) : (tensor<?xf32>, index) -> tensor<?xf32>
  call @print(%b2) : (tensor<?xf32>) -> ()
  call @print(%b) : (tensor<?xf32>) -> ()
  %c = call @bump_in_place(%b2, %c2) : (tensor<?xf32>, index) -> tensor<?xf32>
  call @print(%c) : (tensor<?xf32>) -> ()
  return
}
