// llvm memory ops: alloca of scalars, arrays and structs with alignment, load and store
// with alignment, volatile, nontemporal and invariant flags, atomic loads and stores with
// orderings, atomicrmw with each operation, cmpxchg (weak, volatile).
llvm.func @stack(%n: i64, %v: f64) -> f64 {
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %0 = llvm.alloca %c1 x f64 : (i64) -> !llvm.ptr
  %1 = llvm.alloca %n x i32 {alignment = 16 : i64} : (i64) -> !llvm.ptr
  %2 = llvm.alloca %c1 x !llvm.array<8 x f32> {alignment = 32 : i64} : (i64) -> !llvm.ptr
  %3 = llvm.alloca %c1 x !llvm.struct<(i8, i64, ptr)> : (i64) -> !llvm.ptr
  llvm.store %v, %0 : f64, !llvm.ptr
  llvm.store %v, %0 {alignment = 8 : i64} : f64, !llvm.ptr
  llvm.store volatile %v, %0 {alignment = 8 : i64} : f64, !llvm.ptr
  llvm.store %v, %0 {nontemporal} : f64, !llvm.ptr
  %4 = llvm.load %0 : !llvm.ptr -> f64
  %5 = llvm.load %0 {alignment = 8 : i64} : !llvm.ptr -> f64
  %6 = llvm.load volatile %0 : !llvm.ptr -> f64
  %7 = llvm.load %0 {invariant} : !llvm.ptr -> f64
  %8 = llvm.load %0 {nontemporal} : !llvm.ptr -> f64
  %9 = llvm.fadd %4, %5 : f64
  %10 = llvm.fadd %9, %6 : f64
  %11 = llvm.fadd %10, %7 : f64
  %12 = llvm.fadd %11, %8 : f64
  llvm.return %12 : f64
}

llvm.func @atomic_load_store(%p: !llvm.ptr, %v: i32) -> i32 {
  llvm.store %v, %p atomic monotonic {alignment = 4 : i64} : i32, !llvm.ptr
  llvm.store %v, %p atomic release {alignment = 4 : i64} : i32, !llvm.ptr
  llvm.store %v, %p atomic seq_cst {alignment = 4 : i64} : i32, !llvm.ptr
  %0 = llvm.load %p atomic acquire {alignment = 4 : i64} : !llvm.ptr -> i32
  %1 = llvm.load %p atomic unordered {alignment = 4 : i64} : !llvm.ptr -> i32
  %2 = llvm.load volatile %p atomic seq_cst {alignment = 4 : i64} : !llvm.ptr -> i32
  %3 = llvm.add %0, %1 : i32
  %4 = llvm.add %3, %2 : i32
  llvm.return %4 : i32
}

llvm.func @rmw(%p: !llvm.ptr, %i: i32, %f: f32) -> i32 {
  %0 = llvm.atomicrmw xchg %p, %i monotonic : !llvm.ptr, i32
  %1 = llvm.atomicrmw add %p, %i acquire : !llvm.ptr, i32
  %2 = llvm.atomicrmw sub %p, %i release : !llvm.ptr, i32
  %3 = llvm.atomicrmw _and %p, %i acq_rel : !llvm.ptr, i32
  %4 = llvm.atomicrmw nand %p, %i seq_cst : !llvm.ptr, i32
  %5 = llvm.atomicrmw _or %p, %i monotonic : !llvm.ptr, i32
  %6 = llvm.atomicrmw _xor %p, %i monotonic : !llvm.ptr, i32
  %7 = llvm.atomicrmw max %p, %i monotonic : !llvm.ptr, i32
  %8 = llvm.atomicrmw min %p, %i monotonic : !llvm.ptr, i32
  %9 = llvm.atomicrmw umax %p, %i monotonic : !llvm.ptr, i32
  %10 = llvm.atomicrmw umin %p, %i monotonic : !llvm.ptr, i32
  %11 = llvm.atomicrmw volatile add %p, %i seq_cst : !llvm.ptr, i32
  %12 = llvm.atomicrmw fadd %p, %f monotonic : !llvm.ptr, f32
  %13 = llvm.atomicrmw fsub %p, %f monotonic : !llvm.ptr, f32
  %14 = llvm.atomicrmw fmax %p, %f monotonic : !llvm.ptr, f32
  %15 = llvm.atomicrmw fmin %p, %f monotonic : !llvm.ptr, f32
  %16 = llvm.atomicrmw add %p, %i monotonic {alignment = 4 : i64} : !llvm.ptr, i32
  %17 = llvm.add %0, %1 : i32
  %18 = llvm.add %17, %2 : i32
  %19 = llvm.add %18, %3 : i32
  %20 = llvm.add %19, %4 : i32
  %21 = llvm.add %20, %5 : i32
  %22 = llvm.add %21, %6 : i32
  %23 = llvm.add %22, %7 : i32
  %24 = llvm.add %23, %8 : i32
  %25 = llvm.add %24, %9 : i32
  %26 = llvm.add %25, %10 : i32
  %27 = llvm.add %26, %11 : i32
  %28 = llvm.add %27, %16 : i32
  llvm.return %28 : i32
}

llvm.func @cmpxchg_loop(%p: !llvm.ptr, %v: i64) -> i64 {
  %0 = llvm.load %p : !llvm.ptr -> i64
  llvm.br ^bb1(%0 : i64)
^bb1(%old: i64):
  %new = llvm.add %old, %v : i64
  %pair = llvm.cmpxchg %p, %old, %new acq_rel monotonic : !llvm.ptr, i64
  %seen = llvm.extractvalue %pair[0] : !llvm.struct<(i64, i1)>
  %ok = llvm.extractvalue %pair[1] : !llvm.struct<(i64, i1)>
  llvm.cond_br %ok, ^bb2, ^bb1(%seen : i64)
^bb2:
  %w = llvm.cmpxchg weak %p, %new, %old seq_cst seq_cst : !llvm.ptr, i64
  %x = llvm.cmpxchg volatile %p, %new, %old monotonic monotonic {alignment = 8 : i64} : !llvm.ptr, i64
  llvm.return %new : i64
}
