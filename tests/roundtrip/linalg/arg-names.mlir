// Payload argument names (%in, %out, %init) next to values named alike, results named
// %transposed, %broadcasted, %mapped, %reduced, a nested scf.if in a payload, attrs = {...}.

#id = affine_map<(d0, d1) -> (d0, d1)>
#tr = affine_map<(d0, d1) -> (d1, d0)>
func.func @lin(%a: tensor<4x8xf32>, %b: tensor<8x4xf32>, %in: f32, %n: index, %c: i1) -> tensor<4x8xf32> {
  %out = tensor.empty() : tensor<4x8xf32>
  %0 = linalg.generic {indexing_maps = [#id, #tr, #id], iterator_types = ["parallel", "parallel"]} ins(%a, %b : tensor<4x8xf32>, tensor<8x4xf32>) outs(%out : tensor<4x8xf32>) attrs = {test.x} {
  ^bb0(%x: f32, %y: f32, %z: f32):
    %i = linalg.index 0 : index
    %s = arith.addf %x, %y : f32
    %t = arith.addf %s, %in : f32
    linalg.yield %t : f32
  }  -> tensor<4x8xf32>
  %t1 = linalg.transpose ins(%a : tensor<4x8xf32>) outs(%b : tensor<8x4xf32>) permutation = [1, 0]
  %e1 = tensor.empty() : tensor<4x8x2xf32>
  %bc = linalg.broadcast ins(%a : tensor<4x8xf32>) outs(%e1 : tensor<4x8x2xf32>) dimensions = [2]
  %m = linalg.map { arith.negf } ins(%a : tensor<4x8xf32>) outs(%out : tensor<4x8xf32>)
  %e2 = tensor.empty() : tensor<4xf32>
  %r = linalg.reduce { arith.addf } ins(%a : tensor<4x8xf32>) outs(%e2 : tensor<4xf32>) dimensions = [1]
  %f = linalg.fill ins(%in : f32) outs(%out : tensor<4x8xf32>) -> tensor<4x8xf32>
  %e3 = tensor.empty() : tensor<4x4xf32>
  %mm = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x4xf32>) outs(%e3 : tensor<4x4xf32>) -> tensor<4x4xf32>
  %r2 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<4x8xf32>) outs(%out : tensor<4x8xf32>) {
  ^bb0(%x: f32, %z: f32):
    %q = scf.if %c -> f32 {
      %in_1 = arith.constant 1.0 : f32
      scf.yield %x : f32
    } else {
      scf.yield %z : f32
    }
    linalg.yield %q : f32
  } -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}
