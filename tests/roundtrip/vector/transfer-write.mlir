// vector.transfer_write: into memrefs (no result) and tensors (a new tensor), with
// permutation maps, in_bounds and masks.

#transpose = affine_map<(d0, d1) -> (d1, d0)>
#proj = affine_map<(d0, d1, d2) -> (d0, d2)>

func.func @write_memref(%m: memref<?x?xf32>, %m3: memref<4x8x16xf32>, %i: index, %v: vector<4xf32>, %w: vector<4x8xf32>, %x: vector<4x16xf32>) {
  vector.transfer_write %v, %m[%i, %i] : vector<4xf32>, memref<?x?xf32>
  vector.transfer_write %w, %m[%i, %i] {in_bounds = [true, true]} : vector<4x8xf32>, memref<?x?xf32>
  vector.transfer_write %w, %m[%i, %i] {permutation_map = #transpose} : vector<4x8xf32>, memref<?x?xf32>
  vector.transfer_write %x, %m3[%i, %i, %i] {in_bounds = [false, true], permutation_map = #proj} : vector<4x16xf32>, memref<4x8x16xf32>
  return
}

func.func @write_masked(%m: memref<?x?xf32>, %i: index, %v: vector<4xf32>, %w: vector<4x8xf32>, %m1: vector<4xi1>, %m2: vector<4x8xi1>, %mt: vector<8x4xi1>) {
  vector.transfer_write %v, %m[%i, %i], %m1 : vector<4xf32>, memref<?x?xf32>
  vector.transfer_write %w, %m[%i, %i], %m2 {in_bounds = [true, false]} : vector<4x8xf32>, memref<?x?xf32>
  vector.transfer_write %w, %m[%i, %i], %mt {permutation_map = #transpose} : vector<4x8xf32>, memref<?x?xf32>
  return
}

func.func @write_tensor(%t: tensor<?x?xf32>, %i: index, %v: vector<4xf32>, %w: vector<4x8xf32>, %m1: vector<4xi1>) -> tensor<?x?xf32> {
  %0 = vector.transfer_write %v, %t[%i, %i] : vector<4xf32>, tensor<?x?xf32>
  %1 = vector.transfer_write %w, %0[%i, %i] {in_bounds = [true, true]} : vector<4x8xf32>, tensor<?x?xf32>
  %2 = vector.transfer_write %v, %1[%i, %i], %m1 {tag = "w"} : vector<4xf32>, tensor<?x?xf32>
  %3 = vector.transfer_write %w, %2[%i, %i] {permutation_map = #transpose} : vector<4x8xf32>, tensor<?x?xf32>
  return %3 : tensor<?x?xf32>
}
