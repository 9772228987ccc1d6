// matvec, vecmat, batch_matvec, batch_vecmat, dot: f32, and i8 x i16 -> i32 with casts.

func.func @matvec_tensor(%a0: tensor<3x2xf32>, %a1: tensor<2xf32>, %o: tensor<3xf32>) -> tensor<3xf32> {
  %0 = linalg.matvec ins(%a0, %a1 : tensor<3x2xf32>, tensor<2xf32>) outs(%o : tensor<3xf32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

func.func @matvec_memref(%a0: memref<3x2xf32>, %a1: memref<2xf32>, %o: memref<3xf32>) {
  linalg.matvec ins(%a0, %a1 : memref<3x2xf32>, memref<2xf32>) outs(%o : memref<3xf32>)
  return
}

func.func @vecmat_tensor(%a0: tensor<2xf32>, %a1: tensor<2x3xf32>, %o: tensor<3xf32>) -> tensor<3xf32> {
  %0 = linalg.vecmat ins(%a0, %a1 : tensor<2xf32>, tensor<2x3xf32>) outs(%o : tensor<3xf32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

func.func @vecmat_memref(%a0: memref<2xf32>, %a1: memref<2x3xf32>, %o: memref<3xf32>) {
  linalg.vecmat ins(%a0, %a1 : memref<2xf32>, memref<2x3xf32>) outs(%o : memref<3xf32>)
  return
}

func.func @batch_matvec_tensor(%a0: tensor<3x4x2xf32>, %a1: tensor<3x2xf32>, %o: tensor<3x4xf32>) -> tensor<3x4xf32> {
  %0 = linalg.batch_matvec ins(%a0, %a1 : tensor<3x4x2xf32>, tensor<3x2xf32>) outs(%o : tensor<3x4xf32>) -> tensor<3x4xf32>
  return %0 : tensor<3x4xf32>
}

func.func @batch_matvec_memref(%a0: memref<3x4x2xf32>, %a1: memref<3x2xf32>, %o: memref<3x4xf32>) {
  linalg.batch_matvec ins(%a0, %a1 : memref<3x4x2xf32>, memref<3x2xf32>) outs(%o : memref<3x4xf32>)
  return
}

func.func @batch_vecmat_tensor(%a0: tensor<3x2xf32>, %a1: tensor<3x2x4xf32>, %o: tensor<3x4xf32>) -> tensor<3x4xf32> {
  %0 = linalg.batch_vecmat ins(%a0, %a1 : tensor<3x2xf32>, tensor<3x2x4xf32>) outs(%o : tensor<3x4xf32>) -> tensor<3x4xf32>
  return %0 : tensor<3x4xf32>
}

func.func @batch_vecmat_memref(%a0: memref<3x2xf32>, %a1: memref<3x2x4xf32>, %o: memref<3x4xf32>) {
  linalg.batch_vecmat ins(%a0, %a1 : memref<3x2xf32>, memref<3x2x4xf32>) outs(%o : memref<3x4xf32>)
  return
}

func.func @dot_tensor(%a0: tensor<2xf32>, %a1: tensor<2xf32>, %o: tensor<f32>) -> tensor<f32> {
  %0 = linalg.dot ins(%a0, %a1 : tensor<2xf32>, tensor<2xf32>) outs(%o : tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}

func.func @dot_memref(%a0: memref<2xf32>, %a1: memref<2xf32>, %o: memref<f32>) {
  linalg.dot ins(%a0, %a1 : memref<2xf32>, memref<2xf32>) outs(%o : memref<f32>)
  return
}

func.func @matvec_memref_i8i16i32(%a0: memref<3x2xi8>, %a1: memref<2xi16>, %o: memref<3xi32>) {
  linalg.matvec ins(%a0, %a1 : memref<3x2xi8>, memref<2xi16>) outs(%o : memref<3xi32>)
  return
}

func.func @dot_memref_i8i16i32(%a0: memref<2xi8>, %a1: memref<2xi16>, %o: memref<i32>) {
  linalg.dot ins(%a0, %a1 : memref<2xi8>, memref<2xi16>) outs(%o : memref<i32>)
  return
}
