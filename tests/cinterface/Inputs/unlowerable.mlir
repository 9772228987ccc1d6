// A public function whose body the pipeline cannot lower (header-lowered.mlir).
func.func @wait(%tag: memref<1xi32>, %n: index) {
  affine.dma_wait %tag[0], %n : memref<1xi32>
  return
}
