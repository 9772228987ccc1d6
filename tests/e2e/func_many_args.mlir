// Calls with more arguments than argument registers on x86-64 and AArch64: 12 integers of
// mixed widths, 10 floats of mixed precision and two memrefs (each expanded into 5 or 7
// scalars), so that many are passed on the stack; results of mixed types returned.
// REFERENCE-NO-DEALLOC
func.func private @printI64(i64)
func.func private @printF64(f64)
func.func private @printNewline()

func.func @many(%a0: i8, %a1: i16, %a2: i32, %a3: i64, %a4: i64, %a5: i32,
                %f0: f32, %f1: f64, %f2: f32, %f3: f64, %f4: f32,
                %m: memref<?xi64>, %a6: i64, %a7: i8, %f5: f64,
                %w: memref<2x?xf32, strided<[?, 1], offset: ?>>,
                %a8: i64, %f6: f32, %a9: i16, %f7: f64, %a10: i64, %f8: f32, %a11: i32, %f9: f64)
    -> (i64, f64, i32) {
  %b0 = arith.extsi %a0 : i8 to i64
  %b1 = arith.extsi %a1 : i16 to i64
  %b2 = arith.extsi %a2 : i32 to i64
  %b5 = arith.extsi %a5 : i32 to i64
  %b7 = arith.extsi %a7 : i8 to i64
  %b9 = arith.extsi %a9 : i16 to i64
  %b11 = arith.extsi %a11 : i32 to i64
  // Weighted so that a swapped argument changes the sum.
  %c1 = arith.constant 1 : i64
  %vals = memref.alloca() : memref<12xi64>
  %c0i = arith.constant 0 : index
  %c1i = arith.constant 1 : index
  %c2i = arith.constant 2 : index
  %c3i = arith.constant 3 : index
  %c4i = arith.constant 4 : index
  %c5i = arith.constant 5 : index
  %c6i = arith.constant 6 : index
  %c7i = arith.constant 7 : index
  %c8i = arith.constant 8 : index
  %c9i = arith.constant 9 : index
  %c10i = arith.constant 10 : index
  %c11i = arith.constant 11 : index
  %c12i = arith.constant 12 : index
  memref.store %b0, %vals[%c0i] : memref<12xi64>
  memref.store %b1, %vals[%c1i] : memref<12xi64>
  memref.store %b2, %vals[%c2i] : memref<12xi64>
  memref.store %a3, %vals[%c3i] : memref<12xi64>
  memref.store %a4, %vals[%c4i] : memref<12xi64>
  memref.store %b5, %vals[%c5i] : memref<12xi64>
  memref.store %a6, %vals[%c6i] : memref<12xi64>
  memref.store %b7, %vals[%c7i] : memref<12xi64>
  memref.store %a8, %vals[%c8i] : memref<12xi64>
  memref.store %b9, %vals[%c9i] : memref<12xi64>
  memref.store %a10, %vals[%c10i] : memref<12xi64>
  memref.store %b11, %vals[%c11i] : memref<12xi64>
  %isum = scf.for %i = %c0i to %c12i step %c1i iter_args(%acc = %c1) -> i64 {
    %v = memref.load %vals[%i] : memref<12xi64>
    func.call @printI64(%v) : (i64) -> ()
    func.call @printNewline() : () -> ()
    %k = arith.index_cast %i : index to i64
    %k1 = arith.addi %k, %c1 : i64
    %t = arith.muli %v, %k1 : i64
    %a = arith.addi %acc, %t : i64
    scf.yield %a : i64
  }
  %m0 = memref.load %m[%c0i] : memref<?xi64>
  %md = memref.dim %m, %c0i : memref<?xi64>
  %mdx = arith.index_cast %md : index to i64
  %s1 = arith.addi %isum, %m0 : i64
  %s2 = arith.muli %s1, %mdx : i64
  %g0 = arith.extf %f0 : f32 to f64
  %g2 = arith.extf %f2 : f32 to f64
  %g4 = arith.extf %f4 : f32 to f64
  %g6 = arith.extf %f6 : f32 to f64
  %g8 = arith.extf %f8 : f32 to f64
  %fs = memref.alloca() : memref<10xf64>
  memref.store %g0, %fs[%c0i] : memref<10xf64>
  memref.store %f1, %fs[%c1i] : memref<10xf64>
  memref.store %g2, %fs[%c2i] : memref<10xf64>
  memref.store %f3, %fs[%c3i] : memref<10xf64>
  memref.store %g4, %fs[%c4i] : memref<10xf64>
  memref.store %f5, %fs[%c5i] : memref<10xf64>
  memref.store %g6, %fs[%c6i] : memref<10xf64>
  memref.store %f7, %fs[%c7i] : memref<10xf64>
  memref.store %g8, %fs[%c8i] : memref<10xf64>
  memref.store %f9, %fs[%c9i] : memref<10xf64>
  %z = arith.constant 0.0 : f64
  %fsum = scf.for %i = %c0i to %c10i step %c1i iter_args(%acc = %z) -> f64 {
    %v = memref.load %fs[%i] : memref<10xf64>
    func.call @printF64(%v) : (f64) -> ()
    func.call @printNewline() : () -> ()
    %k = arith.index_cast %i : index to i64
    %kf = arith.sitofp %k : i64 to f64
    %t = arith.mulf %v, %kf : f64
    %a = arith.addf %acc, %t : f64
    scf.yield %a : f64
  }
  %w11 = memref.load %w[%c1i, %c1i] : memref<2x?xf32, strided<[?, 1], offset: ?>>
  %w11d = arith.extf %w11 : f32 to f64
  %fr = arith.addf %fsum, %w11d : f64
  %wd = memref.dim %w, %c1i : memref<2x?xf32, strided<[?, 1], offset: ?>>
  %wdi = arith.index_cast %wd : index to i32
  %ri = arith.addi %wdi, %a11 : i32
  return %s2, %fr, %ri : i64, f64, i32
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c6 = arith.constant 6 : index
  %m = memref.alloc(%c3) : memref<?xi64>
  %seven = arith.constant 7 : i64
  memref.store %seven, %m[%c0] : memref<?xi64>
  %big = memref.alloc() : memref<3x6xf32>
  %pi = arith.constant 3.5 : f32
  scf.for %i = %c0 to %c3 step %c1 {
    scf.for %j = %c0 to %c6 step %c1 {
      memref.store %pi, %big[%i, %j] : memref<3x6xf32>
    }
  }
  %nine = arith.constant 9.25 : f32
  memref.store %nine, %big[%c1, %c3] : memref<3x6xf32>
  %w = memref.subview %big[0, 2] [2, 4] [1, 1] : memref<3x6xf32> to memref<2x4xf32, strided<[6, 1], offset: 2>>
  %wd = memref.cast %w : memref<2x4xf32, strided<[6, 1], offset: 2>> to memref<2x?xf32, strided<[?, 1], offset: ?>>
  %a0 = arith.constant -3 : i8
  %a1 = arith.constant 1000 : i16
  %a2 = arith.constant -100000 : i32
  %a3 = arith.constant 10000000000 : i64
  %a4 = arith.constant -4 : i64
  %a5 = arith.constant 5 : i32
  %a6 = arith.constant 6 : i64
  %a7 = arith.constant 127 : i8
  %a8 = arith.constant 8 : i64
  %a9 = arith.constant -9 : i16
  %a10 = arith.constant 10 : i64
  %a11 = arith.constant 11 : i32
  %f0 = arith.constant 0.5 : f32
  %f1 = arith.constant 1.25 : f64
  %f2 = arith.constant 2.5 : f32
  %f3 = arith.constant -3.75 : f64
  %f4 = arith.constant 4.0 : f32
  %f5 = arith.constant 5.5 : f64
  %f6 = arith.constant -6.0 : f32
  %f7 = arith.constant 7.125 : f64
  %f8 = arith.constant 8.0 : f32
  %f9 = arith.constant 9.5 : f64
  %r:3 = call @many(%a0, %a1, %a2, %a3, %a4, %a5, %f0, %f1, %f2, %f3, %f4, %m, %a6, %a7, %f5, %wd, %a8, %f6, %a9, %f7, %a10, %f8, %a11, %f9)
    : (i8, i16, i32, i64, i64, i32, f32, f64, f32, f64, f32, memref<?xi64>, i64, i8, f64, memref<2x?xf32, strided<[?, 1], offset: ?>>, i64, f32, i16, f64, i64, f32, i32, f64) -> (i64, f64, i32)
  call @printI64(%r#0) : (i64) -> ()
  call @printNewline() : () -> ()
  call @printF64(%r#1) : (f64) -> ()
  call @printNewline() : () -> ()
  %r2 = arith.extsi %r#2 : i32 to i64
  call @printI64(%r2) : (i64) -> ()
  call @printNewline() : () -> ()
  memref.dealloc %m : memref<?xi64>
  memref.dealloc %big : memref<3x6xf32>
  return
}
