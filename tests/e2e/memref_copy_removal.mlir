// Memref-level copies that mlirc-copy-removal takes out (a temporary computed and copied into a
// fresh buffer; a fresh copy of a buffer that is only read) and copies it must keep (the
// source written before the copy is read; the destination read while the temporary is
// computed), in straight-line code and in a loop.
func.func private @printMemrefF32(memref<*xf32>)

func.func @print(%m: memref<4xf32>) {
  %u = memref.cast %m : memref<4xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32

  // A temporary feeding a copy: d = [2, 2, 2, 1]
  %d = memref.alloc() : memref<4xf32>
  %t = memref.alloc() : memref<4xf32>
  linalg.fill ins(%two : f32) outs(%t : memref<4xf32>)
  %c3 = arith.constant 3 : index
  memref.store %one, %t[%c3] : memref<4xf32>
  memref.copy %t, %d : memref<4xf32> to memref<4xf32>
  call @print(%d) : (memref<4xf32>) -> ()

  // A copy only read: e reads d's values.
  %e = memref.alloc() : memref<4xf32>
  memref.copy %d, %e : memref<4xf32> to memref<4xf32>
  %s = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %one) -> (f32) {
    %v = memref.load %e[%i] : memref<4xf32>
    %a = arith.addf %acc, %v : f32
    scf.yield %a : f32
  }
  %r = memref.alloc() : memref<4xf32>
  linalg.fill ins(%s : f32) outs(%r : memref<4xf32>)
  call @print(%r) : (memref<4xf32>) -> ()

  // The source written after the copy, before the read: the copy stays (f keeps the old d).
  %f = memref.alloc() : memref<4xf32>
  memref.copy %d, %f : memref<4xf32> to memref<4xf32>
  memref.store %s, %d[%c0] : memref<4xf32>
  %g = memref.alloc() : memref<4xf32>
  linalg.copy ins(%f : memref<4xf32>) outs(%g : memref<4xf32>)
  call @print(%g) : (memref<4xf32>) -> ()
  call @print(%d) : (memref<4xf32>) -> ()

  // In a loop: each iteration computes a temporary from the previous destination (read while
  // the temporary is computed: stays) and copies it over.
  %h = memref.alloc() : memref<4xf32>
  linalg.fill ins(%one : f32) outs(%h : memref<4xf32>)
  scf.for %i = %c0 to %c4 step %c1 {
    %tmp = memref.alloc() : memref<4xf32>
    linalg.generic {indexing_maps = [affine_map<(k) -> (k)>, affine_map<(k) -> (k)>], iterator_types = ["parallel"]}
        ins(%h : memref<4xf32>) outs(%tmp : memref<4xf32>) {
    ^bb0(%x: f32, %o: f32):
      %y = arith.mulf %x, %two : f32
      linalg.yield %y : f32
    }
    memref.copy %tmp, %h : memref<4xf32> to memref<4xf32>
  }
  call @print(%h) : (memref<4xf32>) -> ()
  return
}
