// gpu-kernel-outlining's errors.
//
// A kernel referring to a symbol the module does not define (only an op the verifier does not
// check can: an unregistered one) cannot have it copied: an error at the referring op
// (upstream's pass crashes on a null symbol, so this RUN line is mlirc's only).
// RUN: mlirc %s --allow-unregistered-dialect --pass-pipeline='builtin.module(gpu-kernel-outlining)' --verify-diagnostics --split-input-file
//
// A data-layout-str that does not parse: the attribute parser's error, naming the text as its
// file, as upstream's.
// RUN: not mlirc %s --allow-unregistered-dialect --pass-pipeline='builtin.module(gpu-kernel-outlining{data-layout-str="bogus"})' 2>&1 | FileCheck %s --check-prefix=PARSE
// RUN: not mlir-opt %s --allow-unregistered-dialect --pass-pipeline='builtin.module(gpu-kernel-outlining{data-layout-str="bogus"})' 2>&1 | FileCheck %s --check-prefix=PARSE
// PARSE: bogus:1:1: error: expected attribute value
//
// One that parses to something else than a data layout specification: upstream fails with no
// message; mlirc says why.
// RUN: not mlirc %s --allow-unregistered-dialect --pass-pipeline='builtin.module(gpu-kernel-outlining{data-layout-str="42 : i32"})' 2>&1 | FileCheck %s --check-prefix=KIND
// RUN: not mlir-opt %s --allow-unregistered-dialect --pass-pipeline='builtin.module(gpu-kernel-outlining{data-layout-str="42 : i32"})'
// KIND: error: gpu-kernel-outlining: data-layout-str '42 : i32' is not a data layout specification

func.func @undefined(%n: index) {
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %n, %gy = %n, %gz = %n)
             threads(%tx, %ty, %tz) in (%sx = %n, %sy = %n, %sz = %n) {
    // expected-error @+1 {{'zzz.op' op refers to '@nothere', which the module does not define: it cannot be copied into the kernel module}}
    "zzz.op"() {sym = @nothere} : () -> ()
    gpu.terminator
  }
  return
}

// -----

// A nested reference is resolved by its leaf name: @inner is not defined at the top level.
gpu.module @outer {
  func.func @inner() {
    return
  }
}
func.func @nested_ref(%n: index) {
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %n, %gy = %n, %gz = %n)
             threads(%tx, %ty, %tz) in (%sx = %n, %sy = %n, %sz = %n) {
    // expected-error @+1 {{'zzz.op' op refers to '@inner', which the module does not define: it cannot be copied into the kernel module}}
    "zzz.op"() {sym = @outer::@inner} : () -> ()
    gpu.terminator
  }
  return
}

// -----

// A launch in a module nested in the one the pass runs on: its launch_func would not be in a
// container module (upstream makes it anyway, and its output fails to verify).
module {
  module @inner {
    func.func @f(%n: index) {
      // expected-error @+1 {{'gpu.launch' op is inside a module nested in the one gpu-kernel-outlining runs on: its gpu.launch_func would not be in a container module (run the pass on the nested module)}}
      gpu.launch blocks(%bx, %by, %bz) in (%gx = %n, %gy = %n, %gz = %n)
                 threads(%tx, %ty, %tz) in (%sx = %n, %sy = %n, %sz = %n) {
        gpu.terminator
      }
      return
    }
  }
}
