// scf.forall inside scf.for: the loop carries the tensor, each step's forall updates all
// tiles of it (in place on the carried buffer). (A forall on a shared_out defined outside
// the loop, yielded, is refused upstream: "Yield operand #0 is not equivalent".)
func.func private @printMemrefF32(tensor<*xf32>)

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<6xf32>
  %init = linalg.fill ins(%z : f32) outs(%e : tensor<6xf32>) -> tensor<6xf32>
  %res = scf.for %k = %c0 to %c3 step %c1 iter_args(%acc = %init) -> (tensor<6xf32>) {
    %r = scf.forall (%i) in (3) shared_outs(%o = %acc) -> (tensor<6xf32>) {
      %off = affine.apply affine_map<(d0) -> (d0 * 2)>(%i)
      %s = tensor.extract_slice %o[%off] [2] [1] : tensor<6xf32> to tensor<2xf32>
      %g = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%s : tensor<2xf32>) {
      ^bb0(%x: f32):
        %ki = arith.index_cast %k : index to i64
        %kf = arith.sitofp %ki : i64 to f32
        %ii = arith.index_cast %i : index to i64
        %if = arith.sitofp %ii : i64 to f32
        %a = arith.addf %x, %kf : f32
        %b = arith.addf %a, %if : f32
        linalg.yield %b : f32
      } -> tensor<2xf32>
      scf.forall.in_parallel {
        tensor.parallel_insert_slice %g into %o[%off] [2] [1] : tensor<2xf32> into tensor<6xf32>
      }
    }
    scf.yield %r : tensor<6xf32>
  }
  %u = tensor.cast %res : tensor<6xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}
