// memref.dma_start (plain and strided) and memref.dma_wait.

func.func @dma(%src: memref<40x128xf32>, %dst: memref<2x1024xf32, 1>, %tag: memref<1xi32, 2>, %i: index, %n: index) {
  memref.dma_start %src[%i, %i], %dst[%i, %i], %n, %tag[%i] : memref<40x128xf32>, memref<2x1024xf32, 1>, memref<1xi32, 2>
  memref.dma_start %src[%i, %i], %dst[%i, %i], %n, %tag[%i], %n, %i : memref<40x128xf32>, memref<2x1024xf32, 1>, memref<1xi32, 2>
  memref.dma_wait %tag[%i], %n : memref<1xi32, 2>
  memref.dma_wait %tag[%i], %n {tag} : memref<1xi32, 2>
  return
}

func.func @dma_0d(%src: memref<f32>, %dst: memref<4xf32, 1>, %tag: memref<i32>, %i: index, %n: index) {
  memref.dma_start %src[], %dst[%i], %n, %tag[] : memref<f32>, memref<4xf32, 1>, memref<i32>
  memref.dma_wait %tag[], %n : memref<i32>
  return
}
