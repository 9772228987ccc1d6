// tensor.generate with tensor.yield: dynamic extents, static shapes, rank 0, attributes.

func.func @generate(%d0: index, %d1: index, %f: f32) -> tensor<?x3x?xindex> {
  %0 = tensor.generate %d0, %d1 {
  ^bb0(%i: index, %j: index, %k: index):
    %s = arith.addi %i, %j : index
    %t = arith.addi %s, %k : index
    tensor.yield %t : index
  } : tensor<?x3x?xindex>
  %1 = tensor.generate {
  ^bb0(%i: index):
    tensor.yield %f : f32
  } : tensor<16xf32>
  %2 = tensor.generate {
    tensor.yield %f : f32
  } : tensor<f32>
  %3 = tensor.generate %d0 {
  ^bb0(%i: index):
    %c = arith.index_cast %i : index to i32
    tensor.yield %c : i32
  } {tag = "g"} : tensor<?xi32>
  return %0 : tensor<?x3x?xindex>
}
