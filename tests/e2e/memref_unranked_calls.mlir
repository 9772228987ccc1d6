// Unranked memrefs across calls: a function taking memref<*xf32> and dispatching on its
// rank (memref.rank, memref.cast back to ranked), returning an unranked memref built
// from different ranks in different branches, and passing the result on.
// REFERENCE-NO-DEALLOC
func.func private @printMemrefF32(memref<*xf32>) attributes { llvm.emit_c_interface }
func.func private @printI64(i64)
func.func private @printF32(f32)
func.func private @printNewline()

// Sum of all elements of a rank-1 or rank-2 buffer (identity layout), -1 otherwise.
func.func @total(%u: memref<*xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %z = arith.constant 0.0 : f32
  %r = memref.rank %u : memref<*xf32>
  %rx = arith.index_cast %r : index to i64
  call @printI64(%rx) : (i64) -> ()
  call @printNewline() : () -> ()
  %s = scf.index_switch %r -> f32
  case 1 {
    %m = memref.cast %u : memref<*xf32> to memref<?xf32>
    %n = memref.dim %m, %c0 : memref<?xf32>
    %t = scf.for %i = %c0 to %n step %c1 iter_args(%a = %z) -> f32 {
      %x = memref.load %m[%i] : memref<?xf32>
      %y = arith.addf %a, %x : f32
      scf.yield %y : f32
    }
    scf.yield %t : f32
  }
  case 2 {
    %m = memref.cast %u : memref<*xf32> to memref<?x?xf32>
    %n0 = memref.dim %m, %c0 : memref<?x?xf32>
    %n1 = memref.dim %m, %c1 : memref<?x?xf32>
    %t = scf.for %i = %c0 to %n0 step %c1 iter_args(%a = %z) -> f32 {
      %t2 = scf.for %j = %c0 to %n1 step %c1 iter_args(%b = %a) -> f32 {
        %x = memref.load %m[%i, %j] : memref<?x?xf32>
        %y = arith.addf %b, %x : f32
        scf.yield %y : f32
      }
      scf.yield %t2 : f32
    }
    scf.yield %t : f32
  }
  default {
    %m1 = arith.constant -1.0 : f32
    scf.yield %m1 : f32
  }
  return %s : f32
}

// Returns the buffer as 1-D or as 2x(n/2), depending on %flat.
func.func @shape_as(%m: memref<8xf32>, %flat: i1) -> memref<*xf32> {
  %r = scf.if %flat -> memref<*xf32> {
    %u = memref.cast %m : memref<8xf32> to memref<*xf32>
    scf.yield %u : memref<*xf32>
  } else {
    %e = memref.expand_shape %m [[0, 1]] output_shape [2, 4] : memref<8xf32> into memref<2x4xf32>
    %u = memref.cast %e : memref<2x4xf32> to memref<*xf32>
    scf.yield %u : memref<*xf32>
  }
  return %r : memref<*xf32>
}

func.func @show(%u: memref<*xf32>) {
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  %t = call @total(%u) : (memref<*xf32>) -> f32
  call @printF32(%t) : (f32) -> ()
  call @printNewline() : () -> ()
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %m = memref.alloc() : memref<8xf32>
  scf.for %i = %c0 to %c8 step %c1 {
    %x = arith.index_cast %i : index to i32
    %f = arith.sitofp %x : i32 to f32
    %g = arith.mulf %f, %f : f32
    memref.store %g, %m[%i] : memref<8xf32>
  }
  %t = arith.constant true
  %f = arith.constant false
  %a = call @shape_as(%m, %t) : (memref<8xf32>, i1) -> memref<*xf32>
  call @show(%a) : (memref<*xf32>) -> ()
  %b = call @shape_as(%m, %f) : (memref<8xf32>, i1) -> memref<*xf32>
  call @show(%b) : (memref<*xf32>) -> ()
  %three = memref.alloc() : memref<2x2x2xf32>
  %one = arith.constant 1.0 : f32
  memref.store %one, %three[%c0, %c0, %c0] : memref<2x2x2xf32>
  %u3 = memref.cast %three : memref<2x2x2xf32> to memref<*xf32>
  %t3 = call @total(%u3) : (memref<*xf32>) -> f32
  call @printF32(%t3) : (f32) -> ()
  call @printNewline() : () -> ()
  %zero = memref.alloc() : memref<f32>
  %pi = arith.constant 3.25 : f32
  memref.store %pi, %zero[] : memref<f32>
  %u0 = memref.cast %zero : memref<f32> to memref<*xf32>
  call @show(%u0) : (memref<*xf32>) -> ()
  memref.dealloc %m : memref<8xf32>
  memref.dealloc %three : memref<2x2x2xf32>
  memref.dealloc %zero : memref<f32>
  return
}
