// scf.forall over a 2-D grid of 2x3 tiles of a 4x6 tensor: each tile gets i*10 + j + its
// element's position inside the tile.
func.func private @printMemrefF32(tensor<*xf32>)

func.func @main() {
  %e = tensor.empty() : tensor<4x6xf32>
  %r = scf.forall (%i, %j) in (2, 2) shared_outs(%o = %e) -> (tensor<4x6xf32>) {
    %oi = affine.apply affine_map<(d0) -> (d0 * 2)>(%i)
    %oj = affine.apply affine_map<(d0) -> (d0 * 3)>(%j)
    %t = tensor.extract_slice %o[%oi, %oj] [2, 3] [1, 1] : tensor<4x6xf32> to tensor<2x3xf32>
    %g = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%t : tensor<2x3xf32>) {
    ^bb0(%x: f32):
      %a = linalg.index 0 : index
      %b = linalg.index 1 : index
      %c10 = arith.constant 10 : index
      %ten = arith.muli %i, %c10 : index
      %s0 = arith.addi %ten, %j : index
      %c100 = arith.constant 100 : index
      %a100 = arith.muli %a, %c100 : index
      %s1 = arith.addi %s0, %a100 : index
      %s2 = arith.addi %s1, %b : index
      %v = arith.index_cast %s2 : index to i64
      %fv = arith.sitofp %v : i64 to f32
      linalg.yield %fv : f32
    } -> tensor<2x3xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %g into %o[%oi, %oj] [2, 3] [1, 1] : tensor<2x3xf32> into tensor<4x6xf32>
    }
  }
  %u = tensor.cast %r : tensor<4x6xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}
