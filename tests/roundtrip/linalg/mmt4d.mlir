// mmt4d and batch_mmt4d (f32; mixed f16 x f16 -> f32; i8 -> i32).

func.func @mmt4d_tensor(%a0: tensor<3x2x3x2xf32>, %a1: tensor<4x2x4x2xf32>, %o: tensor<3x4x3x4xf32>) -> tensor<3x4x3x4xf32> {
  %0 = linalg.mmt4d ins(%a0, %a1 : tensor<3x2x3x2xf32>, tensor<4x2x4x2xf32>) outs(%o : tensor<3x4x3x4xf32>) -> tensor<3x4x3x4xf32>
  return %0 : tensor<3x4x3x4xf32>
}

func.func @mmt4d_memref(%a0: memref<3x2x3x2xf32>, %a1: memref<4x2x4x2xf32>, %o: memref<3x4x3x4xf32>) {
  linalg.mmt4d ins(%a0, %a1 : memref<3x2x3x2xf32>, memref<4x2x4x2xf32>) outs(%o : memref<3x4x3x4xf32>)
  return
}

func.func @batch_mmt4d_tensor(%a0: tensor<3x4x2x4x2xf32>, %a1: tensor<3x5x2x5x2xf32>, %o: tensor<3x4x5x4x5xf32>) -> tensor<3x4x5x4x5xf32> {
  %0 = linalg.batch_mmt4d ins(%a0, %a1 : tensor<3x4x2x4x2xf32>, tensor<3x5x2x5x2xf32>) outs(%o : tensor<3x4x5x4x5xf32>) -> tensor<3x4x5x4x5xf32>
  return %0 : tensor<3x4x5x4x5xf32>
}

func.func @batch_mmt4d_memref(%a0: memref<3x4x2x4x2xf32>, %a1: memref<3x5x2x5x2xf32>, %o: memref<3x4x5x4x5xf32>) {
  linalg.batch_mmt4d ins(%a0, %a1 : memref<3x4x2x4x2xf32>, memref<3x5x2x5x2xf32>) outs(%o : memref<3x4x5x4x5xf32>)
  return
}

func.func @mmt4d_memref_f16f16f32(%a0: memref<3x2x3x2xf16>, %a1: memref<4x2x4x2xf16>, %o: memref<3x4x3x4xf32>) {
  linalg.mmt4d ins(%a0, %a1 : memref<3x2x3x2xf16>, memref<4x2x4x2xf16>) outs(%o : memref<3x4x3x4xf32>)
  return
}

func.func @batch_mmt4d_memref_i8i8i32(%a0: memref<3x4x2x4x2xi8>, %a1: memref<3x5x2x5x2xi8>, %o: memref<3x4x5x4x5xi32>) {
  linalg.batch_mmt4d ins(%a0, %a1 : memref<3x4x2x4x2xi8>, memref<3x5x2x5x2xi8>) outs(%o : memref<3x4x5x4x5xi32>)
  return
}
