// linalg.map on tensors, a linalg.generic with two outputs and linalg.index, and a generic
// whose init is an input read again later.
func.func private @printMemrefF32(tensor<*xf32>)
func.func private @printMemrefI32(tensor<*xi32>)

func.func @main() {
  %a = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
  %e = tensor.empty() : tensor<2x3xf32>
  %m = linalg.map ins(%a, %a : tensor<2x3xf32>, tensor<2x3xf32>) outs(%e : tensor<2x3xf32>)
    (%x: f32, %y: f32, %o: f32) {
      %p = arith.mulf %x, %y : f32
      linalg.yield %p : f32
    }
  %ei = tensor.empty() : tensor<2x3xi32>
  %g:2 = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%m : tensor<2x3xf32>) outs(%a, %ei : tensor<2x3xf32>, tensor<2x3xi32>) {
  ^bb0(%x: f32, %o: f32, %oi: i32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %k = arith.addi %i, %j : index
    %k32 = arith.index_cast %k : index to i32
    %kf = arith.sitofp %k32 : i32 to f32
    %s = arith.subf %x, %o : f32
    %t = arith.addf %s, %kf : f32
    linalg.yield %t, %k32 : f32, i32
  } -> (tensor<2x3xf32>, tensor<2x3xi32>)
  %u1 = tensor.cast %m : tensor<2x3xf32> to tensor<*xf32>
  call @printMemrefF32(%u1) : (tensor<*xf32>) -> ()
  %u2 = tensor.cast %g#0 : tensor<2x3xf32> to tensor<*xf32>
  call @printMemrefF32(%u2) : (tensor<*xf32>) -> ()
  %u3 = tensor.cast %g#1 : tensor<2x3xi32> to tensor<*xi32>
  call @printMemrefI32(%u3) : (tensor<*xi32>) -> ()
  %u4 = tensor.cast %a : tensor<2x3xf32> to tensor<*xf32>
  call @printMemrefF32(%u4) : (tensor<*xf32>) -> ()
  return
}
