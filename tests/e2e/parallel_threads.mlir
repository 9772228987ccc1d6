// --threads=2: the outermost scf.parallel / affine.parallel loops run on the runtime's thread
// pool (mlirc-parallelize + mlirc_parallel_for); results equal the sequential reference. A loop
// nested in a parallel one, one with a reduction, and one inside an scf.for are covered.
// MLIRC-FLAGS: --threads=2
// REFERENCE-NO-DEALLOC
func.func private @printI64(i64)
func.func private @printF32(f32)
func.func private @printNewline()

func.func @fill(%buf: memref<?x?xi64>, %scale: i64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %buf, %c0 : memref<?x?xi64>
  %m = memref.dim %buf, %c1 : memref<?x?xi64>
  scf.parallel (%i, %j) = (%c0, %c0) to (%n, %m) step (%c1, %c1) {
    %a = arith.muli %i, %m : index
    %b = arith.addi %a, %j : index
    %v = arith.index_cast %b : index to i64
    %w = arith.muli %v, %scale : i64
    memref.store %w, %buf[%i, %j] : memref<?x?xi64>
    scf.reduce
  }
  return
}

func.func @sum(%buf: memref<?x?xi64>) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i64
  %n = memref.dim %buf, %c0 : memref<?x?xi64>
  %m = memref.dim %buf, %c1 : memref<?x?xi64>
  // A reduction: stays on the calling thread.
  %s = scf.parallel (%i, %j) = (%c0, %c0) to (%n, %m) step (%c1, %c1) init (%z) -> i64 {
    %v = memref.load %buf[%i, %j] : memref<?x?xi64>
    scf.reduce(%v : i64) {
    ^bb0(%x: i64, %y: i64):
      %r = arith.addi %x, %y : i64
      scf.reduce.return %r : i64
    }
  }
  return %s : i64
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %n = arith.constant 1003 : index
  %m = arith.constant 7 : index
  %buf = memref.alloc(%n, %m) : memref<?x?xi64>
  %three = arith.constant 3 : i64
  call @fill(%buf, %three) : (memref<?x?xi64>, i64) -> ()
  %s = call @sum(%buf) : (memref<?x?xi64>) -> i64
  call @printI64(%s) : (i64) -> ()
  call @printNewline() : () -> ()
  // Odd bounds and steps, an inner parallel loop, floats, inside an scf.for.
  %f = memref.alloc() : memref<41x5xf32>
  %one = arith.constant 1.0 : f32
  scf.for %rep = %c0 to %c2 step %c1 {
    scf.parallel (%i) = (%c3) to (%m) step (%c2) {
      scf.parallel (%j) = (%c0) to (%c3) step (%c1) {
        %ij = arith.addi %i, %j : index
        %ii = arith.index_cast %ij : index to i64
        %x = arith.sitofp %ii : i64 to f32
        %y = arith.addf %x, %one : f32
        memref.store %y, %f[%i, %j] : memref<41x5xf32>
        scf.reduce
      }
      scf.reduce
    }
  }
  %v5 = memref.load %f[%c3, %c2] : memref<41x5xf32>
  call @printF32(%v5) : (f32) -> ()
  call @printNewline() : () -> ()
  affine.parallel (%i) = (0) to (41) {
    affine.for %j = 0 to 5 {
      %ii = arith.index_cast %i : index to i64
      %x = arith.sitofp %ii : i64 to f32
      affine.store %x, %f[%i, %j] : memref<41x5xf32>
    }
  }
  %acc = scf.for %i = %c0 to %n step %c1 iter_args(%a = %one) -> f32 {
    %k = arith.remui %i, %m : index
    %l = arith.remui %i, %c3 : index
    %i41 = arith.remui %i, %n : index
    %q = arith.constant 41 : index
    %r = arith.remui %i41, %q : index
    %e = memref.load %f[%r, %l] : memref<41x5xf32>
    %b = arith.addf %a, %e : f32
    scf.yield %b : f32
  }
  call @printF32(%acc) : (f32) -> ()
  call @printNewline() : () -> ()
  memref.dealloc %buf : memref<?x?xi64>
  memref.dealloc %f : memref<41x5xf32>
  return
}
