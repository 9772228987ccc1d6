// memref.atomic_rmw of every kind, generic_atomic_rmw (a compare-and-swap loop), dim with
// static and dynamic indices, rank, extract_strided_metadata, extract_aligned_pointer_as_index,
// assume_alignment and alloca_scope.
// REFERENCE-NO-DEALLOC
func.func private @printMemrefF32(memref<*xf32>) attributes { llvm.emit_c_interface }
func.func private @printMemrefI32(memref<*xi32>) attributes { llvm.emit_c_interface }
func.func private @printI64(i64)
func.func private @printF32(f32)
func.func private @printNewline()

func.func @i(%v: index) {
  %x = arith.index_cast %v : index to i64
  call @printI64(%x) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

func.func @ints(%m: memref<16xi32>) {
  %c0 = arith.constant 0 : index
  %v = arith.constant -5 : i32
  %w = arith.constant 12 : i32
  %r0 = memref.atomic_rmw addi %v, %m[%c0] : (i32, memref<16xi32>) -> i32
  %c1 = arith.constant 1 : index
  %r1 = memref.atomic_rmw andi %w, %m[%c1] : (i32, memref<16xi32>) -> i32
  %c2 = arith.constant 2 : index
  %r2 = memref.atomic_rmw assign %v, %m[%c2] : (i32, memref<16xi32>) -> i32
  %c3 = arith.constant 3 : index
  %r3 = memref.atomic_rmw maxs %v, %m[%c3] : (i32, memref<16xi32>) -> i32
  %c4 = arith.constant 4 : index
  %r4 = memref.atomic_rmw maxu %v, %m[%c4] : (i32, memref<16xi32>) -> i32
  %c5 = arith.constant 5 : index
  %r5 = memref.atomic_rmw mins %v, %m[%c5] : (i32, memref<16xi32>) -> i32
  %c6 = arith.constant 6 : index
  %r6 = memref.atomic_rmw minu %v, %m[%c6] : (i32, memref<16xi32>) -> i32
  %c7 = arith.constant 7 : index
  // (upstream cannot lower atomic_rmw muli/mulf; tests/llvm/atomics.mlir covers them)
  %r7 = memref.generic_atomic_rmw %m[%c7] : memref<16xi32> {
  ^bb0(%cur: i32):
    %t = arith.muli %cur, %v : i32
    memref.atomic_yield %t : i32
  }
  %c8 = arith.constant 8 : index
  %r8 = memref.atomic_rmw ori %w, %m[%c8] : (i32, memref<16xi32>) -> i32
  %c9 = arith.constant 9 : index
  %r9 = memref.atomic_rmw xori %w, %m[%c9] : (i32, memref<16xi32>) -> i32
  %c10 = arith.constant 10 : index
  %r10 = memref.generic_atomic_rmw %m[%c10] : memref<16xi32> {
  ^bb0(%cur: i32):
    %t = arith.muli %cur, %cur : i32
    %u = arith.addi %t, %w : i32
    memref.atomic_yield %u : i32
  }
  %all = memref.alloca() : memref<11xi32>
  memref.store %r0, %all[%c0] : memref<11xi32>
  memref.store %r1, %all[%c1] : memref<11xi32>
  memref.store %r2, %all[%c2] : memref<11xi32>
  memref.store %r3, %all[%c3] : memref<11xi32>
  memref.store %r4, %all[%c4] : memref<11xi32>
  memref.store %r5, %all[%c5] : memref<11xi32>
  memref.store %r6, %all[%c6] : memref<11xi32>
  memref.store %r7, %all[%c7] : memref<11xi32>
  memref.store %r8, %all[%c8] : memref<11xi32>
  memref.store %r9, %all[%c9] : memref<11xi32>
  memref.store %r10, %all[%c10] : memref<11xi32>
  %au = memref.cast %all : memref<11xi32> to memref<*xi32>
  call @printMemrefI32(%au) : (memref<*xi32>) -> ()
  return
}

func.func @floats(%m: memref<8xf32>) {
  %v = arith.constant 2.5 : f32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %c6 = arith.constant 6 : index
  %r0 = memref.atomic_rmw addf %v, %m[%c0] : (f32, memref<8xf32>) -> f32
  %r1 = memref.atomic_rmw maximumf %v, %m[%c1] : (f32, memref<8xf32>) -> f32
  %r2 = memref.atomic_rmw minimumf %v, %m[%c2] : (f32, memref<8xf32>) -> f32
  %r3 = memref.atomic_rmw maxnumf %v, %m[%c3] : (f32, memref<8xf32>) -> f32
  %r4 = memref.atomic_rmw minnumf %v, %m[%c4] : (f32, memref<8xf32>) -> f32
  %r5 = memref.atomic_rmw assign %v, %m[%c5] : (f32, memref<8xf32>) -> f32
  // (upstream cannot lower generic_atomic_rmw on floats: its cmpxchg takes integers only)
  %r6 = memref.atomic_rmw addf %v, %m[%c6] : (f32, memref<8xf32>) -> f32
  %sum0 = arith.addf %r0, %r1 : f32
  %sum1 = arith.addf %sum0, %r2 : f32
  %sum2 = arith.addf %sum1, %r3 : f32
  %sum3 = arith.addf %sum2, %r4 : f32
  %sum4 = arith.addf %sum3, %r5 : f32
  %sum5 = arith.addf %sum4, %r6 : f32
  call @printF32(%sum5) : (f32) -> ()
  call @printNewline() : () -> ()
  return
}

func.func @meta(%m: memref<?x5xf32, strided<[?, 1], offset: ?>>, %d: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %d0 = memref.dim %m, %c0 : memref<?x5xf32, strided<[?, 1], offset: ?>>
  call @i(%d0) : (index) -> ()
  %d1 = memref.dim %m, %c1 : memref<?x5xf32, strided<[?, 1], offset: ?>>
  call @i(%d1) : (index) -> ()
  %dd = memref.dim %m, %d : memref<?x5xf32, strided<[?, 1], offset: ?>>
  call @i(%dd) : (index) -> ()
  %r = memref.rank %m : memref<?x5xf32, strided<[?, 1], offset: ?>>
  call @i(%r) : (index) -> ()
  %base, %off, %sz:2, %st:2 = memref.extract_strided_metadata %m : memref<?x5xf32, strided<[?, 1], offset: ?>> -> memref<f32>, index, index, index, index, index
  call @i(%off) : (index) -> ()
  call @i(%sz#0) : (index) -> ()
  call @i(%sz#1) : (index) -> ()
  call @i(%st#0) : (index) -> ()
  call @i(%st#1) : (index) -> ()
  %first = memref.load %base[] : memref<f32>
  call @printF32(%first) : (f32) -> ()
  call @printNewline() : () -> ()
  %u = memref.cast %m : memref<?x5xf32, strided<[?, 1], offset: ?>> to memref<*xf32>
  %ur = memref.rank %u : memref<*xf32>
  call @i(%ur) : (index) -> ()
  %ud = memref.dim %u, %c1 : memref<*xf32>
  call @i(%ud) : (index) -> ()
  %p = memref.extract_aligned_pointer_as_index %m : memref<?x5xf32, strided<[?, 1], offset: ?>> -> index
  %pb = memref.extract_aligned_pointer_as_index %base : memref<f32> -> index
  %same = arith.subi %p, %pb : index
  call @i(%same) : (index) -> ()
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %m = memref.alloc() : memref<16xi32>
  scf.for %i = %c0 to %c16 step %c1 {
    %x = arith.index_cast %i : index to i32
    %c3 = arith.constant 3 : i32
    %y = arith.addi %x, %c3 : i32
    memref.store %y, %m[%i] : memref<16xi32>
  }
  call @ints(%m) : (memref<16xi32>) -> ()
  %mu = memref.cast %m : memref<16xi32> to memref<*xi32>
  call @printMemrefI32(%mu) : (memref<*xi32>) -> ()
  %f = memref.alloc() : memref<8xf32>
  %c8 = arith.constant 8 : index
  scf.for %i = %c0 to %c8 step %c1 {
    %x = arith.index_cast %i : index to i32
    %y = arith.sitofp %x : i32 to f32
    memref.store %y, %f[%i] : memref<8xf32>
  }
  call @floats(%f) : (memref<8xf32>) -> ()
  %fu = memref.cast %f : memref<8xf32> to memref<*xf32>
  call @printMemrefF32(%fu) : (memref<*xf32>) -> ()
  %g = memref.alloc() {alignment = 32 : i64} : memref<4x6xf32>
  %ga = memref.assume_alignment %g, 32 : memref<4x6xf32>
  %z = arith.constant 9.0 : f32
  %c2 = arith.constant 2 : index
  memref.store %z, %ga[%c0, %c0] : memref<4x6xf32>
  %sv = memref.subview %ga[1, 1] [3, 5] [1, 1] : memref<4x6xf32> to memref<3x5xf32, strided<[6, 1], offset: 7>>
  %svd = memref.cast %sv : memref<3x5xf32, strided<[6, 1], offset: 7>> to memref<?x5xf32, strided<[?, 1], offset: ?>>
  call @meta(%svd, %c0) : (memref<?x5xf32, strided<[?, 1], offset: ?>>, index) -> ()
  // A stack scope in a loop: the stack is released each iteration.
  %c100 = arith.constant 100 : index
  // (an i64 result: upstream's pipeline cannot lower an alloca_scope returning index)
  %z64 = arith.constant 0 : i64
  %acc = scf.for %i = %c0 to %c100 step %c1 iter_args(%a = %z64) -> (i64) {
    %r = memref.alloca_scope -> (i64) {
      %buf = memref.alloca() : memref<1024xindex>
      memref.store %i, %buf[%c1] : memref<1024xindex>
      %v = memref.load %buf[%c1] : memref<1024xindex>
      %v64 = arith.index_cast %v : index to i64
      %n = arith.addi %a, %v64 : i64
      memref.alloca_scope.return %n : i64
    }
    scf.yield %r : i64
  }
  call @printI64(%acc) : (i64) -> ()
  call @printNewline() : () -> ()
  memref.dealloc %m : memref<16xi32>
  memref.dealloc %f : memref<8xf32>
  memref.dealloc %g : memref<4x6xf32>
  return
}
