// vector.gather / vector.scatter in 1-D and 2-D, with masks and pass-through values.
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
  %idx = arith.constant dense<[8, 0, 4, 4]> : vector<4xi32>
  %mask = arith.constant dense<[true, true, false, true]> : vector<4xi1>
  %pass = arith.constant dense<-1.0> : vector<4xf32>
  %g = vector.gather %m[%c1] [%idx], %mask, %pass : memref<10xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.print %g : vector<4xf32>
  %idx2 = arith.constant dense<[[0, 2, 4], [1, 3, 5]]> : vector<2x3xindex>
  %m2 = vector.constant_mask [2, 2] : vector<2x3xi1>
  %p2 = arith.constant dense<0.5> : vector<2x3xf32>
  %g2 = vector.gather %m[%c0] [%idx2], %m2, %p2 : memref<10xf32>, vector<2x3xindex>, vector<2x3xi1>, vector<2x3xf32> into vector<2x3xf32>
  vector.print %g2 : vector<2x3xf32>
  %v = arith.constant dense<[100.0, 200.0, 300.0, 400.0]> : vector<4xf32>
  %sidx = arith.constant dense<[8, 6, 4, 2]> : vector<4xi32>
  %smask = arith.constant dense<[true, false, true, true]> : vector<4xi1>
  vector.scatter %m[%c0] [%sidx], %smask, %v : memref<10xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32>
  %u = memref.cast %m : memref<10xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}
