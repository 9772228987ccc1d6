// linalg.fill: tensors and memrefs of several element types, rank 0, dynamic shapes, attributes.

func.func @fill_tensor(%x: f32, %t: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = linalg.fill ins(%x : f32) outs(%t : tensor<4x8xf32>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

func.func @fill_memref(%x: i32, %m: memref<?x16xi32>, %b: i1, %mb: memref<3xi1>) {
  linalg.fill ins(%x : i32) outs(%m : memref<?x16xi32>)
  linalg.fill {tag = "init"} ins(%b : i1) outs(%mb : memref<3xi1>)
  return
}

func.func @fill_rank0(%x: f16, %t: tensor<f16>, %i: index, %ti: tensor<2x?xindex>) -> (tensor<f16>, tensor<2x?xindex>) {
  %c = arith.constant 0.0 : f16
  %0 = linalg.fill ins(%c : f16) outs(%t : tensor<f16>) -> tensor<f16>
  %1 = linalg.fill ins(%i : index) outs(%ti : tensor<2x?xindex>) -> tensor<2x?xindex>
  return %0, %1 : tensor<f16>, tensor<2x?xindex>
}
