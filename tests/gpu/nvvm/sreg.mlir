// Special-register reads in kernels (top-level llvm.func with nvvm.kernel) compile to PTX
// `mov`s from the registers; the kernel is an `.entry` with its launch bounds.
// RUN: mlirc %s --target=nvptx64-nvidia-cuda -mcpu=sm_80 -S -o %t.ptx
// RUN: FileCheck %s < %t.ptx
// RUN: ptxas -arch=sm_80 %t.ptx -o %t.cubin
// RUN: mlirc %s --target=nvptx64-nvidia-cuda -mcpu=sm_90 -S -o %t90.ptx
// RUN: FileCheck %s < %t90.ptx
// RUN: ptxas -arch=sm_90 %t90.ptx -o %t90.cubin

// CHECK-LABEL: .visible .entry ids(
// CHECK: .maxntid 128, 1, 1
// CHECK: .minnctapersm 2
// CHECK-DAG: mov.u32 {{%r[0-9]+}}, %tid.x;
// CHECK-DAG: mov.u32 {{%r[0-9]+}}, %tid.y;
// CHECK-DAG: mov.u32 {{%r[0-9]+}}, %tid.z;
// CHECK-DAG: mov.u32 {{%r[0-9]+}}, %ntid.x;
// CHECK-DAG: mov.u32 {{%r[0-9]+}}, %ntid.y;
// CHECK-DAG: mov.u32 {{%r[0-9]+}}, %ntid.z;
// CHECK-DAG: mov.u32 {{%r[0-9]+}}, %ctaid.x;
// CHECK-DAG: mov.u32 {{%r[0-9]+}}, %ctaid.y;
// CHECK-DAG: mov.u32 {{%r[0-9]+}}, %ctaid.z;
// CHECK-DAG: mov.u32 {{%r[0-9]+}}, %nctaid.x;
// CHECK-DAG: mov.u32 {{%r[0-9]+}}, %nctaid.y;
// CHECK-DAG: mov.u32 {{%r[0-9]+}}, %nctaid.z;
// CHECK-DAG: mov.u32 {{%r[0-9]+}}, %laneid;
// CHECK-DAG: mov.u32 {{%r[0-9]+}}, %warpid;
// CHECK-DAG: mov.u32 {{%r[0-9]+}}, %smid;
// CHECK-DAG: mov.u32 {{%r[0-9]+}}, %lanemask_lt;
llvm.func @ids(%out: !llvm.ptr<1>) attributes {nvvm.kernel, nvvm.maxntid = array<i32: 128, 1, 1>, nvvm.minctasm = 2 : i32} {
  %0 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 128> : i32
  %1 = nvvm.read.ptx.sreg.tid.y : i32
  %2 = nvvm.read.ptx.sreg.tid.z : i32
  %3 = nvvm.read.ptx.sreg.ntid.x : i32
  %4 = nvvm.read.ptx.sreg.ntid.y : i32
  %5 = nvvm.read.ptx.sreg.ntid.z : i32
  %6 = nvvm.read.ptx.sreg.ctaid.x : i32
  %7 = nvvm.read.ptx.sreg.ctaid.y : i32
  %8 = nvvm.read.ptx.sreg.ctaid.z : i32
  %9 = nvvm.read.ptx.sreg.nctaid.x : i32
  %10 = nvvm.read.ptx.sreg.nctaid.y : i32
  %11 = nvvm.read.ptx.sreg.nctaid.z : i32
  %12 = nvvm.read.ptx.sreg.laneid range <i32, 0, 32> : i32
  %13 = nvvm.read.ptx.sreg.warpid : i32
  %14 = nvvm.read.ptx.sreg.smid : i32
  %15 = nvvm.read.ptx.sreg.lanemask.lt : i32
  %a = llvm.xor %0, %1 : i32
  %b = llvm.xor %a, %2 : i32
  %c = llvm.xor %b, %3 : i32
  %d = llvm.xor %c, %4 : i32
  %e = llvm.xor %d, %5 : i32
  %f = llvm.xor %e, %6 : i32
  %g = llvm.xor %f, %7 : i32
  %h = llvm.xor %g, %8 : i32
  %i = llvm.xor %h, %9 : i32
  %j = llvm.xor %i, %10 : i32
  %k = llvm.xor %j, %11 : i32
  %l = llvm.xor %k, %12 : i32
  %m = llvm.xor %l, %13 : i32
  %n = llvm.xor %m, %14 : i32
  %o = llvm.xor %n, %15 : i32
  %p = llvm.getelementptr %out[%0] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
  llvm.store %o, %p : i32, !llvm.ptr<1>
  llvm.return
}

// CHECK-LABEL: .visible .entry clocks(
// CHECK: .reqntid 64, 2{{$}}
// CHECK: .maxnreg 32
// CHECK-DAG: mov.u64 {{%rd[0-9]+}}, %clock64;
// CHECK-DAG: mov.u64 {{%rd[0-9]+}}, %globaltimer;
// CHECK-DAG: mov.u32 {{%r[0-9]+}}, %clock;
llvm.func @clocks(%out: !llvm.ptr<1>) attributes {nvvm.kernel, nvvm.reqntid = array<i32: 64, 2>, nvvm.maxnreg = 32 : i32} {
  %0 = nvvm.read.ptx.sreg.clock64 : i64
  %1 = nvvm.read.ptx.sreg.globaltimer : i64
  %2 = nvvm.read.ptx.sreg.clock : i32
  %3 = llvm.zext %2 : i32 to i64
  %4 = llvm.add %0, %1 : i64
  %5 = llvm.add %4, %3 : i64
  llvm.store %5, %out : i64, !llvm.ptr<1>
  llvm.return
}

// A function without nvvm.kernel stays a device function; LLVM knows the warp size (the
// intrinsic's range is [32, 33)).
// CHECK-LABEL: .visible .func {{.*}}warpsize(
// CHECK: st.param.b32 [func_retval0], 32;
llvm.func @warpsize() -> i32 {
  %0 = nvvm.read.ptx.sreg.warpsize : i32
  llvm.return %0 : i32
}
