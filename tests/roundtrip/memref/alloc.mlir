// memref.alloc / memref.alloca / memref.dealloc: dynamic sizes, symbol operands, alignment,
// layouts and memory spaces.

func.func @alloc(%n: index, %m: index, %s: index) {
  %0 = memref.alloc() : memref<8x64xf32>
  %1 = memref.alloc(%n) : memref<?xf32>
  %2 = memref.alloc(%n, %m) : memref<?x4x?xi32>
  %3 = memref.alloc()[%s] : memref<8x64xf32, affine_map<(d0, d1)[s0] -> (d0 + s0, d1)>>
  %4 = memref.alloc(%n)[%s] {alignment = 64 : i64} : memref<?x64xf32, affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>>
  %5 = memref.alloc() {alignment = 8 : i64} : memref<8x64xf32, 1>
  %6 = memref.alloc() : memref<f64>
  %7 = memref.alloc()[%s, %m] : memref<4x4xf32, strided<[?, 1], offset: ?>>
  %8 = memref.alloc() : memref<2xvector<4xf32>>
  %9 = memref.alloc() {foo = "bar"} : memref<0xindex>
  memref.dealloc %0 : memref<8x64xf32>
  memref.dealloc %1 : memref<?xf32>
  memref.dealloc %5 : memref<8x64xf32, 1>
  return
}

func.func @alloca(%n: index, %s: index) {
  %0 = memref.alloca() : memref<4xf32>
  %1 = memref.alloca(%n) : memref<?x8xf32>
  %2 = memref.alloca(%n)[%s] {alignment = 32 : i64} : memref<?x8xf32, affine_map<(d0, d1)[s0] -> (d0 * 8 + d1 + s0)>>
  %3 = memref.alloca() : memref<i1, #gpu.address_space<private>>
  return
}

func.func @dealloc_unranked(%u: memref<*xf32>) {
  memref.dealloc %u : memref<*xf32>
  return
}
