// Each nvvm op is the NVVM intrinsic LLVM 22 names (as mlir-translate-22 translates it), and
// an nvvm.kernel llvm.func is a ptx_kernel with its launch bounds as function attributes.
// RUN: mlirc %s --target=nvptx64-nvidia-cuda -O0 --emit=llvm-ir -o - | FileCheck %s
// The same module through upstream's translation, for comparison:
// RUN: mlir-translate --mlir-to-llvmir %s | FileCheck %s

// CHECK-LABEL: define ptx_kernel void @kernel(
// CHECK-SAME: #[[KATTRS:[0-9]+]]
// CHECK: call range(i32 0, 128) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
// CHECK: call i32 @llvm.nvvm.read.ptx.sreg.nctaid.z()
// CHECK: call i64 @llvm.nvvm.read.ptx.sreg.clock64()
llvm.func @kernel(%out: !llvm.ptr) attributes {gpu.kernel, nvvm.kernel, nvvm.maxntid = array<i32: 128, 1, 1>, nvvm.minctasm = 2 : i32, nvvm.maxnreg = 64 : i32} {
  %0 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 128> : i32
  %1 = nvvm.read.ptx.sreg.nctaid.z : i32
  %2 = nvvm.read.ptx.sreg.clock64 : i64
  llvm.store %0, %out : i32, !llvm.ptr
  llvm.store %1, %out : i32, !llvm.ptr
  llvm.store %2, %out : i64, !llvm.ptr
  llvm.return
}

// CHECK-LABEL: define ptx_kernel void @exact(
// CHECK-SAME: #[[EATTRS:[0-9]+]]
llvm.func @exact() attributes {nvvm.kernel, nvvm.reqntid = array<i32: 32, 4>, nvvm.cluster_dim = array<i32: 2, 2, 1>} {
  llvm.return
}

// CHECK-LABEL: define void @device(
// CHECK: call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
// CHECK: call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
// CHECK: call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 %{{.*}})
// CHECK: call void @llvm.nvvm.barrier.cta.sync.aligned.count(i32 %{{.*}}, i32 %{{.*}})
// CHECK: [[NZ:%.*]] = icmp ne i32 %{{.*}}, 0
// CHECK: [[AND:%.*]] = call i1 @llvm.nvvm.barrier.cta.red.and.aligned.all(i32 0, i1 [[NZ]])
// CHECK: zext i1 [[AND]] to i32
// CHECK: call i32 @llvm.nvvm.barrier.cta.red.popc.aligned.all(i32 0, i1 %{{.*}})
// CHECK: call void @llvm.nvvm.bar.warp.sync(i32 %{{.*}})
// CHECK: call float @llvm.nvvm.shfl.sync.bfly.f32(
// CHECK: call { i32, i1 } @llvm.nvvm.shfl.sync.down.i32p(
// CHECK: call { float, i1 } @llvm.nvvm.shfl.sync.up.f32p(
// CHECK: call i32 @llvm.nvvm.shfl.sync.idx.i32(
// CHECK: call i32 @llvm.nvvm.vote.ballot.sync(
// CHECK: call i1 @llvm.nvvm.vote.uni.sync(
// CHECK: call i32 @llvm.nvvm.redux.sync.umin(
// CHECK: call float @llvm.nvvm.redux.sync.fmin(
// CHECK: call float @llvm.nvvm.redux.sync.fmax.abs.NaN(
// CHECK: [[E:%.*]] = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1)
// CHECK: extractvalue { i32, i1 } [[E]], 1
// CHECK: call void @llvm.nvvm.fence.sc.cluster()
// CHECK: call void @llvm.nvvm.barrier.cluster.arrive.relaxed.aligned()
// CHECK: call void @llvm.nvvm.barrier.cluster.wait()
// CHECK: call void @llvm.nvvm.nanosleep(i32 %{{.*}})
// CHECK: call float @llvm.nvvm.rcp.approx.ftz.f(float %{{.*}})
llvm.func @device(%m: i32, %f: f32, %i: i32, %b: i1) {
  nvvm.barrier0
  nvvm.barrier
  nvvm.barrier id = %i
  nvvm.barrier id = %i number_of_threads = %m
  %0 = nvvm.barrier #nvvm.reduction<and> %i -> i32
  %1 = nvvm.barrier #nvvm.reduction<popc> %i -> i32
  nvvm.bar.warp.sync %m : i32
  %2 = nvvm.shfl.sync bfly %m, %f, %i, %m : f32 -> f32
  %3 = nvvm.shfl.sync down %m, %i, %i, %m {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
  %4 = nvvm.shfl.sync up %m, %f, %i, %m {return_value_and_is_valid} : f32 -> !llvm.struct<(f32, i1)>
  %5 = nvvm.shfl.sync idx %m, %i, %i, %m : i32 -> i32
  %6 = nvvm.vote.sync ballot %m, %b -> i32
  %7 = nvvm.vote.sync uni %m, %b -> i1
  %8 = nvvm.redux.sync umin %i, %m : i32 -> i32
  %9 = nvvm.redux.sync fmin %f, %m : f32 -> f32
  %10 = nvvm.redux.sync fmax %f, %m {abs = true, nan = true} : f32 -> f32
  %11 = nvvm.elect.sync -> i1
  nvvm.fence.sc.cluster
  nvvm.cluster.arrive.relaxed {aligned}
  nvvm.cluster.wait
  nvvm.nanosleep %i
  %12 = nvvm.rcp.approx.ftz.f %f : f32
  llvm.return
}

// CHECK: attributes #[[KATTRS]] = { "nvvm.maxnreg"="64" "nvvm.maxntid"="128,1,1" "nvvm.minctasm"="2" }
// CHECK: attributes #[[EATTRS]] = { "nvvm.cluster_dim"="2,2,1" "nvvm.reqntid"="32,4" }
