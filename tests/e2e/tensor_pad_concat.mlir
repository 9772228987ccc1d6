// tensor.pad with a constant and with a computed padding value, tensor.concat along both
// dimensions, static and dynamic.
func.func private @printMemrefF32(tensor<*xf32>)

func.func @concat_dyn(%a: tensor<?x2xf32>, %b: tensor<?x2xf32>) -> tensor<?x2xf32> {
  %r = tensor.concat dim(0) %a, %b, %a : (tensor<?x2xf32>, tensor<?x2xf32>, tensor<?x2xf32>) -> tensor<?x2xf32>
  return %r : tensor<?x2xf32>
}

func.func @main() {
  %a = arith.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>
  %b = arith.constant dense<[[5.0, 6.0]]> : tensor<1x2xf32>
  %pv = arith.constant -1.0 : f32
  %p = tensor.pad %a low[1, 0] high[0, 2] {
  ^bb0(%i: index, %j: index):
    tensor.yield %pv : f32
  } : tensor<2x2xf32> to tensor<3x4xf32>
  %u = tensor.cast %p : tensor<3x4xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  %c1 = arith.constant 1 : index
  %q = tensor.pad %a low[%c1, %c1] high[1, %c1] {
  ^bb0(%i: index, %j: index):
    %s = arith.addi %i, %j : index
    %s32 = arith.index_cast %s : index to i32
    %f = arith.sitofp %s32 : i32 to f32
    %g = arith.mulf %f, %pv : f32
    tensor.yield %g : f32
  } : tensor<2x2xf32> to tensor<?x?xf32>
  %uq = tensor.cast %q : tensor<?x?xf32> to tensor<*xf32>
  call @printMemrefF32(%uq) : (tensor<*xf32>) -> ()
  %c = tensor.concat dim(0) %a, %b : (tensor<2x2xf32>, tensor<1x2xf32>) -> tensor<3x2xf32>
  %uc = tensor.cast %c : tensor<3x2xf32> to tensor<*xf32>
  call @printMemrefF32(%uc) : (tensor<*xf32>) -> ()
  %d = tensor.concat dim(1) %a, %a, %a : (tensor<2x2xf32>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x6xf32>
  %ud = tensor.cast %d : tensor<2x6xf32> to tensor<*xf32>
  call @printMemrefF32(%ud) : (tensor<*xf32>) -> ()
  %ad = tensor.cast %a : tensor<2x2xf32> to tensor<?x2xf32>
  %bd = tensor.cast %b : tensor<1x2xf32> to tensor<?x2xf32>
  %e = call @concat_dyn(%ad, %bd) : (tensor<?x2xf32>, tensor<?x2xf32>) -> tensor<?x2xf32>
  %ue = tensor.cast %e : tensor<?x2xf32> to tensor<*xf32>
  call @printMemrefF32(%ue) : (tensor<*xf32>) -> ()
  return
}
