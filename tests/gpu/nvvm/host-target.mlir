// nvvm ops compile only for NVPTX: for another target they are a diagnostic naming the op,
// and nvvm.kernel marks nothing.
// RUN: not mlirc %s --target=x86_64-unknown-linux-gnu -c -o %t.o 2>&1 | FileCheck %s
// RUN: sed -n '\#^// -----#,$p' %s | mlirc - --target=x86_64-unknown-linux-gnu --emit=llvm-ir -o - | FileCheck %s --check-prefix=IR

// CHECK: error: 'nvvm.read.ptx.sreg.tid.x' op is an NVVM op: it compiles only for an NVPTX target (--target=nvptx64-nvidia-cuda)
llvm.func @f() -> i32 {
  %0 = nvvm.read.ptx.sreg.tid.x : i32
  llvm.return %0 : i32
}

// -----

// IR: define void @k(
// IR-NOT: ptx_kernel
// IR-NOT: nvvm.maxntid
llvm.func @k() attributes {nvvm.kernel, nvvm.maxntid = array<i32: 32, 1, 1>} {
  llvm.return
}
