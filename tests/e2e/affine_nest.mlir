// affine.for with max/min bound maps, symbols, steps and iter_args; affine.if with
// equalities, inequalities and else branches; affine.load/store through maps;
// affine.parallel with bound groups and reductions.
// REFERENCE-NO-DEALLOC
func.func private @printMemrefF32(memref<*xf32>) attributes { llvm.emit_c_interface }
func.func private @printMemrefI64(memref<*xi64>) attributes { llvm.emit_c_interface }
func.func private @printF32(f32)
func.func private @printI64(i64)
func.func private @printNewline()

#tri = affine_set<(d0, d1) : (d0 - d1 >= 0)>
#diag = affine_set<(d0, d1)[s0] : (d0 - d1 == 0, s0 - d0 - 1 >= 0)>

func.func @main() {
  %n = arith.constant 6 : index
  %m = memref.alloc() : memref<6x6xf32>
  affine.for %i = 0 to 6 {
    affine.for %j = 0 to 6 {
      %x = arith.index_cast %i : index to i32
      %y = arith.index_cast %j : index to i32
      %k = arith.constant 10 : i32
      %t = arith.muli %x, %k : i32
      %v = arith.addi %t, %y : i32
      %f = arith.sitofp %v : i32 to f32
      affine.store %f, %m[%i, %j] : memref<6x6xf32>
    }
  }
  // Lower triangle negated, diagonal (below the symbol bound) zeroed, with an else branch.
  affine.for %i = 0 to %n {
    affine.for %j = 0 to %n {
      affine.if #diag(%i, %j)[%n] {
        %z = arith.constant 0.0 : f32
        affine.store %z, %m[%i, %j] : memref<6x6xf32>
      } else {
        affine.if #tri(%i, %j) {
          %v = affine.load %m[%i, %j] : memref<6x6xf32>
          %w = arith.negf %v : f32
          affine.store %w, %m[%i, %j] : memref<6x6xf32>
        }
      }
    }
  }
  %mu = memref.cast %m : memref<6x6xf32> to memref<*xf32>
  call @printMemrefF32(%mu) : (memref<*xf32>) -> ()
  // Bounds from maps: i from max(1, n - 4) to min(n, 5) step 2, sum of a strided access.
  %z = arith.constant 0.0 : f32
  %s = affine.for %i = max affine_map<()[s0] -> (1, s0 - 4)>()[%n] to min affine_map<()[s0] -> (s0, 5)>()[%n] step 2 iter_args(%acc = %z) -> f32 {
    %v = affine.load %m[%i floordiv 2, (%i * 2) mod 6] : memref<6x6xf32>
    %a = arith.addf %acc, %v : f32
    affine.yield %a : f32
  }
  call @printF32(%s) : (f32) -> ()
  call @printNewline() : () -> ()
  // Triangular loop nest: j runs from i to n.
  %cnt = memref.alloc() : memref<i64>
  %c0i = arith.constant 0 : i64
  affine.store %c0i, %cnt[] : memref<i64>
  affine.for %i = 0 to 6 {
    affine.for %j = affine_map<(d0) -> (d0)>(%i) to 6 {
      %c = affine.load %cnt[] : memref<i64>
      %one = arith.constant 1 : i64
      %c2 = arith.addi %c, %one : i64
      affine.store %c2, %cnt[] : memref<i64>
    }
  }
  %total = affine.load %cnt[] : memref<i64>
  call @printI64(%total) : (i64) -> ()
  call @printNewline() : () -> ()
  // affine.parallel: a 2-d fill with steps, then sum and max reductions.
  %p = memref.alloc() : memref<4x6xi64>
  affine.parallel (%i, %j) = (0, 0) to (4, symbol(%n)) {
    %x = arith.index_cast %i : index to i64
    %y = arith.index_cast %j : index to i64
    %t = arith.muli %x, %y : i64
    affine.store %t, %p[%i, %j] : memref<4x6xi64>
  }
  %pu = memref.cast %p : memref<4x6xi64> to memref<*xi64>
  call @printMemrefI64(%pu) : (memref<*xi64>) -> ()
  %r:2 = affine.parallel (%i, %j) = (0, 1) to (4, min(6, symbol(%n) - 1)) step (1, 2) reduce ("addi", "ori") -> (i64, i64) {
    %v = affine.load %p[%i, %j] : memref<4x6xi64>
    affine.yield %v, %v : i64, i64
  }
  call @printI64(%r#0) : (i64) -> ()
  call @printNewline() : () -> ()
  call @printI64(%r#1) : (i64) -> ()
  call @printNewline() : () -> ()
  %fs = affine.parallel (%i) = (0) to (6) reduce ("addf") -> f32 {
    %v = affine.load %m[%i, 5 - %i] : memref<6x6xf32>
    affine.yield %v : f32
  }
  call @printF32(%fs) : (f32) -> ()
  call @printNewline() : () -> ()
  memref.dealloc %m : memref<6x6xf32>
  memref.dealloc %cnt : memref<i64>
  memref.dealloc %p : memref<4x6xi64>
  return
}
