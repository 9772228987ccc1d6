// An executable's entry may be private: it is used from outside the module (by the C main
// mlirc adds), so symbol-dce, in the default pipeline from -O1 on, keeps it; the private
// helper it calls stays, the unused one goes. A private declaration is refused as an entry.
// RUN: mlirc %s -o %t.exe; %t.exe; test $? = 3
// RUN: mlirc %s -O0 -o %t.O0; %t.O0; test $? = 3
// RUN: mlirc %s -o %t.exe2 --mlir-print-ir-after=symbol-dce 2>&1 | FileCheck %s
// RUN: not mlirc %s --entry=decl -o %t.decl 2>&1 | FileCheck %s --check-prefix=DECL

// CHECK: IR Dump After SymbolDCE (symbol-dce)
// CHECK-NOT: @unused
// CHECK: func.func private @helper
// CHECK-NOT: @unused
// CHECK: func.func @main
// CHECK-NOT: @unused
// DECL: error: the entry function '@decl' is only declared, not defined

func.func private @helper() -> i32 {
  %c = arith.constant 3 : i32
  return %c : i32
}

func.func private @unused() {
  return
}

func.func private @decl()

func.func private @main() -> i32 {
  %r = func.call @helper() : () -> i32
  return %r : i32
}
