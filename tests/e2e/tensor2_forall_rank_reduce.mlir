// parallel_insert_slice of rank-reduced rows and columns (1-D tensors into a 2-D
// shared_out), and a strided parallel_insert_slice (every other element).
func.func private @printMemrefF32(tensor<*xf32>)

func.func @main() {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<3x4xf32>
  %init = linalg.fill ins(%z : f32) outs(%e : tensor<3x4xf32>) -> tensor<3x4xf32>
  %rows = scf.forall (%i) in (3) shared_outs(%o = %init) -> (tensor<3x4xf32>) {
    %ii = arith.index_cast %i : index to i64
    %f = arith.sitofp %ii : i64 to f32
    %t = tensor.generate {
    ^bb0(%k: index):
      %ki = arith.index_cast %k : index to i64
      %kf = arith.sitofp %ki : i64 to f32
      %c10 = arith.constant 10.0 : f32
      %a = arith.mulf %f, %c10 : f32
      %v = arith.addf %a, %kf : f32
      tensor.yield %v : f32
    } : tensor<4xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %t into %o[%i, 0] [1, 4] [1, 1] : tensor<4xf32> into tensor<3x4xf32>
    }
  }
  %cols = scf.forall (%j) in (2) shared_outs(%o = %rows) -> (tensor<3x4xf32>) {
    %col = tensor.extract_slice %o[0, %j] [3, 1] [1, 1] : tensor<3x4xf32> to tensor<3xf32>
    %neg = linalg.negf ins(%col : tensor<3xf32>) outs(%col : tensor<3xf32>) -> tensor<3xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %neg into %o[0, %j] [3, 1] [1, 1] : tensor<3xf32> into tensor<3x4xf32>
    }
  }
  %u = tensor.cast %cols : tensor<3x4xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  %e8 = tensor.empty() : tensor<8xf32>
  %i8 = linalg.fill ins(%z : f32) outs(%e8 : tensor<8xf32>) -> tensor<8xf32>
  %odd = scf.forall (%i) in (2) shared_outs(%o = %i8) -> (tensor<8xf32>) {
    %off = affine.apply affine_map<(d0) -> (d0 + 1)>(%i)
    %ii = arith.index_cast %off : index to i64
    %f = arith.sitofp %ii : i64 to f32
    %t = tensor.splat %f : tensor<2xf32>
    %p = affine.apply affine_map<(d0) -> (d0 * 4 + 1)>(%i)
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %t into %o[%p] [2] [2] : tensor<2xf32> into tensor<8xf32>
    }
  }
  %u8 = tensor.cast %odd : tensor<8xf32> to tensor<*xf32>
  call @printMemrefF32(%u8) : (tensor<*xf32>) -> ()
  return
}
