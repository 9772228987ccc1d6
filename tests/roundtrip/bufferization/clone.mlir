// bufferization.clone and bufferization.dealloc_tensor.

func.func @clone(%m: memref<4xf32>, %u: memref<*xi8>, %l: memref<?xf32, strided<[2], offset: ?>>, %t: tensor<4xf32>, %ut: tensor<*xf32>) -> memref<4xf32> {
  %0 = bufferization.clone %m : memref<4xf32> to memref<4xf32>
  %1 = bufferization.clone %u : memref<*xi8> to memref<*xi8>
  %2 = bufferization.clone %l {tag} : memref<?xf32, strided<[2], offset: ?>> to memref<?xf32, strided<[2], offset: ?>>
  bufferization.dealloc_tensor %t : tensor<4xf32>
  bufferization.dealloc_tensor %ut {tag} : tensor<*xf32>
  return %0 : memref<4xf32>
}
