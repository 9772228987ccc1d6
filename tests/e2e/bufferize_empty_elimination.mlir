// Results computed into a tensor.empty and then copied into their destination: a caller-owned
// memref (materialize_in_destination into `restrict writable` memory, the form of
// destination-passing kernels), a tensor destination, tiles inserted into a matrix in a loop
// (insert_slice). eliminate-empty-tensors makes the computation write into the destination.
func.func private @printMemrefF32(tensor<*xf32>)

#id = affine_map<(i) -> (i)>

func.func @axpy(%a: tensor<6xf32>, %b: tensor<6xf32>, %out: memref<6xf32>) {
  %e = tensor.empty() : tensor<6xf32>
  %r = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
      ins(%a, %b : tensor<6xf32>, tensor<6xf32>) outs(%e : tensor<6xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %two = arith.constant 2.0 : f32
    %m = arith.mulf %x, %two : f32
    %s = arith.addf %m, %y : f32
    linalg.yield %s : f32
  } -> tensor<6xf32>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<6xf32>, memref<6xf32>) -> ()
  return
}

// Row i of the result is i + j in column j, built tile by tile (2 rows at a time).
func.func @tiles() -> tensor<4x3xf32> {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x3xf32>
  %m = linalg.fill ins(%z : f32) outs(%e : tensor<4x3xf32>) -> tensor<4x3xf32>
  %r = scf.for %i = %c0 to %c4 step %c2 iter_args(%acc = %m) -> (tensor<4x3xf32>) {
    %t = tensor.empty() : tensor<2x3xf32>
    %g = linalg.generic {indexing_maps = [affine_map<(a, b) -> (a, b)>], iterator_types = ["parallel", "parallel"]}
        outs(%t : tensor<2x3xf32>) {
    ^bb0(%o: f32):
      %a = linalg.index 0 : index
      %b = linalg.index 1 : index
      %row = arith.addi %a, %i : index
      %s = arith.addi %row, %b : index
      %si = arith.index_cast %s : index to i32
      %sf = arith.sitofp %si : i32 to f32
      linalg.yield %sf : f32
    } -> tensor<2x3xf32>
    %u = tensor.insert_slice %g into %acc[%i, 0] [2, 3] [1, 1] : tensor<2x3xf32> into tensor<4x3xf32>
    scf.yield %u : tensor<4x3xf32>
  }
  return %r : tensor<4x3xf32>
}

func.func @main() {
  %a = arith.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0]> : tensor<6xf32>
  %b = arith.constant dense<[0.5, 0.5, 0.5, -1.0, -1.0, -1.0]> : tensor<6xf32>
  %out = memref.alloc() : memref<6xf32>
  call @axpy(%a, %b, %out) : (tensor<6xf32>, tensor<6xf32>, memref<6xf32>) -> ()
  %ot = bufferization.to_tensor %out restrict : memref<6xf32> to tensor<6xf32>
  %u = tensor.cast %ot : tensor<6xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()

  // A tensor destination: the fill writes into it.
  %x = arith.constant 7.0 : f32
  %e0 = tensor.empty() : tensor<6xf32>
  %a2 = linalg.copy ins(%a : tensor<6xf32>) outs(%e0 : tensor<6xf32>) -> tensor<6xf32>
  %e = tensor.empty() : tensor<6xf32>
  %f = linalg.fill ins(%x : f32) outs(%e : tensor<6xf32>) -> tensor<6xf32>
  %d = bufferization.materialize_in_destination %f in %a2 : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
  %ud = tensor.cast %d : tensor<6xf32> to tensor<*xf32>
  call @printMemrefF32(%ud) : (tensor<*xf32>) -> ()

  %t = call @tiles() : () -> tensor<4x3xf32>
  %ut = tensor.cast %t : tensor<4x3xf32> to tensor<*xf32>
  call @printMemrefF32(%ut) : (tensor<*xf32>) -> ()
  return
}
