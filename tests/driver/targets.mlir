// Target selection: presets, CPUs, features, bad values as usage errors, and the error for a
// missing cross compiler naming its Debian package.
// RUN: mlirc --print-targets | FileCheck %s --check-prefix=TARGETS
// RUN: mlirc %s -mcpu=help | FileCheck %s --check-prefix=CPUS
// RUN: mlirc %s --target=aarch64-unknown-linux-gnu -mcpu=help | FileCheck %s --check-prefix=ARMCPUS
// RUN: mlirc %s -mcpu=native -c -o %t.native.o
// RUN: mlirc %s -mcpu=x86-64-v3 -mattr=+avx2,+fma -S -o - | FileCheck %s --check-prefix=AVX
// RUN: mlirc %s --target=aarch64-linux-gnu -mcpu=neoverse-v1 -S -o - | FileCheck %s --check-prefix=ARM
// RUN: not mlirc %s -mcpu=pentium9 -c -o %t.o 2>&1 | FileCheck %s --check-prefix=BADCPU
// RUN: mlirc %s -mcpu=pentium9 -c -o %t.o; test $? = 2
// RUN: not mlirc %s --target=riscv64-unknown-linux-gnu -c -o %t.o 2>&1 | FileCheck %s --check-prefix=BADTRIPLE
// RUN: not mlirc %s --target=aarch64-linux-gnu -mcpu=native -c -o %t.o 2>&1 | FileCheck %s --check-prefix=NATIVE
// RUN: not mlirc %s -O7 2>&1 | FileCheck %s --check-prefix=BADOPT
// RUN: not env PATH=/nonexistent mlirc %s --target=aarch64-unknown-linux-gnu -o %t.arm.a 2>&1 | FileCheck %s --check-prefix=NOCC
// RUN: mlirc %s --target=nvptx64-nvidia-cuda -S -o - | FileCheck %s --check-prefix=PTX
// RUN: mlirc %s --target=nvptx64-nvidia-cuda -mcpu=sm_90 -S -o - | FileCheck %s --check-prefix=PTX90
// RUN: not mlirc %s --target=nvptx64-nvidia-cuda -mcpu=sm_90 -mattr=+ptx70 -S -o %t.bad.ptx 2>&1 | FileCheck %s --check-prefix=BADPTX
// RUN: not mlirc %s --target=nvptx64-nvidia-cuda -mattr=+ptx99 -S -o %t.bad.ptx 2>&1 | FileCheck %s --check-prefix=UNKNOWNPTX
// RUN: test ! -e %t.bad.ptx

// TARGETS: x86_64-unknown-linux-gnu
// TARGETS: aarch64-unknown-linux-gnu
// TARGETS: nvptx64-nvidia-cuda
// TARGETS: Registered LLVM targets:
// TARGETS-DAG: x86-64
// TARGETS-DAG: aarch64
// TARGETS-DAG: nvptx64
// CPUS: znver4
// ARMCPUS: neoverse-v2
// AVX: vfmadd
// ARM: fmadd
// BADCPU: error: unknown CPU 'pentium9'
// BADTRIPLE: error: unsupported target 'riscv64-unknown-linux-gnu'
// NATIVE: -mcpu=native is only valid for the host target
// BADOPT: invalid optimization level '-O7'
// NOCC: aarch64-linux-gnu-gcc
// NOCC-SAME: install the Debian package 'gcc-aarch64-linux-gnu'
// PTX90: .version 7.8
// PTX90: .target sm_90
// BADPTX: error: sm_90 needs PTX 7.8 or newer, but -mattr asks for PTX 7.0 (use -mattr=+ptx78, or no +ptx feature for the minimum)
// UNKNOWNPTX: error: unknown PTX version 'ptx99' in -mattr (LLVM 22 knows ptx32 to ptx90)
// PTX: .version 7.0
// PTX: .target sm_80
// PTX: .visible .func (.param .b32 func_retval0) fma(

func.func @fma(%a: f32, %b: f32, %c: f32) -> f32 {
  %r = math.fma %a, %b, %c : f32
  return %r : f32
}
