// 1-D vector.transfer_read: in bounds, out of bounds with padding, masked, broadcast.
func.func @main() {
  %m = memref.alloc() : memref<7xi32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c7 = arith.constant 7 : index
  scf.for %i = %c0 to %c7 step %c1 {
    %x = arith.index_cast %i : index to i32
    %y = arith.muli %x, %x : i32
    memref.store %y, %m[%i] : memref<7xi32>
  }
  %pad = arith.constant 99 : i32
  %a = vector.transfer_read %m[%c0], %pad {in_bounds = [true]} : memref<7xi32>, vector<4xi32>
  vector.print %a : vector<4xi32>
  %c5 = arith.constant 5 : index
  %b = vector.transfer_read %m[%c5], %pad : memref<7xi32>, vector<4xi32>
  vector.print %b : vector<4xi32>
  %mask = arith.constant dense<[true, false, true, false]> : vector<4xi1>
  %c = vector.transfer_read %m[%c1], %pad, %mask : memref<7xi32>, vector<4xi32>
  vector.print %c : vector<4xi32>
  %c3 = arith.constant 3 : index
  %d = vector.transfer_read %m[%c3], %pad {permutation_map = affine_map<(d0) -> (0)>} : memref<7xi32>, vector<5xi32>
  vector.print %d : vector<5xi32>
  %c9 = arith.constant 9 : index
  %e = vector.transfer_read %m[%c9], %pad : memref<7xi32>, vector<3xi32>
  vector.print %e : vector<3xi32>
  return
}
