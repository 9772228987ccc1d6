// vector.load and vector.store: ranks, scalable and 0-d vectors, vector-of-vector
// memrefs, and the nontemporal and alignment attributes.

func.func @load_store(%m: memref<?x?xf32>, %m1: memref<128xi8>, %mv: memref<4xvector<8xf32>>, %i: index, %j: index,
                      %v: vector<4xf32>, %w: vector<2x4xf32>, %vv: vector<8xf32>) {
  %0 = vector.load %m[%i, %j] : memref<?x?xf32>, vector<4xf32>
  %1 = vector.load %m[%i, %j] : memref<?x?xf32>, vector<2x4xf32>
  %2 = vector.load %m1[%i] {nontemporal = true} : memref<128xi8>, vector<16xi8>
  %3 = vector.load %m1[%i] {alignment = 16 : i64} : memref<128xi8>, vector<[16]xi8>
  %4 = vector.load %mv[%i] : memref<4xvector<8xf32>>, vector<8xf32>
  %5 = vector.load %m[%i, %j] : memref<?x?xf32>, vector<f32>
  vector.store %v, %m[%i, %j] : memref<?x?xf32>, vector<4xf32>
  vector.store %w, %m[%i, %j] {nontemporal = true} : memref<?x?xf32>, vector<2x4xf32>
  vector.store %2, %m1[%j] {alignment = 8 : i64, tag} : memref<128xi8>, vector<16xi8>
  vector.store %vv, %mv[%j] : memref<4xvector<8xf32>>, vector<8xf32>
  return
}
