// bufferization.to_tensor: restrict / writable flags, unranked, dynamic, layouts, memory
// spaces, encodings, attributes.

func.func @to_tensor(%m: memref<4xf32>, %u: memref<*xi8>, %d: memref<?x8xf32, strided<[8, 1], offset: ?>>, %s: memref<2xf16, 1>) -> tensor<4xf32> {
  %0 = bufferization.to_tensor %m : memref<4xf32> to tensor<4xf32>
  %1 = bufferization.to_tensor %m restrict : memref<4xf32> to tensor<4xf32>
  %2 = bufferization.to_tensor %m writable : memref<4xf32> to tensor<4xf32>
  %3 = bufferization.to_tensor %m restrict writable : memref<4xf32> to tensor<4xf32>
  %4 = bufferization.to_tensor %u : memref<*xi8> to tensor<*xi8>
  %5 = bufferization.to_tensor %d {tag = "t"} : memref<?x8xf32, strided<[8, 1], offset: ?>> to tensor<?x8xf32>
  %6 = bufferization.to_tensor %s restrict writable {tag} : memref<2xf16, 1> to tensor<2xf16>
  %7 = bufferization.to_tensor %m : memref<4xf32> to tensor<4xf32, "enc">
  return %0 : tensor<4xf32>
}
