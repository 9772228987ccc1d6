// NVVM targets on gpu.module, kernel attributes on llvm.func, the nvvm enum attributes.
// RUN: mlirc %s | FileCheck %s

// CHECK: gpu.module @m [#nvvm.target<chip = "sm_80">]
module attributes {gpu.container_module} {
  gpu.module @m [#nvvm.target<chip = "sm_80">] {
    llvm.func @k() attributes {gpu.kernel, nvvm.kernel, nvvm.maxntid = array<i32: 128, 1, 1>} {
      llvm.return
    }
  }
  // CHECK: gpu.module @t2 [#nvvm.target<O = 3, chip = "sm_90", features = "+ptx80", flags = {fast}>, #nvvm.target]
  gpu.module @t2 [#nvvm.target<O = 3, chip = "sm_90", features = "+ptx80", flags = {fast}>, #nvvm.target] {
  }
}

// CHECK: nvvm.reqntid = array<i32: 64, 2>
llvm.func @bounds() attributes {nvvm.kernel, nvvm.reqntid = array<i32: 64, 2>, nvvm.minctasm = 2 : i32, nvvm.maxnreg = 32 : i32, nvvm.cluster_dim = array<i32: 2, 1, 1>, nvvm.cluster_max_blocks = 4 : i32} {
  llvm.return
}

func.func private @enums() attributes {
  shfl = [#nvvm<shfl_kind bfly>, #nvvm<shfl_kind up>, #nvvm<shfl_kind down>, #nvvm<shfl_kind idx>],
  vote = [#nvvm<vote_sync_kind any>, #nvvm<vote_sync_kind all>, #nvvm<vote_sync_kind ballot>, #nvvm<vote_sync_kind uni>],
  redux = [#nvvm<redux_kind add>, #nvvm<redux_kind and>, #nvvm<redux_kind max>, #nvvm<redux_kind min>, #nvvm<redux_kind or>, #nvvm<redux_kind umax>, #nvvm<redux_kind umin>, #nvvm<redux_kind xor>, #nvvm<redux_kind fmin>, #nvvm<redux_kind fmax>],
  red = [#nvvm.reduction<popc>, #nvvm.reduction<and>, #nvvm.reduction<or>]
}

// Ops that need sm_90 inside a module for sm_90a, and unchecked outside a gpu.module.
// CHECK: gpu.module @hopper
gpu.module @hopper [#nvvm.target<chip = "sm_90a">] {
  llvm.func @f() -> i32 {
    %0 = nvvm.read.ptx.sreg.clusterid.x : i32
    nvvm.cluster.wait
    llvm.return %0 : i32
  }
}
llvm.func @anywhere() -> i32 {
  %0 = nvvm.read.ptx.sreg.cluster.ctarank : i32
  llvm.return %0 : i32
}
