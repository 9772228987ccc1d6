// vector.maskedload and vector.maskedstore.

func.func @masked(%m: memref<?xf32>, %m2: memref<4x?xi32>, %i: index, %mask: vector<16xi1>, %pass: vector<16xf32>,
                  %mask2: vector<[4]xi1>, %pass2: vector<[4]xi32>) {
  %0 = vector.maskedload %m[%i], %mask, %pass : memref<?xf32>, vector<16xi1>, vector<16xf32> into vector<16xf32>
  %1 = vector.maskedload %m2[%i, %i], %mask2, %pass2 : memref<4x?xi32>, vector<[4]xi1>, vector<[4]xi32> into vector<[4]xi32>
  %2 = vector.maskedload %m[%i], %mask, %pass {alignment = 64 : i64} : memref<?xf32>, vector<16xi1>, vector<16xf32> into vector<16xf32>
  vector.maskedstore %m[%i], %mask, %0 : memref<?xf32>, vector<16xi1>, vector<16xf32>
  vector.maskedstore %m2[%i, %i], %mask2, %1 {alignment = 16 : i64} : memref<4x?xi32>, vector<[4]xi1>, vector<[4]xi32>
  return
}
