// expand_shape / collapse_shape on tensors, static and dynamic, with writes through the
// reshaped view and a reduction over the expanded shape.
func.func private @printMemrefF32(tensor<*xf32>)

func.func @main() {
  %a = arith.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 10.0, 11.0, 12.0]> : tensor<12xf32>
  %e = tensor.expand_shape %a [[0, 1, 2]] output_shape [2, 3, 2] : tensor<12xf32> into tensor<2x3x2xf32>
  %c = tensor.collapse_shape %e [[0, 1], [2]] : tensor<2x3x2xf32> into tensor<6x2xf32>
  %c1 = arith.constant 1 : index
  %v = arith.constant -1.0 : f32
  %w = tensor.insert %v into %c[%c1, %c1] : tensor<6x2xf32>
  %z = arith.constant 0.0 : f32
  %ei = tensor.empty() : tensor<2xf32>
  %i = linalg.fill ins(%z : f32) outs(%ei : tensor<2xf32>) -> tensor<2xf32>
  %r = linalg.reduce ins(%e : tensor<2x3x2xf32>) outs(%i : tensor<2xf32>) dimensions = [1, 2]
    (%x: f32, %acc: f32) {
      %s = arith.addf %x, %acc : f32
      linalg.yield %s : f32
    }
  %n = arith.constant 4 : index
  %d = tensor.cast %a : tensor<12xf32> to tensor<?xf32>
  %de = tensor.expand_shape %d [[0, 1]] output_shape [%n, 3] : tensor<?xf32> into tensor<?x3xf32>
  %dc = tensor.collapse_shape %de [[0, 1]] : tensor<?x3xf32> into tensor<?xf32>
  %c0 = arith.constant 0 : index
  %dw = tensor.insert %v into %dc[%c0] : tensor<?xf32>
  %u1 = tensor.cast %w : tensor<6x2xf32> to tensor<*xf32>
  call @printMemrefF32(%u1) : (tensor<*xf32>) -> ()
  %u2 = tensor.cast %r : tensor<2xf32> to tensor<*xf32>
  call @printMemrefF32(%u2) : (tensor<*xf32>) -> ()
  %u3 = tensor.cast %de : tensor<?x3xf32> to tensor<*xf32>
  call @printMemrefF32(%u3) : (tensor<*xf32>) -> ()
  %u4 = tensor.cast %dw : tensor<?xf32> to tensor<*xf32>
  call @printMemrefF32(%u4) : (tensor<*xf32>) -> ()
  %u5 = tensor.cast %e : tensor<2x3x2xf32> to tensor<*xf32>
  call @printMemrefF32(%u5) : (tensor<*xf32>) -> ()
  return
}
