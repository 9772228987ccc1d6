// tensor.pad with tensor.yield: static and dynamic low/high padding, nofold, attributes,
// dynamic source and result shapes.

func.func @pad(%t: tensor<4x?xf32>, %s: tensor<3xi32>, %lo: index, %hi: index, %f: f32) {
  %0 = tensor.pad %t low[1, %lo] high[2, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %f : f32
  } : tensor<4x?xf32> to tensor<7x?xf32>
  %1 = tensor.pad %t nofold low[0, 0] high[0, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %f : f32
  } : tensor<4x?xf32> to tensor<4x?xf32>
  %2 = tensor.pad %s low[%lo] high[%hi] {
  ^bb0(%i: index):
    %c = arith.index_cast %i : index to i32
    tensor.yield %c : i32
  } {tag} : tensor<3xi32> to tensor<?xi32>
  %3 = tensor.pad %s low[1] high[1] {
  ^bb0(%i: index):
    %c = arith.constant 0 : i32
    tensor.yield %c : i32
  } : tensor<3xi32> to tensor<5xi32>
  %4 = tensor.pad %t nofold low[%lo, %lo] high[%hi, %hi] {
  ^bb0(%i: index, %j: index):
    tensor.yield %f : f32
  } {a = 1 : i64} : tensor<4x?xf32> to tensor<?x?xf32>
  return
}
