// tensor.from_elements of computed scalars (1-D, 2-D, rank 0), then modified and extracted.
func.func private @printMemrefI64(tensor<*xi64>)
func.func private @printMemrefF32(tensor<*xf32>)

func.func @main() {
  %a = arith.constant 3 : i64
  %b = arith.constant -7 : i64
  %c = arith.muli %a, %b : i64
  %d = arith.addi %c, %a : i64
  %t = tensor.from_elements %a, %b, %c, %d : tensor<4xi64>
  %m = tensor.from_elements %a, %b, %c, %d, %a, %c : tensor<2x3xi64>
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %x = tensor.extract %m[%c1, %c2] : tensor<2x3xi64>
  %t2 = tensor.insert %x into %t[%c1] : tensor<4xi64>
  %f = arith.constant 1.5 : f32
  %z = tensor.from_elements %f : tensor<f32>
  %u1 = tensor.cast %t2 : tensor<4xi64> to tensor<*xi64>
  call @printMemrefI64(%u1) : (tensor<*xi64>) -> ()
  %u2 = tensor.cast %m : tensor<2x3xi64> to tensor<*xi64>
  call @printMemrefI64(%u2) : (tensor<*xi64>) -> ()
  %u3 = tensor.cast %t : tensor<4xi64> to tensor<*xi64>
  call @printMemrefI64(%u3) : (tensor<*xi64>) -> ()
  %u4 = tensor.cast %z : tensor<f32> to tensor<*xf32>
  call @printMemrefF32(%u4) : (tensor<*xf32>) -> ()
  return
}
