// Rank-0 tensors: element-wise ops, insert/extract with no indices, a fill and a generic.
// REFERENCE-PASSES-BEFORE: --convert-elementwise-to-linalg
func.func private @printMemrefF32(tensor<*xf32>)

func.func @main() {
  %a = arith.constant dense<2.5> : tensor<f32>
  %b = arith.constant dense<-4.0> : tensor<f32>
  %s = arith.mulf %a, %b : tensor<f32>
  %x = math.absf %s : tensor<f32>
  %v = tensor.extract %x[] : tensor<f32>
  %one = arith.constant 1.0 : f32
  %w = arith.addf %v, %one : f32
  %y = tensor.insert %w into %a[] : tensor<f32>
  %u1 = tensor.cast %x : tensor<f32> to tensor<*xf32>
  call @printMemrefF32(%u1) : (tensor<*xf32>) -> ()
  %u2 = tensor.cast %y : tensor<f32> to tensor<*xf32>
  call @printMemrefF32(%u2) : (tensor<*xf32>) -> ()
  %u3 = tensor.cast %a : tensor<f32> to tensor<*xf32>
  call @printMemrefF32(%u3) : (tensor<*xf32>) -> ()
  return
}
