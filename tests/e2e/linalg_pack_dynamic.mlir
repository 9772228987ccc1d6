// linalg.pack and linalg.unpack with dynamic sizes: a ?x? source padded into ?x?x4x2 tiles
// (the high padding computed from tensor.dim of the dest), and unpacked back into ?x?
// (extract_slice sized by tensor.dim). Each tensor is printed after its last use (upstream's
// bufferization assumes the external print function writes its argument).
// The upstream reference pipeline does not lower linalg.pack/unpack and no upstream pass
// decomposes them, so EXPECTED-OUTPUT is upstream's own decomposition: this file plus a
// transform script (`transform.structured.lower_pack` / `lower_unpack`) run by
// `mlir-opt-22 --transform-interpreter`, then the harness's reference pipeline and
// mlir-runner-22.
func.func private @printMemrefF32(tensor<*xf32>)

func.func @pack(%x: tensor<?x?xf32>) -> tensor<?x?x4x2xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %d0 = tensor.dim %x, %c0 : tensor<?x?xf32>
  %d1 = tensor.dim %x, %c1 : tensor<?x?xf32>
  %a = arith.addi %d0, %c3 : index
  %o0 = arith.divui %a, %c4 : index
  %b = arith.addi %d1, %c1 : index
  %o1 = arith.divui %b, %c2 : index
  %e = tensor.empty(%o0, %o1) : tensor<?x?x4x2xf32>
  %pad = arith.constant 0.5 : f32
  %p = linalg.pack %x padding_value(%pad : f32) inner_dims_pos = [0, 1] inner_tiles = [4, 2] into %e : tensor<?x?xf32> -> tensor<?x?x4x2xf32>
  return %p : tensor<?x?x4x2xf32>
}

func.func @unpack(%p: tensor<?x?x4x2xf32>, %n: index, %m: index) -> tensor<?x?xf32> {
  %e = tensor.empty(%n, %m) : tensor<?x?xf32>
  %q = linalg.unpack %p inner_dims_pos = [0, 1] inner_tiles = [4, 2] into %e : tensor<?x?x4x2xf32> -> tensor<?x?xf32>
  return %q : tensor<?x?xf32>
}

func.func @main() {
  %x = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0], [7.0, 8.0, 9.0], [10.0, 11.0, 12.0], [13.0, 14.0, 15.0]]> : tensor<5x3xf32>
  %d = tensor.cast %x : tensor<5x3xf32> to tensor<?x?xf32>
  %p = call @pack(%d) : (tensor<?x?xf32>) -> tensor<?x?x4x2xf32>
  %c5 = arith.constant 5 : index
  %c3 = arith.constant 3 : index
  %q = call @unpack(%p, %c5, %c3) : (tensor<?x?x4x2xf32>, index, index) -> tensor<?x?xf32>
  %u1 = tensor.cast %p : tensor<?x?x4x2xf32> to tensor<*xf32>
  call @printMemrefF32(%u1) : (tensor<*xf32>) -> ()
  %u2 = tensor.cast %q : tensor<?x?xf32> to tensor<*xf32>
  call @printMemrefF32(%u2) : (tensor<*xf32>) -> ()
  return
}
// EXPECTED-OUTPUT: Unranked Memref base@ = 0x? rank = 4 offset = 0 sizes = [2, 2, 4, 2] strides = [16, 8, 2, 1] data =
// EXPECTED-OUTPUT: [[[[1,     2],
// EXPECTED-OUTPUT:    [4,     5],
// EXPECTED-OUTPUT:    [7,     8],
// EXPECTED-OUTPUT:    [10,     11]],
// EXPECTED-OUTPUT:   [[3,     0.5],
// EXPECTED-OUTPUT:    [6,     0.5],
// EXPECTED-OUTPUT:    [9,     0.5],
// EXPECTED-OUTPUT:    [12,     0.5]]],
// EXPECTED-OUTPUT:  [[[13,     14],
// EXPECTED-OUTPUT:    [0.5,     0.5],
// EXPECTED-OUTPUT:    [0.5,     0.5],
// EXPECTED-OUTPUT:    [0.5,     0.5]],
// EXPECTED-OUTPUT:   [[15,     0.5],
// EXPECTED-OUTPUT:    [0.5,     0.5],
// EXPECTED-OUTPUT:    [0.5,     0.5],
// EXPECTED-OUTPUT:    [0.5,     0.5]]]]
// EXPECTED-OUTPUT: Unranked Memref base@ = 0x? rank = 2 offset = 0 sizes = [5, 3] strides = [3, 1] data =
// EXPECTED-OUTPUT: [[1,   2,   3],
// EXPECTED-OUTPUT:  [4,   5,   6],
// EXPECTED-OUTPUT:  [7,   8,   9],
// EXPECTED-OUTPUT:  [10,   11,   12],
// EXPECTED-OUTPUT:  [13,   14,   15]]
