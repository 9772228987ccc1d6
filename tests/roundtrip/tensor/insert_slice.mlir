// tensor.insert_slice: static and dynamic offsets/sizes/strides, rank-reduced sources,
// encodings, attributes.

func.func @insert_slice(%t: tensor<8x16x4xf32>, %s: tensor<4x4xf32>, %v: tensor<?xf32>, %d: tensor<?x?xi32>, %x: tensor<i32>, %o: index, %sz: index, %st: index) -> tensor<8x16x4xf32> {
  %0 = tensor.insert_slice %s into %t[0, 2, 0] [1, 4, 4] [1, 2, 1] : tensor<4x4xf32> into tensor<8x16x4xf32>
  %1 = tensor.insert_slice %v into %0[%o, 4, %o] [1, %sz, 1] [1, %st, 1] : tensor<?xf32> into tensor<8x16x4xf32>
  %2 = tensor.insert_slice %d into %d[%o, %o] [%sz, %sz] [%st, %st] : tensor<?x?xi32> into tensor<?x?xi32>
  %3 = tensor.insert_slice %x into %d[0, 1] [1, 1] [1, 1] {tag} : tensor<i32> into tensor<?x?xi32>
  return %1 : tensor<8x16x4xf32>
}

func.func @encoded(%t: tensor<8x8xf32, "enc">, %s: tensor<2x8xf32, "enc">) -> tensor<8x8xf32, "enc"> {
  %0 = tensor.insert_slice %s into %t[2, 0] [2, 8] [1, 1] : tensor<2x8xf32, "enc"> into tensor<8x8xf32, "enc">
  return %0 : tensor<8x8xf32, "enc">
}
