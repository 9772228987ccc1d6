// The typed llvm dialect types, as arguments of external declarations and in the short forms
// nested types print in.

llvm.func @ptrs(!llvm.ptr, !llvm.ptr<1>, !llvm.ptr<3>) -> !llvm.ptr
llvm.func @structs(!llvm.struct<()>, !llvm.struct<(i32)>, !llvm.struct<packed (i8, i32)>) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
llvm.func @nested(!llvm.struct<(struct<packed (i1, f16)>, array<4 x struct<(ptr<1>, bf16)>>)>, !llvm.array<2 x array<3 x f32>>)
llvm.func @vectors(vector<4xf32>, vector<2x!llvm.ptr>, !llvm.struct<(vector<4xi32>, vector<2x!llvm.ptr>)>) -> vector<2x!llvm.ptr>
llvm.func @variadic(i32, ...) -> i32
llvm.func @variadic_only(...)
llvm.func @func_ptr_struct(!llvm.struct<(i64, ptr)>) -> !llvm.array<0 x i8>
