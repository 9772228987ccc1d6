// linalg.unpack of a 3-D tensor tiled along one dimension (inner_dims_pos = [1]) into a
// smaller dest: the padding is dropped by the extract_slice (mlirc-decompose-linalg); and a
// linalg.pack of that result with outer_dims_perm [2, 0, 1] and no tiled padding.
// The upstream reference pipeline does not lower linalg.pack/unpack and no upstream pass
// decomposes them, so EXPECTED-OUTPUT is upstream's own decomposition: this file plus a
// transform script (`transform.structured.lower_pack` / `lower_unpack`) run by
// `mlir-opt-22 --transform-interpreter`, then the harness's reference pipeline and
// mlir-runner-22.
func.func private @printMemrefI32(tensor<*xi32>)

func.func @main() {
  %p = tensor.generate {
  ^bb0(%a: index, %b: index, %c: index, %t: index):
    %c100 = arith.constant 100 : index
    %c10 = arith.constant 10 : index
    %x = arith.muli %a, %c100 : index
    %y = arith.muli %b, %c10 : index
    %s0 = arith.addi %x, %y : index
    %s1 = arith.addi %s0, %c : index
    %k = arith.muli %t, %c100 : index
    %s2 = arith.addi %s1, %k : index
    %i = arith.index_cast %s2 : index to i32
    tensor.yield %i : i32
  } : tensor<2x3x2x3xi32>
  %e = tensor.empty() : tensor<2x8x2xi32>
  %q = linalg.unpack %p inner_dims_pos = [1] inner_tiles = [3] into %e : tensor<2x3x2x3xi32> -> tensor<2x8x2xi32>
  %e2 = tensor.empty() : tensor<2x2x2x4xi32>
  %r = linalg.pack %q outer_dims_perm = [2, 0, 1] inner_dims_pos = [1] inner_tiles = [4] into %e2 : tensor<2x8x2xi32> -> tensor<2x2x2x4xi32>
  %u1 = tensor.cast %q : tensor<2x8x2xi32> to tensor<*xi32>
  call @printMemrefI32(%u1) : (tensor<*xi32>) -> ()
  %u2 = tensor.cast %r : tensor<2x2x2x4xi32> to tensor<*xi32>
  call @printMemrefI32(%u2) : (tensor<*xi32>) -> ()
  return
}
// EXPECTED-OUTPUT: Unranked Memref base@ = 0x? rank = 3 offset = 0 sizes = [2, 8, 2] strides = [16, 2, 1] data =
// EXPECTED-OUTPUT: [[[0,    1],
// EXPECTED-OUTPUT:   [100,    101],
// EXPECTED-OUTPUT:   [200,    201],
// EXPECTED-OUTPUT:   [10,    11],
// EXPECTED-OUTPUT:   [110,    111],
// EXPECTED-OUTPUT:   [210,    211],
// EXPECTED-OUTPUT:   [20,    21],
// EXPECTED-OUTPUT:   [120,    121]],
// EXPECTED-OUTPUT:  [[100,    101],
// EXPECTED-OUTPUT:   [200,    201],
// EXPECTED-OUTPUT:   [300,    301],
// EXPECTED-OUTPUT:   [110,    111],
// EXPECTED-OUTPUT:   [210,    211],
// EXPECTED-OUTPUT:   [310,    311],
// EXPECTED-OUTPUT:   [120,    121],
// EXPECTED-OUTPUT:   [220,    221]]]
// EXPECTED-OUTPUT: Unranked Memref base@ = 0x? rank = 4 offset = 0 sizes = [2, 2, 2, 4] strides = [16, 8, 4, 1] data =
// EXPECTED-OUTPUT: [[[[0,     100,     200,     10],
// EXPECTED-OUTPUT:    [110,     210,     20,     120]],
// EXPECTED-OUTPUT:   [[100,     200,     300,     110],
// EXPECTED-OUTPUT:    [210,     310,     120,     220]]],
// EXPECTED-OUTPUT:  [[[1,     101,     201,     11],
// EXPECTED-OUTPUT:    [111,     211,     21,     121]],
// EXPECTED-OUTPUT:   [[101,     201,     301,     111],
// EXPECTED-OUTPUT:    [211,     311,     121,     221]]]]
