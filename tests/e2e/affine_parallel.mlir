// lower-affine: affine.parallel to scf.parallel, multi-dimensional with max/min bound
// groups and steps, without reductions and with addf, maximumf, addi and muli reductions.
// REFERENCE-NO-DEALLOC
func.func private @printMemrefF32(memref<*xf32>) attributes { llvm.emit_c_interface }
func.func private @printF32(f32)
func.func private @printI64(i64)
func.func private @printNewline()

func.func @main() {
  %m = memref.alloc() : memref<4x5xf32>
  %n = arith.constant 5 : index
  affine.parallel (%i, %j) = (0, 0) to (4, symbol(%n)) {
    %k = affine.apply affine_map<(d0, d1) -> (d0 * 5 + d1 - 7)>(%i, %j)
    %ki = arith.index_cast %k : index to i32
    %f = arith.sitofp %ki : i32 to f32
    affine.store %f, %m[%i, %j] : memref<4x5xf32>
  }
  %mu = memref.cast %m : memref<4x5xf32> to memref<*xf32>
  call @printMemrefF32(%mu) : (memref<*xf32>) -> ()
  %r:2 = affine.parallel (%i, %j) = (max(1, 0), 0) to (min(4, 3 + 1), 5) step (1, 2) reduce ("addf", "maximumf") -> (f32, f32) {
    %x = affine.load %m[%i, %j] : memref<4x5xf32>
    affine.yield %x, %x : f32, f32
  }
  call @printF32(%r#0) : (f32) -> ()
  call @printNewline() : () -> ()
  call @printF32(%r#1) : (f32) -> ()
  call @printNewline() : () -> ()
  %q:2 = affine.parallel (%i) = (1) to (7) reduce ("addi", "muli") -> (i64, i64) {
    %x = arith.index_cast %i : index to i64
    affine.yield %x, %x : i64, i64
  }
  call @printI64(%q#0) : (i64) -> ()
  call @printNewline() : () -> ()
  call @printI64(%q#1) : (i64) -> ()
  call @printNewline() : () -> ()
  memref.dealloc %m : memref<4x5xf32>
  return
}
