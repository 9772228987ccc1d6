// A small network in PyTorch's NCHW layout, as torch-mlir exports it, on data whose sums are
// exact (small integers, eighths), so the result does not depend on the order of the sums:
// pad, a convolution with a bias broadcast as its init, batch norm with per-channel 5x1x1
// operands, clamps (to [-20, 20]), max pooling, a padded depthwise convolution, a padded
// strided convolution, a 1x1 strided downsampling convolution, a residual add, a
// squeeze-excitation-like channel sum and scale, sum pooling; batch 2, odd sizes, prime
// channel counts. mlirc-conv-to-channels-last runs it in NHWC (the CHECK lines): one transpose
// at the input, one at each output, and one each way around the call (a transpose does not
// move through it).
// RUN: mlirc %s --emit=mlir --compile-to=mlirc-conv-to-channels-last | FileCheck %s
// CHECK-LABEL: func.func @net(
// CHECK-NOT: permutation = [0, 3, 1, 2]
// CHECK: ins(%{{.*}} : tensor<2x3x11x13xf32>) {{.*}} permutation = [0, 2, 3, 1]
// CHECK-NOT: permutation = [0, 2, 3, 1]
// CHECK: ins(%{{.*}} : tensor<2x4x5x5xf32>) {{.*}} permutation = [0, 3, 1, 2]
// CHECK-NOT: permutation = [0, 3, 1, 2]
// CHECK: call @clamp
// CHECK-NOT: permutation = [0, 3, 1, 2]
// CHECK: ins(%{{.*}} : tensor<2x5x6x7xf32>) {{.*}} permutation = [0, 2, 3, 1]
// CHECK-NOT: permutation = [0, 2, 3, 1]
// CHECK: ins(%{{.*}} : tensor<2x1x1x7xf32>) {{.*}} permutation = [0, 3, 1, 2]
// CHECK-NOT: permutation = [0, 2, 3, 1]
// CHECK: ins(%{{.*}} : tensor<2x1x2x7xf32>) {{.*}} permutation = [0, 3, 1, 2]
// CHECK-NOT: permutation = [0, 3, 1, 2]
// CHECK-LABEL: func.func @main(
func.func private @printMemrefF32(tensor<*xf32>)

#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#ch = affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>
#nc = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, 0)>

// x[n, c, h, w] = ((n * 5 + c * 3 + h * 7 + w * 2 + h * w) mod 7) - 3
func.func @input() -> tensor<2x3x9x11xf32> {
  %e = tensor.empty() : tensor<2x3x9x11xf32>
  %r = linalg.generic {indexing_maps = [#id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%e : tensor<2x3x9x11xf32>) {
  ^bb0(%o: f32):
    %i0 = linalg.index 0 : index
    %i1 = linalg.index 1 : index
    %i2 = linalg.index 2 : index
    %i3 = linalg.index 3 : index
    %c5 = arith.constant 5 : index
    %c3 = arith.constant 3 : index
    %c7 = arith.constant 7 : index
    %c2 = arith.constant 2 : index
    %a = arith.muli %i0, %c5 : index
    %b = arith.muli %i1, %c3 : index
    %c = arith.muli %i2, %c7 : index
    %d = arith.muli %i3, %c2 : index
    %hw = arith.muli %i2, %i3 : index
    %s1 = arith.addi %a, %b : index
    %s2 = arith.addi %s1, %c : index
    %s3 = arith.addi %s2, %d : index
    %s4 = arith.addi %s3, %hw : index
    %m = arith.remui %s4, %c7 : index
    %v = arith.index_cast %m : index to i32
    %three = arith.constant 3 : i32
    %w = arith.subi %v, %three : i32
    %f = arith.sitofp %w : i32 to f32
    linalg.yield %f : f32
  } -> tensor<2x3x9x11xf32>
  return %r : tensor<2x3x9x11xf32>
}

// min(max(x, -20), 20)
func.func @clamp(%x: tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %d0 = tensor.dim %x, %c0 : tensor<?x?x?x?xf32>
  %d1 = tensor.dim %x, %c1 : tensor<?x?x?x?xf32>
  %d2 = tensor.dim %x, %c2 : tensor<?x?x?x?xf32>
  %d3 = tensor.dim %x, %c3 : tensor<?x?x?x?xf32>
  %e = tensor.empty(%d0, %d1, %d2, %d3) : tensor<?x?x?x?xf32>
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%x : tensor<?x?x?x?xf32>) outs(%e : tensor<?x?x?x?xf32>) {
  ^bb0(%in: f32, %o: f32):
    %lo = arith.constant -20.0 : f32
    %six = arith.constant 20.0 : f32
    %a = arith.maximumf %in, %lo : f32
    %b = arith.minimumf %a, %six : f32
    linalg.yield %b : f32
  } -> tensor<?x?x?x?xf32>
  return %r : tensor<?x?x?x?xf32>
}

