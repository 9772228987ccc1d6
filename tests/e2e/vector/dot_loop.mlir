// Dot products by vector.contract to a scalar, in a loop over rows of a memref.
#d = affine_map<(k) -> (k)>
#s = affine_map<(k) -> ()>
func.func @main() {
  %m = memref.alloc() : memref<3x4xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %c0 to %c3 step %c1 {
    scf.for %j = %c0 to %c4 step %c1 {
      %a = arith.addi %i, %j : index
      %x = arith.index_cast %a : index to i32
      %f = arith.sitofp %x : i32 to f32
      memref.store %f, %m[%i, %j] : memref<3x4xf32>
    }
  }
  %w = arith.constant dense<[1.0, -1.0, 2.0, 0.5]> : vector<4xf32>
  %pad = arith.constant 0.0 : f32
  scf.for %i = %c0 to %c3 step %c1 {
    %row = vector.transfer_read %m[%i, %c0], %pad {in_bounds = [true]} : memref<3x4xf32>, vector<4xf32>
    %dot = vector.contract {indexing_maps = [#d, #d, #s], iterator_types = ["reduction"]} %row, %w, %pad : vector<4xf32>, vector<4xf32> into f32
    vector.print %dot : f32
  }
  return
}
