// In-place updates in nested loops: a 2-D tensor filled element by element through
// tensor.insert in an scf.for nest, then row slices updated through
// extract_slice / linalg / insert_slice in another loop.
func.func private @printMemrefF32(tensor<*xf32>)

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %e = tensor.empty() : tensor<3x4xf32>
  %a = scf.for %i = %c0 to %c3 step %c1 iter_args(%t = %e) -> (tensor<3x4xf32>) {
    %inner = scf.for %j = %c0 to %c4 step %c1 iter_args(%u = %t) -> (tensor<3x4xf32>) {
      %k = arith.muli %i, %c4 : index
      %kj = arith.addi %k, %j : index
      %ki = arith.index_cast %kj : index to i64
      %kf = arith.sitofp %ki : i64 to f32
      %v = tensor.insert %kf into %u[%i, %j] : tensor<3x4xf32>
      scf.yield %v : tensor<3x4xf32>
    }
    scf.yield %inner : tensor<3x4xf32>
  }
  %b = scf.for %i = %c0 to %c3 step %c1 iter_args(%t = %a) -> (tensor<3x4xf32>) {
    %row = tensor.extract_slice %t[%i, 0] [1, 4] [1, 1] : tensor<3x4xf32> to tensor<4xf32>
    %sq = linalg.mul ins(%row, %row : tensor<4xf32>, tensor<4xf32>) outs(%row : tensor<4xf32>) -> tensor<4xf32>
    %t2 = tensor.insert_slice %sq into %t[%i, 0] [1, 4] [1, 1] : tensor<4xf32> into tensor<3x4xf32>
    scf.yield %t2 : tensor<3x4xf32>
  }
  %u = tensor.cast %b : tensor<3x4xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}
