// bufferization.materialize_in_destination: tensor destinations (one result) and memref
// destinations (writable, optionally restrict; no result), dynamic and unranked shapes.

func.func @materialize(%t: tensor<4xf32>, %d: tensor<?xf32>, %u: tensor<*xf32>, %m: memref<4xf32>, %md: memref<?xf32, strided<[?], offset: ?>>, %mu: memref<*xf32>) -> tensor<?xf32> {
  %0 = bufferization.materialize_in_destination %t in %t : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %1 = bufferization.materialize_in_destination %t in %d : (tensor<4xf32>, tensor<?xf32>) -> tensor<?xf32>
  %2 = bufferization.materialize_in_destination %u in %u {tag} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
  bufferization.materialize_in_destination %t in writable %m : (tensor<4xf32>, memref<4xf32>) -> ()
  bufferization.materialize_in_destination %d in restrict writable %md : (tensor<?xf32>, memref<?xf32, strided<[?], offset: ?>>) -> ()
  bufferization.materialize_in_destination %u in writable %mu {tag = 1 : i32} : (tensor<*xf32>, memref<*xf32>) -> ()
  return %1 : tensor<?xf32>
}
