// An instruction the chosen architecture lacks is an error (exit code 1, no output file), not
// an LLVM abort: redux.sync on f32 needs sm_100a.
// RUN: not mlirc %s --target=nvptx64-nvidia-cuda -mcpu=sm_80 -S -o %t.ptx 2>&1 | FileCheck %s
// RUN: test ! -e %t.ptx
// RUN: mlirc %s --target=nvptx64-nvidia-cuda -mcpu=sm_100a -S -o %t.ok.ptx
// CHECK: mlirc: error: LLVM cannot compile the program: Cannot select: intrinsic %llvm.nvvm.redux.sync.fmax (the target CPU or GPU architecture, -mcpu/-mattr, lacks an instruction the program needs)
llvm.func @k(%a: f32) -> f32 {
  %m = llvm.mlir.constant(-1 : i32) : i32
  %r = nvvm.redux.sync fmax %a, %m : f32 -> f32
  llvm.return %r : f32
}
