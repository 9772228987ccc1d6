// A dense_resource whose blob the file does not hold (printed with elided resources, or its
// section dropped) or whose blob has the wrong size is a diagnostic at the op that needs its
// data, never zeros or a crash; the printer keeps such handles as they are.
// RUN: mlirc %s -O0 --split-input-file --verify-diagnostics -c -o /dev/null
// RUN: mlirc %s --split-input-file --emit=mlir | FileCheck %s

// CHECK-LABEL: func.func @elided
// CHECK: arith.constant dense_resource<__elided__> : tensor<2xf32>
// CHECK-NOT: {-#
func.func @elided() -> tensor<2xf32> {
  // expected-error @+1 {{'memref.global' op has an initial value dense_resource<__elided__> whose data the file does not hold (no blob in its dialect_resources section: elided resources cannot be compiled)}}
  %0 = arith.constant dense_resource<__elided__> : tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

// CHECK-LABEL: llvm.mlir.global internal constant @g
// CHECK-SAME: dense_resource<missing> : tensor<2xi32>
// expected-error @+1 {{'llvm.mlir.global' op has an initial value dense_resource<missing> whose data the file does not hold}}
llvm.mlir.global internal constant @g(dense_resource<missing> : tensor<2xi32>) {addr_space = 0 : i32} : !llvm.array<2 x i32>

// -----

// expected-error @+1 {{'memref.global' op has an initial value dense_resource<short> of 4 bytes, but its type holds 8}}
memref.global "private" constant @short : memref<2xi32> = dense_resource<short>

{-#
  dialect_resources: {
    builtin: {
      short: "0x0400000001000000"
    }
  }
#-}
