// 2-D transfers on a dynamically sized memref, out of bounds in both dimensions, with masks.
func.func private @printMemrefF64(memref<*xf64>)
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %m = memref.alloc(%c3, %c5) : memref<?x?xf64>
  scf.for %i = %c0 to %c3 step %c1 {
    scf.for %j = %c0 to %c5 step %c1 {
      %a = arith.muli %i, %c5 : index
      %b = arith.addi %a, %j : index
      %x = arith.index_cast %b : index to i64
      %f = arith.sitofp %x : i64 to f64
      memref.store %f, %m[%i, %j] : memref<?x?xf64>
    }
  }
  %pad = arith.constant 0.125 : f64
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %v = vector.transfer_read %m[%c2, %c4], %pad : memref<?x?xf64>, vector<2x3xf64>
  vector.print %v : vector<2x3xf64>
  %mask = vector.create_mask %c2, %c1 : vector<3x2xi1>
  %w = vector.transfer_read %m[%c1, %c3], %pad, %mask : memref<?x?xf64>, vector<3x2xf64>
  vector.print %w : vector<3x2xf64>
  %x = arith.constant dense<[[-1.0, -2.0, -3.0], [-4.0, -5.0, -6.0]]> : vector<2x3xf64>
  vector.transfer_write %x, %m[%c2, %c3] : vector<2x3xf64>, memref<?x?xf64>
  %wm = vector.constant_mask [2, 2] : vector<2x3xi1>
  vector.transfer_write %x, %m[%c0, %c0], %wm : vector<2x3xf64>, memref<?x?xf64>
  %u = memref.cast %m : memref<?x?xf64> to memref<*xf64>
  call @printMemrefF64(%u) : (memref<*xf64>) -> ()
  return
}
