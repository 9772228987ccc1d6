// bufferization.alloc_tensor: dynamic sizes, copy, size_hint, memory_space, unranked, attributes.

func.func @alloc_tensor(%d0: index, %d1: index, %t: tensor<4x?xf32>, %s: tensor<8xi32>) {
  %0 = bufferization.alloc_tensor() : tensor<4xf32>
  %1 = bufferization.alloc_tensor(%d0) : tensor<?xf32>
  %2 = bufferization.alloc_tensor(%d0, %d1) : tensor<?x3x?xi8>
  %3 = bufferization.alloc_tensor() copy(%t) : tensor<4x?xf32>
  %4 = bufferization.alloc_tensor(%d0) size_hint=%d1 : tensor<?xf32>
  %5 = bufferization.alloc_tensor() copy(%s) size_hint=%d0 : tensor<8xi32>
  %6 = bufferization.alloc_tensor() {memory_space = 1 : i64} : tensor<4xf32>
  %7 = bufferization.alloc_tensor(%d1) {memory_space = "shared", tag} : tensor<?x2xf64>
  %8 = bufferization.alloc_tensor() : tensor<*xf32>
  %9 = bufferization.alloc_tensor() : tensor<f32, "enc">
  return
}
