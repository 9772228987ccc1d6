// RUN: mlirc %s --pass-pipeline='builtin.module(func.func(tm-tensor-to-loops))' | FileCheck %s
// tm-tensor-to-loops leaves tm_tensor ops on tensors (bufferization comes first).

// CHECK-LABEL: func.func @tensors(
// CHECK: tm_tensor.sort dimension(0) outs(%arg0 : tensor<8xf32>)
// CHECK: return
func.func @tensors(%v: tensor<8xf32>) -> tensor<8xf32> {
  %0 = tm_tensor.sort dimension(0) outs(%v : tensor<8xf32>) {
  ^bb0(%a: f32, %b: f32):
    %c = arith.cmpf ole, %a, %b : f32
    tm_tensor.yield %c : i1
  } -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

