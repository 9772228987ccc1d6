// RUN: mlirc %s --emit=mlir --split-input-file --verify-diagnostics
// RUN: mlir-opt %s --split-input-file --verify-diagnostics

func.func @transpose_rank(%a: tensor<4x8xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'linalg.transpose' op input rank 2 does not match init rank 1}}
  %r = linalg.transpose ins(%a : tensor<4x8xf32>) outs(%b : tensor<4xf32>) permutation = [0]
  return %r : tensor<4xf32>
}

// -----

func.func @transpose_perm_size(%a: tensor<4x8xf32>, %b: tensor<4x8xf32>) -> tensor<4x8xf32> {
  // expected-error @+1 {{'linalg.transpose' op size of permutation 1 does not match the argument rank 2}}
  %r = linalg.transpose ins(%a : tensor<4x8xf32>) outs(%b : tensor<4x8xf32>) permutation = [0]
  return %r : tensor<4x8xf32>
}

// -----

func.func @broadcast_range(%a: tensor<4xf32>, %b: tensor<4x8xf32>) -> tensor<4x8xf32> {
  // expected-error @+1 {{'linalg.broadcast' op dimension 0 is out of range. expected range: [0, 1], got: 5}}
  %r = linalg.broadcast ins(%a : tensor<4xf32>) outs(%b : tensor<4x8xf32>) dimensions = [5]
  return %r : tensor<4x8xf32>
}

// -----

func.func @reduce_input_shapes(%a: tensor<4x8xf32>, %b: tensor<4x4xf32>, %c: tensor<4xf32>, %d: tensor<4xf32>) {
  // expected-error @+1 {{'linalg.reduce' op expects all inputs to have the same shapes. Shape at input-index 1 is not equal to the shape at input-index 0.}}
  %r:2 = linalg.reduce ins(%a, %b : tensor<4x8xf32>, tensor<4x4xf32>) outs(%c, %d : tensor<4xf32>, tensor<4xf32>) dimensions = [1]
    (%x: f32, %y: f32, %z: f32, %w: f32) {
      linalg.yield %x, %y : f32, f32
    }
  return
}

// -----

func.func @reduce_output_shapes(%a: tensor<4x8xf32>, %b: tensor<4x8xf32>, %c: tensor<4xf32>, %d: tensor<8xf32>) {
  // expected-error @+1 {{'linalg.reduce' op expects all outputs to have the same shapes. Shape at output-index 1 is not equal to the shape at output-index 0.}}
  %r:2 = linalg.reduce ins(%a, %b : tensor<4x8xf32>, tensor<4x8xf32>) outs(%c, %d : tensor<4xf32>, tensor<8xf32>) dimensions = [1]
    (%x: f32, %y: f32, %z: f32, %w: f32) {
      linalg.yield %x, %y : f32, f32
    }
  return
}

// -----

func.func @reduce_arg_type(%a: tensor<4x8xf32>, %c: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'linalg.reduce' op input element type 'f32' does not match corresponding block argument type 'i32'}}
  %r = linalg.reduce ins(%a : tensor<4x8xf32>) outs(%c : tensor<4xf32>) dimensions = [1]
    (%x: i32, %y: f32) {
      linalg.yield %y : f32
    }
  return %r : tensor<4xf32>
}

// -----

func.func @reduce_arg_count(%a: tensor<4x8xf32>, %c: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'linalg.reduce' op mismatching number of operands and block arguments}}
  %r = linalg.reduce ins(%a : tensor<4x8xf32>) outs(%c : tensor<4xf32>) dimensions = [1]
    (%x: f32) {
      linalg.yield %x : f32
    }
  return %r : tensor<4xf32>
}

// -----

func.func @reduce_init_type(%a: tensor<4x8xf32>, %c: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'linalg.reduce' op output element type 'f32' does not match corresponding block argument type 'f64'}}
  %r = linalg.reduce ins(%a : tensor<4x8xf32>) outs(%c : tensor<4xf32>) dimensions = [1]
    (%x: f32, %y: f64) {
      linalg.yield %x : f32
    }
  return %r : tensor<4xf32>
}

// -----

