// llvm.func definitions and declarations with argument attributes, variadic
// callees, direct and indirect calls (with and without results), tail call kinds, call
// attributes, fastmath on calls, recursion, and functions returning aggregates.
llvm.func @decl(i32, !llvm.ptr) -> i64
llvm.func @decl_void()
llvm.func @vprint(!llvm.ptr, ...) -> i32
llvm.func @arg_attrs(!llvm.ptr {llvm.noalias, llvm.nocapture}, i32 {llvm.signext}) -> i8

llvm.func @use_arg_attrs(%p: !llvm.ptr {llvm.noalias, llvm.readonly}, %n: i32 {llvm.noundef}) -> i64 {
  %0 = llvm.call @decl(%n, %p) : (i32, !llvm.ptr) -> i64
  llvm.return %0 : i64
}

llvm.func @direct(%a: i32, %p: !llvm.ptr) -> i64 {
  llvm.call @decl_void() : () -> ()
  %0 = llvm.call @decl(%a, %p) : (i32, !llvm.ptr) -> i64
  %1 = llvm.call @vprint(%p) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr) -> i32
  %2 = llvm.call @vprint(%p, %a, %0) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32, i64) -> i32
  %3 = llvm.call @arg_attrs(%p, %a) : (!llvm.ptr, i32) -> i8
  llvm.return %0 : i64
}

llvm.func @indirect(%f: !llvm.ptr, %g: !llvm.ptr, %a: i32, %p: !llvm.ptr) -> i64 {
  llvm.call %g() : !llvm.ptr, () -> ()
  %0 = llvm.call %f(%a, %p) : !llvm.ptr, (i32, !llvm.ptr) -> i64
  %1 = llvm.mlir.addressof @decl : !llvm.ptr
  %2 = llvm.call %1(%a, %p) : !llvm.ptr, (i32, !llvm.ptr) -> i64
  %3 = llvm.add %0, %2 : i64
  llvm.return %3 : i64
}

llvm.func @tail_kinds(%a: i32, %p: !llvm.ptr) -> i64 {
  %0 = llvm.call tail @decl(%a, %p) : (i32, !llvm.ptr) -> i64
  %1 = llvm.call musttail @decl(%a, %p) : (i32, !llvm.ptr) -> i64
  llvm.return %1 : i64
}

llvm.func @notail(%a: i32, %p: !llvm.ptr) -> i64 {
  %0 = llvm.call notail @decl(%a, %p) : (i32, !llvm.ptr) -> i64
  llvm.return %0 : i64
}

llvm.func @float_callee(f32) -> f32

llvm.func @fastmath_call(%x: f32) -> f32 {
  %0 = llvm.call @float_callee(%x) {fastmathFlags = #llvm.fastmath<fast>} : (f32) -> f32
  llvm.return %0 : f32
}

llvm.func @fact(%n: i64) -> i64 {
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %c = llvm.icmp "sle" %n, %c1 : i64
  llvm.cond_br %c, ^bb1, ^bb2
^bb1:
  llvm.return %c1 : i64
^bb2:
  %m = llvm.sub %n, %c1 : i64
  %r = llvm.call @fact(%m) : (i64) -> i64
  %p = llvm.mul %n, %r : i64
  llvm.return %p : i64
}

llvm.func @pair(%a: i64, %b: f64) -> !llvm.struct<(i64, f64)> {
  %0 = llvm.mlir.undef : !llvm.struct<(i64, f64)>
  %1 = llvm.insertvalue %a, %0[0] : !llvm.struct<(i64, f64)>
  %2 = llvm.insertvalue %b, %1[1] : !llvm.struct<(i64, f64)>
  llvm.return %2 : !llvm.struct<(i64, f64)>
}

llvm.func @use_pair(%a: i64, %b: f64) -> f64 {
  %0 = llvm.call @pair(%a, %b) : (i64, f64) -> !llvm.struct<(i64, f64)>
  %1 = llvm.extractvalue %0[1] : !llvm.struct<(i64, f64)>
  llvm.return %1 : f64
}

llvm.func @no_return() attributes {passthrough = ["noreturn", "nounwind"]} {
  llvm.unreachable
}
