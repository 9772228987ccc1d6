// The arena entry point (`mlirc-static-memory-plan`): `_mlir_ciface_mlp_arena` computes what
// `_mlir_ciface_mlp` does, bit for bit, in a caller-provided arena, with no call of the
// allocator (the C driver replaces mlirc_alloc/mlirc_dealloc with counting ones); the header
// gives the arena's size and the ABI file names the entry point.
// RUN: mlirc %s -O2 -o %t.a --emit-header=%t.h --emit-abi=%t.json
// RUN: FileCheck %s < %t.h
// RUN: FileCheck %s --check-prefix=ABI < %t.json
// RUN: cc -std=c11 -Wall -Wextra -Werror -pedantic -DHEADER='"%t.h"' %S/Inputs/arena.c %t.a -lm -o %t.exe
// RUN: c++ -std=c++17 -Wall -Wextra -Werror -DHEADER='"%t.h"' -x c++ -c %S/Inputs/arena.c -o /dev/null
// RUN: %t.exe | FileCheck %S/Inputs/arena.c
// RUN: valgrind -q --error-exitcode=99 --leak-check=full --errors-for-leak-kinds=definite,indirect %t.exe > /dev/null

// CHECK: void _mlir_ciface_mlp(mlirc_memref_2d_f32 *result, mlirc_memref_2d_f32 *arg0, mlirc_memref_2d_f32 *arg1);
// CHECK: /* mlp's computation in a caller-provided arena of [[SIZE:[0-9]+]] bytes (any alignment: the first
// CHECK-NEXT: 64-aligned byte is used; at most {{[0-9]+}} bytes are), with no heap allocation. Its results live in
// CHECK-NEXT: the arena: do not free them; they are valid until the arena is used again. */
// CHECK-NEXT: #define MLIRC_MLP_ARENA_SIZE [[SIZE]]
// CHECK-NEXT: void _mlir_ciface_mlp_arena(mlirc_memref_2d_f32 *result, void *arena, mlirc_memref_2d_f32 *arg0, mlirc_memref_2d_f32 *arg1);
// CHECK-NOT: mlp_impl
// ABI: {"name": "mlp", "symbol": "_mlir_ciface_mlp", "a": [{{.*}}], "r": [{{.*}}], "arena": {"symbol": "_mlir_ciface_mlp_arena", "size": {{[0-9]+}}, "alignment": 64}}
// ABI-NOT: "mlp_arena"
// ABI-NOT: mlp_impl

#map = affine_map<(d0, d1) -> (d0, d1)>
func.func @mlp(%x: tensor<16x64xf32>, %w: tensor<64x64xf32>) -> tensor<16x64xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<16x64xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<16x64xf32>) -> tensor<16x64xf32>
  %h1 = linalg.matmul ins(%x, %w : tensor<16x64xf32>, tensor<64x64xf32>) outs(%f : tensor<16x64xf32>) -> tensor<16x64xf32>
  %r1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]}
      ins(%h1 : tensor<16x64xf32>) outs(%e : tensor<16x64xf32>) {
  ^bb0(%a: f32, %o: f32):
    %m = arith.maximumf %a, %zero : f32
    linalg.yield %m : f32
  } -> tensor<16x64xf32>
  %h2 = linalg.matmul ins(%r1, %w : tensor<16x64xf32>, tensor<64x64xf32>) outs(%f : tensor<16x64xf32>) -> tensor<16x64xf32>
  %r2 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]}
      ins(%h2 : tensor<16x64xf32>) outs(%e : tensor<16x64xf32>) {
  ^bb0(%a: f32, %o: f32):
    %m = arith.maximumf %a, %zero : f32
    linalg.yield %m : f32
  } -> tensor<16x64xf32>
  %h3 = linalg.matmul ins(%r2, %w : tensor<16x64xf32>, tensor<64x64xf32>) outs(%f : tensor<16x64xf32>) -> tensor<16x64xf32>
  return %h3 : tensor<16x64xf32>
}
