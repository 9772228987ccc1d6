// Masked 2-D transfers: the mask from vector.create_mask, and a constant mask.
func.func private @printMemrefF64(memref<*xf64>)
func.func @main() {
  %m = memref.alloc() : memref<3x4xf64>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %c0 to %c3 step %c1 {
    scf.for %j = %c0 to %c4 step %c1 {
      %k = arith.muli %i, %c4 : index
      %l = arith.addi %k, %j : index
      %x = arith.index_cast %l : index to i64
      %f = arith.sitofp %x : i64 to f64
      memref.store %f, %m[%i, %j] : memref<3x4xf64>
    }
  }
  %pad = arith.constant 0.5 : f64
  %mask = vector.create_mask %c2, %c3 : vector<3x4xi1>
  vector.print %mask : vector<3x4xi1>
  %a = vector.transfer_read %m[%c0, %c0], %pad, %mask : memref<3x4xf64>, vector<3x4xf64>
  vector.print %a : vector<3x4xf64>
  %cm = vector.constant_mask [1, 2] : vector<2x3xi1>
  vector.print %cm : vector<2x3xi1>
  %v = arith.constant dense<-1.0> : vector<2x3xf64>
  vector.transfer_write %v, %m[%c1, %c1], %cm : vector<2x3xf64>, memref<3x4xf64>
  %u = memref.cast %m : memref<3x4xf64> to memref<*xf64>
  call @printMemrefF64(%u) : (memref<*xf64>) -> ()
  return
}
