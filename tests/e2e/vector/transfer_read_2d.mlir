// vector.transfer_read of 2-D vectors: in bounds, out of bounds (padding), from a dynamic memref.
func.func @main() {
  %m = memref.alloc() : memref<4x5xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  scf.for %i = %c0 to %c4 step %c1 {
    scf.for %j = %c0 to %c5 step %c1 {
      %k = arith.muli %i, %c5 : index
      %l = arith.addi %k, %j : index
      %x = arith.index_cast %l : index to i32
      %f = arith.sitofp %x : i32 to f32
      memref.store %f, %m[%i, %j] : memref<4x5xf32>
    }
  }
  %pad = arith.constant -1.0 : f32
  %a = vector.transfer_read %m[%c0, %c0], %pad {in_bounds = [true, true]} : memref<4x5xf32>, vector<2x3xf32>
  vector.print %a : vector<2x3xf32>
  %b = vector.transfer_read %m[%c1, %c1], %pad : memref<4x5xf32>, vector<3x4xf32>
  vector.print %b : vector<3x4xf32>
  %c3 = arith.constant 3 : index
  %c = vector.transfer_read %m[%c3, %c3], %pad : memref<4x5xf32>, vector<3x4xf32>
  vector.print %c : vector<3x4xf32>
  %d = memref.cast %m : memref<4x5xf32> to memref<?x?xf32>
  %e = vector.transfer_read %d[%c1, %c4], %pad : memref<?x?xf32>, vector<4x2xf32>
  vector.print %e : vector<4x2xf32>
  return
}
