// Buffer deallocation where ownership is known only at run time: a function returns either
// a buffer it allocated or its argument (copied then, behind a branch on the ownership
// flag), either a fresh buffer or a global; the callers free every result.
func.func private @printMemrefF32(memref<*xf32>) attributes { llvm.emit_c_interface }
memref.global "private" constant @fallback : memref<4xf32> = dense<[9.0, 8.0, 7.0, 6.0]>

func.func @maybe_new(%m: memref<4xf32>, %fresh: i1) -> memref<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %r = scf.if %fresh -> memref<4xf32> {
    %n = memref.alloc() : memref<4xf32>
    scf.for %i = %c0 to %c4 step %c1 {
      %v = memref.load %m[%i] : memref<4xf32>
      %w = arith.addf %v, %v : f32
      memref.store %w, %n[%i] : memref<4xf32>
    }
    scf.yield %n : memref<4xf32>
  } else {
    scf.yield %m : memref<4xf32>
  }
  return %r : memref<4xf32>
}

func.func @new_or_global(%fresh: i1) -> memref<4xf32> {
  %c0 = arith.constant 0 : index
  %r = scf.if %fresh -> memref<4xf32> {
    %n = memref.alloc() : memref<4xf32>
    %f = arith.constant 0.5 : f32
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    scf.for %i = %c0 to %c4 step %c1 {
      memref.store %f, %n[%i] : memref<4xf32>
    }
    scf.yield %n : memref<4xf32>
  } else {
    %g = memref.get_global @fallback : memref<4xf32>
    scf.yield %g : memref<4xf32>
  }
  return %r : memref<4xf32>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c6 = arith.constant 6 : index
  %true = arith.constant true
  %false = arith.constant false
  %base = memref.alloc() : memref<4xf32>
  scf.for %i = %c0 to %c4 step %c1 {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    memref.store %f, %base[%i] : memref<4xf32>
  }
  %acc = scf.for %k = %c0 to %c6 step %c1 iter_args(%cur = %base) -> (memref<4xf32>) {
    %two = arith.constant 2 : index
    %r = arith.remui %k, %two : index
    %even = arith.cmpi eq, %r, %c0 : index
    %n = func.call @maybe_new(%cur, %even) : (memref<4xf32>, i1) -> memref<4xf32>
    scf.yield %n : memref<4xf32>
  }
  %u = memref.cast %acc : memref<4xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  %g1 = call @new_or_global(%true) : (i1) -> memref<4xf32>
  %g2 = call @new_or_global(%false) : (i1) -> memref<4xf32>
  %u1 = memref.cast %g1 : memref<4xf32> to memref<*xf32>
  call @printMemrefF32(%u1) : (memref<*xf32>) -> ()
  %u2 = memref.cast %g2 : memref<4xf32> to memref<*xf32>
  call @printMemrefF32(%u2) : (memref<*xf32>) -> ()
  return
}
