// linalg.pack without padding, inner_dims_pos permuted ([1, 0]: the tile of dimension 1
// first), on i32; then linalg.unpack back, whose dest is a function argument (copied into).
// Upstream's bufferization assumes an external function writes its tensor argument, so each
// tensor is printed after its last use.
// The upstream reference pipeline does not lower linalg.pack/unpack and no upstream pass
// decomposes them, so EXPECTED-OUTPUT is upstream's own decomposition: this file plus a
// transform script (`transform.structured.lower_pack` / `lower_unpack`) run by
// `mlir-opt-22 --transform-interpreter`, then the harness's reference pipeline and
// mlir-runner-22.
func.func private @printMemrefI32(tensor<*xi32>)

func.func @roundtrip(%p: tensor<2x2x3x2xi32>, %d: tensor<4x6xi32>) -> tensor<4x6xi32> {
  %q = linalg.unpack %p inner_dims_pos = [1, 0] inner_tiles = [3, 2] into %d : tensor<2x2x3x2xi32> -> tensor<4x6xi32>
  return %q : tensor<4x6xi32>
}

func.func @main() {
  %x = arith.constant dense<[[0, 1, 2, 3, 4, 5], [10, 11, 12, 13, 14, 15], [20, 21, 22, 23, 24, 25], [30, 31, 32, 33, 34, 35]]> : tensor<4x6xi32>
  %e = tensor.empty() : tensor<2x2x3x2xi32>
  %p = linalg.pack %x inner_dims_pos = [1, 0] inner_tiles = [3, 2] into %e : tensor<4x6xi32> -> tensor<2x2x3x2xi32>
  %z = arith.constant dense<7> : tensor<4x6xi32>
  %q = call @roundtrip(%p, %z) : (tensor<2x2x3x2xi32>, tensor<4x6xi32>) -> tensor<4x6xi32>
  %u1 = tensor.cast %p : tensor<2x2x3x2xi32> to tensor<*xi32>
  call @printMemrefI32(%u1) : (tensor<*xi32>) -> ()
  %u2 = tensor.cast %q : tensor<4x6xi32> to tensor<*xi32>
  call @printMemrefI32(%u2) : (tensor<*xi32>) -> ()
  return
}
// EXPECTED-OUTPUT: Unranked Memref base@ = 0x? rank = 4 offset = 0 sizes = [2, 2, 3, 2] strides = [12, 6, 2, 1] data =
// EXPECTED-OUTPUT: [[[[0,     10],
// EXPECTED-OUTPUT:    [1,     11],
// EXPECTED-OUTPUT:    [2,     12]],
// EXPECTED-OUTPUT:   [[3,     13],
// EXPECTED-OUTPUT:    [4,     14],
// EXPECTED-OUTPUT:    [5,     15]]],
// EXPECTED-OUTPUT:  [[[20,     30],
// EXPECTED-OUTPUT:    [21,     31],
// EXPECTED-OUTPUT:    [22,     32]],
// EXPECTED-OUTPUT:   [[23,     33],
// EXPECTED-OUTPUT:    [24,     34],
// EXPECTED-OUTPUT:    [25,     35]]]]
// EXPECTED-OUTPUT: Unranked Memref base@ = 0x? rank = 2 offset = 0 sizes = [4, 6] strides = [6, 1] data =
// EXPECTED-OUTPUT: [[0,   1,   2,   3,   4,   5],
// EXPECTED-OUTPUT:  [10,   11,   12,   13,   14,   15],
// EXPECTED-OUTPUT:  [20,   21,   22,   23,   24,   25],
// EXPECTED-OUTPUT:  [30,   31,   32,   33,   34,   35]]