func.func @pack_inner_dims(%a: tensor<8x8xf32>, %b: tensor<8x1x1x8xf32>) -> tensor<8x1x1x8xf32> {
  // expected-error @+1 {{invalid inner_dims_pos vector}}
  %r = linalg.pack %a inner_dims_pos = [2] inner_tiles = [8] into %b : tensor<8x8xf32> -> tensor<8x1x1x8xf32>
  return %r : tensor<8x1x1x8xf32>
}

// -----

func.func @pack_outer_perm(%a: tensor<8x8xf32>, %b: tensor<1x8x8xf32>) -> tensor<1x8x8xf32> {
  // expected-error @+1 {{invalid outer_dims_perm vector}}
  %r = linalg.pack %a outer_dims_perm = [0, 0] inner_dims_pos = [0] inner_tiles = [8] into %b : tensor<8x8xf32> -> tensor<1x8x8xf32>
  return %r : tensor<1x8x8xf32>
}

// -----

func.func @pack_padding_type(%a: tensor<7x8xf32>, %b: tensor<1x8x8xf32>, %p: i32) -> tensor<1x8x8xf32> {
  // expected-error @+1 {{'linalg.pack' op expected padding_value has 'f32' but got: 'i32'}}
  %r = linalg.pack %a padding_value(%p : i32) inner_dims_pos = [0] inner_tiles = [8] into %b : tensor<7x8xf32> -> tensor<1x8x8xf32>
  return %r : tensor<1x8x8xf32>
}

// -----

func.func @unpack_tile_count(%a: tensor<1x1x8x8xf32>, %b: tensor<8x8xf32>) -> tensor<8x8xf32> {
  // expected-error @+1 {{tiling factors must equal the number of dimensions to tile}}
  %r = linalg.unpack %a inner_dims_pos = [0] inner_tiles = [8, 8] into %b : tensor<1x1x8x8xf32> -> tensor<8x8xf32>
  return %r : tensor<8x8xf32>
}

// -----

func.func @pack_tile_mismatch(%a: tensor<8x8xf32>, %b: tensor<2x8x4xf32>) -> tensor<2x8x4xf32> {
  // expected-error @+1 {{mismatch in inner tile sizes specified and shaped of tiled dimension in the packed type}}
  %r = linalg.pack %a inner_dims_pos = [0] inner_tiles = [8] into %b : tensor<8x8xf32> -> tensor<2x8x4xf32>
  return %r : tensor<2x8x4xf32>
}

// -----

func.func @winograd_filter_width(%f: tensor<2x3x4x5xf32>, %o: tensor<4x6x5x2xf32>) -> tensor<4x6x5x2xf32> {
  // expected-error @+1 {{'linalg.winograd_filter_transform' op expect filter width either equals to r or 1}}
  %r = linalg.winograd_filter_transform fmr(F_2_3) ins(%f : tensor<2x3x4x5xf32>) outs(%o : tensor<4x6x5x2xf32>) -> tensor<4x6x5x2xf32>
  return %r : tensor<4x6x5x2xf32>
}

// -----

func.func @winograd_filter_ones(%f: tensor<2x1x1x5xf32>, %o: tensor<1x1x5x2xf32>) -> tensor<1x1x5x2xf32> {
  // expected-error @+1 {{'linalg.winograd_filter_transform' op expect either filter height or width equals to r}}
  %r = linalg.winograd_filter_transform fmr(F_2_3) ins(%f : tensor<2x1x1x5xf32>) outs(%o : tensor<1x1x5x2xf32>) -> tensor<1x1x5x2xf32>
  return %r : tensor<1x1x5x2xf32>
}

// -----

func.func @winograd_output_height(%v: tensor<3x4x2x2x1x5xf32>, %o: tensor<1x4x4x5xf32>) -> tensor<1x4x4x5xf32> {
  // expected-error @+1 {{'linalg.winograd_output_transform' op expect input height equals to input tile size}}
  %r = linalg.winograd_output_transform fmr(F_2_3) ins(%v : tensor<3x4x2x2x1x5xf32>) outs(%o : tensor<1x4x4x5xf32>) -> tensor<1x4x4x5xf32>
  return %r : tensor<1x4x4x5xf32>
}

// -----

