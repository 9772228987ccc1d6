// linalg.map: the short form `{ op {attrs} }` (payload built over the inputs; the region also
// has an argument for the init), the long form with a region, memrefs, no inputs.

func.func @short(%a: tensor<8xf32>, %b: tensor<8xf32>, %init: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>) {
  %0 = linalg.map { arith.addf } ins(%a, %b : tensor<8xf32>, tensor<8xf32>) outs(%init : tensor<8xf32>)
  %1 = linalg.map { arith.mulf {fastmath = #arith.fastmath<fast>} } ins(%a, %b : tensor<8xf32>, tensor<8xf32>) outs(%init : tensor<8xf32>)
  return %0, %1 : tensor<8xf32>, tensor<8xf32>
}

func.func @short_memref(%a: memref<4x4xi32>, %b: memref<4x4xi32>, %c: memref<4x4xi32>) {
  linalg.map { arith.addi } ins(%a, %b : memref<4x4xi32>, memref<4x4xi32>) outs(%c : memref<4x4xi32>)
  linalg.map { arith.subi {overflowFlags = #arith.overflow<nsw>} } ins(%a, %b : memref<4x4xi32>, memref<4x4xi32>) outs(%c : memref<4x4xi32>) {tag}
  linalg.map { arith.maxsi } ins(%a, %b : memref<4x4xi32>, memref<4x4xi32>) outs(%c : memref<4x4xi32>)
  return
}

func.func @long(%a: tensor<8xf32>, %b: tensor<8xi32>, %init: tensor<8xf32>) -> tensor<8xf32> {
  %0 = linalg.map ins(%a, %b : tensor<8xf32>, tensor<8xi32>) outs(%init : tensor<8xf32>)
    (%x: f32, %y: i32, %o: f32) {
      %f = arith.sitofp %y : i32 to f32
      %s = arith.addf %x, %f : f32
      linalg.yield %s : f32
    }
  return %0 : tensor<8xf32>
}

func.func @long_no_inputs(%init: memref<?xindex>) {
  linalg.map outs(%init : memref<?xindex>)
    (%o: index) {
      %i = linalg.index 0 : index
      linalg.yield %i : index
    }
  return
}

func.func @payload_not_first_args(%a: tensor<8xf32>, %init: tensor<8xf32>) -> tensor<8xf32> {
  %0 = linalg.map ins(%a : tensor<8xf32>) outs(%init : tensor<8xf32>) {attr = 1 : i32}
    (%x: f32, %o: f32) {
      %s = arith.addf %o, %x : f32
      linalg.yield %s : f32
    }
  return %0 : tensor<8xf32>
}
