// affine.vector_load / affine.vector_store.

func.func @vectors(%A: memref<100x100xf32>, %n: index, %v: vector<8xf32>) {
  affine.for %i = 0 to 100 step 8 {
    %x = affine.vector_load %A[%n, %i + 8] : memref<100x100xf32>, vector<8xf32>
    affine.vector_store %x, %A[%i, symbol(%n) * 2] : memref<100x100xf32>, vector<8xf32>
    %y = affine.vector_load %A[%i, %i] : memref<100x100xf32>, vector<2x4xf32>
    affine.vector_store %y, %A[0, %i floordiv 8] : memref<100x100xf32>, vector<2x4xf32>
  }
  affine.vector_store %v, %A[%n, %n] : memref<100x100xf32>, vector<8xf32>
  return
}