func.func @winograd_rank(%f: tensor<2x3x3xf32>, %o: tensor<4x4x5x2xf32>) -> tensor<4x4x5x2xf32> {
  // expected-error @+1 {{'linalg.winograd_filter_transform' op operand #0 must be 4D tensor of any type values, but got 'tensor<2x3x3xf32>'}}
  %r = linalg.winograd_filter_transform fmr(F_2_3) ins(%f : tensor<2x3x3xf32>) outs(%o : tensor<4x4x5x2xf32>) -> tensor<4x4x5x2xf32>
  return %r : tensor<4x4x5x2xf32>
}

// -----

func.func @softmax_scalar(%a: f32, %b: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{custom op 'linalg.softmax' invalid kind of type specified}}
  %r = linalg.softmax dimension(0) ins(%a : f32) outs(%b : tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

func.func @generic_symbols(%a: memref<4xf32>) {
  // expected-error @+1 {{'linalg.generic' op unexpected symbols in indexing_map #0}}
  linalg.generic {indexing_maps = [affine_map<(d0)[s0] -> (d0)>], iterator_types = ["parallel"]} outs(%a : memref<4xf32>) {
  ^bb0(%x: f32):
    linalg.yield %x : f32
  }
  return
}

// -----

func.func @generic_args(%a: memref<4xf32>) {
  // expected-error @+1 {{'linalg.generic' op expected as many non-induction variable region arguments as the number of input/output operands}}
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%a : memref<4xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  }
  return
}

// -----

func.func @matmul_dim_expr(%a: memref<4x8xf32>, %b: memref<8x16xf32>, %c: memref<4x16xf32>) {
  // expected-error @+1 {{'linalg.matmul' op Unexpected dim expression in map result.}}
  linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%a, %b : memref<4x8xf32>, memref<8x16xf32>) outs(%c : memref<4x16xf32>)
  return
}

// -----

func.func @batch_matmul_maps(%a: memref<2x4x8xf32>, %b: memref<2x8x16xf32>, %c: memref<2x4x16xf32>) {
  // expected-error @+1 {{'linalg.batch_matmul' op Indexing_map attribute must have 3 affine maps.}}
  linalg.batch_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>] ins(%a, %b : memref<2x4x8xf32>, memref<2x8x16xf32>) outs(%c : memref<2x4x16xf32>)
  return
}

// -----

func.func @contract_projected(%a: memref<4x8xf32>, %b: memref<8x16xf32>, %c: memref<4x16xf32>) {
  // expected-error @+1 {{provided affine_map is not a projected permutation}}
  linalg.contract indexing_maps = [affine_map<(d0, d1, d2) -> (d0 + d1, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%a, %b : memref<4x8xf32>, memref<8x16xf32>) outs(%c : memref<4x16xf32>)
  return
}

// -----

func.func @contract_unused_dim(%a: memref<4x8xf32>, %b: memref<8x16xf32>, %c: memref<4x16xf32>) {
  // expected-error @+1 {{iteration space dim at index 3 not used to access any operand}}
  linalg.contract indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2)>, affine_map<(d0, d1, d2, d3) -> (d2, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>] ins(%a, %b : memref<4x8xf32>, memref<8x16xf32>) outs(%c : memref<4x16xf32>)
  return
}

// -----

func.func @map_results(%a: memref<4xf32>, %c: f32) {
  // expected-error @+1 {{'linalg.map' op operand #1 must be memref of any type values or ranked tensor of any type values, but got 'f32'}}
  "linalg.map"(%a, %c) ({
  ^bb0(%x: f32):
    linalg.yield %x : f32
  }) : (memref<4xf32>, f32) -> ()
  return
}

// -----

// linalg.softmax's dimension is an I64Attr: a signed or unsigned i64 is not one.
func.func @softmax_dimension_si64(%a: tensor<2x16xf32>, %b: tensor<2x16xf32>) -> tensor<2x16xf32> {
  // expected-error @+1 {{'linalg.softmax' op attribute 'dimension' failed to satisfy constraint: 64-bit signless integer attribute}}
  %0 = "linalg.softmax"(%a, %b) <{dimension = 1 : si64}> : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
  return %0 : tensor<2x16xf32>
}
