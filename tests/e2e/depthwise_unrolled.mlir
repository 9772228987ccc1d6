// Depthwise convolutions and pooling over channels that are not a multiple of the widest
// vector, on AVX-512-sized vectors: mlirc-vectorize-elementwise picks the vector width with the
// fewest steps (72 and 88 channels: 8 lanes; 20: 4 lanes), carries the window's loops inside
// the channel loop and unrolls the output columns around it (several pixels per step share
// the filter's loads; a remainder column loop when the unroll does not divide them).
// Small integers, so the sums are exact whatever the contraction into FMAs.
// MLIRC-FLAGS: --codegen=vector-bits=512,vector-registers=32,fma=1,l1-cache=1024,l2-cache=4096,l3-cache=8192 -ffp-contract=fast
// RUN: mlirc %s --codegen=vector-bits=512,vector-registers=32,fma=1 --emit=mlir --compile-to=mlirc-vectorize-elementwise | FileCheck %s
// CHECK-LABEL: func.func @main(
// CHECK: vector<8xf32>
// CHECK-NOT: linalg.depthwise
// CHECK-NOT: linalg.pooling
func.func private @printMemrefF32(tensor<*xf32>)

func.func @in_a() -> tensor<1x11x11x72xf32> {
  %e = tensor.empty() : tensor<1x11x11x72xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      outs(%e : tensor<1x11x11x72xf32>) {
  ^bb0(%out: f32):
    %i0 = linalg.index 0 : index
    %i1 = linalg.index 1 : index
    %i2 = linalg.index 2 : index
    %i3 = linalg.index 3 : index
    %k0 = arith.constant 7 : index
    %m0 = arith.muli %i0, %k0 : index
    %k1 = arith.constant 5 : index
    %m1 = arith.muli %i1, %k1 : index
    %k2 = arith.constant 3 : index
    %m2 = arith.muli %i2, %k2 : index
    %k3 = arith.constant 1 : index
    %m3 = arith.muli %i3, %k3 : index
    %s1 = arith.addi %m0, %m1 : index
    %s2 = arith.addi %s1, %m2 : index
    %s3 = arith.addi %s2, %m3 : index
    %md = arith.constant 9 : index
    %q = arith.remui %s3, %md : index
    %qi = arith.index_cast %q : index to i32
    %qf = arith.sitofp %qi : i32 to f32
    %o = arith.constant 4.0 : f32
    %v = arith.subf %qf, %o : f32
    linalg.yield %v : f32
  } -> tensor<1x11x11x72xf32>
  return %r : tensor<1x11x11x72xf32>
}

func.func @f_a() -> tensor<3x3x72xf32> {
  %e = tensor.empty() : tensor<3x3x72xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      outs(%e : tensor<3x3x72xf32>) {
  ^bb0(%out: f32):
    %i0 = linalg.index 0 : index
    %i1 = linalg.index 1 : index
    %i2 = linalg.index 2 : index
    %k0 = arith.constant 3 : index
    %m0 = arith.muli %i0, %k0 : index
    %k1 = arith.constant 5 : index
    %m1 = arith.muli %i1, %k1 : index
    %k2 = arith.constant 1 : index
    %m2 = arith.muli %i2, %k2 : index
    %s1 = arith.addi %m0, %m1 : index
    %s2 = arith.addi %s1, %m2 : index
    %md = arith.constant 5 : index
    %q = arith.remui %s2, %md : index
    %qi = arith.index_cast %q : index to i32
    %qf = arith.sitofp %qi : i32 to f32
    %o = arith.constant 2.0 : f32
    %v = arith.subf %qf, %o : f32
    linalg.yield %v : f32
  } -> tensor<3x3x72xf32>
  return %r : tensor<3x3x72xf32>
}

func.func @in_b() -> tensor<1x11x11x16xf32> {
  %e = tensor.empty() : tensor<1x11x11x16xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      outs(%e : tensor<1x11x11x16xf32>) {
  ^bb0(%out: f32):
    %i0 = linalg.index 0 : index
    %i1 = linalg.index 1 : index
    %i2 = linalg.index 2 : index
    %i3 = linalg.index 3 : index
    %k0 = arith.constant 3 : index
    %m0 = arith.muli %i0, %k0 : index
    %k1 = arith.constant 7 : index
    %m1 = arith.muli %i1, %k1 : index
    %k2 = arith.constant 5 : index
    %m2 = arith.muli %i2, %k2 : index
    %k3 = arith.constant 1 : index
    %m3 = arith.muli %i3, %k3 : index
    %s1 = arith.addi %m0, %m1 : index
    %s2 = arith.addi %s1, %m2 : index
    %s3 = arith.addi %s2, %m3 : index
    %md = arith.constant 7 : index
    %q = arith.remui %s3, %md : index
    %qi = arith.index_cast %q : index to i32
    %qf = arith.sitofp %qi : i32 to f32
    %o = arith.constant 3.0 : f32
    %v = arith.subf %qf, %o : f32
    linalg.yield %v : f32
  } -> tensor<1x11x11x16xf32>
  return %r : tensor<1x11x11x16xf32>
}

