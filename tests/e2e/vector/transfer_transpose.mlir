// vector.transfer_read/write with a transposing permutation map and a broadcast dimension.
func.func private @printMemrefI32(memref<*xi32>)
func.func @main() {
  %m = memref.alloc() : memref<3x4xi32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %c0 to %c3 step %c1 {
    scf.for %j = %c0 to %c4 step %c1 {
      %k = arith.muli %i, %c4 : index
      %l = arith.addi %k, %j : index
      %x = arith.index_cast %l : index to i32
      memref.store %x, %m[%i, %j] : memref<3x4xi32>
    }
  }
  %pad = arith.constant -7 : i32
  %t = vector.transfer_read %m[%c0, %c0], %pad {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : memref<3x4xi32>, vector<4x3xi32>
  vector.print %t : vector<4x3xi32>
  %t2 = vector.transfer_read %m[%c1, %c1], %pad {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : memref<3x4xi32>, vector<4x3xi32>
  vector.print %t2 : vector<4x3xi32>
  %b = vector.transfer_read %m[%c1, %c0], %pad {in_bounds = [true, true], permutation_map = affine_map<(d0, d1) -> (0, d1)>} : memref<3x4xi32>, vector<2x4xi32>
  vector.print %b : vector<2x4xi32>
  %v = arith.constant dense<[[100, 101, 102], [103, 104, 105]]> : vector<2x3xi32>
  vector.transfer_write %v, %m[%c0, %c1] {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : vector<2x3xi32>, memref<3x4xi32>
  %u = memref.cast %m : memref<3x4xi32> to memref<*xi32>
  call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  return
}
