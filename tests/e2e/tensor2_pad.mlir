// tensor.pad: static low/high padding with a constant, dynamic padding amounts, and a pad
// body that depends on the index.
func.func private @printMemrefF32(tensor<*xf32>)

func.func @main() {
  %t = arith.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>
  %z = arith.constant 0.0 : f32
  %p = tensor.pad %t low[1, 0] high[0, 2] {
  ^bb0(%i: index, %j: index):
    tensor.yield %z : f32
  } : tensor<2x2xf32> to tensor<3x4xf32>
  %up = tensor.cast %p : tensor<3x4xf32> to tensor<*xf32>
  call @printMemrefF32(%up) : (tensor<*xf32>) -> ()
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %q = tensor.pad %t low[%c1, %c2] high[%c2, %c1] {
  ^bb0(%i: index, %j: index):
    %s = arith.addi %i, %j : index
    %si = arith.index_cast %s : index to i64
    %sf = arith.sitofp %si : i64 to f32
    %n = arith.negf %sf : f32
    tensor.yield %n : f32
  } : tensor<2x2xf32> to tensor<?x?xf32>
  %uq = tensor.cast %q : tensor<?x?xf32> to tensor<*xf32>
  call @printMemrefF32(%uq) : (tensor<*xf32>) -> ()
  return
}
