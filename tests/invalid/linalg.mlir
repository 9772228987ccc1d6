// RUN: mlirc %s --emit=mlir --split-input-file --verify-diagnostics
// RUN: mlir-opt %s --split-input-file --verify-diagnostics

func.func @yield_count(%a: memref<4xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%a : memref<4xf32>) {
  ^bb0(%x: f32):
    // expected-error @+1 {{'linalg.yield' op expected number of yield values (2) to match the number of inits / outs operands of the enclosing LinalgOp (1)}}
    linalg.yield %x, %x : f32, f32
  }
  return
}

// -----

func.func @yield_type(%a: memref<4xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%a : memref<4xf32>) {
  ^bb0(%x: f32):
    %c = arith.constant 0 : i32
    // expected-error @+1 {{'linalg.yield' op type of yield operand 1 ('i32') doesn't match the element type of the enclosing linalg.generic op ('f32')}}
    linalg.yield %c : i32
  }
  return
}

// -----

func.func @map_count(%a: memref<4xf32>, %b: memref<4xf32>) {
  // expected-error @+1 {{'linalg.generic' op expected the number of indexing_map (1) to be equal to the number of input/output operands (2)}}
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%a : memref<4xf32>) outs(%b : memref<4xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  }
  return
}

// -----

func.func @map_rank(%a: memref<4x4xf32>, %b: memref<4xf32>) {
  // expected-error @+1 {{'linalg.generic' op expected operand #0 rank (2) to match the result rank of indexing_map (1)}}
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%a : memref<4x4xf32>) outs(%b : memref<4xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  }
  return
}

// -----

func.func @map_dims(%a: memref<4xf32>, %b: memref<4xf32>) {
  // expected-error @+1 {{'linalg.generic' op expected indexing_map #0 to have 1 dim(s) to match the number of loops}}
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["parallel"]} ins(%a : memref<4xf32>) outs(%b : memref<4xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  }
  return
}

// -----

func.func @bbarg_type(%a: memref<4xf32>, %b: memref<4xf32>) {
  // expected-error @+1 {{'linalg.generic' op expected type of bb argument #0 ('i32') to match element or self type of the corresponding operand ('f32')}}
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%a : memref<4xf32>) outs(%b : memref<4xf32>) {
  ^bb0(%x: i32, %y: f32):
    linalg.yield %y : f32
  }
  return
}

// -----

func.func @bad_iterator(%a: memref<4xf32>) {
  // expected-error @+1 {{unexpected iterator_type (sequential)}}
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["sequential"]} outs(%a : memref<4xf32>) {
  ^bb0(%x: f32):
    linalg.yield %x : f32
  }
  return
}

// -----

func.func @result_count(%a: tensor<4xf32>) {
  // expected-error @+1 {{'linalg.generic' op expected the number of tensor results (0) to be equal to the number of output tensors (1)}}
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%a : tensor<4xf32>) {
  ^bb0(%x: f32):
    linalg.yield %x : f32
  }
  return
}

// -----

func.func @mixed_semantics(%a: tensor<4xf32>, %b: memref<4xf32>) {
  // expected-error @+1 {{'linalg.generic' op expected to have pure tensor or buffer semantics}}
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%a : tensor<4xf32>) outs(%b : memref<4xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  }
  return
}

// -----

func.func @non_invertible(%a: memref<4xf32>, %b: memref<4xf32>) {
  // expected-error @+1 {{'linalg.generic' op invalid indexing maps are non-invertible: ((d0, d1) -> (d0, d0))}}
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "parallel"]} ins(%a : memref<4xf32>) outs(%b : memref<4xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  }
  return
}

// -----

func.func @matmul_shape(%a: memref<4x8xf32>, %b: memref<4x8xf32>, %c: memref<4x16xf32>) {
  // expected-error @+1 {{'linalg.matmul' op inferred input/output operand #1 has shape's dimension #0 to be 8, but found 4}}
  linalg.matmul ins(%a, %b : memref<4x8xf32>, memref<4x8xf32>) outs(%c : memref<4x16xf32>)
  return
}

// -----

func.func @conv_window_shape(%i: memref<1x4x4x3xf32>, %k: memref<3x3x3x8xf32>, %o: memref<1x3x3x8xf32>) {
  // expected-error @+1 {{'linalg.conv_2d_nhwc_hwcf' op inferred input/output operand #0 has shape's dimension #1 to be greater than or equal to 5, but found 4}}
  linalg.conv_2d_nhwc_hwcf ins(%i, %k : memref<1x4x4x3xf32>, memref<3x3x3x8xf32>) outs(%o : memref<1x3x3x8xf32>)
  return
}

// -----

