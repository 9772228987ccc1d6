// Nesting as deep as mlir-opt-22 accepts (3000 nested regions; 5000 nested types) parses,
// verifies, prints as upstream, canonicalizes and compiles. mlirc's own limit (10000 nested
// regions, 20000 nested types) is a diagnostic at the first token past it, never a stack
// overflow (mlir-opt-22 itself crashes at about 4000 nested regions).
// RUN: python3 -c "n=3000; print('func.func @f(%%c: i1) {\n' + 'scf.if %%c {\n' * n + '}\n' * n + 'return\n}')" > %t.if.mlir
// RUN: mlir-opt %t.if.mlir > %t.if.ref
// RUN: mlirc %t.if.mlir --emit=mlir > %t.if.out && diff %t.if.ref %t.if.out
// RUN: mlirc %t.if.mlir --emit=mlir --mlir-print-op-generic | mlirc - --emit=mlir | diff %t.if.ref -
// RUN: mlirc %t.if.mlir --emit=mlir --pass-pipeline='builtin.module(canonicalize,cse)' | FileCheck %s --check-prefix=CANON
// RUN: mlirc %t.if.mlir -c -o %t.if.o && test -s %t.if.o
// RUN: python3 -c "n=5000; print('func.func private @g(%%a: ' + 'tuple<' * n + 'i32' + '>' * n + ')')" > %t.tuple.mlir
// RUN: mlir-opt %t.tuple.mlir > %t.tuple.ref
// RUN: mlirc %t.tuple.mlir --emit=mlir > %t.tuple.out && diff %t.tuple.ref %t.tuple.out
// RUN: mlirc %t.tuple.mlir -c -o %t.tuple.o && test -s %t.tuple.o
// RUN: python3 -c "n=10001; print('func.func @f(%%c: i1) {\n' + 'scf.if %%c {\n' * n + '}\n' * n + 'return\n}')" > %t.deep.mlir
// RUN: not mlirc %t.deep.mlir -c -o %t.deep.o 2>&1 | FileCheck %s --check-prefix=DEEP
// RUN: test ! -e %t.deep.o
// RUN: python3 -c "n=20001; print('func.func private @g(%%a: ' + 'tuple<' * n + 'i32' + '>' * n + ')')" > %t.deept.mlir
// RUN: not mlirc %t.deept.mlir --emit=mlir 2>&1 | FileCheck %s --check-prefix=DEEPT

// CANON: func.func @f(%arg0: i1) {
// CANON-NEXT: return
// DEEP: deep.mlir:10001:1: error: nesting is too deep
// DEEP-NEXT: scf.if %c {
// DEEP-NEXT: ^
// DEEPT: deept.mlir:1:{{[0-9]+}}: error: nesting is too deep
