// tm_tensor.scatter: update n goes to the original at indices[n, k] on dimension
// dimension_map[k] (here permuted: column first, then row), combined by the region
// (update, original); repeated indices accumulate in order. Then whole-row updates as
// torch-mlir emits index_put (update slices aligned with the original's last dimensions,
// i64 indices), and an overwriting scatter. mlir-opt-22 does not know tm_tensor; the
// expected output was derived by hand (row 0 column 1 gets 1 + 2 + 10, ...).
// EXPECTED-OUTPUT: Unranked Memref base@ = 0x? rank = 2 offset = 0 sizes = [3, 4] strides = [4, 1] data =
// EXPECTED-OUTPUT: [[0,   13,   0,   0],
// EXPECTED-OUTPUT:  [0,   0,   5,   0],
// EXPECTED-OUTPUT:  [104,   0,   0,   3]]
// EXPECTED-OUTPUT: Unranked Memref base@ = 0x? rank = 2 offset = 0 sizes = [3, 4] strides = [4, 1] data =
// EXPECTED-OUTPUT: [[2,   16,   4,   5],
// EXPECTED-OUTPUT:  [0,   0,   5,   0],
// EXPECTED-OUTPUT:  [105.5,   1.5,   1.5,   4.5]]
// EXPECTED-OUTPUT: Unranked Memref base@ = 0x? rank = 2 offset = 0 sizes = [3, 4] strides = [4, 1] data =
// EXPECTED-OUTPUT: [[2,   16,   4,   5],
// EXPECTED-OUTPUT:  [-7,   -7,   -7,   -7],
// EXPECTED-OUTPUT:  [105.5,   1.5,   1.5,   4.5]]
func.func private @printMemrefF32(tensor<*xf32>)

func.func @main() {
  %orig = arith.constant dense<[[0.0, 10.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0], [100.0, 0.0, 0.0, 0.0]]> : tensor<3x4xf32>
  %upd = arith.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0]> : tensor<5xf32>
  // (column, row) pairs.
  %idx = arith.constant dense<[[1, 0], [1, 0], [3, 2], [0, 2], [2, 1]]> : tensor<5x2xi32>
  %0 = tm_tensor.scatter {dimension_map = array<i64: 1, 0>} unique_indices(false) ins(%upd, %idx : tensor<5xf32>, tensor<5x2xi32>) outs(%orig : tensor<3x4xf32>) {
  ^bb0(%u: f32, %o: f32):
    %s = arith.addf %o, %u : f32
    tm_tensor.yield %s : f32
  } -> tensor<3x4xf32>
  %p0 = tensor.cast %0 : tensor<3x4xf32> to tensor<*xf32>
  call @printMemrefF32(%p0) : (tensor<*xf32>) -> ()
  // index_put((rows,), values, accumulate=True) with rows = [2, 0, 2].
  %rows = arith.constant dense<[[2], [0], [2]]> : tensor<3x1xi64>
  %vals = arith.constant dense<[[[1.0, 1.0, 1.0, 1.0]], [[2.0, 3.0, 4.0, 5.0]], [[0.5, 0.5, 0.5, 0.5]]]> : tensor<3x1x4xf32>
  %1 = tm_tensor.scatter {dimension_map = array<i64: 0>} unique_indices(false) ins(%vals, %rows : tensor<3x1x4xf32>, tensor<3x1xi64>) outs(%0 : tensor<3x4xf32>) {
  ^bb0(%u: f32, %o: f32):
    %s = arith.addf %o, %u : f32
    tm_tensor.yield %s : f32
  } -> tensor<3x4xf32>
  %p1 = tensor.cast %1 : tensor<3x4xf32> to tensor<*xf32>
  call @printMemrefF32(%p1) : (tensor<*xf32>) -> ()
  // Overwrite row 1 (a dynamic number of updates).
  %r1 = arith.constant dense<[[1]]> : tensor<1x1xi64>
  %r1d = tensor.cast %r1 : tensor<1x1xi64> to tensor<?x1xi64>
  %v1 = arith.constant dense<[[-7.0, -7.0, -7.0, -7.0]]> : tensor<1x4xf32>
  %v1d = tensor.cast %v1 : tensor<1x4xf32> to tensor<?x4xf32>
  %2 = tm_tensor.scatter {dimension_map = array<i64: 0>} unique_indices(true) ins(%v1d, %r1d : tensor<?x4xf32>, tensor<?x1xi64>) outs(%1 : tensor<3x4xf32>) {
  ^bb0(%u: f32, %o: f32):
    tm_tensor.yield %u : f32
  } -> tensor<3x4xf32>
  %p2 = tensor.cast %2 : tensor<3x4xf32> to tensor<*xf32>
  call @printMemrefF32(%p2) : (tensor<*xf32>) -> ()
  return
}