func.func @matmul_bad_broadcast(%a: memref<4xf32>, %b: memref<8x16xf32>, %c: memref<4x16xf32>) {
  // expected-error @+1 {{'linalg.matmul' op Invalid broadcast requested, should be (d2).}}
  linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%a, %b : memref<4xf32>, memref<8x16xf32>) outs(%c : memref<4x16xf32>)
  return
}

// -----

func.func @fill_type(%x: f32, %m: memref<4xi32>) {
  // expected-error @+1 {{'linalg.fill' op expected fill value type ('f32') to match output element type ('i32')}}
  linalg.fill ins(%x : f32) outs(%m : memref<4xi32>)
  return
}

// -----

func.func @pooling_unsigned_float(%i: memref<1x4x4x3xf32>, %k: memref<2x2xf32>, %o: memref<1x3x3x3xf32>) {
  // expected-error @+1 {{unsupported operation: unsigned max not on uint}}
  linalg.pooling_nhwc_max_unsigned ins(%i, %k : memref<1x4x4x3xf32>, memref<2x2xf32>) outs(%o : memref<1x3x3x3xf32>)
  return
}

// -----

func.func @index_dim(%a: memref<4xindex>) {
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%a : memref<4xindex>) {
  ^bb0(%x: index):
    // expected-error @+1 {{'linalg.index' op expected dim (1) to be lower than the number of loops (1) of the enclosing LinalgOp}}
    %i = linalg.index 1 : index
    linalg.yield %i : index
  }
  return
}

// -----

func.func @index_outside() -> index {
  // expected-error @+1 {{'linalg.index' op expected parent op with LinalgOp interface}}
  %i = linalg.index 0 : index
  return %i : index
}

// -----

func.func @reduce_dims(%a: tensor<4x8xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'linalg.reduce' op dimensions for reduction should be in the range [0, 1].}}
  %0 = linalg.reduce { arith.addf } ins(%a : tensor<4x8xf32>) outs(%b : tensor<4xf32>) dimensions = [2]
  return %0 : tensor<4xf32>
}

// -----

func.func @reduce_init_shape(%a: tensor<4x8xf32>, %b: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{'linalg.reduce' op init dimensions [8] doesn't match input dimensions after reduction [4]}}
  %0 = linalg.reduce { arith.addf } ins(%a : tensor<4x8xf32>) outs(%b : tensor<8xf32>) dimensions = [1]
  return %0 : tensor<8xf32>
}

// -----

func.func @transpose_perm(%a: tensor<4x8xf32>, %b: tensor<8x4xf32>) -> tensor<8x4xf32> {
  // expected-error @+1 {{'linalg.transpose' op permutation is not valid}}
  %0 = linalg.transpose ins(%a : tensor<4x8xf32>) outs(%b : tensor<8x4xf32>) permutation = [1, 1]
  return %0 : tensor<8x4xf32>
}

// -----

func.func @transpose_dim(%a: tensor<4x8xf32>, %b: tensor<4x8xf32>) -> tensor<4x8xf32> {
  // expected-error @+1 {{'linalg.transpose' op dim(result, 0) = 4 doesn't match dim(input, permutation[0]) = 8}}
  %0 = linalg.transpose ins(%a : tensor<4x8xf32>) outs(%b : tensor<4x8xf32>) permutation = [1, 0]
  return %0 : tensor<4x8xf32>
}

// -----

func.func @broadcast_rank(%a: tensor<8xf32>, %b: tensor<4x8xf32>) -> tensor<4x8xf32> {
  // expected-error @+1 {{'linalg.broadcast' op input rank plus added dimensions does not match init rank. input rank: 1, dimensions size: 2, init rank: 2}}
  %0 = linalg.broadcast ins(%a : tensor<8xf32>) outs(%b : tensor<4x8xf32>) dimensions = [0, 1]
  return %0 : tensor<4x8xf32>
}

// -----

func.func @broadcast_dim(%a: tensor<8xf32>, %b: tensor<4x16xf32>) -> tensor<4x16xf32> {
  // expected-error @+1 {{'linalg.broadcast' op input dim 0 should match init dim 1. input: 8, init: 16}}
  %0 = linalg.broadcast ins(%a : tensor<8xf32>) outs(%b : tensor<4x16xf32>) dimensions = [0]
  return %0 : tensor<4x16xf32>
}

// -----

func.func @map_arity(%a: tensor<8xf32>, %b: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{'linalg.map' op expects number of operands to match the arity of mapper, but got: 2 and 3}}
  %0 = linalg.map ins(%a : tensor<8xf32>) outs(%b : tensor<8xf32>)
    (%x: f32, %y: f32, %z: f32) {
      linalg.yield %x : f32
    }
  return %0 : tensor<8xf32>
}

