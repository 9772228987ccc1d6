// gpu-kernel-outlining on a nested module: its launches are outlined into it, which becomes
// the container module. mlirc's output is upstream's, byte for byte.
// RUN: mlirc %s --pass-pipeline='builtin.module(builtin.module(gpu-kernel-outlining))' > %t.mlirc
// RUN: mlir-opt %s --pass-pipeline='builtin.module(builtin.module(gpu-kernel-outlining))' > %t.upstream
// RUN: diff %t.mlirc %t.upstream
// RUN: FileCheck %s < %t.mlirc

// CHECK-LABEL: module {
// CHECK-NEXT: module @inner attributes {gpu.container_module} {
// CHECK-NEXT: func.func @f(%[[N:.*]]: index) {
// CHECK-NEXT: gpu.launch_func  @f_kernel::@f_kernel blocks in (%[[N]], %[[N]], %[[N]])
// CHECK: gpu.module @f_kernel {
module {
  module @inner {
    func.func @f(%n: index) {
      gpu.launch blocks(%bx, %by, %bz) in (%gx = %n, %gy = %n, %gz = %n)
                 threads(%tx, %ty, %tz) in (%sx = %n, %sy = %n, %sz = %n) {
        gpu.terminator
      }
      return
    }
  }
}
