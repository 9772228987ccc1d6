// Special-register reads: every one, with and without a known range.
// RUN: mlirc %s | FileCheck %s

// CHECK-LABEL: llvm.func @ids
// CHECK: nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
// CHECK: nvvm.read.ptx.sreg.cluster.nctarank : i32
// CHECK: nvvm.read.ptx.sreg.laneid range <i32, 0, 32> : i32
llvm.func @ids() -> i32 {
  %0 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
  %1 = nvvm.read.ptx.sreg.tid.y : i32
  %2 = nvvm.read.ptx.sreg.tid.z : i32
  %3 = nvvm.read.ptx.sreg.ntid.x : i32
  %4 = nvvm.read.ptx.sreg.ntid.y range <i32 , 1,1025> : i32
  %5 = nvvm.read.ptx.sreg.ntid.z : i32
  %6 = nvvm.read.ptx.sreg.ctaid.x : i32
  %7 = nvvm.read.ptx.sreg.ctaid.y : i32
  %8 = nvvm.read.ptx.sreg.ctaid.z : i32
  %9 = nvvm.read.ptx.sreg.nctaid.x : i32
  %10 = nvvm.read.ptx.sreg.nctaid.y : i32
  %11 = nvvm.read.ptx.sreg.nctaid.z : i32
  %12 = nvvm.read.ptx.sreg.clusterid.x : i32
  %13 = nvvm.read.ptx.sreg.clusterid.y : i32
  %14 = nvvm.read.ptx.sreg.clusterid.z : i32
  %15 = nvvm.read.ptx.sreg.nclusterid.x : i32
  %16 = nvvm.read.ptx.sreg.nclusterid.y : i32
  %17 = nvvm.read.ptx.sreg.nclusterid.z : i32
  %18 = nvvm.read.ptx.sreg.cluster.ctaid.x : i32
  %19 = nvvm.read.ptx.sreg.cluster.ctaid.y : i32
  %20 = nvvm.read.ptx.sreg.cluster.ctaid.z : i32
  %21 = nvvm.read.ptx.sreg.cluster.nctaid.x : i32
  %22 = nvvm.read.ptx.sreg.cluster.nctaid.y : i32
  %23 = nvvm.read.ptx.sreg.cluster.nctaid.z : i32
  %24 = nvvm.read.ptx.sreg.cluster.ctarank : i32
  %25 = nvvm.read.ptx.sreg.cluster.nctarank : i32
  %26 = nvvm.read.ptx.sreg.laneid range <i32, 0, 32> : i32
  %27 = nvvm.read.ptx.sreg.warpsize : i32
  %28 = nvvm.read.ptx.sreg.warpid : i32
  %29 = nvvm.read.ptx.sreg.nwarpid : i32
  %30 = nvvm.read.ptx.sreg.smid : i32
  %31 = nvvm.read.ptx.sreg.nsmid : i32
  %32 = nvvm.read.ptx.sreg.gridid : i64
  llvm.return %0 : i32
}

// CHECK-LABEL: llvm.func @other
// CHECK: nvvm.read.ptx.sreg.clock64 : i64
// CHECK: nvvm.read.ptx.sreg.envreg31 : i32
llvm.func @other() -> i64 {
  %0 = nvvm.read.ptx.sreg.lanemask.eq : i32
  %1 = nvvm.read.ptx.sreg.lanemask.le : i32
  %2 = nvvm.read.ptx.sreg.lanemask.lt : i32
  %3 = nvvm.read.ptx.sreg.lanemask.ge : i32
  %4 = nvvm.read.ptx.sreg.lanemask.gt : i32
  %5 = nvvm.read.ptx.sreg.clock : i32
  %6 = nvvm.read.ptx.sreg.clock64 : i64
  %7 = nvvm.read.ptx.sreg.globaltimer : i64
  %8 = nvvm.read.ptx.sreg.globaltimer.lo : i32
  %9 = nvvm.read.ptx.sreg.envreg0 : i32
  %10 = nvvm.read.ptx.sreg.envreg7 : i32
  %11 = nvvm.read.ptx.sreg.envreg31 : i32
  %12 = "nvvm.read.ptx.sreg.tid.x"() <{range = #llvm.constant_range<i32, 0, 64>}> : () -> i32
  llvm.return %6 : i64
}
