// Every public function with a body gets its _mlir_ciface_ wrapper whatever the flags
// (--c-interface=all is the default), as torch-mlir's @forward, which is not marked
// llvm.emit_c_interface, needs: an object made without --emit-header and a header made by
// another run (no object) agree, and a C program links against both and runs.
// RUN: mlirc -c %s -o %t.o
// RUN: nm %t.o | FileCheck %s --check-prefix=SYMS
// RUN: mlirc %s --emit-header=%t.h > /dev/null
// RUN: FileCheck %s --check-prefix=HEADER < %t.h
// RUN: cc -std=c11 -Wall -Wextra -Werror -include %t.h -o %t %S/Inputs/c_interface_default_main.c %t.o
// RUN: %t | FileCheck %s --check-prefix=OUT
// --c-interface=marked is upstream's choice (marked functions only), and the header then
// declares only what the object defines.
// RUN: mlirc -c %s --c-interface=marked -o %t.marked.o
// RUN: nm %t.marked.o | FileCheck %s --check-prefix=MARKED-SYMS
// RUN: test "$(nm %t.marked.o | grep -c _mlir_ciface_)" = 1
// RUN: mlirc %s --c-interface=marked --emit-header=%t.marked.h > /dev/null
// RUN: FileCheck %s --check-prefix=MARKED-HEADER < %t.marked.h
// RUN: mlirc %s --c-interface=marked --emit-abi=%t.marked.json > /dev/null
// RUN: FileCheck %s --check-prefix=MARKED-ABI < %t.marked.json
// A function whose wrapper name is another symbol's keeps that symbol, and the header does
// not declare a wrapper for it.
// RUN: mlirc -c %S/Inputs/ciface-name-taken.mlir -o %t.taken.o && nm %t.taken.o | FileCheck %s --check-prefix=TAKEN
// RUN: mlirc %S/Inputs/ciface-name-taken.mlir --emit-header=%t.taken.h > /dev/null
// RUN: FileCheck %s --check-prefix=TAKEN-HEADER < %t.taken.h

// SYMS-DAG: T _mlir_ciface_forward
// SYMS-DAG: T _mlir_ciface_add
// SYMS-DAG: T _mlir_ciface_marked
// SYMS-NOT: _mlir_ciface_helper
// HEADER-DAG: _mlir_ciface_forward(mlirc_memref_1d_f32 *
// HEADER-DAG: int32_t _mlir_ciface_add(int32_t
// HEADER-DAG: _mlir_ciface_marked(
// HEADER-NOT: _mlir_ciface_helper
// OUT: forward: 11 22 33 44
// OUT-NEXT: add: 5
// OUT-NEXT: marked: 42
// MARKED-SYMS: T _mlir_ciface_marked
// MARKED-HEADER: _mlir_ciface_marked(
// MARKED-HEADER-NOT: _mlir_ciface_forward
// MARKED-HEADER-NOT: _mlir_ciface_add
// MARKED-ABI: {"name": "marked", "symbol": "_mlir_ciface_marked"
// MARKED-ABI-NOT: forward
// TAKEN: T _mlir_ciface_f
// TAKEN-NEXT: T _mlir_ciface_g
// TAKEN-HEADER-NOT: {{ }}_mlir_ciface_f(
// TAKEN-HEADER: int32_t _mlir_ciface__mlir_ciface_f(
// TAKEN-HEADER-NOT: {{ }}_mlir_ciface_f(
// TAKEN-HEADER: int32_t _mlir_ciface_g(

func.func @forward(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %0 = arith.addf %a, %b : tensor<4xf32>
  return %0 : tensor<4xf32>
}

func.func @add(%a: i32, %b: i32) -> i32 {
  %0 = arith.addi %a, %b : i32
  return %0 : i32
}

func.func @marked() -> i64 attributes {llvm.emit_c_interface} {
  %c = arith.constant 42 : i64
  return %c : i64
}

func.func private @helper(%a: i32) -> i32 {
  return %a : i32
}
