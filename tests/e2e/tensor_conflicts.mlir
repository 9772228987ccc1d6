// Read-after-write conflicts the in-place analysis must see: an old value read after a
// write into a new one (directly, through a slice, through a cast, through an scf.if result,
// after a loop), and two writes into the same tensor.
func.func private @printMemrefF32(tensor<*xf32>)
func.func private @printF32(f32)
func.func private @printNewline()

// Prints a copy (upstream cannot copy an unranked tensor for the call, which may write).
func.func @show(%t: tensor<?xf32>) {
  %c0 = arith.constant 0 : index
  %n = tensor.dim %t, %c0 : tensor<?xf32>
  %e = tensor.empty(%n) : tensor<?xf32>
  %c = linalg.copy ins(%t : tensor<?xf32>) outs(%e : tensor<?xf32>) -> tensor<?xf32>
  %u = tensor.cast %c : tensor<?xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %e = tensor.empty() : tensor<4xf32>
  %z = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %base = linalg.fill ins(%one : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  // Two writes into %base: the second must not see the first.
  %w1 = tensor.insert %z into %base[%c0] : tensor<4xf32>
  %v9 = arith.constant 9.0 : f32
  %w2 = tensor.insert %v9 into %base[%c1] : tensor<4xf32>
  // A slice of %base read after a write into %base through another path.
  %sl = tensor.extract_slice %base[1] [2] [1] : tensor<4xf32> to tensor<2xf32>
  %cast = tensor.cast %base : tensor<4xf32> to tensor<?xf32>
  %w3 = tensor.insert %v9 into %cast[%c2] : tensor<?xf32>
  %x = tensor.extract %sl[%c1] : tensor<2xf32>
  call @printF32(%x) : (f32) -> ()
  call @printNewline() : () -> ()
  // An scf.if forwarding %base, written after; %base read after the loop.
  %t = arith.constant true
  %f = scf.if %t -> (tensor<4xf32>) {
    scf.yield %base : tensor<4xf32>
  } else {
    scf.yield %w1 : tensor<4xf32>
  }
  %loop = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %f) -> (tensor<4xf32>) {
    %old = tensor.extract %acc[%i] : tensor<4xf32>
    %n = arith.addf %old, %v9 : f32
    %acc2 = tensor.insert %n into %acc[%i] : tensor<4xf32>
    scf.yield %acc2 : tensor<4xf32>
  }
  %y = tensor.extract %base[%c2] : tensor<4xf32>
  call @printF32(%y) : (f32) -> ()
  call @printNewline() : () -> ()
  %d1 = tensor.cast %w1 : tensor<4xf32> to tensor<?xf32>
  call @show(%d1) : (tensor<?xf32>) -> ()
  %d2 = tensor.cast %w2 : tensor<4xf32> to tensor<?xf32>
  call @show(%d2) : (tensor<?xf32>) -> ()
  call @show(%w3) : (tensor<?xf32>) -> ()
  %d4 = tensor.cast %loop : tensor<4xf32> to tensor<?xf32>
  call @show(%d4) : (tensor<?xf32>) -> ()
  %d5 = tensor.cast %base : tensor<4xf32> to tensor<?xf32>
  call @show(%d5) : (tensor<?xf32>) -> ()
  return
}
