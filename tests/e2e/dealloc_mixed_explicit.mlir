// Buffer deallocation next to explicit memref.dealloc: buffers the program frees itself
// (directly, through a view, or after a loop that frees the buffer it replaces) are left to
// it, never freed twice; the buffers it forgets in the same functions are freed by mlirc.
// REFERENCE-NO-DEALLOC (upstream's pipeline rejects explicit memref.dealloc)
func.func private @printMemrefF32(memref<*xf32>) attributes { llvm.emit_c_interface }
func.func private @printF32(f32)
func.func private @printNewline()

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c50 = arith.constant 50 : index
  %one = arith.constant 1.0 : f32
  %managed = memref.alloc() : memref<4xf32>
  %explicit = memref.alloc() : memref<4xf32>
  scf.for %i = %c0 to %c4 step %c1 {
    memref.store %one, %managed[%i] : memref<4xf32>
    memref.store %one, %explicit[%i] : memref<4xf32>
  }
  %view = memref.subview %explicit[1] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1], offset: 1>>
  %x = memref.load %view[%c0] : memref<2xf32, strided<[1], offset: 1>>
  memref.dealloc %view : memref<2xf32, strided<[1], offset: 1>>
  %init = memref.alloc() : memref<4xf32>
  scf.for %i = %c0 to %c4 step %c1 {
    memref.store %x, %init[%i] : memref<4xf32>
  }
  %res = scf.for %t = %c0 to %c50 step %c1 iter_args(%cur = %init) -> (memref<4xf32>) {
    %next = memref.alloc() : memref<4xf32>
    %forgotten = memref.alloc() : memref<4xf32>
    scf.for %i = %c0 to %c4 step %c1 {
      %v = memref.load %cur[%i] : memref<4xf32>
      %m = memref.load %managed[%i] : memref<4xf32>
      %w = arith.addf %v, %m : f32
      memref.store %w, %forgotten[%i] : memref<4xf32>
      %y = memref.load %forgotten[%i] : memref<4xf32>
      memref.store %y, %next[%i] : memref<4xf32>
    }
    memref.dealloc %cur : memref<4xf32>
    scf.yield %next : memref<4xf32>
  }
  %u = memref.cast %res : memref<4xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  memref.dealloc %res : memref<4xf32>
  return
}
