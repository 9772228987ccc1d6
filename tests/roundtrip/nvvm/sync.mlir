// Barriers, warp-level collectives and cluster barriers in their custom forms.
// RUN: mlirc %s | FileCheck %s

// CHECK-LABEL: llvm.func @barriers
// CHECK-NEXT: nvvm.barrier0
// CHECK-NEXT: nvvm.barrier{{$}}
// CHECK-NEXT: nvvm.barrier id = %arg0{{$}}
// CHECK-NEXT: nvvm.barrier id = %arg0 number_of_threads = %arg1{{$}}
// CHECK-NEXT: nvvm.barrier #nvvm.reduction<and> %arg2 -> i32
llvm.func @barriers(%id: i32, %n: i32, %p: i32) -> i32 {
  nvvm.barrier0
  nvvm.barrier
  nvvm.barrier id = %id
  nvvm.barrier id = %id number_of_threads = %n
  %0 = nvvm.barrier #nvvm.reduction<and> %p -> i32
  %1 = nvvm.barrier #nvvm.reduction<or> %p -> i32
  %2 = nvvm.barrier #nvvm.reduction<popc> %p -> i32
  nvvm.barrier #nvvm.reduction<popc> %p
  nvvm.bar.warp.sync %id : i32
  llvm.return %0 : i32
}

// CHECK-LABEL: llvm.func @warp
// CHECK: nvvm.shfl.sync  bfly %arg0, %arg1, %arg2, %arg3 : f32 -> f32
// CHECK: nvvm.shfl.sync  down %arg0, %arg4, %arg2, %arg3 {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
// CHECK: nvvm.vote.sync  ballot %arg0, %arg5 -> i32
// CHECK: nvvm.redux.sync  fmax %arg1, %arg3 {abs = true, nan = true} : f32 -> f32
// CHECK: nvvm.elect.sync -> i1
llvm.func @warp(%mask: i32, %f: f32, %off: i32, %clamp: i32, %i: i32, %p: i1) {
  %0 = nvvm.shfl.sync bfly %mask, %f, %off, %clamp : f32 -> f32
  %1 = nvvm.shfl.sync down %mask, %i, %off, %clamp {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
  %2 = nvvm.shfl.sync up %mask, %f, %off, %clamp {return_value_and_is_valid} : f32 -> !llvm.struct<(f32, i1)>
  %3 = nvvm.shfl.sync idx %mask, %i, %off, %clamp : i32 -> i32
  %4 = nvvm.vote.sync ballot %mask, %p -> i32
  %5 = nvvm.vote.sync any %mask, %p -> i1
  %6 = nvvm.vote.sync all %mask, %p -> i1
  %7 = nvvm.vote.sync uni %mask, %p -> i1
  %8 = nvvm.redux.sync add %i, %clamp : i32 -> i32
  %9 = nvvm.redux.sync and %i, %clamp : i32 -> i32
  %10 = nvvm.redux.sync max %i, %clamp : i32 -> i32
  %11 = nvvm.redux.sync min %i, %clamp : i32 -> i32
  %12 = nvvm.redux.sync or %i, %clamp : i32 -> i32
  %13 = nvvm.redux.sync umax %i, %clamp : i32 -> i32
  %14 = nvvm.redux.sync umin %i, %clamp : i32 -> i32
  %15 = nvvm.redux.sync xor %i, %clamp {abs = false} : i32 -> i32
  %16 = nvvm.redux.sync fmin %f, %clamp {nan = true} : f32 -> f32
  %17 = nvvm.redux.sync fmax %f, %clamp {abs = true, nan = true} : f32 -> f32
  %18 = nvvm.elect.sync -> i1
  %19 = nvvm.elect.sync %mask -> i1
  llvm.return
}

// CHECK-LABEL: llvm.func @cluster
// CHECK-NEXT: nvvm.cluster.arrive{{$}}
// CHECK-NEXT: nvvm.cluster.arrive {aligned}
llvm.func @cluster(%t: i32, %f: f32) -> f32 {
  nvvm.cluster.arrive
  nvvm.cluster.arrive {aligned}
  nvvm.cluster.arrive.relaxed
  nvvm.cluster.arrive.relaxed {aligned}
  nvvm.cluster.wait
  nvvm.cluster.wait {aligned}
  nvvm.fence.sc.cluster
  nvvm.nanosleep %t
  %0 = nvvm.rcp.approx.ftz.f %f : f32
  llvm.return %0 : f32
}
