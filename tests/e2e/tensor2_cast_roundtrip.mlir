// tensor.cast: static to dynamic and back, to unranked and back to ranked, then reads and
// writes through the cast values.
func.func private @printMemrefF32(tensor<*xf32>)
func.func private @printF32(f32)
func.func private @printNewline()

func.func @main() {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %t = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %d = tensor.cast %t : tensor<4xf32> to tensor<?xf32>
  %x = tensor.extract %d[%c3] : tensor<?xf32>
  call @printF32(%x) : (f32) -> ()
  call @printNewline() : () -> ()
  %u = tensor.cast %d : tensor<?xf32> to tensor<*xf32>
  %r = tensor.cast %u : tensor<*xf32> to tensor<4xf32>
  %y = tensor.extract %r[%c0] : tensor<4xf32>
  call @printF32(%y) : (f32) -> ()
  call @printNewline() : () -> ()
  %e = tensor.empty() : tensor<4xf32>
  %n = linalg.negf ins(%r : tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %nd = tensor.cast %n : tensor<4xf32> to tensor<?xf32>
  %w = tensor.insert %y into %nd[%c0] : tensor<?xf32>
  %ws = tensor.cast %w : tensor<?xf32> to tensor<4xf32>
  %uw = tensor.cast %ws : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%uw) : (tensor<*xf32>) -> ()
  return
}
