// linalg.pack with a padding value and outer_dims_perm (5x7 in 2x4 tiles: partial tiles
// padded with -1), then linalg.unpack back to 5x7 (mlirc-decompose-linalg: pad, expand_shape,
// transpose; transpose, collapse_shape, extract_slice, copy).
// Upstream's bufferization assumes an external function writes its tensor argument, so each
// tensor is printed after its last use.
// The upstream reference pipeline does not lower linalg.pack/unpack and no upstream pass
// decomposes them, so EXPECTED-OUTPUT is upstream's own decomposition: this file plus a
// transform script (`transform.structured.lower_pack` / `lower_unpack`) run by
// `mlir-opt-22 --transform-interpreter`, then the harness's reference pipeline and
// mlir-runner-22.
func.func private @printMemrefF32(tensor<*xf32>)

func.func @main() {
  %x = tensor.generate {
  ^bb0(%i: index, %j: index):
    %c10 = arith.constant 10 : index
    %a = arith.muli %i, %c10 : index
    %b = arith.addi %a, %j : index
    %c = arith.index_cast %b : index to i32
    %f = arith.sitofp %c : i32 to f32
    tensor.yield %f : f32
  } : tensor<5x7xf32>
  %pad = arith.constant -1.0 : f32
  %e = tensor.empty() : tensor<2x3x2x4xf32>
  %p = linalg.pack %x padding_value(%pad : f32) outer_dims_perm = [1, 0] inner_dims_pos = [0, 1] inner_tiles = [2, 4] into %e : tensor<5x7xf32> -> tensor<2x3x2x4xf32>
  %e2 = tensor.empty() : tensor<5x7xf32>
  %q = linalg.unpack %p outer_dims_perm = [1, 0] inner_dims_pos = [0, 1] inner_tiles = [2, 4] into %e2 : tensor<2x3x2x4xf32> -> tensor<5x7xf32>
  %u1 = tensor.cast %p : tensor<2x3x2x4xf32> to tensor<*xf32>
  call @printMemrefF32(%u1) : (tensor<*xf32>) -> ()
  %u2 = tensor.cast %q : tensor<5x7xf32> to tensor<*xf32>
  call @printMemrefF32(%u2) : (tensor<*xf32>) -> ()
  return
}
// EXPECTED-OUTPUT: Unranked Memref base@ = 0x? rank = 4 offset = 0 sizes = [2, 3, 2, 4] strides = [24, 8, 4, 1] data =
// EXPECTED-OUTPUT: [[[[0,     1,     2,     3],
// EXPECTED-OUTPUT:    [10,     11,     12,     13]],
// EXPECTED-OUTPUT:   [[20,     21,     22,     23],
// EXPECTED-OUTPUT:    [30,     31,     32,     33]],
// EXPECTED-OUTPUT:   [[40,     41,     42,     43],
// EXPECTED-OUTPUT:    [-1,     -1,     -1,     -1]]],
// EXPECTED-OUTPUT:  [[[4,     5,     6,     -1],
// EXPECTED-OUTPUT:    [14,     15,     16,     -1]],
// EXPECTED-OUTPUT:   [[24,     25,     26,     -1],
// EXPECTED-OUTPUT:    [34,     35,     36,     -1]],
// EXPECTED-OUTPUT:   [[44,     45,     46,     -1],
// EXPECTED-OUTPUT:    [-1,     -1,     -1,     -1]]]]
// EXPECTED-OUTPUT: Unranked Memref base@ = 0x? rank = 2 offset = 0 sizes = [5, 7] strides = [7, 1] data =
// EXPECTED-OUTPUT: [[0,   1,   2,   3,   4,   5,   6],
// EXPECTED-OUTPUT:  [10,   11,   12,   13,   14,   15,   16],
// EXPECTED-OUTPUT:  [20,   21,   22,   23,   24,   25,   26],
// EXPECTED-OUTPUT:  [30,   31,   32,   33,   34,   35,   36],
// EXPECTED-OUTPUT:  [40,   41,   42,   43,   44,   45,   46]]
