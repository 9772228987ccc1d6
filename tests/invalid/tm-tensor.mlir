// RUN: mlirc %s --emit=mlir --split-input-file --verify-diagnostics
// torch-mlir's tm_tensor verifiers, in torch-mlir's words (mlir-opt-22 does not know the
// dialect, so only mlirc runs this file).

func.func @sort_inputs(%a: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{'tm_tensor.sort' op does not expect to take any inputs}}
  %0 = tm_tensor.sort dimension(0) ins(%a : tensor<8xf32>) outs(%a : tensor<8xf32>) {
  ^bb0(%x: f32, %y: f32):
    %c = arith.cmpf ole, %x, %y : f32
    tm_tensor.yield %c : i1
  } -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

func.func @sort_block_args(%a: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{'tm_tensor.sort' op region block should have 2 arguments}}
  %0 = tm_tensor.sort dimension(0) outs(%a : tensor<8xf32>) {
  ^bb0(%x: f32):
    %c = arith.cmpf ole, %x, %x : f32
    tm_tensor.yield %c : i1
  } -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

func.func @sort_dimension(%a: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{'tm_tensor.sort' op dimension must be within (0, 1]}}
  %0 = tm_tensor.sort dimension(1) outs(%a : tensor<8xf32>) {
  ^bb0(%x: f32, %y: f32):
    %c = arith.cmpf ole, %x, %y : f32
    tm_tensor.yield %c : i1
  } -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

func.func @sort_shapes(%a: tensor<8xf32>, %i: tensor<7xi64>) -> tensor<8xf32> {
  // expected-error @+1 {{'tm_tensor.sort' op expected operand 1 to have same shape as other operands}}
  %0:2 = tm_tensor.sort dimension(0) outs(%a, %i : tensor<8xf32>, tensor<7xi64>) {
  ^bb0(%x: f32, %y: f32, %p: i64, %q: i64):
    %c = arith.cmpf ole, %x, %y : f32
    tm_tensor.yield %c : i1
  } -> tensor<8xf32>, tensor<7xi64>
  return %0#0 : tensor<8xf32>
}

// -----

func.func @sort_arg_type(%a: tensor<8xf32>, %i: tensor<8xi64>) -> tensor<8xf32> {
  // expected-error @+1 {{'tm_tensor.sort' op region block argument #3 should be of type i64 but got i32}}
  %0:2 = tm_tensor.sort dimension(0) outs(%a, %i : tensor<8xf32>, tensor<8xi64>) {
  ^bb0(%x: f32, %y: f32, %p: i64, %q: i32):
    %c = arith.cmpf ole, %x, %y : f32
    tm_tensor.yield %c : i1
  } -> tensor<8xf32>, tensor<8xi64>
  return %0#0 : tensor<8xf32>
}

// -----

func.func @sort_yield(%a: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{'tm_tensor.sort' op should yield i1 type}}
  %0 = tm_tensor.sort dimension(0) outs(%a : tensor<8xf32>) {
  ^bb0(%x: f32, %y: f32):
    tm_tensor.yield %x : f32
  } -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

func.func @sort_results(%a: tensor<8xf32>) -> tensor<8xf64> {
  // expected-error @+1 {{'tm_tensor.sort' op expected type of operand #0 (tensor<8xf32>) to match type of corresponding result (tensor<8xf64>)}}
  %0 = tm_tensor.sort dimension(0) outs(%a : tensor<8xf32>) {
  ^bb0(%x: f32, %y: f32):
    %c = arith.cmpf ole, %x, %y : f32
    tm_tensor.yield %c : i1
  } -> tensor<8xf64>
  return %0 : tensor<8xf64>
}

// -----

func.func @scan_outputs(%a: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{'tm_tensor.scan' op expected two output operands}}
  %0 = tm_tensor.scan dimension(0) inclusive(true) ins(%a : tensor<8xf32>) outs(%a : tensor<8xf32>) {
  ^bb0(%x: f32, %y: f32):
    %s = arith.addf %x, %y : f32
    tm_tensor.yield %s : f32
  } -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

