// Structs and arrays as values: undef/poison/zero aggregates, insertvalue and extractvalue
// at every depth, packed and nested structs, arrays of structs, memref descriptors of rank
// 0, 1 and 2 built and taken apart as finalize-memref-to-llvm does, and aggregate loads,
// stores, selects and block arguments.
llvm.func @build(%a: i32, %b: f64, %p: !llvm.ptr) -> !llvm.struct<(i32, struct<(f64, ptr)>, array<2 x i32>)> {
  %0 = llvm.mlir.poison : !llvm.struct<(i32, struct<(f64, ptr)>, array<2 x i32>)>
  %1 = llvm.insertvalue %a, %0[0] : !llvm.struct<(i32, struct<(f64, ptr)>, array<2 x i32>)>
  %2 = llvm.insertvalue %b, %1[1, 0] : !llvm.struct<(i32, struct<(f64, ptr)>, array<2 x i32>)>
  %3 = llvm.insertvalue %p, %2[1, 1] : !llvm.struct<(i32, struct<(f64, ptr)>, array<2 x i32>)>
  %4 = llvm.insertvalue %a, %3[2, 0] : !llvm.struct<(i32, struct<(f64, ptr)>, array<2 x i32>)>
  %5 = llvm.insertvalue %a, %4[2, 1] : !llvm.struct<(i32, struct<(f64, ptr)>, array<2 x i32>)>
  llvm.return %5 : !llvm.struct<(i32, struct<(f64, ptr)>, array<2 x i32>)>
}

llvm.func @take_apart(%s: !llvm.struct<(i32, struct<(f64, ptr)>, array<2 x i32>)>) -> f64 {
  %0 = llvm.extractvalue %s[0] : !llvm.struct<(i32, struct<(f64, ptr)>, array<2 x i32>)>
  %1 = llvm.extractvalue %s[1] : !llvm.struct<(i32, struct<(f64, ptr)>, array<2 x i32>)>
  %2 = llvm.extractvalue %1[0] : !llvm.struct<(f64, ptr)>
  %3 = llvm.extractvalue %s[2, 1] : !llvm.struct<(i32, struct<(f64, ptr)>, array<2 x i32>)>
  %4 = llvm.add %0, %3 : i32
  %5 = llvm.sitofp %4 : i32 to f64
  %6 = llvm.fadd %2, %5 : f64
  llvm.return %6 : f64
}

llvm.func @packed(%a: i8, %b: i32) -> !llvm.struct<packed (i8, i32)> {
  %0 = llvm.mlir.undef : !llvm.struct<packed (i8, i32)>
  %1 = llvm.insertvalue %a, %0[0] : !llvm.struct<packed (i8, i32)>
  %2 = llvm.insertvalue %b, %1[1] : !llvm.struct<packed (i8, i32)>
  llvm.return %2 : !llvm.struct<packed (i8, i32)>
}

llvm.func @arrays(%x: f32) -> !llvm.array<2 x array<3 x f32>> {
  %0 = llvm.mlir.zero : !llvm.array<2 x array<3 x f32>>
  %1 = llvm.insertvalue %x, %0[1, 2] : !llvm.array<2 x array<3 x f32>>
  %2 = llvm.extractvalue %1[1] : !llvm.array<2 x array<3 x f32>>
  %3 = llvm.insertvalue %2, %1[0] : !llvm.array<2 x array<3 x f32>>
  llvm.return %3 : !llvm.array<2 x array<3 x f32>>
}

llvm.func @array_of_structs(%p: !llvm.ptr, %i: i64) -> !llvm.array<2 x struct<(i64, ptr)>> {
  %0 = llvm.mlir.undef : !llvm.array<2 x struct<(i64, ptr)>>
  %1 = llvm.insertvalue %i, %0[0, 0] : !llvm.array<2 x struct<(i64, ptr)>>
  %2 = llvm.insertvalue %p, %1[1, 1] : !llvm.array<2 x struct<(i64, ptr)>>
  llvm.return %2 : !llvm.array<2 x struct<(i64, ptr)>>
}

llvm.func @rank0(%p: !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64)> {
  %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64)>
  %1 = llvm.insertvalue %p, %0[0] : !llvm.struct<(ptr, ptr, i64)>
  %2 = llvm.insertvalue %p, %1[1] : !llvm.struct<(ptr, ptr, i64)>
  %3 = llvm.mlir.constant(0 : index) : i64
  %4 = llvm.insertvalue %3, %2[2] : !llvm.struct<(ptr, ptr, i64)>
  llvm.return %4 : !llvm.struct<(ptr, ptr, i64)>
}

llvm.func @rank2(%p: !llvm.ptr, %m: i64, %n: i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> {
  %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
  %1 = llvm.insertvalue %p, %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
  %2 = llvm.insertvalue %p, %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
  %c0 = llvm.mlir.constant(0 : index) : i64
  %c1 = llvm.mlir.constant(1 : index) : i64
  %3 = llvm.insertvalue %c0, %2[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
  %4 = llvm.insertvalue %m, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
  %5 = llvm.insertvalue %n, %4[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
  %6 = llvm.insertvalue %n, %5[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
  %7 = llvm.insertvalue %c1, %6[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
  llvm.return %7 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
}

llvm.func @memory_and_select(%c: i1, %p: !llvm.ptr, %s: !llvm.struct<(i32, f32)>) -> !llvm.struct<(i32, f32)> {
  llvm.store %s, %p : !llvm.struct<(i32, f32)>, !llvm.ptr
  %0 = llvm.load %p : !llvm.ptr -> !llvm.struct<(i32, f32)>
  %1 = llvm.select %c, %0, %s : i1, !llvm.struct<(i32, f32)>
  llvm.cond_br %c, ^bb1(%1 : !llvm.struct<(i32, f32)>), ^bb1(%s : !llvm.struct<(i32, f32)>)
^bb1(%r: !llvm.struct<(i32, f32)>):
  llvm.return %r : !llvm.struct<(i32, f32)>
}
