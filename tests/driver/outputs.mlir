// Output kinds from -c, -S, -emit-llvm, --emit= and the -o extension; executables with the
// default and an explicit entry; byte-identical objects and archives across runs.
// RUN: mlirc %s -c -o %t.o && readelf -h %t.o | FileCheck %s --check-prefix=ELF-X86
// RUN: mlirc %s -o %t.obj.o && cmp %t.o %t.obj.o
// RUN: mlirc %s --target=aarch64-unknown-linux-gnu --emit=obj -o %t.arm.o && readelf -h %t.arm.o | FileCheck %s --check-prefix=ELF-ARM
// RUN: mlirc %s -S -o - | FileCheck %s --check-prefix=ASM
// RUN: mlirc %s -S -emit-llvm -o - | FileCheck %s --check-prefix=IR
// RUN: mlirc %s -o %t.ll && FileCheck %s --check-prefix=IR < %t.ll
// RUN: mlirc %s -c -emit-llvm -o %t.bc && head -c 2 %t.bc | FileCheck %s --check-prefix=BC
// RUN: mlirc %s --emit=llvm-bc -o %t.2.bc && cmp %t.bc %t.2.bc
// RUN: mlirc %s -o %t.a && mlirc %s --emit=lib -o %t.2.a && cmp %t.a %t.2.a
// RUN: ar t %t.a | FileCheck %s --check-prefix=AR
// RUN: nm -s %t.a | FileCheck %s --check-prefix=INDEX
// RUN: mlirc %s -o %t.exe && %t.exe | FileCheck %s --check-prefix=EXE
// RUN: mlirc %s --entry=seven -o %t.seven; %t.seven; test $? = 7
// RUN: mlirc %s -O0 -c -o %t.O0.o && mlirc %s -O3 -c -o %t.O3.o && mlirc %s -O1 -c -o %t.O1.o
// RUN: mlirc %s --emit=mlir | FileCheck %s --check-prefix=MLIR
// RUN: cd %T && mlirc %s -c && test -f outputs.o && mlirc %s -S && test -f outputs.s

// ELF-X86: Machine: Advanced Micro Devices X86-64
// ELF-ARM: Machine: AArch64
// ASM: main:
// IR: define void @main()
// IR: i32 @seven()
// BC: BC
// AR: outputs.o
// AR-NEXT: mlirc_gpu.o
// AR-NEXT: mlirc_parallel.o
// AR-NEXT: mlirc_runtime.o
// INDEX: Archive index:
// INDEX: main in outputs.o
// INDEX: mgpuLaunchKernel in mlirc_gpu.o
// INDEX: printI64 in mlirc_runtime.o
// EXE: 42
// MLIR: func.func @main()

func.func private @printI64(i64)
func.func private @printNewline()

func.func @main() {
  %c = arith.constant 42 : i64
  call @printI64(%c) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

func.func @seven() -> i32 {
  %c = arith.constant 7 : i32
  return %c : i32
}
