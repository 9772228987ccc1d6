// The llvm dialect's vector ops and intrinsics (what convert-vector-to-llvm produces).
// RUN: mlirc %s | FileCheck %s
// CHECK-LABEL: llvm.func @vec
// CHECK: llvm.extractelement
// CHECK: llvm.insertelement
// CHECK: llvm.shufflevector
// CHECK: llvm.intr.vector.reduce.fadd
// CHECK: llvm.intr.masked.load
// CHECK: llvm.intr.masked.scatter
llvm.func @vec(%v: vector<4xf32>, %i: i64, %x: f32, %p: !llvm.ptr, %m: vector<4xi1>, %iv: vector<4xi32>) -> f32 {
  %e = llvm.extractelement %v[%i : i64] : vector<4xf32>
  %w = llvm.insertelement %x, %v[%i : i64] : vector<4xf32>
  %s = llvm.shufflevector %v, %w [0, 5, -1, 7, 1, 1] : vector<4xf32>
  %r1 = "llvm.intr.vector.reduce.fadd"(%x, %v) <{fastmathFlags = #llvm.fastmath<reassoc>}> : (f32, vector<4xf32>) -> f32
  %r2 = "llvm.intr.vector.reduce.fmul"(%x, %v) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<4xf32>) -> f32
  %r3 = llvm.intr.vector.reduce.fmin(%v) : (vector<4xf32>) -> f32
  %r4 = llvm.intr.vector.reduce.fmaximum(%v) {fastmathFlags = #llvm.fastmath<nnan>} : (vector<4xf32>) -> f32
  %k = "llvm.intr.vector.reduce.smax"(%iv) : (vector<4xi32>) -> i32
  %k2 = "llvm.intr.vector.reduce.xor"(%iv) : (vector<4xi32>) -> i32
  %l = llvm.intr.masked.load %p, %m, %v {alignment = 4 : i32} : (!llvm.ptr, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
  %l2 = llvm.intr.masked.load %p, %m {alignment = 16 : i32, nontemporal} : (!llvm.ptr, vector<4xi1>) -> vector<4xf32>
  llvm.intr.masked.store %l, %p, %m {alignment = 4 : i32} : vector<4xf32>, vector<4xi1> into !llvm.ptr
  %ps = llvm.getelementptr %p[%iv] : (!llvm.ptr, vector<4xi32>) -> vector<4x!llvm.ptr>, f32
  %g = llvm.intr.masked.gather %ps, %m, %v {alignment = 4 : i32} : (vector<4x!llvm.ptr>, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
  llvm.intr.masked.scatter %g, %ps, %m {alignment = 4 : i32} : vector<4xf32>, vector<4xi1> into vector<4x!llvm.ptr>
  %x2 = "llvm.intr.masked.expandload"(%p, %m, %v) : (!llvm.ptr, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
  "llvm.intr.masked.compressstore"(%x2, %p, %m) : (vector<4xf32>, !llvm.ptr, vector<4xi1>) -> ()
  %sum = llvm.fadd %r1, %r2 : f32
  llvm.return %sum : f32
}
