// llvm.call_intrinsic: a call of a (not overloaded) LLVM intrinsic by name, with the op's type
// (the x86 VNNI dot product the int8 contraction kernel uses), on builtin vector types.
// RUN: mlirc %s -O0 -S -emit-llvm -o - | FileCheck %s
// RUN: mlirc %s -S -mattr=+avx512f,+avx512vnni -o - | FileCheck %s --check-prefix=ASM
// RUN: mlirc %s --emit=mlir -o - | FileCheck %s --check-prefix=MLIR

// CHECK-LABEL: define <16 x i32> @dot(
// CHECK: call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %{{.*}}, <64 x i8> %{{.*}}, <64 x i8> %{{.*}})
// ASM-LABEL: dot:
// ASM: vpdpbusd %zmm
// MLIR: llvm.call_intrinsic "llvm.x86.avx512.vpdpbusd.512"(%{{.*}}, %{{.*}}, %{{.*}}) : (vector<16xi32>, vector<64xi8>, vector<64xi8>) -> vector<16xi32>
func.func @dot(%acc: vector<16xi32>, %a: vector<64xi8>, %b: vector<64xi8>) -> vector<16xi32> {
  %r = llvm.call_intrinsic "llvm.x86.avx512.vpdpbusd.512"(%acc, %a, %b) : (vector<16xi32>, vector<64xi8>, vector<64xi8>) -> vector<16xi32>
  return %r : vector<16xi32>
}
