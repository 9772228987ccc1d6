// memref.prefetch: read/write, locality hints, data/instruction cache.

func.func @prefetch(%m: memref<400x400xi32>, %z: memref<f32>, %i: index, %j: index) {
  memref.prefetch %m[%i, %j], read, locality<3>, data : memref<400x400xi32>
  memref.prefetch %m[%i, %j], write, locality<0>, instr : memref<400x400xi32>
  memref.prefetch %m[%j, %i], read, locality<1>, instr : memref<400x400xi32>
  memref.prefetch %z[], write, locality<2>, data : memref<f32>
  return
}
