// llvm.call_intrinsic of an intrinsic this LLVM lacks, or with a type that is not the
// intrinsic's: diagnostics at the op, not an invalid LLVM module.
// RUN: not mlirc %s -c -o %t.o 2>&1 | FileCheck %s
// CHECK-DAG: :[[@LINE+6]]:8: error: 'llvm.call_intrinsic' op could not find LLVM intrinsic: llvm.x86.no.such.thing
// CHECK-DAG: :[[@LINE+10]]:8: error: 'llvm.call_intrinsic' op calls the intrinsic 'llvm.x86.avx512.vpdpbusd.512' as <16 x i32> (<16 x i32>, <64 x i8>, <16 x i32>), but its type is <16 x i32> (<16 x i32>, <64 x i8>, <64 x i8>)
// CHECK-DAG: :[[@LINE+14]]:8: error: 'llvm.call_intrinsic' op calls the overloaded intrinsic 'llvm.smax', which mlirc does not instantiate
// CHECK-NOT: error

func.func @unknown(%a: i32) -> i32 {
  %r = llvm.call_intrinsic "llvm.x86.no.such.thing"(%a) : (i32) -> i32
  return %r : i32
}

func.func @mistyped(%acc: vector<16xi32>, %a: vector<64xi8>, %b: vector<16xi32>) -> vector<16xi32> {
  %r = llvm.call_intrinsic "llvm.x86.avx512.vpdpbusd.512"(%acc, %a, %b) : (vector<16xi32>, vector<64xi8>, vector<16xi32>) -> vector<16xi32>
  return %r : vector<16xi32>
}

func.func @overloaded(%a: i32, %b: i32) -> i32 {
  %r = llvm.call_intrinsic "llvm.smax"(%a, %b) : (i32, i32) -> i32
  return %r : i32
}
