// memref.cast: static/dynamic sizes, strides and offsets, ranked/unranked.

func.func @cast(%a: memref<4x4xf32>, %b: memref<?x?xf32>, %u: memref<*xf32>,
                %s: memref<12x4xf32, strided<[4, 1], offset: 5>>, %d: memref<12x4xf32, strided<[?, ?], offset: ?>>) {
  %0 = memref.cast %a : memref<4x4xf32> to memref<?x?xf32>
  %1 = memref.cast %b : memref<?x?xf32> to memref<4x4xf32>
  %2 = memref.cast %a : memref<4x4xf32> to memref<*xf32>
  %3 = memref.cast %u : memref<*xf32> to memref<4x?xf32>
  %4 = memref.cast %d : memref<12x4xf32, strided<[?, ?], offset: ?>> to memref<12x4xf32, strided<[4, 1], offset: 5>>
  %5 = memref.cast %s : memref<12x4xf32, strided<[4, 1], offset: 5>> to memref<12x4xf32, strided<[?, ?], offset: ?>>
  %6 = memref.cast %a : memref<4x4xf32> to memref<4x4xf32, strided<[4, 1]>>
  %7 = memref.cast %a : memref<4x4xf32> to memref<4x4xf32, strided<[?, ?], offset: ?>>
  %8 = memref.cast %a {tag} : memref<4x4xf32> to memref<4x?xf32>
  return
}

func.func @cast_spaces(%a: memref<4xf32, 1>, %u: memref<*xi8, 2>) {
  %0 = memref.cast %a : memref<4xf32, 1> to memref<?xf32, 1>
  %1 = memref.cast %a : memref<4xf32, 1> to memref<*xf32, 1>
  %2 = memref.cast %u : memref<*xi8, 2> to memref<16xi8, 2>
  return
}
