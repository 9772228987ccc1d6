// Generated header for unranked memrefs and f16 values (_Float16), on the host and on AArch64
// (qemu) with GCC: the C program calls through the header and checks the results. The header
// itself stays clean under GCC's -pedantic (the C program, which spells _Float16, is not).
// RUN: mlirc %s -o %t.a --emit-header=%t.h
// RUN: cc -std=c11 -Wall -Wextra -Werror -pedantic -include %t.h -c %S/Inputs/empty.c -o /dev/null
// RUN: cc -std=c11 -Wall -Wextra -Werror -DHEADER='"%t.h"' %S/Inputs/unranked_half.c %t.a -lm -o %t.exe
// RUN: %t.exe
// RUN: mlirc %s --target=aarch64-unknown-linux-gnu -o %t.arm.a --emit-header=%t.arm.h
// RUN: aarch64-linux-gnu-gcc -std=c11 -Wall -Wextra -Werror -DHEADER='"%t.arm.h"' %S/Inputs/unranked_half.c %t.arm.a -lm -o %t.arm
// RUN: qemu-aarch64 -L /usr/aarch64-linux-gnu %t.arm
// RUN: FileCheck %s < %t.h

// CHECK: #ifndef __FLT16_MAX__
// CHECK-NEXT: #error "this mlirc header declares f16 values as _Float16, which this C compiler does not have
// CHECK-NOT: __bf16
// CHECK: typedef struct mlirc_memref_1d_f16 {
// CHECK-NEXT:   _Float16 *allocated;
// CHECK-NEXT:   _Float16 *aligned;
// CHECK: static inline mlirc_memref_1d_f16 mlirc_memref_1d_f16_from(_Float16 *data, int64_t size0) {
// CHECK: _Float16 _mlir_ciface_half_add(_Float16 arg0, _Float16 arg1);
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
