// linalg.map over constant inputs into new tensors, chained.
func.func private @printMemrefF32(tensor<*xf32>)

func.func @main() {
  %a = arith.constant dense<[1.0, 4.0, 9.0, 16.0]> : tensor<4xf32>
  %b = arith.constant dense<[2.0, 2.0, 2.0, 2.0]> : tensor<4xf32>
  %e = tensor.empty() : tensor<4xf32>
  %m = linalg.map ins(%a, %b : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>)
    (%x: f32, %y: f32, %out: f32) {
      %s = arith.mulf %x, %y : f32
      linalg.yield %s : f32
    }
  %e2 = tensor.empty() : tensor<4xf32>
  %n = linalg.map ins(%m, %a : tensor<4xf32>, tensor<4xf32>) outs(%e2 : tensor<4xf32>)
    (%x: f32, %y: f32, %out: f32) {
      %s = arith.subf %x, %y : f32
      linalg.yield %s : f32
    }
  %u_n = tensor.cast %n : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%u_n) : (tensor<*xf32>) -> ()
  return
}
