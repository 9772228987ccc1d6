// tensor.generate (static and dynamic, reading another tensor in its body) and tensor.splat.
func.func private @printMemrefF32(tensor<*xf32>)
func.func private @printMemrefI32(tensor<*xi32>)

func.func @main() {
  %c3 = arith.constant 3 : index
  %g = tensor.generate {
  ^bb0(%i: index, %j: index):
    %m = arith.muli %i, %c3 : index
    %s = arith.addi %m, %j : index
    %v = arith.index_cast %s : index to i32
    tensor.yield %v : i32
  } : tensor<2x3xi32>
  %n = arith.constant 4 : index
  %h = tensor.generate %n {
  ^bb0(%i: index):
    %k = arith.remui %i, %c3 : index
    %j = arith.constant 1 : index
    %e = tensor.extract %g[%j, %k] : tensor<2x3xi32>
    %f = arith.sitofp %e : i32 to f32
    tensor.yield %f : f32
  } : tensor<?xf32>
  %ug = tensor.cast %g : tensor<2x3xi32> to tensor<*xi32>
  call @printMemrefI32(%ug) : (tensor<*xi32>) -> ()
  %uh = tensor.cast %h : tensor<?xf32> to tensor<*xf32>
  call @printMemrefF32(%uh) : (tensor<*xf32>) -> ()
  %x = arith.constant 2.5 : f32
  %s = tensor.splat %x : tensor<2x2xf32>
  %us = tensor.cast %s : tensor<2x2xf32> to tensor<*xf32>
  call @printMemrefF32(%us) : (tensor<*xf32>) -> ()
  %c2 = arith.constant 2 : index
  %sd = tensor.splat %x[%c2, %n] : tensor<?x?xf32>
  %usd = tensor.cast %sd : tensor<?x?xf32> to tensor<*xf32>
  call @printMemrefF32(%usd) : (tensor<*xf32>) -> ()
  return
}
