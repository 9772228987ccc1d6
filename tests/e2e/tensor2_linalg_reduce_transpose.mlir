// linalg.reduce (sum of rows, max of columns), linalg.transpose and linalg.broadcast on
// tensors.
func.func private @printMemrefF32(tensor<*xf32>)

func.func @main() {
  %t = arith.constant dense<[[1.0, 5.0, 2.0], [4.0, -3.0, 6.0]]> : tensor<2x3xf32>
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<2xf32>) -> tensor<2xf32>
  %sum = linalg.reduce ins(%t : tensor<2x3xf32>) outs(%f : tensor<2xf32>) dimensions = [1]
    (%in: f32, %acc: f32) {
      %s = arith.addf %in, %acc : f32
      linalg.yield %s : f32
    }
  %us = tensor.cast %sum : tensor<2xf32> to tensor<*xf32>
  call @printMemrefF32(%us) : (tensor<*xf32>) -> ()
  %ninf = arith.constant -1.0e30 : f32
  %e3 = tensor.empty() : tensor<3xf32>
  %f3 = linalg.fill ins(%ninf : f32) outs(%e3 : tensor<3xf32>) -> tensor<3xf32>
  %mx = linalg.reduce ins(%t : tensor<2x3xf32>) outs(%f3 : tensor<3xf32>) dimensions = [0]
    (%in: f32, %acc: f32) {
      %m = arith.maximumf %in, %acc : f32
      linalg.yield %m : f32
    }
  %et = tensor.empty() : tensor<3x2xf32>
  %tr = linalg.transpose ins(%t : tensor<2x3xf32>) outs(%et : tensor<3x2xf32>) permutation = [1, 0]
  %utr = tensor.cast %tr : tensor<3x2xf32> to tensor<*xf32>
  call @printMemrefF32(%utr) : (tensor<*xf32>) -> ()
  %eb = tensor.empty() : tensor<2x3xf32>
  %bc = linalg.broadcast ins(%mx : tensor<3xf32>) outs(%eb : tensor<2x3xf32>) dimensions = [0]
  %ubc = tensor.cast %bc : tensor<2x3xf32> to tensor<*xf32>
  call @printMemrefF32(%ubc) : (tensor<*xf32>) -> ()
  return
}
