// scf.forall on a dynamically sized tensor with dynamic tile sizes (the last tile is
// shorter, affine.min), lower bound and step given explicitly.
func.func private @printMemrefF32(tensor<*xf32>)

func.func @tiles(%n: index, %ts: index) -> tensor<?xf32> {
  %one = arith.constant 1.0 : f32
  %e = tensor.empty(%n) : tensor<?xf32>
  %init = linalg.fill ins(%one : f32) outs(%e : tensor<?xf32>) -> tensor<?xf32>
  %c0 = arith.constant 0 : index
  %r = scf.forall (%i) = (%c0) to (%n) step (%ts) shared_outs(%o = %init) -> (tensor<?xf32>) {
    %sz = affine.min affine_map<(d0)[s0, s1] -> (s1, s0 - d0)>(%i)[%n, %ts]
    %s = tensor.extract_slice %o[%i] [%sz] [1] : tensor<?xf32> to tensor<?xf32>
    %ii = arith.index_cast %i : index to i64
    %f = arith.sitofp %ii : i64 to f32
    %g = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%s : tensor<?xf32>) {
    ^bb0(%x: f32):
      %y = arith.addf %x, %f : f32
      linalg.yield %y : f32
    } -> tensor<?xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %g into %o[%i] [%sz] [1] : tensor<?xf32> into tensor<?xf32>
    }
  }
  return %r : tensor<?xf32>
}

func.func @main() {
  %c10 = arith.constant 10 : index
  %c4 = arith.constant 4 : index
  %c3 = arith.constant 3 : index
  %c7 = arith.constant 7 : index
  %a = call @tiles(%c10, %c4) : (index, index) -> tensor<?xf32>
  %ua = tensor.cast %a : tensor<?xf32> to tensor<*xf32>
  call @printMemrefF32(%ua) : (tensor<*xf32>) -> ()
  %b = call @tiles(%c7, %c3) : (index, index) -> tensor<?xf32>
  %ub = tensor.cast %b : tensor<?xf32> to tensor<*xf32>
  call @printMemrefF32(%ub) : (tensor<*xf32>) -> ()
  return
}
