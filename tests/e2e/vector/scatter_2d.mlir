// A 2-D vector.scatter (lowered row by row), masked.
// Upstream cannot lower this program (convert-vector-to-llvm scatters 1-D vectors only): the expected output is written here.
func.func private @printMemrefF32(memref<*xf32>)
func.func @main() {
  %m = memref.alloc() : memref<10xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c10 = arith.constant 10 : index
  scf.for %i = %c0 to %c10 step %c1 {
    %x = arith.index_cast %i : index to i32
    %f = arith.sitofp %x : i32 to f32
    memref.store %f, %m[%i] : memref<10xf32>
  }
  %idx2 = arith.constant dense<[[0, 2, 4], [1, 3, 5]]> : vector<2x3xindex>
  %v2 = arith.constant dense<[[-1.0, -2.0, -3.0], [-4.0, -5.0, -6.0]]> : vector<2x3xf32>
  %all = vector.constant_mask [1, 3] : vector<2x3xi1>
  vector.scatter %m[%c1] [%idx2], %all, %v2 : memref<10xf32>, vector<2x3xindex>, vector<2x3xi1>, vector<2x3xf32>
  %u = memref.cast %m : memref<10xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}
// EXPECTED-OUTPUT: Unranked Memref base@ = 0x? rank = 1 offset = 0 sizes = [10] strides = [1] data = 
// EXPECTED-OUTPUT: [0,  -1,  2,  -2,  4,  -3,  6,  7,  8,  9]
