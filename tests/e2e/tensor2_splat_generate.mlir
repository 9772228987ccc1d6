// tensor.splat (static and dynamic) and tensor.generate (dynamic, reading another tensor),
// then an in-place update of the generated tensor.
func.func private @printMemrefF32(tensor<*xf32>)

func.func @main() {
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %pi = arith.constant 3.25 : f32
  %s = tensor.splat %pi : tensor<2x2xf32>
  %us = tensor.cast %s : tensor<2x2xf32> to tensor<*xf32>
  call @printMemrefF32(%us) : (tensor<*xf32>) -> ()
  %sd = tensor.splat %pi[%c3] : tensor<?xf32>
  %g = tensor.generate %c2, %c3 {
  ^bb0(%i: index, %j: index):
    %x = tensor.extract %sd[%j] : tensor<?xf32>
    %k = arith.muli %i, %c3 : index
    %kj = arith.addi %k, %j : index
    %ki = arith.index_cast %kj : index to i64
    %kf = arith.sitofp %ki : i64 to f32
    %v = arith.addf %x, %kf : f32
    tensor.yield %v : f32
  } : tensor<?x?xf32>
  %c1 = arith.constant 1 : index
  %g2 = tensor.insert %pi into %g[%c1, %c1] : tensor<?x?xf32>
  %ug = tensor.cast %g2 : tensor<?x?xf32> to tensor<*xf32>
  call @printMemrefF32(%ug) : (tensor<*xf32>) -> ()
  return
}
