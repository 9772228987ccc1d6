// RUN: mlirc %s --emit=mlir --split-input-file --verify-diagnostics
// RUN: mlir-opt %s --split-input-file --verify-diagnostics

func.func @f() {
  // expected-error @+1 {{operation location alias was never defined}}
  return loc(#loc9)
}

// -----

func.func @f() {
  // expected-error @+1 {{expected location, but found '3 : i32'}}
  return loc(#loc9)
}
#loc9 = 3 : i32
