// 1-D vector.transfer_write: in bounds, out of bounds, masked, into a dynamic memref.
func.func private @printMemrefI64(memref<*xi64>)
func.func @main() {
  %c0 = arith.constant 0 : index
  %c6 = arith.constant 6 : index
  %m = memref.alloc(%c6) : memref<?xi64>
  %z = arith.constant dense<0> : vector<6xi64>
  vector.transfer_write %z, %m[%c0] : vector<6xi64>, memref<?xi64>
  %v = arith.constant dense<[1, 2, 3, 4]> : vector<4xi64>
  %c1 = arith.constant 1 : index
  vector.transfer_write %v, %m[%c1] {in_bounds = [true]} : vector<4xi64>, memref<?xi64>
  %c4 = arith.constant 4 : index
  %w = arith.constant dense<[-5, -6, -7, -8]> : vector<4xi64>
  vector.transfer_write %w, %m[%c4] : vector<4xi64>, memref<?xi64>
  %mask = arith.constant dense<[false, true, false, true]> : vector<4xi1>
  %x = arith.constant dense<100> : vector<4xi64>
  vector.transfer_write %x, %m[%c0], %mask : vector<4xi64>, memref<?xi64>
  %u = memref.cast %m : memref<?xi64> to memref<*xi64>
  call @printMemrefI64(%u) : (memref<*xi64>) -> ()
  return
}
