// Barriers and warp-level collectives compile to their PTX instructions, which ptxas accepts
// (redux.sync needs sm_80; elect.sync and the cluster barriers sm_90 and PTX 8.0).
// RUN: mlirc %s --target=nvptx64-nvidia-cuda -mcpu=sm_80 -S -o %t.ptx
// RUN: FileCheck %s < %t.ptx
// RUN: ptxas -arch=sm_80 %t.ptx -o %t.cubin
// RUN: mlirc %s --target=nvptx64-nvidia-cuda -mcpu=sm_90 -S -o %t90.ptx
// RUN: FileCheck %s < %t90.ptx
// RUN: ptxas -arch=sm_90 %t90.ptx -o %t90.cubin

// CHECK-LABEL: .visible .entry barriers(
// CHECK: bar.sync 0;
// CHECK: bar.sync {{%r[0-9]+}};
// CHECK: bar.sync {{%r[0-9]+}}, {{%r[0-9]+}};
// CHECK: bar.red.and.pred
// CHECK: bar.red.or.pred
// CHECK: bar.red.popc.u32
// CHECK: bar.warp.sync {{%r[0-9]+}};
llvm.func @barriers(%out: !llvm.ptr<1>, %id: i32, %n: i32, %p: i32) attributes {nvvm.kernel} {
  nvvm.barrier0
  nvvm.barrier id = %id
  nvvm.barrier id = %id number_of_threads = %n
  %0 = nvvm.barrier #nvvm.reduction<and> %p -> i32
  %1 = nvvm.barrier #nvvm.reduction<or> %p -> i32
  %2 = nvvm.barrier #nvvm.reduction<popc> %p -> i32
  %3 = llvm.add %0, %1 : i32
  %4 = llvm.add %3, %2 : i32
  llvm.store %4, %out : i32, !llvm.ptr<1>
  nvvm.bar.warp.sync %n : i32
  llvm.return
}

// CHECK-LABEL: .visible .entry warp(
// CHECK: shfl.sync.bfly.b32 {{%r[0-9]+}}, {{%r[0-9]+}}, {{%r[0-9]+}}, {{%r[0-9]+}}, {{%r[0-9]+}};
// CHECK: shfl.sync.down.b32 {{%r[0-9]+}}|{{%p[0-9]+}},
// CHECK: shfl.sync.up.b32
// CHECK: shfl.sync.idx.b32
// CHECK: vote.sync.ballot.b32
// CHECK: vote.sync.any.pred
// CHECK: vote.sync.all.pred
// CHECK: vote.sync.uni.pred
// CHECK: redux.sync.add.s32
// CHECK: redux.sync.max.u32
// CHECK: redux.sync.xor.b32
llvm.func @warp(%out: !llvm.ptr<1>, %mask: i32, %f: f32, %off: i32, %clamp: i32, %i: i32, %b: i1) attributes {nvvm.kernel} {
  %0 = nvvm.shfl.sync bfly %mask, %f, %off, %clamp : f32 -> f32
  %1 = nvvm.shfl.sync down %mask, %i, %off, %clamp {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
  %2 = nvvm.shfl.sync up %mask, %i, %off, %clamp : i32 -> i32
  %3 = nvvm.shfl.sync idx %mask, %f, %off, %clamp {return_value_and_is_valid} : f32 -> !llvm.struct<(f32, i1)>
  %4 = nvvm.vote.sync ballot %mask, %b -> i32
  %5 = nvvm.vote.sync any %mask, %b -> i1
  %6 = nvvm.vote.sync all %mask, %b -> i1
  %7 = nvvm.vote.sync uni %mask, %b -> i1
  %8 = nvvm.redux.sync add %i, %mask : i32 -> i32
  %9 = nvvm.redux.sync umax %i, %mask : i32 -> i32
  %10 = nvvm.redux.sync xor %i, %mask : i32 -> i32
  // Store everything so that nothing is dead.
  %f0 = llvm.bitcast %0 : f32 to i32
  %v1 = llvm.extractvalue %1[0] : !llvm.struct<(i32, i1)>
  %p1 = llvm.extractvalue %1[1] : !llvm.struct<(i32, i1)>
  %v3 = llvm.extractvalue %3[0] : !llvm.struct<(f32, i1)>
  %f3 = llvm.bitcast %v3 : f32 to i32
  %s0 = llvm.add %f0, %v1 : i32
  %s1 = llvm.add %s0, %2 : i32
  %s2 = llvm.add %s1, %f3 : i32
  %s3 = llvm.add %s2, %4 : i32
  %s4 = llvm.add %s3, %8 : i32
  %s5 = llvm.add %s4, %9 : i32
  %s6 = llvm.add %s5, %10 : i32
  %q0 = llvm.xor %5, %6 : i1
  %q1 = llvm.xor %q0, %7 : i1
  %q2 = llvm.xor %q1, %p1 : i1
  %z = llvm.zext %q2 : i1 to i32
  %s7 = llvm.add %s6, %z : i32
  llvm.store %s7, %out : i32, !llvm.ptr<1>
  llvm.return
}

// CHECK-LABEL: .visible .func {{.*}}approx(
// CHECK: rcp.approx.ftz.f32
// CHECK: nanosleep.u32
llvm.func @approx(%f: f32, %t: i32) -> f32 {
  %0 = nvvm.rcp.approx.ftz.f %f : f32
  nvvm.nanosleep %t
  llvm.return %0 : f32
}
