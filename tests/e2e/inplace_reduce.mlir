// A row reduction into a filled init and a max reduction of the result.
func.func private @printMemrefF32(tensor<*xf32>)

func.func @main() {
  %z = arith.constant 0.0 : f32
  %ninf = arith.constant -1.0e30 : f32
  %a = arith.constant dense<[[1.0, 2.0, 3.0, 4.0], [5.0, -6.0, 7.0, 8.0], [9.0, 10.0, -11.0, 12.0]]> : tensor<3x4xf32>
  %e = tensor.empty() : tensor<3xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<3xf32>) -> tensor<3xf32>
  %s = linalg.reduce ins(%a : tensor<3x4xf32>) outs(%f : tensor<3xf32>) dimensions = [1]
    (%x: f32, %y: f32) {
      %t = arith.addf %x, %y : f32
      linalg.yield %t : f32
    }
  %e2 = tensor.empty() : tensor<f32>
  %f2 = linalg.fill ins(%ninf : f32) outs(%e2 : tensor<f32>) -> tensor<f32>
  %m = linalg.reduce ins(%s : tensor<3xf32>) outs(%f2 : tensor<f32>) dimensions = [0]
    (%x: f32, %y: f32) {
      %t = arith.maximumf %x, %y : f32
      linalg.yield %t : f32
    }
  %um = tensor.cast %m : tensor<f32> to tensor<*xf32>
  call @printMemrefF32(%um) : (tensor<*xf32>) -> ()
  %u_s = tensor.cast %s : tensor<3xf32> to tensor<*xf32>
  call @printMemrefF32(%u_s) : (tensor<*xf32>) -> ()
  return
}
