// linalg.softmax on a static 2-D f32 tensor, along each dimension (mlirc-decompose-linalg:
// max, exp(x - max), sum, division, then bufferization).
// The upstream reference pipeline does not lower linalg.softmax and no upstream pass
// decomposes it, so EXPECTED-OUTPUT is upstream's own decomposition: this file plus a
// transform script (`transform.structured.decompose_interface` on the softmax ops) run by
// `mlir-opt-22 --transform-interpreter`, then the harness's reference pipeline and
// mlir-runner-22.
func.func private @printMemrefF32(tensor<*xf32>)

func.func @main() {
  %x = arith.constant dense<[[1.0, 2.0, 3.0, 4.0], [0.5, 0.5, -1.0, 2.0], [-3.0, 0.0, 1.5, 0.25]]> : tensor<3x4xf32>
  %e = tensor.empty() : tensor<3x4xf32>
  %r1 = linalg.softmax dimension(1) ins(%x : tensor<3x4xf32>) outs(%e : tensor<3x4xf32>) -> tensor<3x4xf32>
  %u1 = tensor.cast %r1 : tensor<3x4xf32> to tensor<*xf32>
  call @printMemrefF32(%u1) : (tensor<*xf32>) -> ()
  %r0 = linalg.softmax dimension(0) ins(%x : tensor<3x4xf32>) outs(%e : tensor<3x4xf32>) -> tensor<3x4xf32>
  %u0 = tensor.cast %r0 : tensor<3x4xf32> to tensor<*xf32>
  call @printMemrefF32(%u0) : (tensor<*xf32>) -> ()
  return
}
// EXPECTED-OUTPUT: Unranked Memref base@ = 0x? rank = 2 offset = 0 sizes = [3, 4] strides = [4, 1] data =
// EXPECTED-OUTPUT: [[0.0320586,   0.0871443,   0.236883,   0.643914],
// EXPECTED-OUTPUT:  [0.149146,   0.149146,   0.0332791,   0.668428],
// EXPECTED-OUTPUT:  [0.00730498,   0.146724,   0.657573,   0.188398]]
// EXPECTED-OUTPUT: Unranked Memref base@ = 0x? rank = 2 offset = 0 sizes = [3, 4] strides = [4, 1] data =
// EXPECTED-OUTPUT: [[0.615443,   0.736125,   0.805512,   0.862922],
// EXPECTED-OUTPUT:  [0.373285,   0.164252,   0.0147535,   0.116784],
// EXPECTED-OUTPUT:  [0.0112722,   0.0996236,   0.179734,   0.020294]]
