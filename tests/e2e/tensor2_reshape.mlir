// tensor.reshape with a static and a dynamic shape operand (from tensor.from_elements).
func.func private @printMemrefF32(tensor<*xf32>)

func.func @main() {
  %t = arith.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0]> : tensor<6xf32>
  %s = arith.constant dense<[3, 2]> : tensor<2xi64>
  %r = tensor.reshape %t(%s) : (tensor<6xf32>, tensor<2xi64>) -> tensor<3x2xf32>
  %e = tensor.empty() : tensor<3x2xf32>
  %n = linalg.negf ins(%r : tensor<3x2xf32>) outs(%e : tensor<3x2xf32>) -> tensor<3x2xf32>
  %un = tensor.cast %n : tensor<3x2xf32> to tensor<*xf32>
  call @printMemrefF32(%un) : (tensor<*xf32>) -> ()
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %sh = tensor.from_elements %c1, %c2, %c3 : tensor<3xindex>
  %q = tensor.reshape %t(%sh) : (tensor<6xf32>, tensor<3xindex>) -> tensor<?x?x?xf32>
  %uq = tensor.cast %q : tensor<?x?x?xf32> to tensor<*xf32>
  call @printMemrefF32(%uq) : (tensor<*xf32>) -> ()
  return
}
