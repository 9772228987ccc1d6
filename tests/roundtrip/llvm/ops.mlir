// The ops of upstream's convert-*-to-llvm output, with their flags and keywords.

llvm.mlir.global private constant @table(dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<4 x f32>
llvm.mlir.global internal @matrix(dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>) {addr_space = 0 : i32} : !llvm.array<2 x array<2 x i32>>
llvm.mlir.global private @counter(0 : i64) {addr_space = 0 : i32} : i64
llvm.mlir.global external constant @greeting("hi\00") {addr_space = 0 : i32}
llvm.mlir.global private @scratch() {addr_space = 0 : i32} : !llvm.array<3 x i16> {
  %0 = llvm.mlir.undef : !llvm.array<3 x i16>
  llvm.return %0 : !llvm.array<3 x i16>
}

llvm.func @malloc(i64) -> !llvm.ptr
llvm.func @printf(!llvm.ptr, ...) -> i32
llvm.func @printI64(i64) attributes {sym_visibility = "private"}

llvm.func @arith(%a: i64, %b: i64, %x: f32, %y: f32) -> i64 {
  %0 = llvm.add %a, %b : i64
  %1 = llvm.add %a, %b overflow<nsw> : i64
  %2 = llvm.sub %1, %0 overflow<nsw, nuw> : i64
  %3 = llvm.mul %2, %a overflow<nuw> : i64
  %4 = llvm.shl %3, %b : i64
  %5 = llvm.udiv exact %4, %b : i64
  %6 = llvm.sdiv %5, %b : i64
  %7 = llvm.urem %6, %b : i64
  %8 = llvm.srem %7, %b : i64
  %9 = llvm.and %8, %a : i64
  %10 = llvm.or disjoint %9, %a : i64
  %11 = llvm.xor %10, %a : i64
  %12 = llvm.lshr exact %11, %b : i64
  %13 = llvm.ashr %12, %b : i64
  %14 = llvm.fadd %x, %y : f32
  %15 = llvm.fsub %14, %y {fastmathFlags = #llvm.fastmath<fast>} : f32
  %16 = llvm.fmul %15, %y {fastmathFlags = #llvm.fastmath<nnan, contract>} : f32
  %17 = llvm.fdiv %16, %y : f32
  %18 = llvm.frem %17, %y : f32
  %19 = llvm.fneg %18 : f32
  %20 = llvm.icmp "slt" %13, %a : i64
  %21 = llvm.fcmp "oeq" %19, %x : f32
  %22 = llvm.fcmp "_true" %19, %x {fastmathFlags = #llvm.fastmath<nnan>} : f32
  %23 = llvm.and %20, %21 : i1
  %24 = llvm.xor %23, %22 : i1
  %25 = llvm.select %24, %13, %a : i1, i64
  %26 = llvm.select %24, %x, %y {fastmathFlags = #llvm.fastmath<nsz>} : i1, f32
  llvm.return %25 : i64
}

llvm.func @casts(%a: i64, %x: f32, %p: !llvm.ptr) -> f64 {
  %0 = llvm.trunc %a : i64 to i32
  %1 = llvm.trunc %a overflow<nuw> : i64 to i16
  %2 = llvm.zext %0 : i32 to i64
  %3 = llvm.zext nneg %1 : i16 to i32
  %4 = llvm.sext %1 : i16 to i64
  %5 = llvm.fpext %x : f32 to f64
  %6 = llvm.fptrunc %5 : f64 to f16
  %7 = llvm.fptosi %x : f32 to i32
  %8 = llvm.fptoui %x : f32 to i32
  %9 = llvm.sitofp %a : i64 to f64
  %10 = llvm.uitofp nneg %3 : i32 to f32
  %11 = llvm.bitcast %x : f32 to i32
  %12 = llvm.ptrtoint %p : !llvm.ptr to i64
  %13 = llvm.inttoptr %12 : i64 to !llvm.ptr
  %14 = llvm.addrspacecast %13 : !llvm.ptr to !llvm.ptr<1>
  llvm.return %9 : f64
}

llvm.func @memory(%n: i64, %v: f32) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> {
  %0 = llvm.mlir.constant(1 : index) : i64
  %1 = llvm.mlir.constant(2.5 : f32) : f32
  %2 = llvm.mlir.constant(dense<[1, 2]> : vector<2xi32>) : vector<2xi32>
  %3 = llvm.mlir.zero : !llvm.ptr
  %4 = llvm.getelementptr %3[%n] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  %5 = llvm.ptrtoint %4 : !llvm.ptr to i64
  %6 = llvm.call @malloc(%5) : (i64) -> !llvm.ptr
  %7 = llvm.getelementptr inbounds|nuw %6[%0] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  llvm.store %v, %7 : f32, !llvm.ptr
  llvm.store volatile %1, %6 {alignment = 4 : i64} : f32, !llvm.ptr
  %8 = llvm.load %7 : !llvm.ptr -> f32
  %9 = llvm.load volatile %6 {alignment = 4 : i64} : !llvm.ptr -> f32
  %10 = llvm.mlir.addressof @table : !llvm.ptr
  %11 = llvm.getelementptr inbounds %10[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x f32>
  %12 = llvm.load %11 : !llvm.ptr -> f32
  %13 = llvm.alloca %0 x !llvm.struct<(i64, ptr)> {alignment = 8 : i64} : (i64) -> !llvm.ptr
  %14 = llvm.getelementptr %13[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i64, ptr)>
  llvm.store %6, %14 : !llvm.ptr, !llvm.ptr
  "llvm.intr.memcpy"(%6, %10, %5) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
  %15 = llvm.atomicrmw add %13, %n acq_rel : !llvm.ptr, i64
  %16 = llvm.atomicrmw fadd %6, %v monotonic : !llvm.ptr, f32
  %17 = llvm.cmpxchg %13, %n, %15 acq_rel monotonic : !llvm.ptr, i64
  %18 = llvm.extractvalue %17[1] : !llvm.struct<(i64, i1)> 
  %19 = llvm.intr.stacksave : !llvm.ptr
  llvm.intr.stackrestore %19 : !llvm.ptr
  %20 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
  %21 = llvm.insertvalue %6, %20[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
  %22 = llvm.insertvalue %6, %21[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
  %23 = llvm.insertvalue %0, %22[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
  %24 = llvm.insertvalue %n, %23[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
  %25 = llvm.insertvalue %0, %24[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
  %26 = llvm.extractvalue %25[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
  %27 = llvm.mlir.addressof @greeting : !llvm.ptr
  %28 = llvm.call @printf(%27, %26) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64) -> i32
  llvm.return %25 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
}

llvm.func @intrinsics(%x: f32, %y: f32, %i: i32, %c: i1, %p: !llvm.ptr) -> f32 {
  %0 = llvm.intr.fabs(%x) : (f32) -> f32
  %1 = llvm.intr.sqrt(%0) {fastmathFlags = #llvm.fastmath<afn>} : (f32) -> f32
  %2 = llvm.intr.exp(%1) : (f32) -> f32
  %3 = llvm.intr.pow(%2, %y) : (f32, f32) -> f32
  %4 = llvm.intr.powi(%3, %i) : (f32, i32) -> f32
  %5 = llvm.intr.fma(%4, %x, %y) : (f32, f32, f32) -> f32
  %6 = llvm.intr.maximum(%5, %x) : (f32, f32) -> f32
  %7 = llvm.intr.minnum(%6, %y) : (f32, f32) -> f32
  %8 = llvm.intr.floor(%7) : (f32) -> f32
  %9 = llvm.intr.smax(%i, %i) : (i32, i32) -> i32
  %10 = llvm.intr.umin(%9, %i) : (i32, i32) -> i32
  %11 = llvm.intr.ctpop(%10) : (i32) -> i32
  %12 = "llvm.intr.ctlz"(%11) <{is_zero_poison = false}> : (i32) -> i32
  %13 = "llvm.intr.abs"(%12) <{is_int_min_poison = false}> : (i32) -> i32
  %14 = "llvm.intr.uadd.with.overflow"(%13, %i) : (i32, i32) -> !llvm.struct<(i32, i1)>
  %15 = llvm.mlir.constant(16 : i64) : i64
  llvm.intr.assume %c ["align"(%p, %15 : !llvm.ptr, i64)] : i1
  llvm.return %8 : f32
}

llvm.func internal @control(%a: i32, %c: i1) -> i32 {
  %0 = llvm.mlir.constant(0 : i32) : i32
  llvm.cond_br %c weights([3, 1]), ^bb1(%a : i32), ^bb2
^bb1(%1: i32):
  llvm.switch %1 : i32, ^bb2 [
    1: ^bb3(%0 : i32),
    -2: ^bb3(%1 : i32)
  ]
^bb2:
  llvm.br ^bb3(%a : i32)
^bb3(%2: i32):
  %3 = llvm.call @control(%2, %c) : (i32, i1) -> i32
  %4 = llvm.sext %3 : i32 to i64
  llvm.call @printI64(%4) : (i64) -> ()
  llvm.return %3 : i32
}

llvm.func @indirect(%a: i64) {
  %0 = llvm.mlir.addressof @printI64 : !llvm.ptr
  llvm.call %0(%a) : !llvm.ptr, (i64) -> ()
  llvm.call tail @printI64(%a) : (i64) -> ()
  llvm.return
}

llvm.func private @with_c_interface(%arg0: i64) attributes {llvm.emit_c_interface} {
  llvm.call @printI64(%arg0) : (i64) -> ()
  llvm.return
}

llvm.func @trap() {
  llvm.unreachable
}
