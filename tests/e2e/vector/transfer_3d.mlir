// 3-D transfers on a 3-D memref, partially out of bounds.
func.func private @printMemrefF32(memref<*xf32>)
func.func @main() {
  %m = memref.alloc() : memref<2x3x4xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %c0 to %c2 step %c1 {
    scf.for %j = %c0 to %c3 step %c1 {
      scf.for %k = %c0 to %c4 step %c1 {
        %a = arith.muli %i, %c3 : index
        %b = arith.addi %a, %j : index
        %c = arith.muli %b, %c4 : index
        %d = arith.addi %c, %k : index
        %x = arith.index_cast %d : index to i32
        %f = arith.sitofp %x : i32 to f32
        memref.store %f, %m[%i, %j, %k] : memref<2x3x4xf32>
      }
    }
  }
  %pad = arith.constant -1.0 : f32
  %v = vector.transfer_read %m[%c1, %c1, %c1], %pad : memref<2x3x4xf32>, vector<2x2x4xf32>
  vector.print %v : vector<2x2x4xf32>
  %w = arith.constant dense<0.0> : vector<2x3x2xf32>
  vector.transfer_write %w, %m[%c0, %c1, %c3] : vector<2x3x2xf32>, memref<2x3x4xf32>
  %u = memref.cast %m : memref<2x3x4xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}
