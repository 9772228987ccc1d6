// linalg.conv_2d_nhwc_hwcf and pooling (max, sum) on tensors.
func.func private @printMemrefF32(tensor<*xf32>)

func.func @main() {
  %img = tensor.generate {
  ^bb0(%n: index, %h: index, %w: index, %c: index):
    %c4 = arith.constant 4 : index
    %hw = arith.muli %h, %c4 : index
    %s = arith.addi %hw, %w : index
    %si = arith.index_cast %s : index to i64
    %sf = arith.sitofp %si : i64 to f32
    tensor.yield %sf : f32
  } : tensor<1x4x4x1xf32>
  %k = arith.constant dense<[[[[1.0, 0.0]], [[0.0, 1.0]]], [[[-1.0, 1.0]], [[2.0, 0.0]]]]> : tensor<2x2x1x2xf32>
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x3x3x2xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<1x3x3x2xf32>) -> tensor<1x3x3x2xf32>
  %conv = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%img, %k : tensor<1x4x4x1xf32>, tensor<2x2x1x2xf32>) outs(%f : tensor<1x3x3x2xf32>) -> tensor<1x3x3x2xf32>
  %uc = tensor.cast %conv : tensor<1x3x3x2xf32> to tensor<*xf32>
  call @printMemrefF32(%uc) : (tensor<*xf32>) -> ()
  %win = tensor.empty() : tensor<2x2xf32>
  %ninf = arith.constant -1.0e30 : f32
  %ep = tensor.empty() : tensor<1x2x2x1xf32>
  %fp = linalg.fill ins(%ninf : f32) outs(%ep : tensor<1x2x2x1xf32>) -> tensor<1x2x2x1xf32>
  %mx = linalg.pooling_nhwc_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%img, %win : tensor<1x4x4x1xf32>, tensor<2x2xf32>) outs(%fp : tensor<1x2x2x1xf32>) -> tensor<1x2x2x1xf32>
  %umx = tensor.cast %mx : tensor<1x2x2x1xf32> to tensor<*xf32>
  call @printMemrefF32(%umx) : (tensor<*xf32>) -> ()
  %es = tensor.empty() : tensor<1x3x3x1xf32>
  %fs = linalg.fill ins(%z : f32) outs(%es : tensor<1x3x3x1xf32>) -> tensor<1x3x3x1xf32>
  %sm = linalg.pooling_nhwc_sum {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%img, %win : tensor<1x4x4x1xf32>, tensor<2x2xf32>) outs(%fs : tensor<1x3x3x1xf32>) -> tensor<1x3x3x1xf32>
  %usm = tensor.cast %sm : tensor<1x3x3x1xf32> to tensor<*xf32>
  call @printMemrefF32(%usm) : (tensor<*xf32>) -> ()
  return
}