func.func @scan_acc_rank(%a: tensor<3x8xf32>, %acc: tensor<3x8xf32>) -> tensor<3x8xf32> {
  // expected-error @+1 {{'tm_tensor.scan' op expected accumulator rank to be equal to input rank - 1}}
  %0:2 = tm_tensor.scan dimension(1) inclusive(true) ins(%a : tensor<3x8xf32>) outs(%a, %acc : tensor<3x8xf32>, tensor<3x8xf32>) {
  ^bb0(%x: f32, %y: f32):
    %s = arith.addf %x, %y : f32
    tm_tensor.yield %s : f32
  } -> tensor<3x8xf32>, tensor<3x8xf32>
  return %0#0 : tensor<3x8xf32>
}

// -----

func.func @scan_acc_shape(%a: tensor<3x8xf32>, %acc: tensor<8xf32>) -> tensor<3x8xf32> {
  // expected-error @+1 {{'tm_tensor.scan' op incompatible input/accumulator shapes}}
  %0:2 = tm_tensor.scan dimension(1) inclusive(true) ins(%a : tensor<3x8xf32>) outs(%a, %acc : tensor<3x8xf32>, tensor<8xf32>) {
  ^bb0(%x: f32, %y: f32):
    %s = arith.addf %x, %y : f32
    tm_tensor.yield %s : f32
  } -> tensor<3x8xf32>, tensor<8xf32>
  return %0#0 : tensor<3x8xf32>
}

// -----

func.func @scan_elem(%a: tensor<8xf32>, %o: tensor<8xf64>, %acc: tensor<f32>) -> tensor<8xf64> {
  // expected-error @+1 {{'tm_tensor.scan' op expected input/output element types to be identical}}
  %0:2 = tm_tensor.scan dimension(0) inclusive(true) ins(%a : tensor<8xf32>) outs(%o, %acc : tensor<8xf64>, tensor<f32>) {
  ^bb0(%x: f32, %y: f32):
    %s = arith.addf %x, %y : f32
    tm_tensor.yield %s : f32
  } -> tensor<8xf64>, tensor<f32>
  return %0#0 : tensor<8xf64>
}

// -----

func.func @scan_region(%a: tensor<8xf32>, %acc: tensor<f32>) -> tensor<8xf32> {
  // expected-error @+1 {{'tm_tensor.scan' op expected region to have two arguments of type f32}}
  %0:2 = tm_tensor.scan dimension(0) inclusive(true) ins(%a : tensor<8xf32>) outs(%a, %acc : tensor<8xf32>, tensor<f32>) {
  ^bb0(%x: f32, %y: i32):
    tm_tensor.yield %x : f32
  } -> tensor<8xf32>, tensor<f32>
  return %0#0 : tensor<8xf32>
}

// -----

