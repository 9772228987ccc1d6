// f16 and bf16 cross the C interface as upstream's wrappers take them: LLVM `half` and
// `bfloat` scalars (C `_Float16`, `__bf16`), not 16-bit integers. Checked three ways:
// - the wrapper signatures mlirc emits are upstream's (mlir-opt --convert-to-llvm, then
//   mlir-translate), declarations of C-interface functions included;
// - one C caller, written against the generated header, is linked once with mlirc's object and
//   once with the object of the upstream pipeline (mlir-opt → mlir-translate → llc): both
//   programs print the same, on the host and on AArch64 (qemu); the C side also implements
//   `_mlir_ciface_twice`, which the module calls through its C interface;
// - a compiler without __bf16 stops at the header's #error (GCC, its __bf16 macro removed).
// Clang compiles the C side: GCC 12 has no __bf16 on x86-64. Nothing here rounds to bf16
// outside mlirc's object: on x86-64 that is a call to __truncsfbf2, which libgcc 12 lacks (and
// clang -O0 calls it to reload a __bf16 variable, hence -O2).
// RUN: mlirc %s -c -o %t.o --emit-header=%t.h
// RUN: FileCheck %s --check-prefix=HDR < %t.h
// RUN: mlirc %s -O0 -S -emit-llvm -o %t.ll
// RUN: mlir-opt %s --convert-scf-to-cf --convert-to-llvm | mlir-translate --mlir-to-llvmir -o %t.up.ll
// RUN: sed -n 's/^\(define\|declare\) \([^@]*@_mlir_ciface_[^(]*([^)]*)\).*/\1 \2/p' %t.ll | sort > %t.sig
// RUN: sed -n 's/^\(define\|declare\) \([^@]*@_mlir_ciface_[^(]*([^)]*)\).*/\1 \2/p' %t.up.ll | sort > %t.up.sig
// RUN: diff %t.up.sig %t.sig
// RUN: FileCheck %s --check-prefix=SIG < %t.sig
// RUN: llc -filetype=obj -relocation-model=pic %t.up.ll -o %t.up.o
// RUN: clang-22 -O2 -std=c11 -Wall -Wextra -Werror -DHEADER='"%t.h"' %S/Inputs/half_abi.c %t.o -o %t.mlirc
// RUN: clang-22 -O2 -std=c11 -Wall -Wextra -Werror -DHEADER='"%t.h"' %S/Inputs/half_abi.c %t.up.o -o %t.up
// RUN: %t.mlirc > %t.mlirc.out && %t.up > %t.up.out && diff %t.up.out %t.mlirc.out
// RUN: FileCheck %s --check-prefix=OUT < %t.mlirc.out
// RUN: mlirc %s --target=aarch64-unknown-linux-gnu -c -o %t.arm.o --emit-header=%t.arm.h
// RUN: llc -mtriple=aarch64-linux-gnu -filetype=obj -relocation-model=pic %t.up.ll -o %t.up.arm.o
// RUN: clang-22 --target=aarch64-linux-gnu -O2 -std=c11 -Wall -Wextra -Werror -DHEADER='"%t.arm.h"' %S/Inputs/half_abi.c %t.arm.o -o %t.arm
// RUN: clang-22 --target=aarch64-linux-gnu -O2 -std=c11 -Wall -Wextra -Werror -DHEADER='"%t.arm.h"' %S/Inputs/half_abi.c %t.up.arm.o -o %t.up.arm
// RUN: qemu-aarch64 -L /usr/aarch64-linux-gnu %t.arm > %t.arm.out
// RUN: qemu-aarch64 -L /usr/aarch64-linux-gnu %t.up.arm > %t.up.arm.out
// RUN: diff %t.up.arm.out %t.arm.out && diff %t.mlirc.out %t.arm.out
// RUN: not gcc -std=c11 -U__BFLT16_MAX__ -include %t.h -c %S/Inputs/empty.c -o /dev/null 2>&1 | FileCheck %s --check-prefix=NOBF16

