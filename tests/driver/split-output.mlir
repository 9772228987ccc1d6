// --split-input-file prints what mlir-opt prints, byte for byte: each module followed by an
// empty line, chunks separated by the marker, a chunk that fails left empty between its
// markers (the others still printed on standard output; exit code 1; no file written with -o).
// RUN: not mlirc %s --split-input-file > %t.mlirc 2> %t.err
// RUN: not mlir-opt %s --split-input-file > %t.upstream 2> /dev/null
// RUN: cmp %t.mlirc %t.upstream
// RUN: FileCheck %s --check-prefix=ERR < %t.err
// RUN: rm -f %t.file && not mlirc %s --split-input-file -o %t.file 2> /dev/null && test ! -e %t.file

// ERR: split-output.mlir:20:18: error: expected SSA operand

func.func @a(%x: i32) -> i32 {
  %0 = arith.addi %x, %x overflow<nsw> : i32
  return %0 : i32
}

// -----

func.func @b() {
  %0 = arith.addi
}

// -----

func.func @c(%x: f32) -> f32 {
  %0 = math.exp %x fastmath<fast> : f32
  return %0 : f32
}
