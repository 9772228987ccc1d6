// The generated header for scalar signatures: C types, prototypes and comments, and that the
// functions called through it compute what they should.
// RUN: mlirc %s -o %t.a --emit-header=%t.h --emit-abi=%t.json
// RUN: FileCheck %s --check-prefix=HDR < %t.h
// RUN: FileCheck %s --check-prefix=ABI < %t.json
// RUN: cc -std=c11 -Wall -Wextra -Werror -pedantic -include %t.h -c %S/Inputs/empty.c -o /dev/null
// RUN: c++ -std=c++17 -Wall -Wextra -Werror -include %t.h -x c++ -c %S/Inputs/empty.c -o /dev/null
// RUN: cc -std=c11 -Wall -Wextra -Werror -I%T -DHEADER='"%t.h"' %S/Inputs/scalars.c %t.a -lm -o %t.exe
// RUN: %t.exe
// RUN: cp %t.h %t.first.h && cp %t.a %t.first.a && mlirc %s -o %t.a --emit-header=%t.h && cmp %t.h %t.first.h && cmp %t.a %t.first.a

// HDR: #ifndef MLIRC_
// HDR: #include <stdint.h>
// HDR: extern "C" {
// HDR: /* func.func @mix: (i8, i16, i32, i64, f32, f64, i1, index, ui32) -> i64 */
// HDR-NEXT: int64_t _mlir_ciface_mix(int8_t arg0, int16_t arg1, int32_t arg2, int64_t arg3, float arg4, double arg5, bool arg6, int64_t arg7, uint32_t arg8);
// HDR: /* func.func @two: (f64) -> (f64, i32) */
// HDR-NEXT: typedef struct mlirc_result_two {
// HDR-NEXT:   double r0;
// HDR-NEXT:   int32_t r1;
// HDR-NEXT: } mlirc_result_two;
// HDR-NEXT: void _mlir_ciface_two(mlirc_result_two *result, double arg0);
// HDR-NOT: hidden
// ABI: {"name": "mix", "symbol": "_mlir_ciface_mix", "a": ["i8", "i16", "i32", "i64", "f32", "f64", "i1", "index", "u32"], "r": ["i64"]}
// ABI: {"name": "two", "symbol": "_mlir_ciface_two", "a": ["f64"], "r": ["f64", "i32"]}

func.func @mix(%a: i8, %b: i16, %c: i32, %d: i64, %e: f32, %f: f64, %g: i1, %h: index, %k: ui32) -> i64 {
  %a64 = arith.extsi %a : i8 to i64
  %b64 = arith.extsi %b : i16 to i64
  %c64 = arith.extsi %c : i32 to i64
  %e64 = arith.fptosi %e : f32 to i64
  %f64 = arith.fptosi %f : f64 to i64
  %g64 = arith.extui %g : i1 to i64
  %h64 = arith.index_cast %h : index to i64
  %s1 = arith.addi %a64, %b64 : i64
  %s2 = arith.addi %s1, %c64 : i64
  %s3 = arith.addi %s2, %d : i64
  %s4 = arith.addi %s3, %e64 : i64
  %s5 = arith.addi %s4, %f64 : i64
  %s6 = arith.addi %s5, %g64 : i64
  %s7 = arith.addi %s6, %h64 : i64
  return %s7 : i64
}

func.func @two(%x: f64) -> (f64, i32) {
  %c2 = arith.constant 2.0 : f64
  %y = arith.mulf %x, %c2 : f64
  %i = arith.fptosi %x : f64 to i32
  return %y, %i : f64, i32
}

func.func private @hidden(%x: i32) -> i32 {
  return %x : i32
}
