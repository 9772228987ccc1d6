// Buffer deallocation: a buffer carried through scf.for iter_args, replaced by a new one
// every iteration (the old one is freed by mlirc when it is replaced, the last one after its
// last use); an inner scratch buffer per iteration too.
func.func private @printMemrefF32(memref<*xf32>) attributes { llvm.emit_c_interface }

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %steps = arith.constant 6 : index
  %one = arith.constant 1.0 : f32
  %half = arith.constant 0.5 : f32
  %init = memref.alloc() : memref<8xf32>
  scf.for %i = %c0 to %c8 step %c1 {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    memref.store %f, %init[%i] : memref<8xf32>
  }
  %res = scf.for %t = %c0 to %steps step %c1 iter_args(%cur = %init) -> (memref<8xf32>) {
    %next = memref.alloc() : memref<8xf32>
    %tmp = memref.alloc() : memref<8xf32>
    scf.for %i = %c0 to %c8 step %c1 {
      %v = memref.load %cur[%i] : memref<8xf32>
      %w = arith.mulf %v, %half : f32
      memref.store %w, %tmp[%i] : memref<8xf32>
    }
    scf.for %i = %c0 to %c8 step %c1 {
      %v = memref.load %tmp[%i] : memref<8xf32>
      %w = arith.addf %v, %one : f32
      memref.store %w, %next[%i] : memref<8xf32>
    }
    scf.yield %next : memref<8xf32>
  }
  %u = memref.cast %res : memref<8xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}
