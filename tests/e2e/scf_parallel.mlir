// scf.parallel (with and without reductions, multi-dimensional) and scf.forall (static,
// dynamic and stepped bounds) run as nested loops on the CPU.
// REFERENCE-PASSES-BEFORE: --scf-forall-to-for
// REFERENCE-NO-DEALLOC
func.func private @printMemrefF32(memref<*xf32>) attributes { llvm.emit_c_interface }
func.func private @printF32(f32)
func.func private @printI64(i64)
func.func private @printNewline()

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %m = memref.alloc() : memref<3x4xf32>
  scf.parallel (%i, %j) = (%c0, %c0) to (%c3, %c4) step (%c1, %c1) {
    %a = arith.muli %i, %c4 : index
    %b = arith.addi %a, %j : index
    %x = arith.index_cast %b : index to i32
    %f = arith.sitofp %x : i32 to f32
    memref.store %f, %m[%i, %j] : memref<3x4xf32>
    scf.reduce
  }
  %mu = memref.cast %m : memref<3x4xf32> to memref<*xf32>
  call @printMemrefF32(%mu) : (memref<*xf32>) -> ()
  // Two reductions: a sum and a maximum.
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant -100.0 : f32
  %r:2 = scf.parallel (%i, %j) = (%c0, %c0) to (%c3, %c4) step (%c1, %c2) init(%zero, %ninf) -> (f32, f32) {
    %v = memref.load %m[%i, %j] : memref<3x4xf32>
    %sq = arith.mulf %v, %v : f32
    scf.reduce(%v, %sq : f32, f32) {
    ^bb0(%l: f32, %rr: f32):
      %s = arith.addf %l, %rr : f32
      scf.reduce.return %s : f32
    }, {
    ^bb0(%l: f32, %rr: f32):
      %s = arith.maximumf %l, %rr : f32
      scf.reduce.return %s : f32
    }
  }
  call @printF32(%r#0) : (f32) -> ()
  call @printNewline() : () -> ()
  call @printF32(%r#1) : (f32) -> ()
  call @printNewline() : () -> ()
  // forall: static bounds, then dynamic bounds with a step.
  %n = memref.alloc() : memref<4x3xf32>
  scf.forall (%i, %j) in (4, 3) {
    %v = memref.load %m[%j, %i] : memref<3x4xf32>
    %w = arith.negf %v : f32
    memref.store %w, %n[%i, %j] : memref<4x3xf32>
  }
  %nu = memref.cast %n : memref<4x3xf32> to memref<*xf32>
  call @printMemrefF32(%nu) : (memref<*xf32>) -> ()
  %one = arith.constant 1.0 : f32
  scf.forall (%i) = (%c1) to (%c4) step (%c2) {
    memref.store %one, %n[%i, %c0] : memref<4x3xf32>
  }
  call @printMemrefF32(%nu) : (memref<*xf32>) -> ()
  memref.dealloc %m : memref<3x4xf32>
  memref.dealloc %n : memref<4x3xf32>
  return
}
