// linalg.reduce: short form (payload takes the init first), long form, several dimensions,
// several inputs and inits, memrefs.

func.func @short(%a: tensor<16x32xf32>, %init: tensor<16xf32>, %s: tensor<f32>, %v: tensor<32xf32>) -> (tensor<16xf32>, tensor<f32>) {
  %0 = linalg.reduce { arith.addf } ins(%a : tensor<16x32xf32>) outs(%init : tensor<16xf32>) dimensions = [1]
  %1 = linalg.reduce { arith.maximumf {fastmath = #arith.fastmath<nnan>} } ins(%v : tensor<32xf32>) outs(%s : tensor<f32>) dimensions = [0]
  return %0, %1 : tensor<16xf32>, tensor<f32>
}

func.func @short_memref(%a: memref<4x8x16xi32>, %init: memref<8xi32>) {
  linalg.reduce { arith.addi } ins(%a : memref<4x8x16xi32>) outs(%init : memref<8xi32>) dimensions = [0, 2] {tag}
  return
}

func.func @long(%a: tensor<16x32xf32>, %init: tensor<32xf32>) -> tensor<32xf32> {
  %0 = linalg.reduce ins(%a : tensor<16x32xf32>) outs(%init : tensor<32xf32>) dimensions = [0]
    (%x: f32, %acc: f32) {
      %m = arith.mulf %x, %x : f32
      %s = arith.addf %m, %acc : f32
      linalg.yield %s : f32
    }
  return %0 : tensor<32xf32>
}

func.func @two_inputs(%a: tensor<16xf32>, %b: tensor<16xi64>, %ia: tensor<f32>, %ib: tensor<i64>) -> (tensor<f32>, tensor<i64>) {
  %0:2 = linalg.reduce ins(%a, %b : tensor<16xf32>, tensor<16xi64>) outs(%ia, %ib : tensor<f32>, tensor<i64>) dimensions = [0]
    (%x: f32, %i: i64, %bx: f32, %bi: i64) {
      %gt = arith.cmpf ogt, %x, %bx : f32
      %nx = arith.select %gt, %x, %bx : f32
      %ni = arith.select %gt, %i, %bi : i64
      linalg.yield %nx, %ni : f32, i64
    }
  return %0#0, %0#1 : tensor<f32>, tensor<i64>
}
