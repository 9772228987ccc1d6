// memref.assume_alignment and memref.memory_space_cast.

func.func @assume(%m: memref<4x8xf32>, %d: memref<?xi8, 1>) {
  %0 = memref.assume_alignment %m, 16 : memref<4x8xf32>
  %1 = memref.assume_alignment %d, 64 : memref<?xi8, 1>
  %2 = memref.assume_alignment %m, 1 {tag} : memref<4x8xf32>
  return
}

func.func @space_cast(%a: memref<?xf32, 5>, %b: memref<5x4xi32>, %u: memref<*xmemref<?xf32>, 5>,
                      %g: memref<4xf32, #gpu.address_space<workgroup>>) {
  %0 = memref.memory_space_cast %a : memref<?xf32, 5> to memref<?xf32>
  %1 = memref.memory_space_cast %b : memref<5x4xi32> to memref<5x4xi32, 3>
  %2 = memref.memory_space_cast %u : memref<*xmemref<?xf32>, 5> to memref<*xmemref<?xf32>, 3>
  %3 = memref.memory_space_cast %g : memref<4xf32, #gpu.address_space<workgroup>> to memref<4xf32>
  %4 = memref.memory_space_cast %b {tag} : memref<5x4xi32> to memref<5x4xi32, #gpu.address_space<global>>
  return
}
