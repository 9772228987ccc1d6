// linalg.softmax on f64 with large inputs: exp(x - max) never overflows (mlirc-decompose-linalg
// subtracts the maximum first, as upstream's decomposition does); an equal-valued row gives
// equal shares. Runs through the -O0 pipeline too (MLIRC-FLAGS).
// MLIRC-FLAGS: -O0
// EXPECTED-OUTPUT comes from upstream's own decomposition: this file plus a transform script
// (`transform.structured.decompose_interface`) run by `mlir-opt-22 --transform-interpreter`,
// then the harness's reference pipeline and mlir-runner-22.
func.func private @printMemrefF64(tensor<*xf64>)

func.func @main() {
  %x = arith.constant dense<[[1000.0, 1001.0, 999.0], [7.0, 7.0, 7.0]]> : tensor<2x3xf64>
  %e = tensor.empty() : tensor<2x3xf64>
  %r = linalg.softmax dimension(1) ins(%x : tensor<2x3xf64>) outs(%e : tensor<2x3xf64>) -> tensor<2x3xf64>
  %u = tensor.cast %r : tensor<2x3xf64> to tensor<*xf64>
  call @printMemrefF64(%u) : (tensor<*xf64>) -> ()
  return
}
// EXPECTED-OUTPUT: Unranked Memref base@ = 0x? rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
// EXPECTED-OUTPUT: [[0.244728,   0.665241,   0.0900306],
// EXPECTED-OUTPUT:  [0.333333,   0.333333,   0.333333]]
