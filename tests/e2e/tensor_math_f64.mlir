// math ops on f64 tensors, element-wise: exp, log, sin, cos, tanh, atan2, powf, rounding,
// ipowi-free classification through cmpf.
// REFERENCE-PASSES-BEFORE: --convert-elementwise-to-linalg
func.func private @printMemrefF64(tensor<*xf64>)

func.func @main() {
  %a = arith.constant dense<[0.5, 1.0, 2.25, -0.75, 3.5]> : tensor<5xf64>
  %b = arith.constant dense<[1.0, -2.0, 0.5, 4.0, -1.5]> : tensor<5xf64>
  %e = math.exp %a : tensor<5xf64>
  %ab = math.absf %a : tensor<5xf64>
  %l = math.log %ab : tensor<5xf64>
  %s = math.sin %a : tensor<5xf64>
  %c = math.cos %b : tensor<5xf64>
  %t = math.tanh %a : tensor<5xf64>
  %at = math.atan2 %a, %b : tensor<5xf64>
  %p = math.powf %ab, %b : tensor<5xf64>
  %r = math.round %p : tensor<5xf64>
  %ce = math.ceil %at : tensor<5xf64>
  %sum = arith.addf %s, %c : tensor<5xf64>
  %prod = arith.mulf %sum, %t : tensor<5xf64>
  %u1 = tensor.cast %e : tensor<5xf64> to tensor<*xf64>
  call @printMemrefF64(%u1) : (tensor<*xf64>) -> ()
  %u2 = tensor.cast %l : tensor<5xf64> to tensor<*xf64>
  call @printMemrefF64(%u2) : (tensor<*xf64>) -> ()
  %u3 = tensor.cast %prod : tensor<5xf64> to tensor<*xf64>
  call @printMemrefF64(%u3) : (tensor<*xf64>) -> ()
  %u4 = tensor.cast %r : tensor<5xf64> to tensor<*xf64>
  call @printMemrefF64(%u4) : (tensor<*xf64>) -> ()
  %u5 = tensor.cast %ce : tensor<5xf64> to tensor<*xf64>
  call @printMemrefF64(%u5) : (tensor<*xf64>) -> ()
  return
}
