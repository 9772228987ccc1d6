// linalg.matmul and linalg.batch_matmul on tensors (outputs filled first), dynamic
// matmul through casts.
func.func private @printMemrefF32(tensor<*xf32>)

func.func @main() {
  %a = arith.constant dense<[[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]]> : tensor<3x2xf32>
  %b = arith.constant dense<[[1.0, -1.0, 2.0], [0.5, 0.0, 1.0]]> : tensor<2x3xf32>
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<3x3xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<3x3xf32>) -> tensor<3x3xf32>
  %m = linalg.matmul ins(%a, %b : tensor<3x2xf32>, tensor<2x3xf32>) outs(%f : tensor<3x3xf32>) -> tensor<3x3xf32>
  %um = tensor.cast %m : tensor<3x3xf32> to tensor<*xf32>
  call @printMemrefF32(%um) : (tensor<*xf32>) -> ()
  %ba = arith.constant dense<[[[1.0, 2.0]], [[3.0, 4.0]]]> : tensor<2x1x2xf32>
  %bb = arith.constant dense<[[[1.0], [1.0]], [[2.0], [-1.0]]]> : tensor<2x2x1xf32>
  %e2 = tensor.empty() : tensor<2x1x1xf32>
  %one = arith.constant 1.0 : f32
  %f2 = linalg.fill ins(%one : f32) outs(%e2 : tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
  %bm = linalg.batch_matmul ins(%ba, %bb : tensor<2x1x2xf32>, tensor<2x2x1xf32>) outs(%f2 : tensor<2x1x1xf32>) -> tensor<2x1x1xf32>
  %ubm = tensor.cast %bm : tensor<2x1x1xf32> to tensor<*xf32>
  call @printMemrefF32(%ubm) : (tensor<*xf32>) -> ()
  %ad = tensor.cast %a : tensor<3x2xf32> to tensor<?x?xf32>
  %bd = tensor.cast %b : tensor<2x3xf32> to tensor<?x?xf32>
  %c3 = arith.constant 3 : index
  %e3 = tensor.empty(%c3, %c3) : tensor<?x?xf32>
  %f3 = linalg.fill ins(%one : f32) outs(%e3 : tensor<?x?xf32>) -> tensor<?x?xf32>
  %dm = linalg.matmul ins(%ad, %bd : tensor<?x?xf32>, tensor<?x?xf32>) outs(%f3 : tensor<?x?xf32>) -> tensor<?x?xf32>
  %udm = tensor.cast %dm : tensor<?x?xf32> to tensor<*xf32>
  call @printMemrefF32(%udm) : (tensor<*xf32>) -> ()
  return
}
