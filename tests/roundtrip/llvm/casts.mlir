// llvm casts: integer truncation and extension (with nuw/nsw and nneg), float extension and
// truncation, the four float/integer conversions, bitcasts between same-sized types (also of
// vectors), pointer/integer conversions and address-space casts.
llvm.func @ints(%a: i64, %b: i8) -> i64 {
  %0 = llvm.trunc %a : i64 to i32
  %1 = llvm.trunc %a overflow<nsw> : i64 to i16
  %2 = llvm.trunc %a overflow<nsw, nuw> : i64 to i8
  %3 = llvm.trunc %a : i64 to i1
  %4 = llvm.zext %3 : i1 to i64
  %5 = llvm.sext %2 : i8 to i64
  %6 = llvm.zext nneg %1 : i16 to i64
  %7 = llvm.sext %0 : i32 to i64
  %8 = llvm.zext %b : i8 to i32
  %9 = llvm.zext %8 : i32 to i64
  %10 = llvm.add %4, %5 : i64
  %11 = llvm.add %10, %6 : i64
  %12 = llvm.add %11, %7 : i64
  %13 = llvm.add %12, %9 : i64
  llvm.return %13 : i64
}

llvm.func @floats(%h: f16, %s: f32, %d: f64) -> f64 {
  %0 = llvm.fpext %h : f16 to f32
  %1 = llvm.fpext %s : f32 to f64
  %2 = llvm.fptrunc %d : f64 to f32
  %3 = llvm.fptrunc %2 : f32 to bf16
  %4 = llvm.fpext %3 : bf16 to f64
  %5 = llvm.fadd %1, %4 : f64
  %6 = llvm.fpext %0 : f32 to f64
  %7 = llvm.fadd %5, %6 : f64
  llvm.return %7 : f64
}

llvm.func @int_float(%i: i32, %l: i64, %f: f32, %d: f64) -> i64 {
  %0 = llvm.sitofp %i : i32 to f32
  %1 = llvm.uitofp %l : i64 to f64
  %2 = llvm.uitofp nneg %i : i32 to f64
  %3 = llvm.fptosi %f : f32 to i64
  %4 = llvm.fptoui %d : f64 to i64
  %5 = llvm.fptosi %0 : f32 to i16
  %6 = llvm.fptoui %1 : f64 to i8
  %7 = llvm.fptosi %2 : f64 to i64
  %8 = llvm.sext %5 : i16 to i64
  %9 = llvm.zext %6 : i8 to i64
  %10 = llvm.add %3, %4 : i64
  %11 = llvm.add %10, %7 : i64
  %12 = llvm.add %11, %8 : i64
  %13 = llvm.add %12, %9 : i64
  llvm.return %13 : i64
}

llvm.func @bitcasts(%f: f32, %d: f64, %v: vector<2xi32>, %h: f16) -> i64 {
  %0 = llvm.bitcast %f : f32 to i32
  %1 = llvm.bitcast %0 : i32 to f32
  %2 = llvm.bitcast %d : f64 to i64
  %3 = llvm.bitcast %v : vector<2xi32> to i64
  %4 = llvm.bitcast %2 : i64 to vector<4xi16>
  %5 = llvm.bitcast %4 : vector<4xi16> to vector<2xf32>
  %6 = llvm.bitcast %h : f16 to i16
  %7 = llvm.bitcast %6 : i16 to bf16
  %8 = llvm.add %2, %3 : i64
  llvm.return %8 : i64
}

llvm.func @pointers(%p: !llvm.ptr, %i: i64, %q: !llvm.ptr<1>) -> i64 {
  %0 = llvm.ptrtoint %p : !llvm.ptr to i64
  %1 = llvm.ptrtoint %p : !llvm.ptr to i32
  %2 = llvm.inttoptr %i : i64 to !llvm.ptr
  %3 = llvm.inttoptr %1 : i32 to !llvm.ptr
  %4 = llvm.addrspacecast %2 : !llvm.ptr to !llvm.ptr<1>
  %5 = llvm.addrspacecast %q : !llvm.ptr<1> to !llvm.ptr
  %6 = llvm.ptrtoint %5 : !llvm.ptr to i64
  %7 = llvm.ptrtoint %3 : !llvm.ptr to i64
  %8 = llvm.ptrtoint %4 : !llvm.ptr<1> to i64
  %9 = llvm.add %0, %6 : i64
  %10 = llvm.add %9, %7 : i64
  %11 = llvm.add %10, %8 : i64
  llvm.return %11 : i64
}

llvm.func @vectors(%v: vector<4xi32>, %w: vector<4xf32>) -> vector<4xf64> {
  %0 = llvm.sext %v : vector<4xi32> to vector<4xi64>
  %1 = llvm.trunc %0 : vector<4xi64> to vector<4xi16>
  %2 = llvm.sitofp %1 : vector<4xi16> to vector<4xf64>
  %3 = llvm.fpext %w : vector<4xf32> to vector<4xf64>
  %4 = llvm.fadd %2, %3 : vector<4xf64>
  llvm.return %4 : vector<4xf64>
}
