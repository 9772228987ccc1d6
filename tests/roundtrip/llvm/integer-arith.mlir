// llvm integer arithmetic on scalars of each width and on vectors: overflow flags, exact and
// disjoint, comparisons with every predicate, select, and constants of each integer width.
llvm.func @widths(%a8: i8, %a16: i16, %a32: i32, %a64: i64, %a128: i128) -> i128 {
  %0 = llvm.add %a8, %a8 overflow<nsw> : i8
  %1 = llvm.mul %a16, %a16 overflow<nuw> : i16
  %2 = llvm.sub %a32, %a32 overflow<nsw, nuw> : i32
  %3 = llvm.shl %a64, %a64 overflow<nsw> : i64
  %4 = llvm.add %a128, %a128 : i128
  %5 = llvm.sext %0 : i8 to i128
  %6 = llvm.zext %1 : i16 to i128
  %7 = llvm.sext %2 : i32 to i128
  %8 = llvm.zext %3 : i64 to i128
  %9 = llvm.add %4, %5 : i128
  %10 = llvm.add %9, %6 : i128
  %11 = llvm.add %10, %7 : i128
  %12 = llvm.add %11, %8 : i128
  llvm.return %12 : i128
}

llvm.func @division(%a: i32, %b: i32) -> i32 {
  %0 = llvm.sdiv exact %a, %b : i32
  %1 = llvm.udiv %0, %b : i32
  %2 = llvm.srem %1, %b : i32
  %3 = llvm.urem %2, %b : i32
  %4 = llvm.ashr exact %3, %b : i32
  %5 = llvm.lshr %4, %b : i32
  llvm.return %5 : i32
}

llvm.func @bitwise(%a: i64, %b: i64) -> i64 {
  %0 = llvm.and %a, %b : i64
  %1 = llvm.or %0, %b : i64
  %2 = llvm.or disjoint %1, %a : i64
  %3 = llvm.xor %2, %b : i64
  %c = llvm.mlir.constant(-1 : i64) : i64
  %4 = llvm.xor %3, %c : i64
  llvm.return %4 : i64
}

llvm.func @predicates(%a: i32, %b: i32) -> i1 {
  %0 = llvm.icmp "eq" %a, %b : i32
  %1 = llvm.icmp "ne" %a, %b : i32
  %2 = llvm.icmp "slt" %a, %b : i32
  %3 = llvm.icmp "sle" %a, %b : i32
  %4 = llvm.icmp "sgt" %a, %b : i32
  %5 = llvm.icmp "sge" %a, %b : i32
  %6 = llvm.icmp "ult" %a, %b : i32
  %7 = llvm.icmp "ule" %a, %b : i32
  %8 = llvm.icmp "ugt" %a, %b : i32
  %9 = llvm.icmp "uge" %a, %b : i32
  %10 = llvm.and %0, %1 : i1
  %11 = llvm.or %10, %2 : i1
  %12 = llvm.xor %11, %3 : i1
  %13 = llvm.and %12, %4 : i1
  %14 = llvm.or %13, %5 : i1
  %15 = llvm.xor %14, %6 : i1
  %16 = llvm.and %15, %7 : i1
  %17 = llvm.or %16, %8 : i1
  %18 = llvm.xor %17, %9 : i1
  llvm.return %18 : i1
}

llvm.func @select_and_constants(%c: i1, %a: i16) -> i16 {
  %0 = llvm.mlir.constant(7 : i16) : i16
  %1 = llvm.mlir.constant(-32768 : i16) : i16
  %2 = llvm.mlir.constant(true) : i1
  %3 = llvm.mlir.constant(0 : i8) : i8
  %4 = llvm.select %c, %0, %1 : i1, i16
  %5 = llvm.select %2, %4, %a : i1, i16
  %6 = llvm.zext %3 : i8 to i16
  %7 = llvm.add %5, %6 : i16
  llvm.return %7 : i16
}

llvm.func @pointer_compare(%p: !llvm.ptr, %q: !llvm.ptr) -> i1 {
  %0 = llvm.icmp "eq" %p, %q : !llvm.ptr
  %1 = llvm.icmp "ult" %p, %q : !llvm.ptr
  %2 = llvm.or %0, %1 : i1
  llvm.return %2 : i1
}

llvm.func @index_like(%a: i64) -> i64 {
  %0 = llvm.mlir.constant(4 : index) : i64
  %1 = llvm.mul %a, %0 overflow<nsw> : i64
  %2 = llvm.mlir.constant(1 : index) : i64
  %3 = llvm.add %1, %2 overflow<nsw> : i64
  llvm.return %3 : i64
}
