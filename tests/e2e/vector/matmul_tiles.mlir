// A 4x4 matmul in 2x2 tiles: 2-D transfer_read, vector.contract, 2-D transfer_write.
#mk = affine_map<(i, j, k) -> (i, k)>
#kn = affine_map<(i, j, k) -> (k, j)>
#mn = affine_map<(i, j, k) -> (i, j)>
func.func private @printMemrefF32(memref<*xf32>)
func.func @main() {
  %A = memref.alloc() : memref<4x4xf32>
  %B = memref.alloc() : memref<4x4xf32>
  %C = memref.alloc() : memref<4x4xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %zero = arith.constant 0.0 : f32
  scf.for %i = %c0 to %c4 step %c1 {
    scf.for %j = %c0 to %c4 step %c1 {
      %s = arith.addi %i, %j : index
      %p = arith.muli %i, %j : index
      %si = arith.index_cast %s : index to i32
      %pi = arith.index_cast %p : index to i32
      %sf = arith.sitofp %si : i32 to f32
      %pf = arith.sitofp %pi : i32 to f32
      memref.store %sf, %A[%i, %j] : memref<4x4xf32>
      memref.store %pf, %B[%i, %j] : memref<4x4xf32>
      memref.store %zero, %C[%i, %j] : memref<4x4xf32>
    }
  }
  scf.for %i = %c0 to %c4 step %c2 {
    scf.for %j = %c0 to %c4 step %c2 {
      %acc0 = vector.transfer_read %C[%i, %j], %zero {in_bounds = [true, true]} : memref<4x4xf32>, vector<2x2xf32>
      %acc = scf.for %k = %c0 to %c4 step %c2 iter_args(%a = %acc0) -> (vector<2x2xf32>) {
        %x = vector.transfer_read %A[%i, %k], %zero {in_bounds = [true, true]} : memref<4x4xf32>, vector<2x2xf32>
        %y = vector.transfer_read %B[%k, %j], %zero {in_bounds = [true, true]} : memref<4x4xf32>, vector<2x2xf32>
        %r = vector.contract {indexing_maps = [#mk, #kn, #mn], iterator_types = ["parallel", "parallel", "reduction"]} %x, %y, %a : vector<2x2xf32>, vector<2x2xf32> into vector<2x2xf32>
        scf.yield %r : vector<2x2xf32>
      }
      vector.transfer_write %acc, %C[%i, %j] {in_bounds = [true, true]} : vector<2x2xf32>, memref<4x4xf32>
    }
  }
  %u = memref.cast %C : memref<4x4xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}
