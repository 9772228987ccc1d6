// tm_tensor.sort as torch-mlir emits it for torch.sort and torch.topk: values and their
// indices sorted together; equal values keep their order (ole/oge never swap them), so the
// index output is PyTorch's stable one. Along dimension 1 ascending, along dimension 0
// descending, and on a dynamic 1-D line with a strict comparator (olt: equal neighbours do
// swap, the swap rule of torch-mlir's lowering). mlir-opt-22 does not know tm_tensor; the
// expected output was checked against numpy.argsort(kind="stable").
// EXPECTED-OUTPUT: Unranked Memref base@ = 0x? rank = 2 offset = 0 sizes = [3, 5] strides = [5, 1] data =
// EXPECTED-OUTPUT: [[-1,   2,   2,   3,   5],
// EXPECTED-OUTPUT:  [0,   0,   0,   1,   7],
// EXPECTED-OUTPUT:  [-4,   -2,   4,   4,   9]]
// EXPECTED-OUTPUT: Unranked Memref base@ = 0x? rank = 2 offset = 0 sizes = [3, 5] strides = [5, 1] data =
// EXPECTED-OUTPUT: [[2,   0,   4,   3,   1],
// EXPECTED-OUTPUT:  [1,   3,   4,   2,   0],
// EXPECTED-OUTPUT:  [3,   1,   0,   4,   2]]
// EXPECTED-OUTPUT: Unranked Memref base@ = 0x? rank = 2 offset = 0 sizes = [3, 5] strides = [5, 1] data =
// EXPECTED-OUTPUT: [[7,   5,   9,   3,   4],
// EXPECTED-OUTPUT:  [4,   0,   1,   0,   2],
// EXPECTED-OUTPUT:  [2,   -2,   -1,   -4,   0]]
// EXPECTED-OUTPUT: Unranked Memref base@ = 0x? rank = 2 offset = 0 sizes = [3, 5] strides = [5, 1] data =
// EXPECTED-OUTPUT: [[1,   0,   2,   0,   2],
// EXPECTED-OUTPUT:  [2,   1,   1,   1,   0],
// EXPECTED-OUTPUT:  [0,   2,   0,   2,   1]]
// EXPECTED-OUTPUT: Unranked Memref base@ = 0x? rank = 1 offset = 0 sizes = [6] strides = [1] data =
// EXPECTED-OUTPUT: [-3,  1,  1,  2,  2,  8]
// EXPECTED-OUTPUT: Unranked Memref base@ = 0x? rank = 1 offset = 0 sizes = [6] strides = [1] data =
// EXPECTED-OUTPUT: [5,  3,  1,  4,  0,  2]
func.func private @printMemrefF32(tensor<*xf32>)
func.func private @printMemrefI64(tensor<*xi64>)

func.func @iota(%d: index) -> tensor<3x5xi64> {
  %e = tensor.empty() : tensor<3x5xi64>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e : tensor<3x5xi64>) {
  ^bb0(%out: i64):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %c0 = arith.constant 0 : index
    %is0 = arith.cmpi eq, %d, %c0 : index
    %k = arith.select %is0, %i, %j : index
    %v = arith.index_cast %k : index to i64
    linalg.yield %v : i64
  } -> tensor<3x5xi64>
  return %r : tensor<3x5xi64>
}

func.func @main() {
  %a = arith.constant dense<[[2.0, 5.0, -1.0, 3.0, 2.0], [7.0, 0.0, 1.0, 0.0, 0.0], [4.0, -2.0, 9.0, -4.0, 4.0]]> : tensor<3x5xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %i1 = func.call @iota(%c1) : (index) -> tensor<3x5xi64>
  %s:2 = tm_tensor.sort dimension(1) outs(%a, %i1 : tensor<3x5xf32>, tensor<3x5xi64>) {
  ^bb0(%x: f32, %y: f32, %p: i64, %q: i64):
    %c = arith.cmpf ole, %x, %y : f32
    tm_tensor.yield %c : i1
  } -> tensor<3x5xf32>, tensor<3x5xi64>
  %i0 = func.call @iota(%c0) : (index) -> tensor<3x5xi64>
  %d:2 = tm_tensor.sort dimension(0) outs(%a, %i0 : tensor<3x5xf32>, tensor<3x5xi64>) {
  ^bb0(%x: f32, %y: f32, %p: i64, %q: i64):
    %c = arith.cmpf oge, %x, %y : f32
    tm_tensor.yield %c : i1
  } -> tensor<3x5xf32>, tensor<3x5xi64>
  %u0 = tensor.cast %s#0 : tensor<3x5xf32> to tensor<*xf32>
  %u1 = tensor.cast %s#1 : tensor<3x5xi64> to tensor<*xi64>
  %u2 = tensor.cast %d#0 : tensor<3x5xf32> to tensor<*xf32>
  %u3 = tensor.cast %d#1 : tensor<3x5xi64> to tensor<*xi64>
  call @printMemrefF32(%u0) : (tensor<*xf32>) -> ()
  call @printMemrefI64(%u1) : (tensor<*xi64>) -> ()
  call @printMemrefF32(%u2) : (tensor<*xf32>) -> ()
  call @printMemrefI64(%u3) : (tensor<*xi64>) -> ()
  // A dynamic line, strict comparator: the two 1s and the two 2s end up swapped.
  %l = arith.constant dense<[2.0, 1.0, 8.0, 1.0, 2.0, -3.0]> : tensor<6xf32>
  %li = arith.constant dense<[0, 1, 2, 3, 4, 5]> : tensor<6xi64>
  %ld = tensor.cast %l : tensor<6xf32> to tensor<?xf32>
  %lid = tensor.cast %li : tensor<6xi64> to tensor<?xi64>
  %t:2 = tm_tensor.sort dimension(0) outs(%ld, %lid : tensor<?xf32>, tensor<?xi64>) {
  ^bb0(%x: f32, %y: f32, %p: i64, %q: i64):
    %c = arith.cmpf olt, %x, %y : f32
    tm_tensor.yield %c : i1
  } -> tensor<?xf32>, tensor<?xi64>
  %u4 = tensor.cast %t#0 : tensor<?xf32> to tensor<*xf32>
  %u5 = tensor.cast %t#1 : tensor<?xi64> to tensor<*xi64>
  call @printMemrefF32(%u4) : (tensor<*xf32>) -> ()
  call @printMemrefI64(%u5) : (tensor<*xi64>) -> ()
  return
}
