// scf.forall with two shared_outs of different shapes; the second shared_out is a slice of
// a bigger tensor (its result inserted back).
func.func private @printMemrefF32(tensor<*xf32>)

func.func @main() {
  %z = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<6xf32>
  %a = linalg.fill ins(%z : f32) outs(%e1 : tensor<6xf32>) -> tensor<6xf32>
  %e2 = tensor.empty() : tensor<3x4xf32>
  %two = arith.constant 2.0 : f32
  %big = linalg.fill ins(%two : f32) outs(%e2 : tensor<3x4xf32>) -> tensor<3x4xf32>
  %b = tensor.extract_slice %big[1, 0] [2, 4] [1, 1] : tensor<3x4xf32> to tensor<2x4xf32>
  %r:2 = scf.forall (%i) in (2) shared_outs(%o1 = %a, %o2 = %b) -> (tensor<6xf32>, tensor<2x4xf32>) {
    %off = affine.apply affine_map<(d0) -> (d0 * 3)>(%i)
    %ii = arith.index_cast %i : index to i64
    %f = arith.sitofp %ii : i64 to f32
    %c1 = arith.constant 1.0 : f32
    %f1 = arith.addf %f, %c1 : f32
    %t1 = tensor.empty() : tensor<3xf32>
    %v1 = linalg.fill ins(%f1 : f32) outs(%t1 : tensor<3xf32>) -> tensor<3xf32>
    %row = tensor.extract_slice %o2[%i, 0] [1, 4] [1, 1] : tensor<2x4xf32> to tensor<4xf32>
    %v2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%row : tensor<4xf32>) {
    ^bb0(%x: f32):
      %y = arith.mulf %x, %f1 : f32
      linalg.yield %y : f32
    } -> tensor<4xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %v1 into %o1[%off] [3] [1] : tensor<3xf32> into tensor<6xf32>
      tensor.parallel_insert_slice %v2 into %o2[%i, 0] [1, 4] [1, 1] : tensor<4xf32> into tensor<2x4xf32>
    }
  }
  %back = tensor.insert_slice %r#1 into %big[1, 0] [2, 4] [1, 1] : tensor<2x4xf32> into tensor<3x4xf32>
  %u1 = tensor.cast %r#0 : tensor<6xf32> to tensor<*xf32>
  call @printMemrefF32(%u1) : (tensor<*xf32>) -> ()
  %u2 = tensor.cast %back : tensor<3x4xf32> to tensor<*xf32>
  call @printMemrefF32(%u2) : (tensor<*xf32>) -> ()
  return
}