func.func @f_b() -> tensor<5x5x16xf32> {
  %e = tensor.empty() : tensor<5x5x16xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      outs(%e : tensor<5x5x16xf32>) {
  ^bb0(%out: f32):
    %i0 = linalg.index 0 : index
    %i1 = linalg.index 1 : index
    %i2 = linalg.index 2 : index
    %k0 = arith.constant 5 : index
    %m0 = arith.muli %i0, %k0 : index
    %k1 = arith.constant 3 : index
    %m1 = arith.muli %i1, %k1 : index
    %k2 = arith.constant 1 : index
    %m2 = arith.muli %i2, %k2 : index
    %s1 = arith.addi %m0, %m1 : index
    %s2 = arith.addi %s1, %m2 : index
    %md = arith.constant 5 : index
    %q = arith.remui %s2, %md : index
    %qi = arith.index_cast %q : index to i32
    %qf = arith.sitofp %qi : i32 to f32
    %o = arith.constant 2.0 : f32
    %v = arith.subf %qf, %o : f32
    linalg.yield %v : f32
  } -> tensor<5x5x16xf32>
  return %r : tensor<5x5x16xf32>
}

func.func @in_c() -> tensor<1x9x9x20xf32> {
  %e = tensor.empty() : tensor<1x9x9x20xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      outs(%e : tensor<1x9x9x20xf32>) {
  ^bb0(%out: f32):
    %i0 = linalg.index 0 : index
    %i1 = linalg.index 1 : index
    %i2 = linalg.index 2 : index
    %i3 = linalg.index 3 : index
    %k0 = arith.constant 5 : index
    %m0 = arith.muli %i0, %k0 : index
    %k1 = arith.constant 3 : index
    %m1 = arith.muli %i1, %k1 : index
    %k2 = arith.constant 7 : index
    %m2 = arith.muli %i2, %k2 : index
    %k3 = arith.constant 1 : index
    %m3 = arith.muli %i3, %k3 : index
    %s1 = arith.addi %m0, %m1 : index
    %s2 = arith.addi %s1, %m2 : index
    %s3 = arith.addi %s2, %m3 : index
    %md = arith.constant 11 : index
    %q = arith.remui %s3, %md : index
    %qi = arith.index_cast %q : index to i32
    %qf = arith.sitofp %qi : i32 to f32
    %o = arith.constant 5.0 : f32
    %v = arith.subf %qf, %o : f32
    linalg.yield %v : f32
  } -> tensor<1x9x9x20xf32>
  return %r : tensor<1x9x9x20xf32>
}

func.func @in_d() -> tensor<1x88x16x16xf32> {
  %e = tensor.empty() : tensor<1x88x16x16xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      outs(%e : tensor<1x88x16x16xf32>) {
  ^bb0(%out: f32):
    %i0 = linalg.index 0 : index
    %i1 = linalg.index 1 : index
    %i2 = linalg.index 2 : index
    %i3 = linalg.index 3 : index
    %k0 = arith.constant 3 : index
    %m0 = arith.muli %i0, %k0 : index
    %k1 = arith.constant 7 : index
    %m1 = arith.muli %i1, %k1 : index
    %k2 = arith.constant 5 : index
    %m2 = arith.muli %i2, %k2 : index
    %k3 = arith.constant 1 : index
    %m3 = arith.muli %i3, %k3 : index
    %s1 = arith.addi %m0, %m1 : index
    %s2 = arith.addi %s1, %m2 : index
    %s3 = arith.addi %s2, %m3 : index
    %md = arith.constant 9 : index
    %q = arith.remui %s3, %md : index
    %qi = arith.index_cast %q : index to i32
    %qf = arith.sitofp %qi : i32 to f32
    %o = arith.constant 4.0 : f32
    %v = arith.subf %qf, %o : f32
    linalg.yield %v : f32
  } -> tensor<1x88x16x16xf32>
  return %r : tensor<1x88x16x16xf32>
}

