// Named unary elementwise ops whose bodies are math ops (exp, log, abs, ceil, floor, round,
// sqrt, rsqrt, tanh, erf) and the binary powf; f32 tensors, f16/f64 memrefs, rank 0.

func.func @tensor(%a: tensor<4x8xf32>, %o: tensor<4x8xf32>) -> (tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>) {
  %0 = linalg.exp ins(%a : tensor<4x8xf32>) outs(%o : tensor<4x8xf32>) -> tensor<4x8xf32>
  %1 = linalg.log ins(%a : tensor<4x8xf32>) outs(%o : tensor<4x8xf32>) -> tensor<4x8xf32>
  %2 = linalg.abs ins(%a : tensor<4x8xf32>) outs(%o : tensor<4x8xf32>) -> tensor<4x8xf32>
  %3 = linalg.tanh ins(%a : tensor<4x8xf32>) outs(%o : tensor<4x8xf32>) -> tensor<4x8xf32>
  %4 = linalg.powf ins(%a, %a : tensor<4x8xf32>, tensor<4x8xf32>) outs(%o : tensor<4x8xf32>) -> tensor<4x8xf32>
  return %0, %1, %2, %3, %4 : tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>
}

func.func @memref(%h: memref<16xf16>, %d: memref<?x?xf64>, %s: memref<f32>) {
  linalg.ceil ins(%h : memref<16xf16>) outs(%h : memref<16xf16>)
  linalg.floor ins(%h : memref<16xf16>) outs(%h : memref<16xf16>)
  linalg.round ins(%d : memref<?x?xf64>) outs(%d : memref<?x?xf64>)
  linalg.sqrt ins(%d : memref<?x?xf64>) outs(%d : memref<?x?xf64>)
  linalg.rsqrt ins(%d : memref<?x?xf64>) outs(%d : memref<?x?xf64>)
  linalg.erf {tag} ins(%s : memref<f32>) outs(%s : memref<f32>)
  linalg.powf ins(%d, %d : memref<?x?xf64>, memref<?x?xf64>) outs(%d : memref<?x?xf64>)
  return
}

func.func @elementwise_kinds(%a: memref<4x8xf32>, %o: memref<4x8xf32>) {
  linalg.elementwise kind=#linalg.elementwise_kind<exp> ins(%a : memref<4x8xf32>) outs(%o : memref<4x8xf32>)
  linalg.elementwise kind=#linalg.elementwise_kind<log> ins(%a : memref<4x8xf32>) outs(%o : memref<4x8xf32>)
  linalg.elementwise kind=#linalg.elementwise_kind<abs> ins(%a : memref<4x8xf32>) outs(%o : memref<4x8xf32>)
  linalg.elementwise kind=#linalg.elementwise_kind<ceil> ins(%a : memref<4x8xf32>) outs(%o : memref<4x8xf32>)
  linalg.elementwise kind=#linalg.elementwise_kind<floor> ins(%a : memref<4x8xf32>) outs(%o : memref<4x8xf32>)
  linalg.elementwise kind=#linalg.elementwise_kind<round> ins(%a : memref<4x8xf32>) outs(%o : memref<4x8xf32>)
  linalg.elementwise kind=#linalg.elementwise_kind<sqrt> ins(%a : memref<4x8xf32>) outs(%o : memref<4x8xf32>)
  linalg.elementwise kind=#linalg.elementwise_kind<rsqrt> ins(%a : memref<4x8xf32>) outs(%o : memref<4x8xf32>)
  linalg.elementwise kind=#linalg.elementwise_kind<tanh> ins(%a : memref<4x8xf32>) outs(%o : memref<4x8xf32>)
  linalg.elementwise kind=#linalg.elementwise_kind<erf> ins(%a : memref<4x8xf32>) outs(%o : memref<4x8xf32>)
  linalg.elementwise kind=#linalg.elementwise_kind<powf> ins(%a, %a : memref<4x8xf32>, memref<4x8xf32>) outs(%o : memref<4x8xf32>)
  return
}
