// quantized_matmul and quantized_batch_matmul: i8 operands, i32 zero points and accumulator.

func.func @quantized_matmul_tensor_i8i8i32(%a0: tensor<3x2xi8>, %a1: tensor<2x4xi8>, %a2: i32, %a3: i32, %o: tensor<3x4xi32>) -> tensor<3x4xi32> {
  %0 = linalg.quantized_matmul ins(%a0, %a1, %a2, %a3 : tensor<3x2xi8>, tensor<2x4xi8>, i32, i32) outs(%o : tensor<3x4xi32>) -> tensor<3x4xi32>
  return %0 : tensor<3x4xi32>
}

func.func @quantized_matmul_memref_i8i8i32(%a0: memref<3x2xi8>, %a1: memref<2x4xi8>, %a2: i32, %a3: i32, %o: memref<3x4xi32>) {
  linalg.quantized_matmul ins(%a0, %a1, %a2, %a3 : memref<3x2xi8>, memref<2x4xi8>, i32, i32) outs(%o : memref<3x4xi32>)
  return
}

func.func @quantized_batch_matmul_tensor_i8i8i32(%a0: tensor<3x4x2xi8>, %a1: tensor<3x2x5xi8>, %a2: i32, %a3: i32, %o: tensor<3x4x5xi32>) -> tensor<3x4x5xi32> {
  %0 = linalg.quantized_batch_matmul ins(%a0, %a1, %a2, %a3 : tensor<3x4x2xi8>, tensor<3x2x5xi8>, i32, i32) outs(%o : tensor<3x4x5xi32>) -> tensor<3x4x5xi32>
  return %0 : tensor<3x4x5xi32>
}

func.func @quantized_batch_matmul_memref_i8i8i32(%a0: memref<3x4x2xi8>, %a1: memref<3x2x5xi8>, %a2: i32, %a3: i32, %o: memref<3x4x5xi32>) {
  linalg.quantized_batch_matmul ins(%a0, %a1, %a2, %a3 : memref<3x4x2xi8>, memref<3x2x5xi8>, i32, i32) outs(%o : memref<3x4x5xi32>)
  return
}
