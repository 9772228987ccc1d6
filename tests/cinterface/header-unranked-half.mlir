// Generated header for unranked memrefs and f16/bf16 values (16-bit patterns), on the host and
// on AArch64 (qemu): the C program calls through the header and checks the results.
// RUN: mlirc %s -o %t.a --emit-header=%t.h
// RUN: cc -std=c11 -Wall -Wextra -Werror -pedantic -DHEADER='"%t.h"' %S/Inputs/unranked_half.c %t.a -lm -o %t.exe
// RUN: %t.exe
// RUN: mlirc %s --target=aarch64-unknown-linux-gnu -o %t.arm.a --emit-header=%t.arm.h
// RUN: aarch64-linux-gnu-gcc -std=c11 -Wall -Wextra -Werror -DHEADER='"%t.arm.h"' %S/Inputs/unranked_half.c %t.arm.a -lm -o %t.arm
// RUN: qemu-aarch64 -L /usr/aarch64-linux-gnu %t.arm
// RUN: FileCheck %s < %t.h

// CHECK: typedef struct mlirc_memref_1d_f16 {
// CHECK-NEXT:   uint16_t *allocated;
// CHECK: uint16_t _mlir_ciface_half_add(uint16_t arg0, uint16_t arg1);
// CHECK: int64_t _mlir_ciface_rank_of(mlirc_unranked_memref *arg0);
// CHECK: float _mlir_ciface_first_half(mlirc_memref_1d_f16 *arg0);

func.func @half_add(%a: f16, %b: f16) -> f16 {
  %r = arith.addf %a, %b : f16
  return %r : f16
}

func.func @rank_of(%m: memref<*xf32>) -> i64 {
  %r = memref.rank %m : memref<*xf32>
  %i = arith.index_cast %r : index to i64
  return %i : i64
}

func.func @first_half(%m: memref<?xf16>) -> f32 {
  %c0 = arith.constant 0 : index
  %h = memref.load %m[%c0] : memref<?xf16>
  %f = arith.extf %h : f16 to f32
  return %f : f32
}
