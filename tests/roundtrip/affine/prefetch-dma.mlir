// affine.prefetch, affine.dma_start (with and without stride operands), affine.dma_wait.

func.func @prefetch(%A: memref<100x100xf32>, %n: index) {
  affine.for %i = 0 to 100 {
    affine.prefetch %A[%i, %i + 1], read, locality<3>, data : memref<100x100xf32>
    affine.prefetch %A[%n, 0], write, locality<0>, instr {foo} : memref<100x100xf32>
    affine.prefetch %A[symbol(%n) floordiv 2, %i], read, locality<1>, instr : memref<100x100xf32>
  }
  return
}

func.func @dma(%A: memref<100x100xf32>, %B: memref<100x100xf32, 2>, %T: memref<1xi32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c64 = arith.constant 64 : index
  affine.for %i = 0 to 10 {
    affine.dma_start %A[%i, %c0], %B[%c0, %i + 1], %T[%c0], %c64 : memref<100x100xf32>, memref<100x100xf32, 2>, memref<1xi32>
    affine.dma_start %A[%i, symbol(%n)], %B[%c0, %n], %T[%i], %c64, %c64, %c0 : memref<100x100xf32>, memref<100x100xf32, 2>, memref<1xi32>
    affine.dma_wait %T[%c0], %c64 : memref<1xi32>
    affine.dma_wait %T[%i + 1], %c64 : memref<1xi32>
  }
  return
}
