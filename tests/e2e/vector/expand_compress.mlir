// vector.expandload / vector.compressstore: packing the selected lanes and spreading them back.
func.func private @printMemrefI32(memref<*xi32>)
func.func @main() {
  %m = memref.alloc() : memref<8xi32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  scf.for %i = %c0 to %c8 step %c1 {
    %z = arith.constant 0 : i32
    memref.store %z, %m[%i] : memref<8xi32>
  }
  %v = arith.constant dense<[10, 11, 12, 13, 14, 15]> : vector<6xi32>
  %mask = arith.constant dense<[false, true, true, false, true, false]> : vector<6xi1>
  vector.compressstore %m[%c1], %mask, %v : memref<8xi32>, vector<6xi1>, vector<6xi32>
  %u = memref.cast %m : memref<8xi32> to memref<*xi32>
  call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  %pass = arith.constant dense<-1> : vector<6xi32>
  %e = vector.expandload %m[%c1], %mask, %pass : memref<8xi32>, vector<6xi1>, vector<6xi32> into vector<6xi32>
  vector.print %e : vector<6xi32>
  %all = arith.constant dense<true> : vector<6xi1>
  %f = vector.expandload %m[%c0], %all, %pass : memref<8xi32>, vector<6xi1>, vector<6xi32> into vector<6xi32>
  vector.print %f : vector<6xi32>
  return
}
