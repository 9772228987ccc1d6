// cf.assert: a true condition passes; a false one writes the message to standard error and
// aborts (after what was printed before, as upstream's mlir-runner does).
// RUN: mlirc %s --entry=passing -o %t.pass && %t.pass | FileCheck %s --check-prefix=PASS
// RUN: mlirc %s -o %t
// RUN: not --crash %t 2>&1 | FileCheck %s --check-prefix=FAIL

// PASS: 1
// FAIL: index out of range: 7 >= 4

func.func private @printI64(i64)
func.func private @printNewline()

func.func @check(%i: index, %n: index) {
  %ok = arith.cmpi ult, %i, %n : index
  cf.assert %ok, "index out of range: 7 >= 4"
  return
}

func.func @passing() {
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  call @check(%c1, %c4) : (index, index) -> ()
  %one = arith.constant 1 : i64
  call @printI64(%one) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

func.func @main() -> i32 {
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c7 = arith.constant 7 : index
  call @check(%c1, %c4) : (index, index) -> ()
  %one = arith.constant 1 : i64
  call @printI64(%one) : (i64) -> ()
  call @printNewline() : () -> ()
  call @check(%c7, %c4) : (index, index) -> ()
  %z = arith.constant 0 : i32
  return %z : i32
}
