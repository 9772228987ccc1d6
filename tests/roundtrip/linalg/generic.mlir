// linalg.generic on tensors: trait dictionary (indexing_maps, iterator_types, doc, library_call),
// extra attributes (`attrs = {...}`), reductions, several inputs/outputs/results, scalar and
// rank-0 operands, dynamic shapes.

#id = affine_map<(d0, d1) -> (d0, d1)>
#tr = affine_map<(d0, d1) -> (d1, d0)>
#row = affine_map<(d0, d1) -> (d0)>
#scalar = affine_map<(d0, d1) -> ()>

func.func @elementwise(%a: tensor<4x8xf32>, %b: tensor<4x8xf32>, %init: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%a, %b : tensor<4x8xf32>, tensor<4x8xf32>) outs(%init : tensor<4x8xf32>) {
  ^bb0(%x: f32, %y: f32, %out: f32):
    %s = arith.addf %x, %y : f32
    %m = arith.mulf %s, %out fastmath<fast> : f32
    linalg.yield %m : f32
  } -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

func.func @row_sum(%a: tensor<4x8xf32>, %init: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"], doc = "sum of each row", library_call = "row_sum"}
      ins(%a : tensor<4x8xf32>) outs(%init : tensor<4xf32>) attrs = {my.tag = 3 : i32, other} {
  ^bb0(%x: f32, %acc: f32):
    %s = arith.addf %x, %acc : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

func.func @transpose_two_results(%a: tensor<?x?xi32>, %c: i32, %z: tensor<i32>, %i0: tensor<?x?xi32>, %i1: tensor<?x?xi32>) -> (tensor<?x?xi32>, tensor<?x?xi32>) {
  %0:2 = linalg.generic {indexing_maps = [#tr, #scalar, #scalar, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%a, %c, %z : tensor<?x?xi32>, i32, tensor<i32>) outs(%i0, %i1 : tensor<?x?xi32>, tensor<?x?xi32>) {
  ^bb0(%x: i32, %y: i32, %w: i32, %o0: i32, %o1: i32):
    %s = arith.addi %x, %y : i32
    %t = arith.muli %s, %w overflow<nsw> : i32
    linalg.yield %s, %t : i32, i32
  } -> (tensor<?x?xi32>, tensor<?x?xi32>)
  return %0#0, %0#1 : tensor<?x?xi32>, tensor<?x?xi32>
}

func.func @no_inputs(%init: tensor<3x5xindex>) -> tensor<3x5xindex> {
  %0 = linalg.generic {indexing_maps = [#id], iterator_types = ["parallel", "parallel"]} outs(%init : tensor<3x5xindex>) {
  ^bb0(%out: index):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %s = arith.addi %i, %j : index
    linalg.yield %s : index
  } -> tensor<3x5xindex>
  return %0 : tensor<3x5xindex>
}

func.func @rank0(%a: tensor<f32>, %init: tensor<f32>) -> tensor<f32> {
  %0 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []}
      ins(%a : tensor<f32>) outs(%init : tensor<f32>) {
  ^bb0(%x: f32, %o: f32):
    linalg.yield %x : f32
  } -> tensor<f32>
  return %0 : tensor<f32>
}
