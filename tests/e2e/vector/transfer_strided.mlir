// Transfers on a strided subview (non-unit strides): read a column, write a 2-D block.
func.func private @printMemrefI32(memref<*xi32>)
func.func @main() {
  %m = memref.alloc() : memref<4x6xi32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c6 = arith.constant 6 : index
  scf.for %i = %c0 to %c4 step %c1 {
    scf.for %j = %c0 to %c6 step %c1 {
      %a = arith.muli %i, %c6 : index
      %b = arith.addi %a, %j : index
      %x = arith.index_cast %b : index to i32
      memref.store %x, %m[%i, %j] : memref<4x6xi32>
    }
  }
  %s = memref.subview %m[0, 1] [4, 3] [1, 2] : memref<4x6xi32> to memref<4x3xi32, strided<[6, 2], offset: 1>>
  %pad = arith.constant -1 : i32
  %v = vector.transfer_read %s[%c1, %c0], %pad : memref<4x3xi32, strided<[6, 2], offset: 1>>, vector<2x4xi32>
  vector.print %v : vector<2x4xi32>
  %col = vector.transfer_read %m[%c0, %c1], %pad {permutation_map = affine_map<(d0, d1) -> (d0)>} : memref<4x6xi32>, vector<5xi32>
  vector.print %col : vector<5xi32>
  %w = arith.constant dense<[[100, 101], [102, 103]]> : vector<2x2xi32>
  vector.transfer_write %w, %s[%c0, %c1] : vector<2x2xi32>, memref<4x3xi32, strided<[6, 2], offset: 1>>
  %u = memref.cast %m : memref<4x6xi32> to memref<*xi32>
  call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  return
}