func.func @scatter_indices(%o: tensor<8xf32>, %u: tensor<4xf32>, %i: tensor<4xi64>) -> tensor<8xf32> {
  // expected-error @+1 {{'tm_tensor.scatter' op expected indices to be of rank 2 of integer element type}}
  %0 = tm_tensor.scatter {dimension_map = array<i64: 0>} unique_indices(false) ins(%u, %i : tensor<4xf32>, tensor<4xi64>) outs(%o : tensor<8xf32>) {
  ^bb0(%x: f32, %y: f32):
    tm_tensor.yield %x : f32
  } -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

func.func @scatter_map_count(%o: tensor<8xf32>, %u: tensor<4xf32>, %i: tensor<4x1xi64>) -> tensor<8xf32> {
  // expected-error @+1 {{'tm_tensor.scatter' op invalid number of dimension map entries}}
  %0 = tm_tensor.scatter {dimension_map = array<i64: 0, 1>} unique_indices(false) ins(%u, %i : tensor<4xf32>, tensor<4x1xi64>) outs(%o : tensor<8xf32>) {
  ^bb0(%x: f32, %y: f32):
    tm_tensor.yield %x : f32
  } -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

func.func @scatter_map_invalid(%o: tensor<8x4xf32>, %u: tensor<4xf32>, %i: tensor<4x2xi64>) -> tensor<8x4xf32> {
  // expected-error @+1 {{'tm_tensor.scatter' op dimension map is invalid}}
  %0 = tm_tensor.scatter {dimension_map = array<i64: 1, 1>} unique_indices(false) ins(%u, %i : tensor<4xf32>, tensor<4x2xi64>) outs(%o : tensor<8x4xf32>) {
  ^bb0(%x: f32, %y: f32):
    tm_tensor.yield %x : f32
  } -> tensor<8x4xf32>
  return %0 : tensor<8x4xf32>
}

// -----

func.func @scatter_count(%o: tensor<8xf32>, %u: tensor<4xf32>, %i: tensor<3x1xi64>) -> tensor<8xf32> {
  // expected-error @+1 {{'tm_tensor.scatter' op mismatch in shape of indices and update value at dim#0}}
  %0 = tm_tensor.scatter {dimension_map = array<i64: 0>} unique_indices(false) ins(%u, %i : tensor<4xf32>, tensor<3x1xi64>) outs(%o : tensor<8xf32>) {
  ^bb0(%x: f32, %y: f32):
    tm_tensor.yield %x : f32
  } -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

func.func @scatter_cover(%o: tensor<8x4xf32>, %u: tensor<4xf32>, %i: tensor<4x1xi64>) -> tensor<8x4xf32> {
  // expected-error @+1 {{'tm_tensor.scatter' op index depth and update value does not cover rank of original value}}
  %0 = tm_tensor.scatter {dimension_map = array<i64: 0>} unique_indices(false) ins(%u, %i : tensor<4xf32>, tensor<4x1xi64>) outs(%o : tensor<8x4xf32>) {
  ^bb0(%x: f32, %y: f32):
    tm_tensor.yield %x : f32
  } -> tensor<8x4xf32>
  return %0 : tensor<8x4xf32>
}

// -----

func.func @scatter_slice(%o: tensor<8x4xf32>, %u: tensor<2x5xf32>, %i: tensor<2x1xi64>) -> tensor<8x4xf32> {
  // expected-error @+1 {{'tm_tensor.scatter' op shape of update value dim#1 exceeds original value at dim#1}}
  %0 = tm_tensor.scatter {dimension_map = array<i64: 0>} unique_indices(false) ins(%u, %i : tensor<2x5xf32>, tensor<2x1xi64>) outs(%o : tensor<8x4xf32>) {
  ^bb0(%x: f32, %y: f32):
    tm_tensor.yield %x : f32
  } -> tensor<8x4xf32>
  return %0 : tensor<8x4xf32>
}

// -----

func.func @scatter_arg(%o: tensor<8xf32>, %u: tensor<4xf32>, %i: tensor<4x1xi64>) -> tensor<8xf32> {
  // expected-error @+1 {{'tm_tensor.scatter' op mismatch in argument 0 of region f64 and element type of update value f32}}
  %0 = tm_tensor.scatter {dimension_map = array<i64: 0>} unique_indices(false) ins(%u, %i : tensor<4xf32>, tensor<4x1xi64>) outs(%o : tensor<8xf32>) {
  ^bb0(%x: f64, %y: f32):
    tm_tensor.yield %y : f32
  } -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

func.func @scatter_yield(%o: tensor<8xf32>, %u: tensor<4xf32>, %i: tensor<4x1xi64>) -> tensor<8xf32> {
  %0 = tm_tensor.scatter {dimension_map = array<i64: 0>} unique_indices(false) ins(%u, %i : tensor<4xf32>, tensor<4x1xi64>) outs(%o : tensor<8xf32>) {
  ^bb0(%x: f32, %y: f32):
    // expected-error @+1 {{'tm_tensor.yield' op expected region to yield a single value}}
    tm_tensor.yield %x, %y : f32, f32
  } -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

func.func @topk_outputs(%a: tensor<10xf32>, %v: tensor<3xf32>) -> tensor<3xf32> {
  // expected-error @+1 {{'tm_tensor.topk' op expected two output operands}}
  %0 = tm_tensor.topk dimension(0) ins(%a : tensor<10xf32>) outs(%v : tensor<3xf32>) {
  ^bb0(%x: f32, %y: f32):
    %c = arith.cmpf ogt, %x, %y : f32
    tm_tensor.yield %c : i1
  } -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

// -----

func.func @topk_dimension(%a: tensor<10xf32>, %v: tensor<3xf32>, %i: tensor<3xi32>) -> tensor<3xf32> {
  // expected-error @+1 {{'tm_tensor.topk' op dimension exceeds rank}}
  %0:2 = tm_tensor.topk dimension(1) ins(%a : tensor<10xf32>) outs(%v, %i : tensor<3xf32>, tensor<3xi32>) {
  ^bb0(%x: f32, %y: f32):
    %c = arith.cmpf ogt, %x, %y : f32
    tm_tensor.yield %c : i1
  } -> tensor<3xf32>, tensor<3xi32>
  return %0#0 : tensor<3xf32>
}

// -----

func.func @topk_shapes(%a: tensor<2x10xf32>, %v: tensor<3x3xf32>, %i: tensor<3x3xi32>) -> tensor<3x3xf32> {
  // expected-error @+1 {{'tm_tensor.topk' op incompatible input/output shapes}}
  %0:2 = tm_tensor.topk dimension(1) ins(%a : tensor<2x10xf32>) outs(%v, %i : tensor<3x3xf32>, tensor<3x3xi32>) {
  ^bb0(%x: f32, %y: f32):
    %c = arith.cmpf ogt, %x, %y : f32
    tm_tensor.yield %c : i1
  } -> tensor<3x3xf32>, tensor<3x3xi32>
  return %0#0 : tensor<3x3xf32>
}

// -----

func.func @topk_region(%a: tensor<10xf32>, %v: tensor<3xf32>, %i: tensor<3xi32>) -> tensor<3xf32> {
  // expected-error @+1 {{'tm_tensor.topk' op region block must end with a linalg_ext.yield i1!}}
  %0:2 = tm_tensor.topk dimension(0) ins(%a : tensor<10xf32>) outs(%v, %i : tensor<3xf32>, tensor<3xi32>) {
  ^bb0(%x: f32, %y: f32):
    tm_tensor.yield %x : f32
  } -> tensor<3xf32>, tensor<3xi32>
  return %0#0 : tensor<3xf32>
}

// -----

func.func @mixed(%a: memref<8xf32>) -> tensor<8xf32> {
  %t = bufferization.to_tensor %a : memref<8xf32> to tensor<8xf32>
  // expected-error @+1 {{'tm_tensor.scan' op expected the number of results (1) to be equal to the number of output tensors (2)}}
  %0 = tm_tensor.scan dimension(0) inclusive(true) ins(%t : tensor<8xf32>) outs(%t, %t : tensor<8xf32>, tensor<8xf32>) {
  ^bb0(%x: f32, %y: f32):
    tm_tensor.yield %x : f32
  } -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

func.func @operand_type(%a: vector<8xf32>) {
  // expected-error @+1 {{'tm_tensor.scatter' op operand #0 must be variadic of ranked tensor or memref of any type values, but got 'vector<8xf32>'}}
  "tm_tensor.scatter"(%a, %a, %a) <{dimension_map = array<i64: 0>, operandSegmentSizes = array<i32: 2, 1>}> ({
  ^bb0(%x: f32, %y: f32):
    "tm_tensor.yield"(%x) : (f32) -> ()
  }) : (vector<8xf32>, vector<8xf32>, vector<8xf32>) -> ()
  return
}
