// llvm.getelementptr: dynamic and constant indices mixed, into arrays, structs (constant
// indices only), nested aggregates and vectors of pointers, with inbounds/nusw/nuw flags,
// index types i32 and i64, and pointers in other address spaces.
llvm.func @dynamic(%p: !llvm.ptr, %i: i64, %j: i32) -> !llvm.ptr {
  %0 = llvm.getelementptr %p[%i] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  %1 = llvm.getelementptr %0[%j] : (!llvm.ptr, i32) -> !llvm.ptr, i8
  %2 = llvm.getelementptr %1[%i, %j] : (!llvm.ptr, i64, i32) -> !llvm.ptr, !llvm.array<4 x f64>
  llvm.return %2 : !llvm.ptr
}

llvm.func @constant(%p: !llvm.ptr) -> !llvm.ptr {
  %0 = llvm.getelementptr %p[1] : (!llvm.ptr) -> !llvm.ptr, i64
  %1 = llvm.getelementptr %0[-1] : (!llvm.ptr) -> !llvm.ptr, i64
  %2 = llvm.getelementptr %1[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i8, i16, i32)>
  %3 = llvm.getelementptr %2[0, 1, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i16>)>
  llvm.return %3 : !llvm.ptr
}

llvm.func @mixed(%p: !llvm.ptr, %i: i64) -> !llvm.ptr {
  %0 = llvm.getelementptr %p[0, 1, %i] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(i64, array<8 x f32>)>
  %1 = llvm.getelementptr %p[%i, 1, 0] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(i8, struct<(i32, f32)>)>
  %2 = llvm.getelementptr %p[%i, 0, %i] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.struct<(array<2 x i64>)>
  llvm.return %2 : !llvm.ptr
}

llvm.func @flags(%p: !llvm.ptr, %i: i64) -> !llvm.ptr {
  %0 = llvm.getelementptr inbounds %p[%i] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  %1 = llvm.getelementptr nusw %0[%i] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  %2 = llvm.getelementptr nuw %1[%i] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  %3 = llvm.getelementptr inbounds|nuw %2[%i] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  %4 = llvm.getelementptr nusw|nuw %3[%i] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  llvm.return %4 : !llvm.ptr
}

llvm.func @addrspace(%p: !llvm.ptr<1>, %i: i32) -> !llvm.ptr<1> {
  %0 = llvm.getelementptr %p[%i] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
  %1 = llvm.getelementptr inbounds %0[2] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
  llvm.return %1 : !llvm.ptr<1>
}

llvm.func @vector_of_pointers(%ps: vector<2x!llvm.ptr>, %is: vector<2xi64>) -> vector<2x!llvm.ptr> {
  %0 = llvm.getelementptr %ps[%is] : (vector<2x!llvm.ptr>, vector<2xi64>) -> vector<2x!llvm.ptr>, f32
  llvm.return %0 : vector<2x!llvm.ptr>
}

// The size of a type, as upstream computes it: a GEP off null, then ptrtoint.
llvm.func @sizeof() -> i64 {
  %0 = llvm.mlir.zero : !llvm.ptr
  %1 = llvm.getelementptr %0[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i8, f64)>
  %2 = llvm.ptrtoint %1 : !llvm.ptr to i64
  llvm.return %2 : i64
}

// A memref descriptor's element address, as finalize-memref-to-llvm emits it.
llvm.func @element(%d: !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, %i: i64, %j: i64) -> f32 {
  %0 = llvm.extractvalue %d[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
  %1 = llvm.extractvalue %d[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
  %2 = llvm.mul %i, %1 overflow<nsw, nuw> : i64
  %3 = llvm.add %2, %j overflow<nsw, nuw> : i64
  %4 = llvm.getelementptr inbounds|nuw %0[%3] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  %5 = llvm.load %4 : !llvm.ptr -> f32
  llvm.return %5 : f32
}
