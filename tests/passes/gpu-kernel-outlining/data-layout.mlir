// gpu-kernel-outlining{data-layout-str=...}: the kernel modules get the data layout as their
// `dlti.dl_spec` attribute, new and existing modules alike. mlirc's output is upstream's, byte
// for byte (the spec is written as upstream prints it: mlirc keeps dlti attributes as text).
// RUN: mlirc %s --pass-pipeline='builtin.module(gpu-kernel-outlining{data-layout-str="#dlti.dl_spec<index = 32 : i64>"})' --split-input-file > %t.mlirc
// RUN: mlir-opt %s --pass-pipeline='builtin.module(gpu-kernel-outlining{data-layout-str="#dlti.dl_spec<index = 32 : i64>"})' --split-input-file > %t.upstream
// RUN: diff %t.mlirc %t.upstream
// RUN: FileCheck %s < %t.mlirc
// Without the option, no attribute.
// RUN: mlirc %s --pass-pipeline='builtin.module(gpu-kernel-outlining)' --split-input-file | FileCheck %s --check-prefix=NONE
// NONE-NOT: dlti

// CHECK-LABEL: module attributes {gpu.container_module} {
// CHECK: gpu.module @existing attributes {dlti.dl_spec = #dlti.dl_spec<index = 32 : i64>} {
// CHECK: gpu.module @dl_kernel attributes {dlti.dl_spec = #dlti.dl_spec<index = 32 : i64>} {
// CHECK-NEXT: gpu.func @dl_kernel() kernel {
// CHECK: gpu.module @untouched {
gpu.module @existing {
}
func.func @dl(%n: index) {
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %n, %gy = %n, %gz = %n)
             threads(%tx, %ty, %tz) in (%sx = %n, %sy = %n, %sz = %n) module(@existing) {
    gpu.terminator
  }
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %n, %gy = %n, %gz = %n)
             threads(%tx, %ty, %tz) in (%sx = %n, %sy = %n, %sz = %n) {
    gpu.terminator
  }
  return
}
gpu.module @untouched {
}

