// llvm ops on 1-D vector values, as convert-vector-to-llvm and convert-arith-to-llvm leave
// them: vector constants (dense, splat, zero, poison), integer and float arithmetic with
// flags, comparisons producing vectors of i1, selects with vector and scalar conditions,
// casts, intrinsics on vectors, vector loads and stores, and vectors of pointers.
llvm.func @constants() -> vector<4xi1> {
  %0 = llvm.mlir.constant(dense<[1.0, 2.0, 3.0, 4.0]> : vector<4xf32>) : vector<4xf32>
  %1 = llvm.mlir.constant(dense<0.5> : vector<4xf32>) : vector<4xf32>
  %2 = llvm.mlir.constant(dense<[true, false, true, false]> : vector<4xi1>) : vector<4xi1>
  %3 = llvm.mlir.zero : vector<4xf32>
  %4 = llvm.fmul %0, %1 : vector<4xf32>
  %5 = llvm.fcmp "ogt" %4, %3 : vector<4xf32>
  %6 = llvm.and %5, %2 : vector<4xi1>
  llvm.return %6 : vector<4xi1>
}

llvm.func @int_vectors(%a: vector<2xi64>, %b: vector<2xi64>) -> vector<2xi64> {
  %0 = llvm.add %a, %b : vector<2xi64>
  %1 = llvm.mul %0, %b overflow<nsw> : vector<2xi64>
  %2 = llvm.icmp "slt" %1, %a : vector<2xi64>
  %3 = llvm.select %2, %1, %a : vector<2xi1>, vector<2xi64>
  %4 = llvm.ashr %3, %b : vector<2xi64>
  %5 = llvm.udiv %4, %b : vector<2xi64>
  %6 = llvm.xor %5, %a : vector<2xi64>
  llvm.return %6 : vector<2xi64>
}

llvm.func @float_vectors(%a: vector<8xf16>, %b: vector<8xf16>, %c: i1) -> vector<8xf16> {
  %0 = llvm.fadd %a, %b {fastmathFlags = #llvm.fastmath<fast>} : vector<8xf16>
  %1 = llvm.fdiv %0, %b : vector<8xf16>
  %2 = llvm.fneg %1 : vector<8xf16>
  %3 = llvm.select %c, %2, %a : i1, vector<8xf16>
  llvm.return %3 : vector<8xf16>
}

llvm.func @casts(%v: vector<4xi32>, %f: vector<4xf32>) -> vector<4xf64> {
  %0 = llvm.sext %v : vector<4xi32> to vector<4xi64>
  %1 = llvm.trunc %0 : vector<4xi64> to vector<4xi8>
  %2 = llvm.zext %1 : vector<4xi8> to vector<4xi32>
  %3 = llvm.uitofp %2 : vector<4xi32> to vector<4xf64>
  %4 = llvm.fptosi %f : vector<4xf32> to vector<4xi16>
  %5 = llvm.bitcast %f : vector<4xf32> to vector<2xi64>
  %6 = llvm.fpext %f : vector<4xf32> to vector<4xf64>
  %7 = llvm.fadd %3, %6 : vector<4xf64>
  llvm.return %7 : vector<4xf64>
}

llvm.func @intrinsics(%v: vector<4xf32>, %w: vector<4xf32>, %i: vector<4xi32>) -> vector<4xf32> {
  %0 = llvm.intr.fabs(%v) : (vector<4xf32>) -> vector<4xf32>
  %1 = llvm.intr.fma(%0, %w, %v) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
  %2 = llvm.intr.maxnum(%1, %w) : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
  %3 = llvm.intr.sqrt(%2) {fastmathFlags = #llvm.fastmath<afn>} : (vector<4xf32>) -> vector<4xf32>
  %4 = llvm.intr.smax(%i, %i) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
  %5 = llvm.intr.ctpop(%4) : (vector<4xi32>) -> vector<4xi32>
  llvm.return %3 : vector<4xf32>
}

llvm.func @load_store(%p: !llvm.ptr, %v: vector<4xf32>) -> vector<4xf32> {
  llvm.store %v, %p {alignment = 4 : i64} : vector<4xf32>, !llvm.ptr
  %0 = llvm.load %p {alignment = 4 : i64} : !llvm.ptr -> vector<4xf32>
  %1 = llvm.getelementptr %p[1] : (!llvm.ptr) -> !llvm.ptr, vector<4xf32>
  %2 = llvm.load volatile %1 : !llvm.ptr -> vector<4xf32>
  %3 = llvm.fsub %0, %2 : vector<4xf32>
  llvm.return %3 : vector<4xf32>
}

llvm.func @pointer_vectors(%ps: vector<2x!llvm.ptr>) -> vector<2xi64> {
  %0 = llvm.ptrtoint %ps : vector<2x!llvm.ptr> to vector<2xi64>
  %1 = llvm.inttoptr %0 : vector<2xi64> to vector<2x!llvm.ptr>
  %2 = llvm.icmp "eq" %1, %ps : vector<2x!llvm.ptr>
  %3 = llvm.zext %2 : vector<2xi1> to vector<2xi64>
  llvm.return %3 : vector<2xi64>
}