// HDR: #ifndef __FLT16_MAX__
// HDR: #if !defined(__BFLT16_MAX__) && !defined(MLIRC_HAVE_BF16) && \
// HDR: #error "this mlirc header declares bf16 values as __bf16, which this C compiler does not have
// HDR: #pragma GCC diagnostic ignored "-Wpedantic"
// HDR: typedef struct mlirc_memref_1d_bf16 {
// HDR-NEXT:   __bf16 *allocated;
// HDR: static inline mlirc_memref_1d_bf16 mlirc_memref_1d_bf16_from(__bf16 *data, int64_t size0) {
// HDR: _Float16 _mlir_ciface_mix(_Float16 arg0, __bf16 arg1, float arg2);
// HDR: typedef struct mlirc_result_split {
// HDR-NEXT:   _Float16 r0;
// HDR-NEXT:   __bf16 r1;
// HDR-NEXT: } mlirc_result_split;
// HDR-NEXT: void _mlir_ciface_split(mlirc_result_split *result, float arg0, __bf16 arg1, __bf16 arg2);
// HDR: __bf16 _mlir_ciface_call_twice(__bf16 arg0);
// HDR: float _mlir_ciface_sum_bf16(mlirc_memref_1d_bf16 *arg0);
// HDR: _Float16 _mlir_ciface_scale_f16(mlirc_memref_1d_f16 *arg0, _Float16 arg1);
// HDR: #pragma GCC diagnostic pop

// SIG-DAG: declare bfloat @_mlir_ciface_twice(bfloat)
// SIG-DAG: define bfloat @_mlir_ciface_call_twice(bfloat %0)
// SIG-DAG: define half @_mlir_ciface_mix(half %0, bfloat %1, float %2)
// SIG-DAG: define half @_mlir_ciface_scale_f16(ptr %0, half %1)
// SIG-DAG: define void @_mlir_ciface_split(ptr %0, float %1, bfloat %2, bfloat %3)
// SIG-DAG: define float @_mlir_ciface_sum_bf16(ptr %0)

// OUT: mix 7.75
// OUT-NEXT: split 2.5 -1.5
// OUT-NEXT: call_twice -6
// OUT-NEXT: sum_bf16 6.5
// OUT-NEXT: scale_f16 1.5 3 4.5 first 0.5

// NOBF16: error: #error "this mlirc header declares bf16 values as __bf16, which this C compiler does not have

// a + b + c, in f16
func.func @mix(%a: f16, %b: bf16, %c: f32) -> f16 attributes {llvm.emit_c_interface} {
  %bf = arith.extf %b : bf16 to f32
  %af = arith.extf %a : f16 to f32
  %s = arith.addf %af, %bf : f32
  %t = arith.addf %s, %c : f32
  %r = arith.truncf %t : f32 to f16
  return %r : f16
}

// %x as f16, and the larger of %p and %q, through the result struct.
func.func @split(%x: f32, %p: bf16, %q: bf16) -> (f16, bf16) attributes {llvm.emit_c_interface} {
  %h = arith.truncf %x : f32 to f16
  %gt = arith.cmpf ogt, %p, %q : bf16
  %m = arith.select %gt, %p, %q : bf16
  return %h, %m : f16, bf16
}

// Implemented in C, called through its C interface.
func.func private @twice(bf16) -> bf16 attributes {llvm.emit_c_interface}

func.func @call_twice(%x: bf16) -> bf16 attributes {llvm.emit_c_interface} {
  %r = call @twice(%x) : (bf16) -> bf16
  return %r : bf16
}

func.func @sum_bf16(%m: memref<?xbf16>) -> f32 attributes {llvm.emit_c_interface} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %m, %c0 : memref<?xbf16>
  %z = arith.constant 0.0 : f32
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (f32) {
    %v = memref.load %m[%i] : memref<?xbf16>
    %f = arith.extf %v : bf16 to f32
    %a = arith.addf %acc, %f : f32
    scf.yield %a : f32
  }
  return %s : f32
}

// Multiplies each element by %k in place; returns the first element before.
func.func @scale_f16(%m: memref<?xf16>, %k: f16) -> f16 attributes {llvm.emit_c_interface} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %m, %c0 : memref<?xf16>
  %first = memref.load %m[%c0] : memref<?xf16>
  scf.for %i = %c0 to %n step %c1 {
    %v = memref.load %m[%i] : memref<?xf16>
    %p = arith.mulf %v, %k : f16
    memref.store %p, %m[%i] : memref<?xf16>
  }
  return %first : f16
}
