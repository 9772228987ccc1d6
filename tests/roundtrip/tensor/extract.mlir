// tensor.extract: ranked tensors of any rank, dynamic shapes, encodings, attributes.

func.func @extract(%t: tensor<4x?xf32>, %s: tensor<i32>, %e: tensor<8xindex, "enc">, %i: index, %j: index) -> (f32, i32, index) {
  %0 = tensor.extract %t[%i, %j] : tensor<4x?xf32>
  %1 = tensor.extract %s[] : tensor<i32>
  %2 = tensor.extract %e[%i] {note = 1 : i32} : tensor<8xindex, "enc">
  %3 = tensor.extract %t[%j, %i] : tensor<4x?xf32>
  return %0, %1, %2 : f32, i32, index
}
