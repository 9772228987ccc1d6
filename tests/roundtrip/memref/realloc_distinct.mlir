// memref.realloc and memref.distinct_objects.

func.func @realloc(%a: memref<64xf32>, %d: memref<?xf32>, %n: index) {
  %0 = memref.realloc %a : memref<64xf32> to memref<124xf32>
  %1 = memref.realloc %d : memref<?xf32> to memref<124xf32>
  %2 = memref.realloc %d(%n) : memref<?xf32> to memref<?xf32>
  %3 = memref.realloc %a {alignment = 8 : i64} : memref<64xf32> to memref<128xf32>
  return
}

func.func @distinct(%a: memref<4xf32>, %b: memref<?xi32, 1>, %u: memref<f32>) {
  %0:2 = memref.distinct_objects %a, %b : memref<4xf32>, memref<?xi32, 1>
  %1 = memref.distinct_objects %u : memref<f32>
  %2:3 = memref.distinct_objects %a, %a, %u {tag} : memref<4xf32>, memref<4xf32>, memref<f32>
  return
}
