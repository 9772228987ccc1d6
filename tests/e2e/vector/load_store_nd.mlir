// vector.load / vector.store of 1-D and 2-D vectors.
// Upstream cannot lower this program (convert-vector-to-llvm takes vector.load/store of 1-D vectors only): the expected output is written here.
func.func private @printMemrefI32(memref<*xi32>)
func.func @main() {
  %m = memref.alloc() : memref<4x6xi32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c6 = arith.constant 6 : index
  scf.for %i = %c0 to %c4 step %c1 {
    scf.for %j = %c0 to %c6 step %c1 {
      %k = arith.muli %i, %c6 : index
      %l = arith.addi %k, %j : index
      %x = arith.index_cast %l : index to i32
      memref.store %x, %m[%i, %j] : memref<4x6xi32>
    }
  }
  %a = vector.load %m[%c1, %c2] : memref<4x6xi32>, vector<4xi32>
  vector.print %a : vector<4xi32>
  %b = vector.load %m[%c1, %c1] : memref<4x6xi32>, vector<3x2xi32>
  vector.print %b : vector<3x2xi32>
  %n = arith.constant dense<[[-1, -2, -3], [-4, -5, -6]]> : vector<2x3xi32>
  vector.store %n, %m[%c2, %c2] : memref<4x6xi32>, vector<2x3xi32>
  %s = arith.constant dense<77> : vector<2xi32>
  vector.store %s, %m[%c0, %c4] : memref<4x6xi32>, vector<2xi32>
  %u = memref.cast %m : memref<4x6xi32> to memref<*xi32>
  call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  return
}
// EXPECTED-OUTPUT: ( 8, 9, 10, 11 )
// EXPECTED-OUTPUT: ( ( 7, 8 ), ( 13, 14 ), ( 19, 20 ) )
// EXPECTED-OUTPUT: Unranked Memref base@ = 0x? rank = 2 offset = 0 sizes = [4, 6] strides = [6, 1] data = 
// EXPECTED-OUTPUT: [[0,   1,   2,   3,   77,   77], 
// EXPECTED-OUTPUT:  [6,   7,   8,   9,   10,   11], 
// EXPECTED-OUTPUT:  [12,   13,   -1,   -2,   -3,   17], 
// EXPECTED-OUTPUT:  [18,   19,   -4,   -5,   -6,   23]]
