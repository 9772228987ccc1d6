// tensor.extract_slice: static and dynamic offsets/sizes/strides, rank-reducing results,
// encodings, attributes.

func.func @extract_slice(%t: tensor<8x16x4xf32>, %d: tensor<?x?xi32>, %o: index, %sz: index, %st: index) {
  %0 = tensor.extract_slice %t[0, 0, 0] [8, 16, 4] [1, 1, 1] : tensor<8x16x4xf32> to tensor<8x16x4xf32>
  %1 = tensor.extract_slice %t[0, 2, 0] [1, 4, 4] [1, 2, 1] : tensor<8x16x4xf32> to tensor<4x4xf32>
  %2 = tensor.extract_slice %t[%o, 4, %o] [1, %sz, 1] [1, %st, 1] : tensor<8x16x4xf32> to tensor<?xf32>
  %3 = tensor.extract_slice %d[%o, %o] [%sz, %sz] [%st, %st] : tensor<?x?xi32> to tensor<?x?xi32>
  %4 = tensor.extract_slice %d[0, 1] [1, 1] [1, 1] : tensor<?x?xi32> to tensor<i32>
  %5 = tensor.extract_slice %d[0, 1] [1, 1] [1, 1] : tensor<?x?xi32> to tensor<1xi32>
  %6 = tensor.extract_slice %t[1, 1, 1] [2, 2, 2] [1, 1, 1] {tag = "s"} : tensor<8x16x4xf32> to tensor<2x2x2xf32>
  %7 = tensor.extract_slice %d[%o, 0] [4, 2] [1, 1] : tensor<?x?xi32> to tensor<4x2xi32>
  return
}

func.func @encoded(%t: tensor<8x8xf32, "enc">) -> tensor<2x8xf32, "enc"> {
  %0 = tensor.extract_slice %t[2, 0] [2, 8] [1, 1] : tensor<8x8xf32, "enc"> to tensor<2x8xf32, "enc">
  return %0 : tensor<2x8xf32, "enc">
}
