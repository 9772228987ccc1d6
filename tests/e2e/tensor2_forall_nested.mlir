// Nested scf.forall: the outer loop over row blocks, the inner one over the columns of the
// block (its shared_out a slice of the outer one's), and an scf.for inside the inner body.
func.func private @printMemrefF32(tensor<*xf32>)

func.func @main() {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x4xf32>
  %init = linalg.fill ins(%z : f32) outs(%e : tensor<4x4xf32>) -> tensor<4x4xf32>
  %r = scf.forall (%i) in (2) shared_outs(%o = %init) -> (tensor<4x4xf32>) {
    %oi = affine.apply affine_map<(d0) -> (d0 * 2)>(%i)
    %blk = tensor.extract_slice %o[%oi, 0] [2, 4] [1, 1] : tensor<4x4xf32> to tensor<2x4xf32>
    %inner = scf.forall (%j) in (4) shared_outs(%p = %blk) -> (tensor<2x4xf32>) {
      %col = tensor.extract_slice %p[0, %j] [2, 1] [1, 1] : tensor<2x4xf32> to tensor<2xf32>
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %filled = scf.for %k = %c0 to %c2 step %c1 iter_args(%acc = %col) -> (tensor<2xf32>) {
        %row = arith.addi %oi, %k : index
        %a = arith.muli %row, %c2 : index
        %b = arith.addi %a, %j : index
        %bi = arith.index_cast %b : index to i64
        %bf = arith.sitofp %bi : i64 to f32
        %n = tensor.insert %bf into %acc[%k] : tensor<2xf32>
        scf.yield %n : tensor<2xf32>
      }
      scf.forall.in_parallel {
        tensor.parallel_insert_slice %filled into %p[0, %j] [2, 1] [1, 1] : tensor<2xf32> into tensor<2x4xf32>
      }
    }
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %inner into %o[%oi, 0] [2, 4] [1, 1] : tensor<2x4xf32> into tensor<4x4xf32>
    }
  }
  %u = tensor.cast %r : tensor<4x4xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}
