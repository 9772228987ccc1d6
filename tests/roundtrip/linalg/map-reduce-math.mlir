// linalg.map / linalg.reduce whose payload is a math op (short form `{ math.absf }`, the
// default fastmath is elided when printed), and long forms using math ops.

func.func @map_math(%a: tensor<8xf32>, %b: tensor<8xf32>, %init: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) {
  %0 = linalg.map { math.absf } ins(%a : tensor<8xf32>) outs(%init : tensor<8xf32>)
  %1 = linalg.map { math.powf {fastmath = #arith.fastmath<afn>} } ins(%a, %b : tensor<8xf32>, tensor<8xf32>) outs(%init : tensor<8xf32>)
  %2 = linalg.map ins(%a : tensor<8xf32>) outs(%init : tensor<8xf32>)
    (%x: f32, %o: f32) {
      %e = math.exp %x : f32
      %s = math.sqrt %e fastmath<fast> : f32
      linalg.yield %s : f32
    }
  return %0, %1, %2 : tensor<8xf32>, tensor<8xf32>, tensor<8xf32>
}

func.func @reduce_math(%a: memref<4x8xf32>, %init: memref<4xf32>) {
  linalg.reduce { math.copysign } ins(%a : memref<4x8xf32>) outs(%init : memref<4xf32>) dimensions = [1]
  return
}
