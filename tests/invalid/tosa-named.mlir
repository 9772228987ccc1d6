// RUN: mlirc %s --emit=mlir --split-input-file --verify-diagnostics
// RUN: mlir-opt %s --split-input-file --verify-diagnostics

// The verifiers of the ops tosa-to-linalg-named lowers (src/dialects/tosa/named.rs), with
// upstream's messages.

func.func @a(%x: tensor<1x8x8x3xf32>, %w: tensor<4x3x3x3xf32>, %b: tensor<4xf32>, %z: tensor<1xf32>) -> tensor<1x8x8x4xf32> {
  // expected-error @+1 {{'tosa.conv2d' op expect all padding values to be >= 0, got -1, 1, 1, 1}}
  %0 = tosa.conv2d %x, %w, %b, %z, %z {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: -1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x8x8x3xf32>, tensor<4x3x3x3xf32>, tensor<4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x8x4xf32>
  return %0 : tensor<1x8x8x4xf32>
}

// -----

func.func @a(%x: tensor<1x8x8x3xf32>, %w: tensor<4x3x3x3xf32>, %b: tensor<4xf32>, %z: tensor<1xf32>) -> tensor<1x8x8x4xf32> {
  // expected-error @+1 {{'tosa.conv2d' op expect all stride values to be >= 1, got 0, 1}}
  %0 = tosa.conv2d %x, %w, %b, %z, %z {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 0, 1>} : (tensor<1x8x8x3xf32>, tensor<4x3x3x3xf32>, tensor<4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x8x4xf32>
  return %0 : tensor<1x8x8x4xf32>
}

// -----

func.func @a(%x: tensor<1x8x8x3xf32>, %w: tensor<4x3x3x3xf32>, %b: tensor<4xf32>, %z: tensor<1xf32>) -> tensor<1x8x8x4xf32> {
  // expected-error @+1 {{'tosa.conv2d' op expect all dilation values to be >= 1, got 0, 1}}
  %0 = tosa.conv2d %x, %w, %b, %z, %z {acc_type = f32, dilation = array<i64: 0, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x8x8x3xf32>, tensor<4x3x3x3xf32>, tensor<4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x8x4xf32>
  return %0 : tensor<1x8x8x4xf32>
}

// -----

func.func @a(%x: tensor<1x8x8x3xf32>, %w: tensor<4x3x3x3xf32>, %b: tensor<3xf32>, %z: tensor<1xf32>) -> tensor<1x8x8x4xf32> {
  // expected-error @+1 {{'tosa.conv2d' op bias channels expected to be equal to output channels (4) or 1, got 3}}
  %0 = tosa.conv2d %x, %w, %b, %z, %z {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x8x8x3xf32>, tensor<4x3x3x3xf32>, tensor<3xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x8x4xf32>
  return %0 : tensor<1x8x8x4xf32>
}

// -----

func.func @a(%x: tensor<1x8x8xf32>, %w: tensor<4x3x3x3xf32>, %b: tensor<4xf32>, %z: tensor<1xf32>) -> tensor<1x8x8x4xf32> {
  // expected-error @+1 {{'tosa.conv2d' op operand #0 must be 4-d tosa-conformant tensor, but got 'tensor<1x8x8xf32>'}}
  %0 = tosa.conv2d %x, %w, %b, %z, %z {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x8x8xf32>, tensor<4x3x3x3xf32>, tensor<4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x8x4xf32>
  return %0 : tensor<1x8x8x4xf32>
}

// -----

func.func @a(%x: tensor<1x8x8x3xf32>, %w: tensor<4x3x3x3xf32>, %b: tensor<4xf32>, %z: tensor<1xf32>) -> tensor<1x8x8x5xf32> {
  // expected-error @+1 {{'tosa.conv2d' op bias channels expected to be equal to output channels (5) or 1, got 4}}
  %0 = tosa.conv2d %x, %w, %b, %z, %z {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x8x8x3xf32>, tensor<4x3x3x3xf32>, tensor<4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x8x5xf32>
  return %0 : tensor<1x8x8x5xf32>
}

// -----

func.func @a(%x: tensor<1x8x8x3xf32>, %z: tensor<1xf32>) -> tensor<1x8x8x3xf32> {
  // expected-error @+1 {{'tosa.max_pool2d' op expected top/bottom padding to be less than the height of the kernel, got pad_top=3, pad_bottom=1, kernel_y=3}}
  %0 = tosa.max_pool2d %x {kernel = array<i64: 3, 3>, pad = array<i64: 3, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x8x8x3xf32>) -> tensor<1x8x8x3xf32>
  return %0 : tensor<1x8x8x3xf32>
}

// -----

func.func @a(%x: tensor<1x8x8x3xf32>, %z: tensor<1xf32>) -> tensor<1x8x8x3xf32> {
  // expected-error @+1 {{'tosa.max_pool2d' op expect all kernel values to be >= 1, got 0, 3}}
  %0 = tosa.max_pool2d %x {kernel = array<i64: 0, 3>, pad = array<i64: 0, 0, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x8x8x3xf32>) -> tensor<1x8x8x3xf32>
  return %0 : tensor<1x8x8x3xf32>
}

// -----

func.func @a(%x: tensor<1x8x8x3xf32>, %z: tensor<1xf32>) -> tensor<1x7x8x3xf32> {
  // expected-error @+1 {{'tosa.max_pool2d' op calculated output height did not match expected: calculated=8, expected=7}}
  %0 = tosa.max_pool2d %x {kernel = array<i64: 3, 3>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x8x8x3xf32>) -> tensor<1x7x8x3xf32>
  return %0 : tensor<1x7x8x3xf32>
}

// -----

func.func @a(%x: tensor<2x3x4xf32>) -> tensor<4x3x2xf32> {
  // expected-error @+1 {{'tosa.transpose' op expected valid permutation indices}}
  %0 = tosa.transpose %x {perms = array<i32: 2, 1, 1>} : (tensor<2x3x4xf32>) -> tensor<4x3x2xf32>
  return %0 : tensor<4x3x2xf32>
}

// -----

func.func @a(%x: tensor<2x3x4xf32>) -> tensor<4x3x2xf32> {
  // expected-error @+1 {{'tosa.transpose' op expected perms attribute to have size 3 (input rank) but got size 2}}
  %0 = tosa.transpose %x {perms = array<i32: 2, 1>} : (tensor<2x3x4xf32>) -> tensor<4x3x2xf32>
  return %0 : tensor<4x3x2xf32>
}

// -----

func.func @a(%x: tensor<2x3x4xf32>) -> tensor<4x2x3xf32> {
  // expected-error @+1 {{'tosa.transpose' op expected output tensor dim 1 to match input dim 1 with value of 3}}
  %0 = tosa.transpose %x {perms = array<i32: 2, 1, 0>} : (tensor<2x3x4xf32>) -> tensor<4x2x3xf32>
  return %0 : tensor<4x2x3xf32>
}

// -----

func.func @a(%x: tensor<1x8x8x3xf32>, %w: tensor<3x3x3x2xf32>, %b: tensor<6xf32>, %z: tensor<1xf32>) -> tensor<1x8x8x5xf32> {
  // expected-error @+1 {{'tosa.depthwise_conv2d' op bias channels expected to be equal to output channels (5) or 1, got 6}}
  %0 = tosa.depthwise_conv2d %x, %w, %b, %z, %z {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x8x8x3xf32>, tensor<3x3x3x2xf32>, tensor<6xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x8x5xf32>
  return %0 : tensor<1x8x8x5xf32>
}

// -----

func.func @a(%x: tensor<1x8x8x3xf32>, %z: tensor<1xf32>) -> tensor<1x8x8x3xf32> {
  // expected-error @+1 {{'tosa.avg_pool2d' op expect all stride values to be >= 1, got 1, 0}}
  %0 = tosa.avg_pool2d %x, %z, %z {acc_type = f32, kernel = array<i64: 3, 3>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 0>} : (tensor<1x8x8x3xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x8x3xf32>
  return %0 : tensor<1x8x8x3xf32>
}

// -----

func.func @a(%x: tensor<1x4x4x2xf32>, %w: tensor<3x3x3x2xf32>, %b: tensor<3xf32>, %z: tensor<1xf32>) -> tensor<1x7x7x3xf32> {
  // expected-error @+1 {{'tosa.transpose_conv2d' op dimension mismatch: expected OH == (IH - 1) * stride_y + out_pad_top + out_pad_bottom + KH, but got 7 != (4 - 1) * 1 + 0 + 0 + 3}}
  %0 = tosa.transpose_conv2d %x, %w, %b, %z, %z {acc_type = f32, out_pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x4x4x2xf32>, tensor<3x3x3x2xf32>, tensor<3xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x7x7x3xf32>
  return %0 : tensor<1x7x7x3xf32>
}

// -----

func.func @a(%x: tensor<1x4x5x6x3xf32>, %w: tensor<2x2x3x3x3xf32>, %b: tensor<2xf32>, %z: tensor<1xf32>) -> tensor<1x3x3x5x2xf32> {
  // expected-error @+1 {{'tosa.conv3d' op calculated output width did not match expected: calculated=4, expected=5}}
  %0 = tosa.conv3d %x, %w, %b, %z, %z {acc_type = f32, dilation = array<i64: 1, 1, 1>, pad = array<i64: 0, 0, 0, 0, 0, 0>, stride = array<i64: 1, 1, 1>} : (tensor<1x4x5x6x3xf32>, tensor<2x2x3x3x3xf32>, tensor<2xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x3x3x5x2xf32>
  return %0 : tensor<1x3x3x5x2xf32>
}

// -----

func.func @a(%x: tensor<1x4x4x2xf32>, %w: tensor<3x3x3x2xf32>, %b: tensor<3xf32>, %z: tensor<1xf32>) -> tensor<1x6x7x3xf32> {
  // expected-error @+1 {{'tosa.transpose_conv2d' op dimension mismatch: expected OW == (IW - 1) * stride_x + out_pad_left + out_pad_right + KW, but got 7 != (4 - 1) * 1 + 0 + 0 + 3}}
  %0 = tosa.transpose_conv2d %x, %w, %b, %z, %z {acc_type = f32, out_pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x4x4x2xf32>, tensor<3x3x3x2xf32>, tensor<3xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x6x7x3xf32>
  return %0 : tensor<1x6x7x3xf32>
}

// -----

func.func @a(%x: tensor<1x4x4x2xf32>, %w: tensor<3x3x3x2xf32>, %b: tensor<3xf32>, %z: tensor<1xf32>) -> tensor<1x6x6x3xf32> {
  // expected-error @+1 {{'tosa.transpose_conv2d' op expect all stride values to be >= 1, got [0, 1]}}
  %0 = tosa.transpose_conv2d %x, %w, %b, %z, %z {acc_type = f32, out_pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 0, 1>} : (tensor<1x4x4x2xf32>, tensor<3x3x3x2xf32>, tensor<3xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x6x6x3xf32>
  return %0 : tensor<1x6x6x3xf32>
}

// -----

func.func @a(%x: tensor<1x4x4x2xf32>, %w: tensor<3x3x3x2xf32>, %b: tensor<3xf32>, %z: tensor<1xf32>) -> tensor<1x6x6x3xf32> {
  // expected-error @+1 {{'tosa.transpose_conv2d' op expected out_pad_top > -KH, but got: out_pad_top=-3 and KH=3}}
  %0 = tosa.transpose_conv2d %x, %w, %b, %z, %z {acc_type = f32, out_pad = array<i64: -3, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x4x4x2xf32>, tensor<3x3x3x2xf32>, tensor<3xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x6x6x3xf32>
  return %0 : tensor<1x6x6x3xf32>
}

// -----

func.func @a(%x: tensor<1x8x8x3xf32>, %z: tensor<1xf32>) -> tensor<1x8x8x3xf32> {
  // expected-error @+1 {{'tosa.max_pool2d' op expected left/right padding to be less than the width of the kernel, got pad_left=1, pad_right=4, kernel_x=3}}
  %0 = tosa.max_pool2d %x {kernel = array<i64: 3, 3>, pad = array<i64: 1, 1, 1, 4>, stride = array<i64: 1, 1>} : (tensor<1x8x8x3xf32>) -> tensor<1x8x8x3xf32>
  return %0 : tensor<1x8x8x3xf32>
}

// -----

func.func @a(%x: tensor<1x8x8x3xf32>, %z: tensor<1xf32>) -> tensor<1x8x7x3xf32> {
  // expected-error @+1 {{'tosa.max_pool2d' op calculated output width did not match expected: calculated=8, expected=7}}
  %0 = tosa.max_pool2d %x {kernel = array<i64: 3, 3>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x8x8x3xf32>) -> tensor<1x8x7x3xf32>
  return %0 : tensor<1x8x7x3xf32>
}

// -----

func.func @a(%x: tensor<1x8x8x3xf32>, %w: tensor<4x3x3x3xf32>, %b: tensor<4xf32>, %z: tensor<1xf32>) -> tensor<1x8x7x4xf32> {
  // expected-error @+1 {{'tosa.conv2d' op calculated output width did not match expected: calculated=8, expected=7}}
  %0 = tosa.conv2d %x, %w, %b, %z, %z {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x8x8x3xf32>, tensor<4x3x3x3xf32>, tensor<4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x7x4xf32>
  return %0 : tensor<1x8x7x4xf32>
}
