// Cluster special registers and cluster launch attributes (sm_90 and later).
// RUN: mlirc %s --target=nvptx64-nvidia-cuda -mcpu=sm_90 -S -o %t.ptx
// RUN: FileCheck %s < %t.ptx
// RUN: ptxas -arch=sm_90 %t.ptx -o %t.cubin

// Cluster registers (sm_90) in a kernel with cluster dimensions.
// CHECK-LABEL: .visible .entry cluster(
// CHECK: .explicitcluster
// CHECK: .reqnctapercluster 2, 1, 1
// CHECK-DAG: mov.u32 {{%r[0-9]+}}, %clusterid.x;
// CHECK-DAG: mov.u32 {{%r[0-9]+}}, %cluster_ctaid.y;
// CHECK-DAG: mov.u32 {{%r[0-9]+}}, %cluster_nctarank;
llvm.func @cluster(%out: !llvm.ptr<1>) attributes {nvvm.kernel, nvvm.cluster_dim = array<i32: 2, 1, 1>} {
  %0 = nvvm.read.ptx.sreg.clusterid.x : i32
  %1 = nvvm.read.ptx.sreg.cluster.ctaid.y : i32
  %2 = nvvm.read.ptx.sreg.cluster.nctarank : i32
  %3 = llvm.add %0, %1 : i32
  %4 = llvm.add %3, %2 : i32
  llvm.store %4, %out : i32, !llvm.ptr<1>
  llvm.return
}

// CHECK-LABEL: .visible .entry maxrank(
// CHECK: .maxclusterrank 4
// CHECK: barrier.cluster.arrive;
// CHECK: barrier.cluster.wait;
llvm.func @maxrank() attributes {nvvm.kernel, nvvm.cluster_max_blocks = 4 : i32} {
  nvvm.cluster.arrive
  nvvm.cluster.wait
  llvm.return
}
