// scf.forall with shared_outs on 1-D tiles: each iteration fills its tile of a new tensor
// (in place), then a second forall adds into tiles of the result through matching
// extract_slice / parallel_insert_slice pairs.
func.func private @printMemrefF32(tensor<*xf32>)

func.func @main() {
  %e = tensor.empty() : tensor<8xf32>
  %r = scf.forall (%i) in (4) shared_outs(%o = %e) -> (tensor<8xf32>) {
    %off = affine.apply affine_map<(d0) -> (d0 * 2)>(%i)
    %ii = arith.index_cast %i : index to i64
    %f = arith.sitofp %ii : i64 to f32
    %s = tensor.extract_slice %o[%off] [2] [1] : tensor<8xf32> to tensor<2xf32>
    %fill = linalg.fill ins(%f : f32) outs(%s : tensor<2xf32>) -> tensor<2xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %fill into %o[%off] [2] [1] : tensor<2xf32> into tensor<8xf32>
    }
  }
  %r2 = scf.forall (%i) in (2) shared_outs(%o = %r) -> (tensor<8xf32>) {
    %off = affine.apply affine_map<(d0) -> (d0 * 4)>(%i)
    %s = tensor.extract_slice %o[%off] [4] [1] : tensor<8xf32> to tensor<4xf32>
    %g = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%s : tensor<4xf32>) {
    ^bb0(%x: f32):
      %k = linalg.index 0 : index
      %ki = arith.index_cast %k : index to i64
      %kf = arith.sitofp %ki : i64 to f32
      %y = arith.addf %x, %kf : f32
      linalg.yield %y : f32
    } -> tensor<4xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %g into %o[%off] [4] [1] : tensor<4xf32> into tensor<8xf32>
    }
  }
  %u = tensor.cast %r2 : tensor<8xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}
