// vector.gather, vector.scatter, vector.expandload and vector.compressstore, on memrefs, 1-D
// and n-D, with and without alignment.

func.func @gather_scatter(%m: memref<8xf32>, %m2: memref<4x4xi32>, %i: vector<4xi32>, %k: vector<4xi1>, %p: vector<4xf32>) -> (vector<4xf32>, vector<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %j = arith.constant dense<[[0, 1], [2, 3]]> : vector<2x2xindex>
  %k2 = vector.constant_mask [2, 1] : vector<2x2xi1>
  %q = arith.constant dense<7> : vector<2x2xi32>
  %0 = vector.gather %m[%c0] [%i], %k, %p : memref<8xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  %1 = vector.gather %m2[%c0, %c1] [%j], %k2, %q {alignment = 8 : i64} : memref<4x4xi32>, vector<2x2xindex>, vector<2x2xi1>, vector<2x2xi32> into vector<2x2xi32>
  vector.scatter %m[%c0] [%i], %k, %p : memref<8xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32>
  vector.scatter %m2[%c1, %c0] [%j], %k2, %1 {alignment = 4 : i64} : memref<4x4xi32>, vector<2x2xindex>, vector<2x2xi1>, vector<2x2xi32>
  %3 = vector.expandload %m[%c1], %k, %p : memref<8xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.compressstore %m[%c0], %k, %p : memref<8xf32>, vector<4xi1>, vector<4xf32>
  vector.compressstore %m[%c1], %k, %3 {alignment = 4 : i64} : memref<8xf32>, vector<4xi1>, vector<4xf32>
  return %0, %3 : vector<4xf32>, vector<4xf32>
}

func.func @gather_tensor(%t: tensor<8xf32>, %i: vector<4xi32>, %k: vector<4xi1>, %p: vector<4xf32>) -> vector<4xf32> {
  %c1 = arith.constant 1 : index
  %0 = vector.gather %t[%c1] [%i], %k, %p : tensor<8xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  return %0 : vector<4xf32>
}