func.func @f_d() -> tensor<88x1x3x3xf32> {
  %e = tensor.empty() : tensor<88x1x3x3xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      outs(%e : tensor<88x1x3x3xf32>) {
  ^bb0(%out: f32):
    %i0 = linalg.index 0 : index
    %i1 = linalg.index 1 : index
    %i2 = linalg.index 2 : index
    %i3 = linalg.index 3 : index
    %k0 = arith.constant 5 : index
    %m0 = arith.muli %i0, %k0 : index
    %k1 = arith.constant 1 : index
    %m1 = arith.muli %i1, %k1 : index
    %k2 = arith.constant 3 : index
    %m2 = arith.muli %i2, %k2 : index
    %k3 = arith.constant 1 : index
    %m3 = arith.muli %i3, %k3 : index
    %s1 = arith.addi %m0, %m1 : index
    %s2 = arith.addi %s1, %m2 : index
    %s3 = arith.addi %s2, %m3 : index
    %md = arith.constant 5 : index
    %q = arith.remui %s3, %md : index
    %qi = arith.index_cast %q : index to i32
    %qf = arith.sitofp %qi : i32 to f32
    %o = arith.constant 2.0 : f32
    %v = arith.subf %qf, %o : f32
    linalg.yield %v : f32
  } -> tensor<88x1x3x3xf32>
  return %r : tensor<88x1x3x3xf32>
}

func.func @main() {
  %a = call @in_a() : () -> tensor<1x11x11x72xf32>
  %fa = call @f_a() : () -> tensor<3x3x72xf32>
  %z = arith.constant 0.0 : f32
  %ea = tensor.empty() : tensor<1x5x5x72xf32>
  %za = linalg.fill ins(%z : f32) outs(%ea : tensor<1x5x5x72xf32>) -> tensor<1x5x5x72xf32>
  %ra = linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
    ins(%a, %fa : tensor<1x11x11x72xf32>, tensor<3x3x72xf32>) outs(%za : tensor<1x5x5x72xf32>) -> tensor<1x5x5x72xf32>
  %pa = tensor.cast %ra : tensor<1x5x5x72xf32> to tensor<*xf32>
  call @printMemrefF32(%pa) : (tensor<*xf32>) -> ()

  %b = call @in_b() : () -> tensor<1x11x11x16xf32>
  %fb = call @f_b() : () -> tensor<5x5x16xf32>
  %eb = tensor.empty() : tensor<1x7x7x16xf32>
  %zb = linalg.fill ins(%z : f32) outs(%eb : tensor<1x7x7x16xf32>) -> tensor<1x7x7x16xf32>
  %rb = linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%b, %fb : tensor<1x11x11x16xf32>, tensor<5x5x16xf32>) outs(%zb : tensor<1x7x7x16xf32>) -> tensor<1x7x7x16xf32>
  %pb = tensor.cast %rb : tensor<1x7x7x16xf32> to tensor<*xf32>
  call @printMemrefF32(%pb) : (tensor<*xf32>) -> ()

  %c = call @in_c() : () -> tensor<1x9x9x20xf32>
  %win = tensor.empty() : tensor<3x3xf32>
  %ninf = arith.constant 0xFF800000 : f32
  %ec = tensor.empty() : tensor<1x4x4x20xf32>
  %zc = linalg.fill ins(%ninf : f32) outs(%ec : tensor<1x4x4x20xf32>) -> tensor<1x4x4x20xf32>
  %rc = linalg.pooling_nhwc_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
    ins(%c, %win : tensor<1x9x9x20xf32>, tensor<3x3xf32>) outs(%zc : tensor<1x4x4x20xf32>) -> tensor<1x4x4x20xf32>
  %pc = tensor.cast %rc : tensor<1x4x4x20xf32> to tensor<*xf32>
  call @printMemrefF32(%pc) : (tensor<*xf32>) -> ()

  %d = call @in_d() : () -> tensor<1x88x16x16xf32>
  %fd4 = call @f_d() : () -> tensor<88x1x3x3xf32>
  %fd = tensor.collapse_shape %fd4 [[0, 1], [2], [3]] : tensor<88x1x3x3xf32> into tensor<88x3x3xf32>
  %ed = tensor.empty() : tensor<1x88x14x14xf32>
  %zd = linalg.fill ins(%z : f32) outs(%ed : tensor<1x88x14x14xf32>) -> tensor<1x88x14x14xf32>
  %rd = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
    ins(%d, %fd : tensor<1x88x16x16xf32>, tensor<88x3x3xf32>) outs(%zd : tensor<1x88x14x14xf32>) -> tensor<1x88x14x14xf32>
  %pd = tensor.cast %rd : tensor<1x88x14x14xf32> to tensor<*xf32>
  call @printMemrefF32(%pd) : (tensor<*xf32>) -> ()
  return
}
