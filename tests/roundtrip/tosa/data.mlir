// TOSA's tensor, reduction, data-layout, gather/scatter and image ops, with !tosa.shape operands
// made by tosa.const_shape (printed with two spaces before its dictionary, as upstream does).

func.func @data(%x: tensor<1x8x8x4xf32>, %w: tensor<6x3x3x4xf32>, %dw: tensor<3x3x4x2xf32>, %bias: tensor<6xf32>, %b8: tensor<8xf32>, %a3: tensor<2x3x4xf32>, %b3: tensor<2x4x5xf32>, %x5: tensor<1x4x8x8x4xf32>, %w5: tensor<6x3x3x3x4xf32>, %idx: tensor<2x2xi32>, %upd: tensor<2x2x4xf32>, %v: tensor<2x3xf32>, %f4: tensor<2x4x4xf32>) {
  %z = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.conv2d %x, %w, %bias, %z, %z {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x8x8x4xf32>, tensor<6x3x3x4xf32>, tensor<6xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x8x6xf32>
  %1 = tosa.depthwise_conv2d %x, %dw, %b8, %z, %z {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x8x8x4xf32>, tensor<3x3x4x2xf32>, tensor<8xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x6x6x8xf32>
  %2 = tosa.conv3d %x5, %w5, %bias, %z, %z {acc_type = f32, dilation = array<i64: 1, 1, 1>, pad = array<i64: 0, 0, 0, 0, 0, 0>, stride = array<i64: 1, 1, 1>} : (tensor<1x4x8x8x4xf32>, tensor<6x3x3x3x4xf32>, tensor<6xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x6x6x6xf32>
  %3 = tosa.transpose_conv2d %x, %w, %bias, %z, %z {acc_type = f32, out_pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x8x8x4xf32>, tensor<6x3x3x4xf32>, tensor<6xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x10x10x6xf32>
  %4 = tosa.matmul %a3, %b3, %z, %z : (tensor<2x3x4xf32>, tensor<2x4x5xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<2x3x5xf32>
  %5 = tosa.max_pool2d %x {kernel = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>} : (tensor<1x8x8x4xf32>) -> tensor<1x4x4x4xf32>
  %6 = tosa.avg_pool2d %x, %z, %z {acc_type = f32, kernel = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>} : (tensor<1x8x8x4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x4x4xf32>
  %7 = tosa.argmax %a3 {axis = 1 : i32} : (tensor<2x3x4xf32>) -> tensor<2x4xi32>
  %8 = tosa.reduce_sum %a3 {axis = 1 : i32} : (tensor<2x3x4xf32>) -> tensor<2x1x4xf32>
  %9 = tosa.reduce_max %a3 {axis = 2 : i32} : (tensor<2x3x4xf32>) -> tensor<2x3x1xf32>
  %10 = tosa.reduce_min %a3 {axis = 0 : i32} : (tensor<2x3x4xf32>) -> tensor<1x3x4xf32>
  %11 = tosa.reduce_product %a3 {axis = 0 : i32} : (tensor<2x3x4xf32>) -> tensor<1x3x4xf32>
  %c = tosa.cast %a3 : (tensor<2x3x4xf32>) -> tensor<2x3x4xi1>
  %12 = tosa.reduce_all %c {axis = 0 : i32} : (tensor<2x3x4xi1>) -> tensor<1x3x4xi1>
  %13 = tosa.reduce_any %c {axis = 0 : i32} : (tensor<2x3x4xi1>) -> tensor<1x3x4xi1>
  %14 = tosa.concat %a3, %a3 {axis = 0 : i32} : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<4x3x4xf32>
  %s1 = tosa.const_shape {values = dense<[0, 0, 0, 1, 1, 1]> : tensor<6xindex>} : () -> !tosa.shape<6>
  %pc = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %15 = tosa.pad %a3, %s1, %pc : (tensor<2x3x4xf32>, !tosa.shape<6>, tensor<1xf32>) -> tensor<2x4x6xf32>
  %s2 = tosa.const_shape {values = dense<[6, 4]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %16 = tosa.reshape %a3, %s2 : (tensor<2x3x4xf32>, !tosa.shape<2>) -> tensor<6x4xf32>
  %17 = tosa.reverse %a3 {axis = 1 : i32} : (tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
  %st = tosa.const_shape {values = dense<[0, 1, 0]> : tensor<3xindex>} : () -> !tosa.shape<3>
  %sz = tosa.const_shape {values = dense<[2, 2, 4]> : tensor<3xindex>} : () -> !tosa.shape<3>
  %18 = tosa.slice %a3, %st, %sz : (tensor<2x3x4xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<2x2x4xf32>
  %mu = tosa.const_shape {values = dense<[1, 2, 1]> : tensor<3xindex>} : () -> !tosa.shape<3>
  %19 = tosa.tile %a3, %mu : (tensor<2x3x4xf32>, !tosa.shape<3>) -> tensor<2x6x4xf32>
  %20 = tosa.transpose %a3 {perms = array<i32: 2, 0, 1>} : (tensor<2x3x4xf32>) -> tensor<4x2x3xf32>
  %21 = tosa.gather %a3, %idx : (tensor<2x3x4xf32>, tensor<2x2xi32>) -> tensor<2x2x4xf32>
  %22 = tosa.scatter %a3, %idx, %upd : (tensor<2x3x4xf32>, tensor<2x2xi32>, tensor<2x2x4xf32>) -> tensor<2x3x4xf32>
  %sc = tosa.const_shape {values = dense<[4, 2, 4, 2]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %of = tosa.const_shape {values = dense<[0, 0]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %bo = tosa.const_shape {values = dense<[0, 0]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %23 = tosa.resize %x, %sc, %of, %bo {mode = #tosa.resize_mode<BILINEAR>} : (tensor<1x8x8x4xf32>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x15x15x4xf32>
  return
}
