// tensor.pad of a dynamically sized source with dynamic low/high padding and a body
// reading another tensor; tensor.generate of a dynamic size feeding it; a pad of a pad.
func.func private @printMemrefF32(tensor<*xf32>)

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %table = arith.constant dense<[10.0, 20.0, 30.0, 40.0, 50.0, 60.0, 70.0]> : tensor<7xf32>
  %src = tensor.generate %c3 {
  ^bb0(%i: index):
    %i32 = arith.index_cast %i : index to i32
    %f = arith.sitofp %i32 : i32 to f32
    tensor.yield %f : f32
  } : tensor<?xf32>
  %p = tensor.pad %src low[%c2] high[%c2] {
  ^bb0(%i: index):
    %v = tensor.extract %table[%i] : tensor<7xf32>
    tensor.yield %v : f32
  } : tensor<?xf32> to tensor<?xf32>
  %c1f = arith.constant 1.0 : f32
  %g1 = tensor.pad %p low[1] high[0] {
  ^bb0(%i: index):
    tensor.yield %c1f : f32
  } : tensor<?xf32> to tensor<?xf32>
  %grow = tensor.pad %g1 low[%c1] high[%c3] {
  ^bb0(%i: index):
    %i32 = arith.index_cast %i : index to i32
    %f = arith.sitofp %i32 : i32 to f32
    %g = arith.mulf %f, %c1f : f32
    tensor.yield %g : f32
  } : tensor<?xf32> to tensor<?xf32>
  %u1 = tensor.cast %p : tensor<?xf32> to tensor<*xf32>
  call @printMemrefF32(%u1) : (tensor<*xf32>) -> ()
  %u2 = tensor.cast %grow : tensor<?xf32> to tensor<*xf32>
  call @printMemrefF32(%u2) : (tensor<*xf32>) -> ()
  return
}
