// Ranked memref descriptors of rank 0-4 through the generated header: static, dynamic and
// strided-with-offset layouts, a memref result, and two modules' headers in one translation unit.
// RUN: mlirc %s -o %t.a --emit-header=%t.h
// RUN: mlirc %S/Inputs/second.mlir -o %t2.a --emit-header=%t2.h
// RUN: FileCheck %s < %t.h
// RUN: cc -std=c11 -Wall -Wextra -Werror -pedantic -DHEADER='"%t.h"' -DHEADER2='"%t2.h"' %S/Inputs/memrefs.c %t.a %t2.a -lm -o %t.exe
// RUN: c++ -std=c++17 -Wall -Wextra -Werror -DHEADER='"%t.h"' -DHEADER2='"%t2.h"' -x c++ -c %S/Inputs/memrefs.c -o /dev/null
// RUN: %t.exe

// CHECK: typedef struct mlirc_memref_0d_f32 {
// CHECK-NEXT:   float *allocated;
// CHECK-NEXT:   float *aligned;
// CHECK-NEXT:   int64_t offset;
// CHECK-NEXT: } mlirc_memref_0d_f32;
// CHECK: typedef struct mlirc_memref_4d_i32 {
// CHECK:   int64_t sizes[4];
// CHECK-NEXT:   int64_t strides[4];
// CHECK: static inline mlirc_memref_4d_i32 mlirc_memref_4d_i32_from(int32_t *data, int64_t size0, int64_t size1, int64_t size2, int64_t size3) {
// CHECK: void _mlir_ciface_ranks(mlirc_memref_0d_f32 *arg0, mlirc_memref_1d_f32 *arg1, mlirc_memref_2d_f64 *arg2, mlirc_memref_3d_i64 *arg3, mlirc_memref_4d_i32 *arg4);
// CHECK: /* Returned buffers belong to the caller: release each with mlirc_free(result.allocated). */
// CHECK-NEXT: void _mlir_ciface_pick(mlirc_memref_1d_f32 *result, mlirc_memref_1d_f32 *arg0, mlirc_memref_1d_f32 *arg1, bool arg2);

// Stores into the rank-0 buffer the sum of one element of each other buffer.
func.func @ranks(%r: memref<f32>, %a: memref<?xf32>, %b: memref<2x?xf64, strided<[?, ?], offset: ?>>, %c: memref<2x2x2xi64>, %d: memref<1x2x3x4xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %x = memref.load %a[%c2] : memref<?xf32>
  %y = memref.load %b[%c1, %c1] : memref<2x?xf64, strided<[?, ?], offset: ?>>
  %z = memref.load %c[%c1, %c0, %c1] : memref<2x2x2xi64>
  %w = memref.load %d[%c0, %c1, %c2, %c3] : memref<1x2x3x4xi32>
  %yf = arith.truncf %y : f64 to f32
  %zf = arith.sitofp %z : i64 to f32
  %wf = arith.sitofp %w : i32 to f32
  %s1 = arith.addf %x, %yf : f32
  %s2 = arith.addf %s1, %zf : f32
  %s3 = arith.addf %s2, %wf : f32
  memref.store %s3, %r[] : memref<f32>
  return
}

// Returns (a copy of, which the caller owns) one of two buffers (a memref result comes back
// through the first parameter).
func.func @pick(%a: memref<?xf32>, %b: memref<?xf32>, %first: i1) -> memref<?xf32> {
  %r = arith.select %first, %a, %b : memref<?xf32>
  return %r : memref<?xf32>
}