func.func @net(%x: tensor<2x3x9x11xf32>) -> (tensor<2x7x1x2xf32>, tensor<2x7x1x1xf32>) {
  %z = arith.constant 0.0 : f32
  %six = arith.constant 20.0 : f32
  %lo = arith.constant -20.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %w1 = arith.constant dense<[[[[-1.0, 0.0, 0.0], [-1.0, 0.0, 0.0], [0.0, 1.0, 0.0]], [[-1.0, 0.0, 0.0], [1.0, -1.0, -1.0], [0.0, 0.0, 1.0]], [[-1.0, -1.0, 0.0], [0.0, 1.0, 1.0], [1.0, 0.0, 0.0]]], [[[0.0, -1.0, 0.0], [1.0, -1.0, 0.0], [1.0, -1.0, 0.0]], [[-1.0, 0.0, 0.0], [0.0, 1.0, -1.0], [-1.0, 1.0, -1.0]], [[1.0, 0.0, 0.0], [0.0, 1.0, 1.0], [-1.0, -1.0, 0.0]]], [[[1.0, 1.0, 0.0], [0.0, 1.0, 0.0], [-1.0, 0.0, -1.0]], [[0.0, 0.0, -1.0], [0.0, 0.0, 0.0], [0.0, 1.0, 1.0]], [[-1.0, -1.0, 0.0], [1.0, 0.0, 1.0], [-1.0, -1.0, 0.0]]], [[[1.0, 0.0, 0.0], [1.0, 0.0, 1.0], [1.0, 1.0, 1.0]], [[1.0, -1.0, -1.0], [-1.0, 1.0, 1.0], [0.0, 1.0, -1.0]], [[1.0, 0.0, 0.0], [1.0, -1.0, 1.0], [0.0, -1.0, -1.0]]], [[[0.0, -1.0, -1.0], [1.0, -1.0, -1.0], [-1.0, 1.0, 1.0]], [[-1.0, 0.0, 1.0], [1.0, 0.0, 0.0], [1.0, -1.0, 1.0]], [[0.0, 1.0, 0.0], [0.0, 0.0, 1.0], [1.0, 1.0, 0.0]]]]> : tensor<5x3x3x3xf32>
  %b1 = arith.constant dense<[-1.0, 0.0, 0.0, 1.0, 1.0]> : tensor<5xf32>
  %sc = arith.constant dense<[[[0.0]], [[1.0]], [[1.0]], [[-1.0]], [[1.0]]]> : tensor<5x1x1xf32>
  %sh = arith.constant dense<[[[0.0]], [[1.0]], [[0.0]], [[-1.0]], [[-1.0]]]> : tensor<5x1x1xf32>
  %dw = arith.constant dense<[[[1.0, -1.0, -1.0], [-1.0, -1.0, -1.0], [-1.0, 0.0, 1.0]], [[-1.0, 0.0, 1.0], [0.0, -1.0, 1.0], [-1.0, -1.0, 0.0]], [[0.0, 0.0, 1.0], [0.0, 0.0, 0.0], [1.0, 0.0, -1.0]], [[-1.0, -1.0, -1.0], [-1.0, 0.0, 1.0], [-1.0, 0.0, 1.0]], [[1.0, 1.0, 1.0], [1.0, 0.0, 1.0], [1.0, 1.0, 0.0]]]> : tensor<5x3x3xf32>
  %w2 = arith.constant dense<[[[[-1.0, 1.0, 1.0], [0.0, -1.0, -1.0], [0.0, -1.0, 0.0]], [[1.0, -1.0, 1.0], [-1.0, -1.0, 0.0], [-1.0, 1.0, -1.0]], [[1.0, -1.0, -1.0], [0.0, 0.0, 1.0], [-1.0, -1.0, 1.0]], [[-1.0, 0.0, -1.0], [-1.0, 1.0, 0.0], [0.0, -1.0, 1.0]], [[1.0, 0.0, 1.0], [-1.0, 1.0, -1.0], [0.0, 0.0, 0.0]]], [[[0.0, 1.0, 1.0], [-1.0, 0.0, 1.0], [1.0, -1.0, -1.0]], [[-1.0, -1.0, 1.0], [0.0, 1.0, 0.0], [0.0, 1.0, 0.0]], [[0.0, -1.0, -1.0], [-1.0, 1.0, -1.0], [1.0, 1.0, 1.0]], [[1.0, -1.0, 0.0], [1.0, 1.0, 1.0], [1.0, 1.0, 1.0]], [[0.0, 0.0, -1.0], [0.0, 1.0, -1.0], [-1.0, 1.0, -1.0]]], [[[-1.0, 0.0, 0.0], [-1.0, 1.0, 0.0], [-1.0, 0.0, 1.0]], [[0.0, -1.0, -1.0], [-1.0, -1.0, 0.0], [1.0, -1.0, -1.0]], [[1.0, 0.0, 1.0], [-1.0, 0.0, 1.0], [-1.0, 0.0, 1.0]], [[1.0, -1.0, 0.0], [1.0, -1.0, -1.0], [-1.0, 1.0, 1.0]], [[0.0, 1.0, 0.0], [-1.0, 0.0, -1.0], [1.0, 1.0, -1.0]]], [[[-1.0, -1.0, -1.0], [-1.0, -1.0, -1.0], [-1.0, 1.0, 0.0]], [[1.0, 0.0, 0.0], [-1.0, -1.0, 1.0], [0.0, 1.0, -1.0]], [[0.0, 1.0, 1.0], [0.0, 1.0, 0.0], [0.0, -1.0, 1.0]], [[-1.0, -1.0, -1.0], [1.0, 0.0, -1.0], [0.0, 0.0, 1.0]], [[0.0, -1.0, 0.0], [1.0, 0.0, 1.0], [-1.0, -1.0, -1.0]]], [[[0.0, 0.0, -1.0], [-1.0, 0.0, 0.0], [1.0, 0.0, 0.0]], [[1.0, 1.0, -1.0], [-1.0, -1.0, 0.0], [-1.0, 1.0, 0.0]], [[-1.0, 0.0, 1.0], [-1.0, 1.0, -1.0], [0.0, 1.0, 0.0]], [[-1.0, 1.0, 0.0], [1.0, 1.0, 1.0], [0.0, 1.0, 0.0]], [[0.0, -1.0, 1.0], [1.0, 0.0, 0.0], [0.0, -1.0, -1.0]]], [[[-1.0, 0.0, 0.0], [-1.0, 0.0, 1.0], [-1.0, -1.0, 1.0]], [[0.0, 0.0, 0.0], [0.0, 0.0, 0.0], [0.0, -1.0, -1.0]], [[1.0, -1.0, 0.0], [-1.0, -1.0, -1.0], [0.0, 1.0, 0.0]], [[0.0, 0.0, 0.0], [1.0, -1.0, -1.0], [0.0, 0.0, -1.0]], [[1.0, -1.0, 0.0], [0.0, 1.0, 0.0], [-1.0, -1.0, 0.0]]], [[[0.0, 1.0, 0.0], [1.0, 0.0, 1.0], [1.0, 1.0, 0.0]], [[1.0, -1.0, 0.0], [-1.0, -1.0, 1.0], [-1.0, 1.0, 0.0]], [[1.0, 1.0, -1.0], [0.0, 0.0, 0.0], [0.0, -1.0, 0.0]], [[1.0, -1.0, 0.0], [1.0, 0.0, 0.0], [-1.0, 1.0, -1.0]], [[-1.0, -1.0, 1.0], [1.0, 1.0, 1.0], [0.0, -1.0, -1.0]]]]> : tensor<7x5x3x3xf32>
  %wd = arith.constant dense<[[[[1.0]], [[1.0]], [[1.0]], [[0.0]], [[-1.0]]], [[[0.0]], [[0.0]], [[-1.0]], [[-1.0]], [[0.0]]], [[[1.0]], [[-1.0]], [[1.0]], [[0.0]], [[1.0]]], [[[-1.0]], [[-1.0]], [[-1.0]], [[0.0]], [[-1.0]]], [[[1.0]], [[-1.0]], [[-1.0]], [[1.0]], [[1.0]]], [[[-1.0]], [[1.0]], [[0.0]], [[1.0]], [[1.0]]], [[[0.0]], [[-1.0]], [[0.0]], [[-1.0]], [[0.0]]]]> : tensor<7x5x1x1xf32>
  // conv1 3 -> 5, 3x3, pad 1, bias
  %p1 = tensor.pad %x low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%a: index, %b: index, %c: index, %d: index):
    tensor.yield %z : f32
  } : tensor<2x3x9x11xf32> to tensor<2x3x11x13xf32>
  %e1 = tensor.empty() : tensor<2x5x9x11xf32>
  %bias = linalg.broadcast ins(%b1 : tensor<5xf32>) outs(%e1 : tensor<2x5x9x11xf32>) dimensions = [0, 2, 3]
  %c1 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%p1, %w1 : tensor<2x3x11x13xf32>, tensor<5x3x3x3xf32>) outs(%bias : tensor<2x5x9x11xf32>) -> tensor<2x5x9x11xf32>
  // batch norm: x * scale + shift, per channel; clamp to [-20, 20]
  %bn1 = linalg.generic {indexing_maps = [#id, #ch, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%c1, %sc : tensor<2x5x9x11xf32>, tensor<5x1x1xf32>) outs(%e1 : tensor<2x5x9x11xf32>) {
  ^bb0(%in: f32, %s: f32, %o: f32):
    %m = arith.mulf %in, %s : f32
    linalg.yield %m : f32
  } -> tensor<2x5x9x11xf32>
  %bn2 = linalg.generic {indexing_maps = [#id, #ch, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%bn1, %sh : tensor<2x5x9x11xf32>, tensor<5x1x1xf32>) outs(%e1 : tensor<2x5x9x11xf32>) {
  ^bb0(%in: f32, %s: f32, %o: f32):
    %m = arith.addf %in, %s : f32
    %a = arith.maximumf %m, %lo : f32
    %b = arith.minimumf %a, %six : f32
    linalg.yield %b : f32
  } -> tensor<2x5x9x11xf32>
  // max pooling 2x2, stride 2
  %win = tensor.empty() : tensor<2x2xf32>
  %e2 = tensor.empty() : tensor<2x5x4x5xf32>
  %f2 = linalg.fill ins(%ninf : f32) outs(%e2 : tensor<2x5x4x5xf32>) -> tensor<2x5x4x5xf32>
  %mp = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%bn2, %win : tensor<2x5x9x11xf32>, tensor<2x2xf32>) outs(%f2 : tensor<2x5x4x5xf32>) -> tensor<2x5x4x5xf32>
  // depthwise 3x3, pad 1; clamp
  %p2 = tensor.pad %mp low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%a: index, %b: index, %c: index, %d: index):
    tensor.yield %z : f32
  } : tensor<2x5x4x5xf32> to tensor<2x5x6x7xf32>
  %f3 = linalg.fill ins(%z : f32) outs(%e2 : tensor<2x5x4x5xf32>) -> tensor<2x5x4x5xf32>
  %dc = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%p2, %dw : tensor<2x5x6x7xf32>, tensor<5x3x3xf32>) outs(%f3 : tensor<2x5x4x5xf32>) -> tensor<2x5x4x5xf32>
  %dcd = tensor.cast %dc : tensor<2x5x4x5xf32> to tensor<?x?x?x?xf32>
  %dcc = call @clamp(%dcd) : (tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32>
  %dcs = tensor.cast %dcc : tensor<?x?x?x?xf32> to tensor<2x5x4x5xf32>
  // conv2 5 -> 7, 3x3, pad 1, stride 2
  %p3 = tensor.pad %dcs low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%a: index, %b: index, %c: index, %d: index):
    tensor.yield %z : f32
  } : tensor<2x5x4x5xf32> to tensor<2x5x6x7xf32>
  %e4 = tensor.empty() : tensor<2x7x2x3xf32>
  %f4 = linalg.fill ins(%z : f32) outs(%e4 : tensor<2x7x2x3xf32>) -> tensor<2x7x2x3xf32>
  %c2 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%p3, %w2 : tensor<2x5x6x7xf32>, tensor<7x5x3x3xf32>) outs(%f4 : tensor<2x7x2x3xf32>) -> tensor<2x7x2x3xf32>
  // downsampling 1x1, stride 2, and the residual add
  %cd = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%mp, %wd : tensor<2x5x4x5xf32>, tensor<7x5x1x1xf32>) outs(%f4 : tensor<2x7x2x3xf32>) -> tensor<2x7x2x3xf32>
  %res = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%c2, %cd : tensor<2x7x2x3xf32>, tensor<2x7x2x3xf32>) outs(%e4 : tensor<2x7x2x3xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %s = arith.addf %a, %b : f32
    %m = arith.maximumf %s, %lo : f32
    %n = arith.minimumf %m, %six : f32
    linalg.yield %n : f32
  } -> tensor<2x7x2x3xf32>
  // channel sums (a reduction over h, w), divided by 8 (exactly), scale the channels
  %e5 = tensor.empty() : tensor<2x7x1x1xf32>
  %f5 = linalg.fill ins(%z : f32) outs(%e5 : tensor<2x7x1x1xf32>) -> tensor<2x7x1x1xf32>
  %se = linalg.generic {indexing_maps = [#id, #nc], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%res : tensor<2x7x2x3xf32>) outs(%f5 : tensor<2x7x1x1xf32>) {
  ^bb0(%in: f32, %o: f32):
    %s = arith.addf %in, %o : f32
    linalg.yield %s : f32
  } -> tensor<2x7x1x1xf32>
  %sec = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%se : tensor<2x7x1x1xf32>) outs(%e5 : tensor<2x7x1x1xf32>) {
  ^bb0(%in: f32, %o: f32):
    %eighth = arith.constant 0.125 : f32
    %m = arith.mulf %in, %eighth : f32
    linalg.yield %m : f32
  } -> tensor<2x7x1x1xf32>
  %scaled = linalg.generic {indexing_maps = [#id, #nc, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%res, %sec : tensor<2x7x2x3xf32>, tensor<2x7x1x1xf32>) outs(%e4 : tensor<2x7x2x3xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %m = arith.mulf %a, %b : f32
    linalg.yield %m : f32
  } -> tensor<2x7x2x3xf32>
  // sum pooling 2x2, stride 1
  %e6 = tensor.empty() : tensor<2x7x1x2xf32>
  %f6 = linalg.fill ins(%z : f32) outs(%e6 : tensor<2x7x1x2xf32>) -> tensor<2x7x1x2xf32>
  %sp = linalg.pooling_nchw_sum {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%scaled, %win : tensor<2x7x2x3xf32>, tensor<2x2xf32>) outs(%f6 : tensor<2x7x1x2xf32>) -> tensor<2x7x1x2xf32>
  return %sp, %sec : tensor<2x7x1x2xf32>, tensor<2x7x1x1xf32>
}

func.func @main() {
  %x = call @input() : () -> tensor<2x3x9x11xf32>
  %r:2 = call @net(%x) : (tensor<2x3x9x11xf32>) -> (tensor<2x7x1x2xf32>, tensor<2x7x1x1xf32>)
  %u = tensor.cast %r#0 : tensor<2x7x1x2xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  %v = tensor.cast %r#1 : tensor<2x7x1x1xf32> to tensor<*xf32>
  call @printMemrefF32(%v) : (tensor<*xf32>) -> ()
  return
}
