// llvm.mlir.global: each linkage, constant and mutable, scalar/array/struct/string values,
// dense initializers of each rank, zero-initialized and uninitialized globals, initializer
// regions (mlirc cannot translate addressof in them yet), alignment, unnamed_addr,
// dso_local, thread_local, address spaces, sections, and addressof uses.
llvm.mlir.global external @ext_i32(7 : i32) {addr_space = 0 : i32} : i32
llvm.mlir.global internal @int_f64(2.500000e+00 : f64) {addr_space = 0 : i32} : f64
llvm.mlir.global private constant @priv_const(42 : i64) {addr_space = 0 : i32} : i64
llvm.mlir.global weak @weak_i8(1 : i8) {addr_space = 0 : i32} : i8
llvm.mlir.global linkonce @linkonce_i16(3 : i16) {addr_space = 0 : i32} : i16
llvm.mlir.global linkonce_odr @linkonce_odr_i16(4 : i16) {addr_space = 0 : i32} : i16
llvm.mlir.global weak_odr @weak_odr_i32(5 : i32) {addr_space = 0 : i32} : i32
llvm.mlir.global common @common_i64(0 : i64) {addr_space = 0 : i32} : i64
llvm.mlir.global external @declared() {addr_space = 0 : i32} : f32
llvm.mlir.global extern_weak @declared_weak() {addr_space = 0 : i32} : i32

llvm.mlir.global private constant @str("hello\0A\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @vec1(dense<[1.0, 2.0, 3.0]> : tensor<3xf64>) {addr_space = 0 : i32} : !llvm.array<3 x f64>
llvm.mlir.global internal constant @mat(dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi16>) {addr_space = 0 : i32, alignment = 16 : i64} : !llvm.array<2 x array<3 x i16>>
llvm.mlir.global private constant @splat(dense<0.000000e+00> : tensor<4x4xf32>) {addr_space = 0 : i32} : !llvm.array<4 x array<4 x f32>>
llvm.mlir.global private @zeroed() {addr_space = 0 : i32} : !llvm.array<16 x i8> {
  %0 = llvm.mlir.zero : !llvm.array<16 x i8>
  llvm.return %0 : !llvm.array<16 x i8>
}
llvm.mlir.global private @undef_init() {addr_space = 0 : i32} : !llvm.struct<(i32, f32)> {
  %0 = llvm.mlir.undef : !llvm.struct<(i32, f32)>
  llvm.return %0 : !llvm.struct<(i32, f32)>
}

llvm.mlir.global private unnamed_addr constant @unnamed(1 : i32) {addr_space = 0 : i32} : i32
llvm.mlir.global private local_unnamed_addr constant @local_unnamed(2 : i32) {addr_space = 0 : i32} : i32
llvm.mlir.global internal thread_local @tls(0 : i32) {addr_space = 0 : i32} : i32
llvm.mlir.global external @dso(0 : i32) {addr_space = 0 : i32, dso_local} : i32
llvm.mlir.global internal @in_section(0 : i32) {addr_space = 0 : i32, section = ".mydata"} : i32

llvm.func @use() -> f64 {
  %0 = llvm.mlir.addressof @int_f64 : !llvm.ptr
  %1 = llvm.load %0 : !llvm.ptr -> f64
  %2 = llvm.mlir.addressof @mat : !llvm.ptr
  %3 = llvm.getelementptr inbounds %2[0, 1, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<2 x array<3 x i16>>
  %4 = llvm.load %3 : !llvm.ptr -> i16
  %5 = llvm.sitofp %4 : i16 to f64
  %6 = llvm.mlir.addressof @tls : !llvm.ptr
  %7 = llvm.load %6 : !llvm.ptr -> i32
  %8 = llvm.add %7, %7 : i32
  llvm.store %8, %6 : i32, !llvm.ptr
  %9 = llvm.mlir.addressof @common_i64 : !llvm.ptr
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %10 = llvm.atomicrmw add %9, %c1 monotonic : !llvm.ptr, i64
  %11 = llvm.fadd %1, %5 : f64
  llvm.return %11 : f64
}
