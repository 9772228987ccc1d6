// elect.sync, the cluster barriers and fence.sc.cluster (sm_90, PTX 8.0).
// RUN: mlirc %s --target=nvptx64-nvidia-cuda -mcpu=sm_90 -mattr=+ptx80 -S -o %t.ptx
// RUN: FileCheck %s < %t.ptx
// RUN: ptxas -arch=sm_90 %t.ptx -o %t.cubin

// CHECK-LABEL: .visible .entry elect(
// CHECK: elect.sync {{%r[0-9]+}}|{{%p[0-9]+}}, -1;
// CHECK: elect.sync {{%r[0-9]+}}|{{%p[0-9]+}}, {{%r[0-9]+}};
llvm.func @elect(%out: !llvm.ptr<1>, %m: i32) attributes {nvvm.kernel} {
  %0 = nvvm.elect.sync -> i1
  %1 = nvvm.elect.sync %m -> i1
  %2 = llvm.xor %0, %1 : i1
  llvm.store %2, %out : i1, !llvm.ptr<1>
  llvm.return
}

// CHECK-LABEL: .visible .entry cluster_sync(
// CHECK: barrier.cluster.arrive;
// CHECK: barrier.cluster.arrive.aligned;
// CHECK: barrier.cluster.arrive.relaxed;
// CHECK: barrier.cluster.arrive.relaxed.aligned;
// CHECK: barrier.cluster.wait;
// CHECK: barrier.cluster.wait.aligned;
// CHECK: fence.sc.cluster;
llvm.func @cluster_sync() attributes {nvvm.kernel} {
  nvvm.cluster.arrive
  nvvm.cluster.arrive {aligned}
  nvvm.cluster.arrive.relaxed
  nvvm.cluster.arrive.relaxed {aligned}
  nvvm.cluster.wait
  nvvm.cluster.wait {aligned}
  nvvm.fence.sc.cluster
  llvm.return
}
