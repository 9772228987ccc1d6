// Buffer deallocation: scf.if arms allocating buffers of their own, or yielding a buffer
// allocated before (then kept alive), a global or an alloca (never freed); the merged
// buffer is freed only when it is owned.
func.func private @printMemrefF32(memref<*xf32>) attributes { llvm.emit_c_interface }
memref.global "private" constant @table : memref<4xf32> = dense<[10.0, 20.0, 30.0, 40.0]>

func.func @pick(%k: index, %base: memref<4xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %sel = arith.remui %k, %c4 : index
  %is0 = arith.cmpi eq, %sel, %c0 : index
  %is1 = arith.cmpi eq, %sel, %c1 : index
  %is2 = arith.cmpi eq, %sel, %c2 : index
  %m = scf.if %is0 -> memref<4xf32> {
    %a = memref.alloc() : memref<4xf32>
    %f = arith.constant 1.5 : f32
    scf.for %i = %c0 to %c4 step %c1 {
      memref.store %f, %a[%i] : memref<4xf32>
    }
    scf.yield %a : memref<4xf32>
  } else {
    %r = scf.if %is1 -> memref<4xf32> {
      scf.yield %base : memref<4xf32>
    } else {
      %r2 = scf.if %is2 -> memref<4xf32> {
        %g = memref.get_global @table : memref<4xf32>
        scf.yield %g : memref<4xf32>
      } else {
        %s = memref.alloca() : memref<4xf32>
        %f = arith.constant -2.0 : f32
        scf.for %i = %c0 to %c4 step %c1 {
          memref.store %f, %s[%i] : memref<4xf32>
        }
        %v = memref.load %s[%c2] : memref<4xf32>
        %h = memref.alloc() : memref<4xf32>
        scf.for %i = %c0 to %c4 step %c1 {
          memref.store %v, %h[%i] : memref<4xf32>
        }
        scf.yield %h : memref<4xf32>
      }
      scf.yield %r2 : memref<4xf32>
    }
    scf.yield %r : memref<4xf32>
  }
  %x = memref.load %m[%c1] : memref<4xf32>
  %y = memref.load %m[%c2] : memref<4xf32>
  %s = arith.addf %x, %y : f32
  return %s : f32
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c10 = arith.constant 10 : index
  %base = memref.alloc() : memref<4xf32>
  scf.for %i = %c0 to %c4 step %c1 {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    memref.store %f, %base[%i] : memref<4xf32>
  }
  %out = memref.alloc() : memref<10xf32>
  scf.for %k = %c0 to %c10 step %c1 {
    %v = func.call @pick(%k, %base) : (index, memref<4xf32>) -> f32
    memref.store %v, %out[%k] : memref<10xf32>
  }
  %u = memref.cast %out : memref<10xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  %ub = memref.cast %base : memref<4xf32> to memref<*xf32>
  call @printMemrefF32(%ub) : (memref<*xf32>) -> ()
  return
}