// -----

func.func @map_shape(%a: tensor<4xf32>, %b: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{'linalg.map' op expected shape of input (4) to match shape of output (8)}}
  %0 = linalg.map { arith.negf } ins(%a : tensor<4xf32>) outs(%b : tensor<8xf32>)
  return %0 : tensor<8xf32>
}

// -----

func.func @softmax_dim(%a: tensor<4x8xf32>) -> tensor<4x8xf32> {
  // expected-error @+1 {{'linalg.softmax' op incorrect dimension specified}}
  %0 = linalg.softmax dimension(2) ins(%a : tensor<4x8xf32>) outs(%a : tensor<4x8xf32>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// -----

func.func @pack_zero_tile(%a: tensor<16x32xf32>, %p: tensor<4x8x4x0xf32>) -> tensor<4x8x4x0xf32> {
  // expected-error @+1 {{invalid zero tile factor}}
  %0 = linalg.pack %a inner_dims_pos = [0, 1] inner_tiles = [4, 0] into %p : tensor<16x32xf32> -> tensor<4x8x4x0xf32>
  return %0 : tensor<4x8x4x0xf32>
}

// -----

func.func @pack_shape(%a: tensor<16x32xf32>, %p: tensor<4x4x4x4xf32>) -> tensor<4x4x4x4xf32> {
  // expected-error @+1 {{expected 'tensor<4x8x4x4xf32>' for the packed domain value, got 'tensor<4x4x4x4xf32>'}}
  %0 = linalg.pack %a inner_dims_pos = [0, 1] inner_tiles = [4, 4] into %p : tensor<16x32xf32> -> tensor<4x4x4x4xf32>
  return %0 : tensor<4x4x4x4xf32>
}

// -----

func.func @pack_partial_tile(%a: tensor<17x32xf32>, %p: tensor<5x8x4x4xf32>) -> tensor<5x8x4x4xf32> {
  // expected-error @+1 {{'linalg.pack' op invalid tile factor or output size provided. Only full tiles are supported when padding_value is not set}}
  %0 = linalg.pack %a inner_dims_pos = [0, 1] inner_tiles = [4, 4] into %p : tensor<17x32xf32> -> tensor<5x8x4x4xf32>
  return %0 : tensor<5x8x4x4xf32>
}

// -----

func.func @contract_no_reduction(%a: memref<4xf32>, %b: memref<8xf32>, %c: memref<4x8xf32>) {
  // expected-error @+1 {{'indexing_maps' do not specify a contracting dimension}}
  linalg.contract indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>] ins(%a, %b : memref<4xf32>, memref<8xf32>) outs(%c : memref<4x8xf32>)
  return
}

// -----

func.func @named_arity(%a: memref<4x8xf32>, %o: memref<4x8xf32>) {
  linalg.matmul ins(%a : memref<4x8xf32>) outs(%o : memref<4x8xf32>)
  // expected-error @+1 {{ods-gen generated region expects 3 args, got 2}}
  return
}

// -----

func.func @named_result_type(%a: tensor<4x8xf32>, %b: tensor<8x16xf32>, %c: tensor<4x16xf32>) -> tensor<4x16xf64> {
  // expected-error @+1 {{'linalg.matmul' op expected type of operand #2 ('tensor<4x16xf32>') to match type of corresponding result ('tensor<4x16xf64>')}}
  %0 = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x16xf32>) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf64>
  return %0 : tensor<4x16xf64>
}

// -----
func.func @strides_shape(%i: memref<1x8x8x3xf32>, %k: memref<3x3x3x8xf32>, %o: memref<1x6x6x8xf32>) {
  // expected-error @+1 {{'linalg.conv_2d_nhwc_hwcf' op attribute 'strides' failed to satisfy constraint: 64-bit signless int elements attribute of shape [2]}}
  linalg.conv_2d_nhwc_hwcf {strides = dense<1> : tensor<3xi64>} ins(%i, %k : memref<1x8x8x3xf32>, memref<3x3x3x8xf32>) outs(%o : memref<1x6x6x8xf32>)
  return
}

// -----

func.func @contract_maps(%a: memref<4x8xf32>, %b: memref<8x16xf32>, %c: memref<4x16xf32>) {
  // expected-error @+1 {{expected 'indexing_maps' attribute}}
  linalg.contract ins(%a, %b : memref<4x8xf32>, memref<8x16xf32>) outs(%c : memref<4x16xf32>)
  return
}

// -----

func.func @softmax_shape(%a: tensor<4x8xf32>, %b: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-error @+1 {{'linalg.softmax' op incompatible output shape}}
  %0 = linalg.softmax dimension(1) ins(%a : tensor<4x8xf32>) outs(%b : tensor<4x4xf32>) -> tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}

