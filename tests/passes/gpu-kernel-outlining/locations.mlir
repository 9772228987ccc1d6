// gpu-kernel-outlining: locations. The kernel's module, function, arguments and id ops, and
// the launch_func, take the launch's location; each gpu.return its gpu.terminator's; moved ops
// keep theirs. Compared with upstream's output with locations printed inline (every location of
// the input is spelled out, so both reads of the text agree), and checked on mlirc's.
// RUN: mlirc %s --pass-pipeline='builtin.module(gpu-kernel-outlining)' --mlir-print-debuginfo > %t.mlirc
// RUN: mlir-opt %t.mlirc --mlir-print-debuginfo --mlir-print-local-scope > %t.mlirc.norm
// RUN: mlir-opt %s --gpu-kernel-outlining --mlir-print-debuginfo --mlir-print-local-scope > %t.upstream
// RUN: diff %t.mlirc.norm %t.upstream
// RUN: FileCheck %s < %t.mlirc

// CHECK: gpu.launch_func {{.*}} loc("launch.mlir":3:3)
// CHECK-NEXT: return loc("ret.mlir":11:5)
// CHECK: gpu.func @locs_kernel(%{{.*}}: memref<?xindex> loc("launch.mlir":3:3), %{{.*}}: i1 loc("launch.mlir":3:3)) kernel {
// CHECK-NEXT: %block_id_x = gpu.block_id  x loc("launch.mlir":3:3)
// CHECK: %block_dim_z = gpu.block_dim  z loc("launch.mlir":3:3)
// CHECK-NEXT: memref.store {{.*}} loc("store.mlir":4:5)
// CHECK-NEXT: cf.cond_br {{.*}} loc("br.mlir":5:5)
// CHECK-NEXT: ^bb1:
// CHECK-NEXT: gpu.return loc("t1.mlir":7:7)
// CHECK-NEXT: ^bb2:
// CHECK-NEXT: gpu.return loc("t2.mlir":9:7)
// CHECK-NEXT: } loc("launch.mlir":3:3)
// CHECK-NEXT: } loc("launch.mlir":3:3)
// CHECK-NEXT: } loc("top.mlir":1:1)
module {
  func.func @locs(%n: index loc("n.mlir":1:1), %m: memref<?xindex> loc("m.mlir":1:2), %p: i1 loc("p.mlir":1:3)) {
    gpu.launch blocks(%bx, %by, %bz) in (%gx = %n, %gy = %n, %gz = %n)
               threads(%tx, %ty, %tz) in (%sx = %n, %sy = %n, %sz = %n) {
      memref.store %bx, %m[%tx] : memref<?xindex> loc("store.mlir":4:5)
      cf.cond_br %p, ^bb1, ^bb2 loc("br.mlir":5:5)
    ^bb1:
      gpu.terminator loc("t1.mlir":7:7)
    ^bb2:
      gpu.terminator loc("t2.mlir":9:7)
    } loc("launch.mlir":3:3)
    return loc("ret.mlir":11:5)
  } loc("f.mlir":2:3)
} loc("top.mlir":1:1)
