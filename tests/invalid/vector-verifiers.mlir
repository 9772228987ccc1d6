// Negative cases for the vector dialect's verifiers, worded as upstream words them.
// RUN: mlirc %s --emit=mlir --split-input-file --verify-diagnostics
// RUN: mlir-opt %s --split-input-file --verify-diagnostics

func.func @extract_dyn_count(%v: vector<4x8xf32>, %i: index) {
  // expected-error @+1 {{'vector.extract' op mismatch between dynamic and static positions (kDynamic marker but no corresponding dynamic position) -- this can only happen due to an incorrect fold/rewrite}}
  %0 = "vector.extract"(%v, %i) <{static_position = array<i64: 0, 1>}> : (vector<4x8xf32>, index) -> f32
  return
}

// -----

func.func @insert_pos_oob(%v: vector<4x8xf32>, %s: f32) {
  // expected-error @+1 {{'vector.insert' op expected position attribute #2 to be a non-negative integer smaller than the corresponding dest vector dimension}}
  %0 = vector.insert %s, %v [0, 9] : f32 into vector<4x8xf32>
  return
}

// -----

func.func @reduction_int_kind(%v: vector<4xf32>) {
  // expected-error @+1 {{'vector.reduction' op unsupported reduction type ''f32'' for kind 'maxsi'}}
  %0 = vector.reduction <maxsi>, %v : vector<4xf32> into f32
  return
}

// -----

func.func @transpose_length(%v: vector<4x8xf32>) {
  // expected-error @+1 {{'vector.transpose' op transposition length mismatch: 1}}
  %0 = vector.transpose %v, [1] : vector<4x8xf32> to vector<8x4xf32>
  return
}

// -----

func.func @transpose_oob(%v: vector<4x8xf32>) {
  // expected-error @+1 {{'vector.transpose' op transposition index out of range: 2}}
  %0 = vector.transpose %v, [2, 0] : vector<4x8xf32> to vector<8x4xf32>
  return
}

// -----

func.func @create_mask_0d(%a: index, %b: index) {
  // expected-error @+1 {{'vector.create_mask' op must specify exactly one operand for 0-D create_mask}}
  %0 = vector.create_mask %a, %b : vector<i1>
  return
}

// -----

func.func @constant_mask_negative() {
  // expected-error @+1 {{'vector.constant_mask' op array attr of size out of bounds of vector result dimension size}}
  %0 = vector.constant_mask [-1] : vector<4xi1>
  return
}

// -----

func.func @insert_strided_strides(%a: vector<2xf32>, %b: vector<4x4xf32>) {
  // expected-error @+1 {{'vector.insert_strided_slice' op expected strides to be confined to [1, 2)}}
  %0 = vector.insert_strided_slice %a, %b {offsets = [0, 0], strides = [2]} : vector<2xf32> into vector<4x4xf32>
  return
}

// -----

func.func @insert_strided_rank(%a: vector<2x2x2xf32>, %b: vector<4x4xf32>) {
  // expected-error @+1 {{'vector.insert_strided_slice' op expected source rank to be no greater than destination rank}}
  %0 = vector.insert_strided_slice %a, %b {offsets = [0, 0], strides = [1, 1, 1]} : vector<2x2x2xf32> into vector<4x4xf32>
  return
}

// -----

func.func @insert_strided_sum(%a: vector<2xf32>, %b: vector<4x4xf32>) {
  // expected-error @+1 {{'vector.insert_strided_slice' op expected sum(offsets, source vector shape) dimension 1 to be confined to [1, 5)}}
  %0 = vector.insert_strided_slice %a, %b {offsets = [0, 3], strides = [1]} : vector<2xf32> into vector<4x4xf32>
  return
}

// -----

func.func @contract_no_reduction(%a: vector<4xf32>, %b: vector<4xf32>, %c: vector<4xf32>) {
  // expected-error @+1 {{'vector.contract' op expected at least one contracting dimension pair}}
  %0 = vector.contract {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]} %a, %b, %c : vector<4xf32>, vector<4xf32> into vector<4xf32>
  return
}

// -----

func.func @print_str_and_source(%a: f32) {
  // expected-error @+1 {{'vector.print' op failed to verify that `source` or `punctuation` are not set when printing strings}}
  vector.print %a : f32 str "x"
  return
}

// -----

func.func @from_elements_type(%a: f32, %b: f32) {
  // expected-error @+1 {{'vector.from_elements' op failed to verify that shaped type 'dest' matches 'elements' element count and types}}
  %0 = "vector.from_elements"(%a, %b) : (f32, f32) -> vector<2xi32>
  return
}
