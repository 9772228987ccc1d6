// bufferization.dealloc: no operands, memrefs with conditions, retained values (one i1 result
// per retained memref), unranked memrefs, attributes.

func.func @dealloc(%a: memref<4xf32>, %b: memref<?xi8>, %u: memref<*xf32>, %c0: i1, %c1: i1) -> (i1, i1) {
  bufferization.dealloc
  bufferization.dealloc (%a : memref<4xf32>) if (%c0)
  bufferization.dealloc (%a, %b, %u : memref<4xf32>, memref<?xi8>, memref<*xf32>) if (%c0, %c1, %c0)
  %0 = bufferization.dealloc (%a : memref<4xf32>) if (%c1) retain (%b : memref<?xi8>)
  %1:2 = bufferization.dealloc (%a, %b : memref<4xf32>, memref<?xi8>) if (%c0, %c1) retain (%a, %u : memref<4xf32>, memref<*xf32>)
  %2 = bufferization.dealloc retain (%u : memref<*xf32>)
  bufferization.dealloc (%b : memref<?xi8>) if (%c1) {tag}
  %3 = bufferization.dealloc retain (%a : memref<4xf32>) {tag = 2 : i64}
  return %1#0, %1#1 : i1, i1
}
