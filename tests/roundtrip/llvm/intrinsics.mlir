// The llvm intrinsics upstream's convert-math-to-llvm, convert-arith-to-llvm and
// finalize-memref-to-llvm emit: unary and binary float functions (with fastmath flags),
// rounding, min/max, integer bit counting and overflow-checked arithmetic, memory
// intrinsics, stack save/restore and assumptions.
llvm.func @unary_float(%x: f64) -> f64 {
  %0 = llvm.intr.fabs(%x) : (f64) -> f64
  %1 = llvm.intr.sqrt(%0) : (f64) -> f64
  %2 = llvm.intr.exp(%1) : (f64) -> f64
  %3 = llvm.intr.exp2(%2) : (f64) -> f64
  %4 = llvm.intr.log(%3) : (f64) -> f64
  %5 = llvm.intr.log2(%4) : (f64) -> f64
  %6 = llvm.intr.log10(%5) : (f64) -> f64
  %7 = llvm.intr.sin(%6) : (f64) -> f64
  %8 = llvm.intr.cos(%7) : (f64) -> f64
  %9 = llvm.intr.ceil(%8) : (f64) -> f64
  %10 = llvm.intr.floor(%9) : (f64) -> f64
  %11 = llvm.intr.round(%10) : (f64) -> f64
  %12 = llvm.intr.roundeven(%11) : (f64) -> f64
  %13 = llvm.intr.trunc(%12) : (f64) -> f64
  %14 = llvm.intr.rint(%13) : (f64) -> f64
  %15 = llvm.intr.nearbyint(%14) : (f64) -> f64
  %16 = llvm.intr.sqrt(%15) {fastmathFlags = #llvm.fastmath<fast>} : (f64) -> f64
  %17 = llvm.intr.tan(%16) : (f64) -> f64
  %18 = llvm.intr.asin(%17) : (f64) -> f64
  %19 = llvm.intr.acos(%18) : (f64) -> f64
  %20 = llvm.intr.atan(%19) : (f64) -> f64
  %21 = llvm.intr.sinh(%20) : (f64) -> f64
  %22 = llvm.intr.cosh(%21) : (f64) -> f64
  %23 = llvm.intr.tanh(%22) {fastmathFlags = #llvm.fastmath<afn>} : (f64) -> f64
  %24 = llvm.intr.atan2(%23, %x) : (f64, f64) -> f64
  llvm.return %24 : f64
}

llvm.func @binary_float(%x: f32, %y: f32, %z: f32, %n: i32) -> f32 {
  %0 = llvm.intr.pow(%x, %y) : (f32, f32) -> f32
  %1 = llvm.intr.powi(%0, %n) : (f32, i32) -> f32
  %2 = llvm.intr.copysign(%1, %y) : (f32, f32) -> f32
  %3 = llvm.intr.maxnum(%2, %y) : (f32, f32) -> f32
  %4 = llvm.intr.minnum(%3, %y) : (f32, f32) -> f32
  %5 = llvm.intr.maximum(%4, %y) : (f32, f32) -> f32
  %6 = llvm.intr.minimum(%5, %y) {fastmathFlags = #llvm.fastmath<nnan>} : (f32, f32) -> f32
  %7 = llvm.intr.fma(%6, %y, %z) : (f32, f32, f32) -> f32
  %8 = llvm.intr.fmuladd(%7, %y, %z) : (f32, f32, f32) -> f32
  llvm.return %8 : f32
}

llvm.func @vector_float(%v: vector<4xf32>, %w: vector<4xf32>) -> vector<4xf32> {
  %0 = llvm.intr.fabs(%v) : (vector<4xf32>) -> vector<4xf32>
  %1 = llvm.intr.fma(%0, %w, %v) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
  %2 = llvm.intr.maxnum(%1, %w) : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
  llvm.return %2 : vector<4xf32>
}

llvm.func @integer(%a: i32, %b: i32) -> i32 {
  %0 = llvm.intr.smax(%a, %b) : (i32, i32) -> i32
  %1 = llvm.intr.smin(%0, %b) : (i32, i32) -> i32
  %2 = llvm.intr.umax(%1, %b) : (i32, i32) -> i32
  %3 = llvm.intr.umin(%2, %b) : (i32, i32) -> i32
  %4 = llvm.intr.ctpop(%3) : (i32) -> i32
  %5 = "llvm.intr.ctlz"(%4) <{is_zero_poison = true}> : (i32) -> i32
  %6 = "llvm.intr.cttz"(%5) <{is_zero_poison = false}> : (i32) -> i32
  %7 = "llvm.intr.abs"(%6) <{is_int_min_poison = true}> : (i32) -> i32
  llvm.return %7 : i32
}

llvm.func @overflow(%a: i64, %b: i64) -> i1 {
  %0 = "llvm.intr.sadd.with.overflow"(%a, %b) : (i64, i64) -> !llvm.struct<(i64, i1)>
  %1 = "llvm.intr.uadd.with.overflow"(%a, %b) : (i64, i64) -> !llvm.struct<(i64, i1)>
  %2 = "llvm.intr.ssub.with.overflow"(%a, %b) : (i64, i64) -> !llvm.struct<(i64, i1)>
  %3 = "llvm.intr.usub.with.overflow"(%a, %b) : (i64, i64) -> !llvm.struct<(i64, i1)>
  %4 = "llvm.intr.smul.with.overflow"(%a, %b) : (i64, i64) -> !llvm.struct<(i64, i1)>
  %5 = "llvm.intr.umul.with.overflow"(%a, %b) : (i64, i64) -> !llvm.struct<(i64, i1)>
  %6 = llvm.extractvalue %0[1] : !llvm.struct<(i64, i1)>
  %7 = llvm.extractvalue %1[1] : !llvm.struct<(i64, i1)>
  %8 = llvm.extractvalue %2[1] : !llvm.struct<(i64, i1)>
  %9 = llvm.extractvalue %3[1] : !llvm.struct<(i64, i1)>
  %10 = llvm.extractvalue %4[1] : !llvm.struct<(i64, i1)>
  %11 = llvm.extractvalue %5[1] : !llvm.struct<(i64, i1)>
  %12 = llvm.or %6, %7 : i1
  %13 = llvm.or %12, %8 : i1
  %14 = llvm.or %13, %9 : i1
  %15 = llvm.or %14, %10 : i1
  %16 = llvm.or %15, %11 : i1
  llvm.return %16 : i1
}

llvm.func @memory(%dst: !llvm.ptr, %src: !llvm.ptr, %n: i64, %v: i8) {
  "llvm.intr.memcpy"(%dst, %src, %n) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
  "llvm.intr.memmove"(%dst, %src, %n) <{isVolatile = true}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
  "llvm.intr.memset"(%dst, %v, %n) <{isVolatile = false}> : (!llvm.ptr, i8, i64) -> ()
  llvm.return
}

llvm.func @stack_and_assume(%p: !llvm.ptr, %c: i1) {
  %0 = llvm.intr.stacksave : !llvm.ptr
  %1 = llvm.mlir.constant(4 : i64) : i64
  %2 = llvm.alloca %1 x f32 : (i64) -> !llvm.ptr
  llvm.intr.stackrestore %0 : !llvm.ptr
  llvm.intr.assume %c : i1
  %3 = llvm.mlir.constant(true) : i1
  %4 = llvm.mlir.constant(64 : i64) : i64
  llvm.intr.assume %3 ["align"(%p, %4 : !llvm.ptr, i64)] : i1
  llvm.return
}
