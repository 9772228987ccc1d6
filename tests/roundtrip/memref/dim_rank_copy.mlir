// memref.dim, memref.rank and memref.copy.

func.func @dim_rank(%a: memref<4x?xf32>, %u: memref<*xf32>, %i: index) -> (index, index, index) {
  %c1 = arith.constant 1 : index
  %0 = memref.dim %a, %c1 : memref<4x?xf32>
  %1 = memref.dim %u, %i : memref<*xf32>
  %2 = memref.dim {tag} %a, %i : memref<4x?xf32>
  %3 = memref.rank %a : memref<4x?xf32>
  %4 = memref.rank %u : memref<*xf32>
  %5 = memref.rank %u {tag} : memref<*xf32>
  return %0, %1, %4 : index, index, index
}

func.func @copy(%a: memref<4x?xf32>, %b: memref<4x8xf32, strided<[16, 1]>>, %u: memref<*xf32>, %v: memref<*xf32, 1>) {
  memref.copy %a, %b : memref<4x?xf32> to memref<4x8xf32, strided<[16, 1]>>
  memref.copy %b, %a : memref<4x8xf32, strided<[16, 1]>> to memref<4x?xf32>
  memref.copy %u, %v : memref<*xf32> to memref<*xf32, 1>
  memref.copy %a, %u {tag} : memref<4x?xf32> to memref<*xf32>
  return
}
