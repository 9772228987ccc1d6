// extract_slice / insert_slice in loops: each row of a matrix scaled in place through a
// slice, and a tiled copy of a matrix's transpose built tile by tile.
func.func private @printMemrefF32(tensor<*xf32>)

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %m = arith.constant dense<[[1.0, 2.0, 3.0, 4.0], [5.0, 6.0, 7.0, 8.0], [9.0, 10.0, 11.0, 12.0], [13.0, 14.0, 15.0, 16.0]]> : tensor<4x4xf32>
  %scaled = scf.for %i = %c0 to %c4 step %c1 iter_args(%t = %m) -> (tensor<4x4xf32>) {
    %row = tensor.extract_slice %t[%i, 0] [1, 4] [1, 1] : tensor<4x4xf32> to tensor<4xf32>
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    %r2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%row : tensor<4xf32>) {
    ^bb0(%x: f32):
      %y = arith.mulf %x, %f : f32
      linalg.yield %y : f32
    } -> tensor<4xf32>
    %t2 = tensor.insert_slice %r2 into %t[%i, 0] [1, 4] [1, 1] : tensor<4xf32> into tensor<4x4xf32>
    scf.yield %t2 : tensor<4x4xf32>
  }
  %e = tensor.empty() : tensor<4x4xf32>
  %tiled = scf.for %i = %c0 to %c4 step %c2 iter_args(%t = %e) -> (tensor<4x4xf32>) {
    %inner = scf.for %j = %c0 to %c4 step %c2 iter_args(%u = %t) -> (tensor<4x4xf32>) {
      %tile = tensor.extract_slice %m[%i, %j] [2, 2] [1, 1] : tensor<4x4xf32> to tensor<2x2xf32>
      %et = tensor.empty() : tensor<2x2xf32>
      %tt = linalg.transpose ins(%tile : tensor<2x2xf32>) outs(%et : tensor<2x2xf32>) permutation = [1, 0]
      %u2 = tensor.insert_slice %tt into %u[%j, %i] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<4x4xf32>
      scf.yield %u2 : tensor<4x4xf32>
    }
    scf.yield %inner : tensor<4x4xf32>
  }
  %u1 = tensor.cast %scaled : tensor<4x4xf32> to tensor<*xf32>
  call @printMemrefF32(%u1) : (tensor<*xf32>) -> ()
  %u2 = tensor.cast %tiled : tensor<4x4xf32> to tensor<*xf32>
  call @printMemrefF32(%u2) : (tensor<*xf32>) -> ()
  %u3 = tensor.cast %m : tensor<4x4xf32> to tensor<*xf32>
  call @printMemrefF32(%u3) : (tensor<*xf32>) -> ()
  return
}
