// A tiled matmul: scf.forall over 2x2 tiles of the 4x4 result, each tile a linalg.matmul of
// row and column panels into its slice of the (filled) output.
func.func private @printMemrefF32(tensor<*xf32>)

func.func @main() {
  %a = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0], [7.0, 8.0, 9.0], [1.0, 0.0, 1.0]]> : tensor<4x3xf32>
  %b = arith.constant dense<[[1.0, 0.0, 2.0, 1.0], [0.0, 1.0, 1.0, 2.0], [1.0, 1.0, 0.0, 3.0]]> : tensor<3x4xf32>
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x4xf32>
  %c = linalg.fill ins(%z : f32) outs(%e : tensor<4x4xf32>) -> tensor<4x4xf32>
  %r = scf.forall (%i, %j) in (2, 2) shared_outs(%o = %c) -> (tensor<4x4xf32>) {
    %oi = affine.apply affine_map<(d0) -> (d0 * 2)>(%i)
    %oj = affine.apply affine_map<(d0) -> (d0 * 2)>(%j)
    %pa = tensor.extract_slice %a[%oi, 0] [2, 3] [1, 1] : tensor<4x3xf32> to tensor<2x3xf32>
    %pb = tensor.extract_slice %b[0, %oj] [3, 2] [1, 1] : tensor<3x4xf32> to tensor<3x2xf32>
    %t = tensor.extract_slice %o[%oi, %oj] [2, 2] [1, 1] : tensor<4x4xf32> to tensor<2x2xf32>
    %m = linalg.matmul ins(%pa, %pb : tensor<2x3xf32>, tensor<3x2xf32>) outs(%t : tensor<2x2xf32>) -> tensor<2x2xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %m into %o[%oi, %oj] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<4x4xf32>
    }
  }
  %u = tensor.cast %r : tensor<4x4xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}