// -----

func.func @generic_terminator(%a: memref<4xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%a : memref<4xf32>) {
  ^bb0(%x: f32):
    // expected-error @+1 {{'scf.yield' op expects parent op to be one of 'scf.execute_region, scf.for, scf.if, scf.index_switch, scf.while'}}
    scf.yield
  }
  return
}

// -----

func.func @unary_int(%a: memref<4xi32>) {
  // expected-error @+1 {{unsupported non numeric type}}
  linalg.exp ins(%a : memref<4xi32>) outs(%a : memref<4xi32>)
  return
}

// -----

func.func @binary_mixed(%a: memref<4xi32>, %b: memref<4xf32>) {
  // expected-error @+1 {{Cannot build binary Linalg operation: expects allComplex, allFloatingPoint, or allInteger, got 'i32' and 'f32'}}
  linalg.add ins(%a, %b : memref<4xi32>, memref<4xf32>) outs(%b : memref<4xf32>)
  return
}

// -----

func.func @generic_operand_not_shaped(%a: memref<4xf32>, %x: f32) {
  // expected-error @+1 {{'linalg.generic' op operand #1 must be variadic of shaped of any type values, but got 'f32'}}
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = ["parallel"]} ins(%a : memref<4xf32>) outs(%x : f32) {
  ^bb0(%y: f32, %z: f32):
    linalg.yield %y : f32
  }
  return
}

// -----

func.func @reduce_inputs_outputs(%a: tensor<4x8xf32>, %b: tensor<4x8xf32>, %c: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'linalg.reduce' op number of dimensions after reduction 1 doesn't match the init rank 2}}
  %0 = linalg.reduce ins(%a, %b : tensor<4x8xf32>, tensor<4x8xf32>) outs(%c : tensor<4xf32>) dimensions = [1]
    (%x: f32, %y: f32, %z: f32) {
      linalg.yield %x : f32
    }
  return %0 : tensor<4xf32>
}

// -----

func.func @map_bbarg(%a: tensor<8xf32>, %b: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{'linalg.map' op expected element type of input 'f32' to match bbArg type 'i32'}}
  %0 = linalg.map ins(%a : tensor<8xf32>) outs(%b : tensor<8xf32>)
    (%x: i32, %y: f32) {
      linalg.yield %y : f32
    }
  return %0 : tensor<8xf32>
}

// -----

func.func @index_type() {
  // expected-error @+1 {{custom op 'linalg.index' invalid kind of type specified}}
  %i = linalg.index 0 : i32
  return
}

// -----

func.func @batch_matmul_output_map(%a: memref<2x4x8xf32>, %b: memref<2x8x16xf32>, %c: memref<2x4x16xf32>) {
  // expected-error @+1 {{'linalg.batch_matmul' op Invalid output map result dimension.}}
  linalg.batch_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d1, d0, d2)>] ins(%a, %b : memref<2x4x8xf32>, memref<2x8x16xf32>) outs(%c : memref<2x4x16xf32>)
  return
}

// -----

func.func @unpack_rank(%p: tensor<4x8x4xf32>, %a: tensor<16x32xf32>) -> tensor<16x32xf32> {
  // expected-error @+1 {{packed rank != (unpacked rank + num tiling factors), got 3 != 4}}
  %0 = linalg.unpack %p inner_dims_pos = [0, 1] inner_tiles = [4, 4] into %a : tensor<4x8x4xf32> -> tensor<16x32xf32>
  return %0 : tensor<16x32xf32>
}

// -----

func.func @winograd_filter(%f: tensor<2x4x3x5xf32>, %fo: tensor<4x4x5x2xf32>) -> tensor<4x4x5x2xf32> {
  // expected-error @+1 {{'linalg.winograd_filter_transform' op expect filter height either equals to r or 1}}
  %0 = linalg.winograd_filter_transform fmr(F_2_3) ins(%f : tensor<2x4x3x5xf32>) outs(%fo : tensor<4x4x5x2xf32>) -> tensor<4x4x5x2xf32>
  return %0 : tensor<4x4x5x2xf32>
}

// -----

func.func @winograd_output_shape(%v: tensor<4x4x2x2x2x2xf32>, %o: tensor<2x5x4x2xf32>) -> tensor<2x5x4x2xf32> {
  // expected-error @+1 {{'linalg.winograd_output_transform' op the output shape is not expected}}
  %0 = linalg.winograd_output_transform fmr(F_2_3) ins(%v : tensor<4x4x2x2x2x2xf32>) outs(%o : tensor<2x5x4x2xf32>) -> tensor<2x5x4x2xf32>
  return %0 : tensor<2x5x4x2xf32>
}
