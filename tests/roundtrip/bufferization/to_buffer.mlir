// bufferization.to_buffer: read_only, unranked, dynamic, layouts, memory spaces, attributes.

func.func @to_buffer(%t: tensor<4xf32>, %u: tensor<*xi32>, %d: tensor<?x8xf32>) -> memref<4xf32> {
  %0 = bufferization.to_buffer %t : tensor<4xf32> to memref<4xf32>
  %1 = bufferization.to_buffer %t read_only : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
  %2 = bufferization.to_buffer %u : tensor<*xi32> to memref<*xi32>
  %3 = bufferization.to_buffer %d read_only {tag} : tensor<?x8xf32> to memref<?x8xf32, 3>
  %4 = bufferization.to_buffer %d : tensor<?x8xf32> to memref<?x8xf32, affine_map<(d0, d1) -> (d1, d0)>>
  return %0 : memref<4xf32>
}
