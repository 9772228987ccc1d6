// gpu-kernel-outlining: locations. The kernel's module, function, arguments and id ops, and
// the launch_func, take the launch's location; each gpu.return its gpu.terminator's; moved ops
// keep theirs. Compared with upstream's output with locations printed inline (every location of
// the input is named, so both reads of the text agree), and checked on mlirc's.
// RUN: mlirc %s --pass-pipeline='builtin.module(gpu-kernel-outlining)' --mlir-print-debuginfo > %t.mlirc
// RUN: mlir-opt %t.mlirc --mlir-print-debuginfo --mlir-print-local-scope > %t.mlirc.norm
// RUN: mlir-opt %s --gpu-kernel-outlining --mlir-print-debuginfo --mlir-print-local-scope > %t.upstream
// RUN: diff %t.mlirc.norm %t.upstream
// RUN: FileCheck %s < %t.mlirc

// CHECK: gpu.launch_func {{.*}} loc("launch")
// CHECK-NEXT: return loc("ret")
// CHECK: gpu.func @locs_kernel(%{{.*}}: memref<?xindex> loc("launch"), %{{.*}}: i1 loc("launch")) kernel {
// CHECK-NEXT: %block_id_x = gpu.block_id  x loc("launch")
// CHECK: %block_dim_z = gpu.block_dim  z loc("launch")
// CHECK-NEXT: memref.store {{.*}} loc("store")
// CHECK-NEXT: cf.cond_br {{.*}} loc("br")
// CHECK-NEXT: ^bb1:
// CHECK-NEXT: gpu.return loc("t1")
// CHECK-NEXT: ^bb2:
// CHECK-NEXT: gpu.return loc("t2")
// CHECK-NEXT: } loc("launch")
// CHECK-NEXT: } loc("launch")
// CHECK-NEXT: } loc("top")
module {
  func.func @locs(%n: index loc("n"), %m: memref<?xindex> loc("m"), %p: i1 loc("p")) {
    gpu.launch blocks(%bx, %by, %bz) in (%gx = %n, %gy = %n, %gz = %n)
               threads(%tx, %ty, %tz) in (%sx = %n, %sy = %n, %sz = %n) {
      memref.store %bx, %m[%tx] : memref<?xindex> loc("store")
      cf.cond_br %p, ^bb1, ^bb2 loc("br")
    ^bb1:
      gpu.terminator loc("t1")
    ^bb2:
      gpu.terminator loc("t2")
    } loc("launch")
    return loc("ret")
  } loc("f")
} loc("top")
