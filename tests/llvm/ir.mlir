// The LLVM IR mlirc emits for flags and types the differential tests cannot see: fast-math
// and overflow flags, 1-D vectors, ub.poison, trivial unrealized casts, the memref
// calling convention and C-interface wrappers, index width.
// RUN: mlirc %s -O0 -S -emit-llvm -o - | FileCheck %s

// CHECK-LABEL: define float @flags(float %0, float %1, i32 %2, i32 %3)
// CHECK: fadd nnan contract float %0, %1
// CHECK: fmul fast float
// CHECK: fcmp nnan olt float
// CHECK: add nuw nsw i32 %2, %3
// CHECK: shl nsw i32
// CHECK: call nnan float @llvm.maximum.f32
// CHECK: call afn float @llvm.sqrt.f32
func.func @flags(%a: f32, %b: f32, %i: i32, %j: i32) -> f32 {
  %x = arith.addf %a, %b fastmath<nnan,contract> : f32
  %y = arith.mulf %x, %a fastmath<fast> : f32
  %c = arith.cmpf olt, %x, %y fastmath<nnan> : f32
  %k = arith.addi %i, %j overflow<nsw, nuw> : i32
  %l = arith.shli %k, %j overflow<nsw> : i32
  %m = arith.maximumf %x, %y fastmath<nnan> : f32
  %s = math.sqrt %m fastmath<afn> : f32
  %r = arith.select %c, %s, %y : f32
  return %r : f32
}

// CHECK-LABEL: define <4 x float> @vectors(<4 x float> %0, <4 x i32> %1)
// CHECK: fadd <4 x float> %0, splat (float 1.500000e+00)
// CHECK: sitofp <4 x i32> %1 to <4 x float>
// CHECK: fcmp ogt <4 x float>
// CHECK: select <4 x i1>
func.func @vectors(%a: vector<4xf32>, %b: vector<4xi32>) -> vector<4xf32> {
  %c = arith.constant dense<1.5> : vector<4xf32>
  %x = arith.addf %a, %c : vector<4xf32>
  %y = arith.sitofp %b : vector<4xi32> to vector<4xf32>
  %g = arith.cmpf ogt, %x, %y : vector<4xf32>
  %r = arith.select %g, %x, %y : vector<4xi1>, vector<4xf32>
  return %r : vector<4xf32>
}

// CHECK-LABEL: define i64 @poison_and_casts(i64 %0)
// CHECK: ret i64 %0
func.func @poison_and_casts(%a: index) -> i64 {
  %p = ub.poison : f32
  %c = builtin.unrealized_conversion_cast %a : index to i64
  return %c : i64
}

// A ranked memref argument is (allocated, aligned, offset, sizes..., strides...); two
// results come back as a struct; the C interface takes the descriptor by pointer and returns
// the struct through a first pointer argument.
// CHECK-LABEL: define { float, i64 } @first(ptr %0, ptr %1, i64 %2, i64 %3, i64 %4, i64 %5, i64 %6)
func.func @first(%m: memref<?x?xf32>) -> (f32, index) attributes {llvm.emit_c_interface} {
  %c0 = arith.constant 0 : index
  %v = memref.load %m[%c0, %c0] : memref<?x?xf32>
  %d = memref.dim %m, %c0 : memref<?x?xf32>
  return %v, %d : f32, index
}

// An unranked memref argument is (rank, descriptor pointer).
// CHECK-LABEL: define i64 @rank_of(i64 %0, ptr %1)
func.func @rank_of(%m: memref<*xf32>) -> index {
  %r = memref.rank %m : memref<*xf32>
  return %r : index
}

// Private functions with bodies are internal; declarations are external.
// CHECK-LABEL: define internal i32 @helper(i32 %0)
// CHECK: declare void @external(i32)
func.func private @helper(%x: i32) -> i32 {
  return %x : i32
}
func.func private @external(i32)

// The wrappers come last.
// CHECK-LABEL: define void @_mlir_ciface_first(ptr %0, ptr %1)
// CHECK: load { ptr, ptr, i64, [2 x i64], [2 x i64] }, ptr %1
// CHECK: call { float, i64 } @first(
// CHECK: store { float, i64 }
