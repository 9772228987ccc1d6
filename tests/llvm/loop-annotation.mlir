// #llvm.loop_annotation on a loop becomes the !llvm.loop metadata of its latch: on scf.for
// (carried by convert-scf-to-cf to the branch that closes the loop, as upstream), on cf.br,
// and as the loop_annotation property of llvm.br / llvm.cond_br. Aliases inside the
// annotation are expanded when it is parsed (the printed attribute does not refer to them).
// RUN: mlirc %s -O0 -S -emit-llvm -o - | FileCheck %s
// RUN: mlirc %s --pass-pipeline='builtin.module(convert-scf-to-cf)' | FileCheck %s --check-prefix=CF
// RUN: mlirc %s | mlirc - -O0 -S -emit-llvm -o - | FileCheck %s

#u = #llvm.loop_unroll<disable = true>
#v = #llvm.loop_vectorize<disable = true>
#both = #llvm.loop_annotation<vectorize = #v, unroll = #u>

// CF-LABEL: func.func @scf_for(
// CF: ^bb2:
// CF: cf.br ^bb1(%{{.*}} : index) {llvm.loop_annotation = #llvm.loop_annotation<vectorize = #llvm.loop_vectorize<disable = true>, unroll = #llvm.loop_unroll<disable = true>>}
// CHECK-LABEL: define void @scf_for(
// CHECK: br label %{{[0-9]+}}, !llvm.loop ![[L1:[0-9]+]]
func.func @scf_for(%n: index, %m: memref<?xf32>, %x: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    memref.store %x, %m[%i] : memref<?xf32>
  } {llvm.loop_annotation = #both}
  return
}

// The loops of a parallel loop all get its annotation.
// CF-LABEL: func.func @scf_parallel(
// CF-COUNT-2: cf.br ^bb{{[0-9]+}}(%{{.*}} : index) {llvm.loop_annotation
// CHECK-LABEL: define void @scf_parallel(
// CHECK: br label %{{[0-9]+}}, !llvm.loop ![[P1:[0-9]+]]
// CHECK: br label %{{[0-9]+}}, !llvm.loop ![[P2:[0-9]+]]
func.func @scf_parallel(%n: index, %m: memref<?x?xf32>, %x: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i, %j) = (%c0, %c0) to (%n, %n) step (%c1, %c1) {
    memref.store %x, %m[%i, %j] : memref<?x?xf32>
  } {llvm.loop_annotation = #llvm.loop_annotation<unroll = <count = 4 : i32>>}
  return
}

// CHECK-LABEL: define void @llvm_br(
// CHECK-DAG: br label %{{[0-9]+}}, !llvm.loop ![[B:[0-9]+]]
// CHECK-DAG: br i1 %{{[0-9]+}}, label %{{[0-9]+}}, label %{{[0-9]+}}, !llvm.loop ![[C:[0-9]+]]
llvm.func @llvm_br(%c: i1) {
  llvm.br ^bb1
^bb1:
  llvm.cond_br %c, ^bb2, ^bb3
^bb2:
  llvm.br ^bb1 {loop_annotation = #llvm.loop_annotation<disableNonforced = true, mustProgress = true, isVectorized = true>}
^bb3:
  llvm.cond_br %c, ^bb3, ^bb4 {loop_annotation = #llvm.loop_annotation<vectorize = <disable = false, width = 8 : i32>, interleave = <count = 2 : i32>, unroll = <disable = false, runtimeDisable = true, full = true>>}
^bb4:
  llvm.return
}

// Each loop has its own distinct, self-referencing node.
// CHECK: ![[L1]] = distinct !{![[L1]], ![[VOFF:[0-9]+]], ![[UOFF:[0-9]+]]}
// CHECK: ![[VOFF]] = !{!"llvm.loop.vectorize.enable", i1 false}
// CHECK: ![[UOFF]] = !{!"llvm.loop.unroll.disable"}
// CHECK: ![[P1]] = distinct !{![[P1]], ![[U4:[0-9]+]]}
// CHECK: ![[U4]] = !{!"llvm.loop.unroll.count", i32 4}
// CHECK: ![[P2]] = distinct !{![[P2]], ![[U4]]}
// CHECK-DAG: ![[B]] = distinct !{![[B]], ![[DN:[0-9]+]], ![[MP:[0-9]+]], ![[IV:[0-9]+]]}
// CHECK-DAG: ![[DN]] = !{!"llvm.loop.disable_nonforced"}
// CHECK-DAG: ![[MP]] = !{!"llvm.loop.mustprogress"}
// CHECK-DAG: ![[IV]] = !{!"llvm.loop.isvectorized", i32 1}
// CHECK-DAG: ![[C]] = distinct !{![[C]], ![[VON:[0-9]+]], ![[VW:[0-9]+]], ![[IC:[0-9]+]], ![[UON:[0-9]+]], ![[RD:[0-9]+]], ![[UF:[0-9]+]]}
// CHECK-DAG: ![[VON]] = !{!"llvm.loop.vectorize.enable", i1 true}
// CHECK-DAG: ![[VW]] = !{!"llvm.loop.vectorize.width", i32 8}
// CHECK-DAG: ![[IC]] = !{!"llvm.loop.interleave.count", i32 2}
// CHECK-DAG: ![[UON]] = !{!"llvm.loop.unroll.enable"}
// CHECK-DAG: ![[RD]] = !{!"llvm.loop.unroll.runtime.disable"}
// CHECK-DAG: ![[UF]] = !{!"llvm.loop.unroll.full"}
