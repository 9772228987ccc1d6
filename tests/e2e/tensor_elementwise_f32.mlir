// Element-wise arith and math ops on f32 tensors (convert-elementwise-to-linalg, then
// bufferization), a select with a scalar condition and one with a tensor condition.
// REFERENCE-PASSES-BEFORE: --convert-elementwise-to-linalg
func.func private @printMemrefF32(tensor<*xf32>)

func.func @main() {
  %a = arith.constant dense<[[1.0, -2.0, 3.5], [4.0, 0.25, -6.0]]> : tensor<2x3xf32>
  %b = arith.constant dense<[[0.5, 2.0, -1.0], [3.0, 8.0, 2.0]]> : tensor<2x3xf32>
  %s = arith.addf %a, %b : tensor<2x3xf32>
  %m = arith.mulf %s, %a : tensor<2x3xf32>
  %d = arith.divf %m, %b : tensor<2x3xf32>
  %n = arith.negf %d : tensor<2x3xf32>
  %x = arith.maximumf %n, %a : tensor<2x3xf32>
  %e = math.absf %x : tensor<2x3xf32>
  %q = math.sqrt %e : tensor<2x3xf32>
  %f = math.fma %q, %a, %b : tensor<2x3xf32>
  %c = arith.cmpf olt, %a, %b : tensor<2x3xf32>
  %sel = arith.select %c, %f, %s : tensor<2x3xi1>, tensor<2x3xf32>
  %true = arith.constant true
  %sel2 = arith.select %true, %sel, %a : tensor<2x3xf32>
  %fl = math.floor %sel2 : tensor<2x3xf32>
  %u1 = tensor.cast %s : tensor<2x3xf32> to tensor<*xf32>
  call @printMemrefF32(%u1) : (tensor<*xf32>) -> ()
  %u2 = tensor.cast %f : tensor<2x3xf32> to tensor<*xf32>
  call @printMemrefF32(%u2) : (tensor<*xf32>) -> ()
  %u3 = tensor.cast %sel2 : tensor<2x3xf32> to tensor<*xf32>
  call @printMemrefF32(%u3) : (tensor<*xf32>) -> ()
  %u4 = tensor.cast %fl : tensor<2x3xf32> to tensor<*xf32>
  call @printMemrefF32(%u4) : (tensor<*xf32>) -> ()
  // The constants are unchanged.
  %u5 = tensor.cast %a : tensor<2x3xf32> to tensor<*xf32>
  call @printMemrefF32(%u5) : (tensor<*xf32>) -> ()
  return
}
