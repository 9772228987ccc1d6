// Loops whose iterations pass buffers around: a swap of two iter_args, a value yielded into
// two iter_args; the inits stay unchanged. Upstream refuses both loops ("Yield operand #0 is
// not equivalent to the corresponding iter bbArg"); the expected output is derived by hand:
// loop 1 writes i at index i of the tensor that is `a` in iteration i, so the two tensors
// alternate: r0 = [0,1,2,1], r1 = [2,1,2,3]; loop 2 makes x = y = [2,3,4,1] (h = i + 2 at
// index i; the updates of y are dropped each iteration).
// EXPECTED-OUTPUT: Unranked Memref base@ = 0x? rank = 1 offset = 0 sizes = [4] strides = [1] data =
// EXPECTED-OUTPUT: [0,  1,  2,  1]
// EXPECTED-OUTPUT: Unranked Memref base@ = 0x? rank = 1 offset = 0 sizes = [4] strides = [1] data =
// EXPECTED-OUTPUT: [2,  1,  2,  3]
// EXPECTED-OUTPUT: Unranked Memref base@ = 0x? rank = 1 offset = 0 sizes = [4] strides = [1] data =
// EXPECTED-OUTPUT: [2,  3,  4,  1]
// EXPECTED-OUTPUT: Unranked Memref base@ = 0x? rank = 1 offset = 0 sizes = [4] strides = [1] data =
// EXPECTED-OUTPUT: [2,  3,  4,  1]
// EXPECTED-OUTPUT: Unranked Memref base@ = 0x? rank = 1 offset = 0 sizes = [4] strides = [1] data =
// EXPECTED-OUTPUT: [1,  1,  1,  1]
// EXPECTED-OUTPUT: Unranked Memref base@ = 0x? rank = 1 offset = 0 sizes = [4] strides = [1] data =
// EXPECTED-OUTPUT: [2,  2,  2,  2]
func.func private @printMemrefF32(tensor<*xf32>)

func.func @print(%t: tensor<4xf32>) {
  %u = tensor.cast %t : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %e0 = tensor.empty() : tensor<4xf32>
  %a0 = linalg.fill ins(%one : f32) outs(%e0 : tensor<4xf32>) -> tensor<4xf32>
  %e1 = tensor.empty() : tensor<4xf32>
  %b0 = linalg.fill ins(%two : f32) outs(%e1 : tensor<4xf32>) -> tensor<4xf32>
  // Swap: each iteration writes index i of %a, then swaps.
  %r:2 = scf.for %i = %c0 to %c4 step %c1 iter_args(%a = %a0, %b = %b0) -> (tensor<4xf32>, tensor<4xf32>) {
    %f = arith.index_cast %i : index to i32
    %g = arith.sitofp %f : i32 to f32
    %a2 = tensor.insert %g into %a[%i] : tensor<4xf32>
    scf.yield %b, %a2 : tensor<4xf32>, tensor<4xf32>
  }
  call @print(%r#0) : (tensor<4xf32>) -> ()
  call @print(%r#1) : (tensor<4xf32>) -> ()
  // The same value into both iter_args: writing one must not change the other.
  %s:2 = scf.for %i = %c0 to %c3 step %c1 iter_args(%x = %a0, %y = %a0) -> (tensor<4xf32>, tensor<4xf32>) {
    %f = arith.index_cast %i : index to i32
    %g = arith.sitofp %f : i32 to f32
    %h = arith.addf %g, %two : f32
    %x2 = tensor.insert %h into %x[%i] : tensor<4xf32>
    %v = tensor.extract %y[%c3] : tensor<4xf32>
    %w = arith.addf %v, %one : f32
    %y2 = tensor.insert %w into %y[%c3] : tensor<4xf32>
    scf.yield %x2, %x2 : tensor<4xf32>, tensor<4xf32>
  }
  call @print(%s#0) : (tensor<4xf32>) -> ()
  call @print(%s#1) : (tensor<4xf32>) -> ()
  // The inits are unchanged.
  call @print(%a0) : (tensor<4xf32>) -> ()
  call @print(%b0) : (tensor<4xf32>) -> ()
  return
}
