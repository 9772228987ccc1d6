// Buffer deallocation across calls: functions return buffers they allocate (the caller owns
// and frees them), a function returning its argument or a global hands back a copy, results
// pass straight into further calls, and a call in a loop returns a new buffer every time.
func.func private @printMemrefF32(memref<*xf32>) attributes { llvm.emit_c_interface }
func.func private @printF32(f32)
func.func private @printNewline()
memref.global "private" constant @ones : memref<4xf32> = dense<1.0>

func.func @iota(%n: index) -> memref<?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = memref.alloc(%n) : memref<?xf32>
  scf.for %i = %c0 to %n step %c1 {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    memref.store %f, %m[%i] : memref<?xf32>
  }
  return %m : memref<?xf32>
}

func.func @scaled(%m: memref<?xf32>, %k: f32) -> memref<?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %m, %c0 : memref<?xf32>
  %r = memref.alloc(%n) : memref<?xf32>
  scf.for %i = %c0 to %n step %c1 {
    %v = memref.load %m[%i] : memref<?xf32>
    %w = arith.mulf %v, %k : f32
    memref.store %w, %r[%i] : memref<?xf32>
  }
  return %r : memref<?xf32>
}

func.func @same(%m: memref<?xf32>) -> memref<?xf32> {
  return %m : memref<?xf32>
}

func.func @get_ones() -> memref<4xf32> {
  %g = memref.get_global @ones : memref<4xf32>
  return %g : memref<4xf32>
}

func.func @sum(%m: memref<?xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f32
  %n = memref.dim %m, %c0 : memref<?xf32>
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%a = %z) -> (f32) {
    %v = memref.load %m[%i] : memref<?xf32>
    %b = arith.addf %a, %v : f32
    scf.yield %b : f32
  }
  return %s : f32
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c6 = arith.constant 6 : index
  %c1000 = arith.constant 1000 : index
  %two = arith.constant 2.0 : f32
  %a = call @iota(%c6) : (index) -> memref<?xf32>
  %b = call @scaled(%a, %two) : (memref<?xf32>, f32) -> memref<?xf32>
  %c = call @scaled(%b, %two) : (memref<?xf32>, f32) -> memref<?xf32>
  %d = call @same(%c) : (memref<?xf32>) -> memref<?xf32>
  %zero = arith.constant 0.0 : f32
  memref.store %zero, %d[%c0] : memref<?xf32>
  %uc = memref.cast %c : memref<?xf32> to memref<*xf32>
  call @printMemrefF32(%uc) : (memref<*xf32>) -> ()
  %ud = memref.cast %d : memref<?xf32> to memref<*xf32>
  call @printMemrefF32(%ud) : (memref<*xf32>) -> ()
  %o = call @get_ones() : () -> memref<4xf32>
  %uo = memref.cast %o : memref<4xf32> to memref<*xf32>
  call @printMemrefF32(%uo) : (memref<*xf32>) -> ()
  %total = scf.for %i = %c0 to %c1000 step %c1 iter_args(%acc = %zero) -> (f32) {
    %t = func.call @iota(%c6) : (index) -> memref<?xf32>
    %t2 = func.call @scaled(%t, %two) : (memref<?xf32>, f32) -> memref<?xf32>
    %s = func.call @sum(%t2) : (memref<?xf32>) -> f32
    %n = arith.addf %acc, %s : f32
    scf.yield %n : f32
  }
  call @printF32(%total) : (f32) -> ()
  call @printNewline() : () -> ()
  return
}
