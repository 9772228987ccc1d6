// linalg.softmax on a 3-D tensor with dynamic sizes, along the middle dimension: the
// reductions' tensor is sized with tensor.dim (mlirc-decompose-linalg).
// EXPECTED-OUTPUT comes from upstream's own decomposition: this file plus a transform script
// (`transform.structured.decompose_interface`) run by `mlir-opt-22 --transform-interpreter`,
// then the harness's reference pipeline and mlir-runner-22.
func.func private @printMemrefF32(tensor<*xf32>)

func.func @softmax(%x: tensor<?x?x?xf32>) -> tensor<?x?x?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %d0 = tensor.dim %x, %c0 : tensor<?x?x?xf32>
  %d1 = tensor.dim %x, %c1 : tensor<?x?x?xf32>
  %d2 = tensor.dim %x, %c2 : tensor<?x?x?xf32>
  %e = tensor.empty(%d0, %d1, %d2) : tensor<?x?x?xf32>
  %r = linalg.softmax dimension(1) ins(%x : tensor<?x?x?xf32>) outs(%e : tensor<?x?x?xf32>) -> tensor<?x?x?xf32>
  return %r : tensor<?x?x?xf32>
}

func.func @main() {
  %x = arith.constant dense<[[[0.0, 1.0], [2.0, -1.0], [0.5, 0.5]], [[-2.0, 3.0], [1.0, 1.0], [4.0, 0.0]]]> : tensor<2x3x2xf32>
  %d = tensor.cast %x : tensor<2x3x2xf32> to tensor<?x?x?xf32>
  %r = call @softmax(%d) : (tensor<?x?x?xf32>) -> tensor<?x?x?xf32>
  %u = tensor.cast %r : tensor<?x?x?xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}
// EXPECTED-OUTPUT: Unranked Memref base@ = 0x? rank = 3 offset = 0 sizes = [2, 3, 2] strides = [6, 2, 1] data =
// EXPECTED-OUTPUT: [[[0.0996237,    0.574097],
// EXPECTED-OUTPUT:   [0.736125,    0.0776956],
// EXPECTED-OUTPUT:   [0.164252,    0.348207]],
// EXPECTED-OUTPUT:  [[0.00235563,    0.843795],
// EXPECTED-OUTPUT:   [0.0473142,    0.114195],
// EXPECTED-OUTPUT:   [0.95033,    0.0420101]]]
