// linalg.index inside generic and named-op-free bodies; linalg.yield with several values.

func.func @iota(%out: memref<2x3x4xindex>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} outs(%out : memref<2x3x4xindex>) {
  ^bb0(%o: index):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %k = linalg.index 2 : index
    %a = arith.addi %i, %j : index
    %b = arith.addi %a, %k : index
    linalg.yield %b : index
  }
  return
}

func.func @argmax(%in: tensor<16xf32>, %v: tensor<f32>, %i: tensor<i64>) -> (tensor<f32>, tensor<i64>) {
  %0:2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]}
      ins(%in : tensor<16xf32>) outs(%v, %i : tensor<f32>, tensor<i64>) {
  ^bb0(%x: f32, %best: f32, %idx: i64):
    %k = linalg.index 0 : index
    %k64 = arith.index_cast %k : index to i64
    %gt = arith.cmpf ogt, %x, %best : f32
    %nb = arith.select %gt, %x, %best : f32
    %ni = arith.select %gt, %k64, %idx : i64
    linalg.yield %nb, %ni : f32, i64
  } -> (tensor<f32>, tensor<i64>)
  return %0#0, %0#1 : tensor<f32>, tensor<i64>
}
