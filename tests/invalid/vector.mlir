// Negative cases for the vector dialect, worded as upstream words them.
// RUN: mlirc %s --emit=mlir --split-input-file --verify-diagnostics
// RUN: mlir-opt %s --split-input-file --verify-diagnostics

func.func @broadcast_rank(%m: vector<4x8xf32>) {
  // expected-error @+1 {{'vector.broadcast' op source rank higher than destination rank}}
  %0 = vector.broadcast %m : vector<4x8xf32> to vector<8xf32>
  return
}

// -----

func.func @broadcast_dim(%m: vector<4x8xf32>) {
  // expected-error @+1 {{'vector.broadcast' op dimension mismatch (4 vs. 3)}}
  %0 = vector.broadcast %m : vector<4x8xf32> to vector<3x8xf32>
  return
}

// -----

func.func @extract_rank(%m: vector<4x8xf32>) {
  // expected-error @+1 {{'vector.extract' op expected position attribute of rank no greater than vector rank}}
  %0 = vector.extract %m[0, 1, 2] : f32 from vector<4x8xf32>
  return
}

// -----

func.func @extract_out_of_bounds(%m: vector<4x8xf32>) {
  // expected-error @+1 {{'vector.extract' op expected position attribute #2 to be a non-negative integer smaller than the corresponding vector dimension or poison (-1)}}
  %0 = vector.extract %m[0, 9] : f32 from vector<4x8xf32>
  return
}

// -----

func.func @insert_rank(%m: vector<4x8xf32>, %a: f32) {
  // expected-error @+1 {{'vector.insert' op expected position attribute rank to match the dest vector rank}}
  %0 = vector.insert %a, %m[0] : f32 into vector<4x8xf32>
  return
}

// -----

func.func @insert_vector_rank(%v: vector<4x8xf32>) {
  // expected-error @+1 {{'vector.insert' op expected position attribute rank + source rank to match dest vector rank}}
  %0 = vector.insert %v, %v[0] : vector<4x8xf32> into vector<4x8xf32>
  return
}

// -----

func.func @transfer_indices(%mem: memref<?x?xf32>, %i: index, %a: f32) {
  // expected-error @+1 {{'vector.transfer_read' op requires 2 indices}}
  %0 = vector.transfer_read %mem[%i], %a : memref<?x?xf32>, vector<4xf32>
  return
}

// -----

func.func @transfer_map_inputs(%mem: memref<?x?xf32>, %i: index, %a: f32) {
  // expected-error @+1 {{'vector.transfer_read' op requires a permutation_map with input dims of the same rank as the source type}}
  %0 = vector.transfer_read %mem[%i, %i], %a {permutation_map = affine_map<(d0) -> (d0)>} : memref<?x?xf32>, vector<4xf32>
  return
}

// -----

func.func @transfer_map_results(%mem: memref<?x?xf32>, %i: index, %a: f32) {
  // expected-error @+1 {{'vector.transfer_read' op requires a permutation_map with result dims of the same rank as the vector type}}
  %0 = vector.transfer_read %mem[%i, %i], %a {permutation_map = affine_map<(d0, d1) -> (d0, d1)>} : memref<?x?xf32>, vector<4xf32>
  return
}

// -----

func.func @transfer_map_projected(%mem: memref<?x?xf32>, %i: index, %a: f32) {
  // expected-error @+1 {{'vector.transfer_read' op requires a projected permutation_map (at most one dim or the zero constant can appear in each result)}}
  %0 = vector.transfer_read %mem[%i, %i], %a {permutation_map = affine_map<(d0, d1) -> (d0 + d1)>} : memref<?x?xf32>, vector<4xf32>
  return
}

// -----

func.func @transfer_map_repeated(%mem: memref<?x?xf32>, %i: index, %a: f32) {
  // expected-error @+1 {{'vector.transfer_read' op requires a permutation_map that is a permutation (found one dim used more than once)}}
  %0 = vector.transfer_read %mem[%i, %i], %a {permutation_map = affine_map<(d0, d1) -> (d1, d1)>} : memref<?x?xf32>, vector<4x4xf32>
  return
}

// -----

func.func @transfer_in_bounds(%mem: memref<?x?xf32>, %i: index, %a: f32) {
  // expected-error @+1 {{'vector.transfer_read' op expects the in_bounds attr of same rank as permutation_map results: affine_map<(d0, d1) -> (d1)> vs inBounds of size: 2}}
  %0 = vector.transfer_read %mem[%i, %i], %a {in_bounds = [true, true]} : memref<?x?xf32>, vector<4xf32>
  return
}

// -----

func.func @transfer_write_broadcast(%mem: memref<?x?xf32>, %i: index, %v: vector<4x8xf32>) {
  // expected-error @+1 {{'vector.transfer_write' op should not have broadcast dimensions}}
  vector.transfer_write %v, %mem[%i, %i] {permutation_map = affine_map<(d0, d1) -> (0, d1)>} : vector<4x8xf32>, memref<?x?xf32>
  return
}

// -----

func.func @transfer_write_indices(%mem: memref<?x?xf32>, %i: index, %v: vector<4xf32>) {
  // expected-error @+1 {{'vector.transfer_write' op requires 2 indices}}
  vector.transfer_write %v, %mem[%i] : vector<4xf32>, memref<?x?xf32>
  return
}

// -----

func.func @load_indices(%mem: memref<?x?xf32>, %i: index) {
  // expected-error @+1 {{'vector.load' op requires 2 indices}}
  %0 = vector.load %mem[%i] : memref<?x?xf32>, vector<4xf32>
  return
}

// -----

func.func @store_elem(%mem: memref<?x?xf32>, %i: index, %v: vector<4xi32>) {
  // expected-error @+1 {{'vector.store' op base and valueToStore element type should match}}
  vector.store %v, %mem[%i, %i] : memref<?x?xf32>, vector<4xi32>
  return
}

// -----

func.func @maskedload_mask(%mem: memref<?xf32>, %i: index, %v: vector<4xf32>, %m: vector<8xi1>) {
  // expected-error @+1 {{'vector.maskedload' op expected result shape to match mask shape}}
  %0 = vector.maskedload %mem[%i], %m, %v : memref<?xf32>, vector<8xi1>, vector<4xf32> into vector<4xf32>
  return
}

// -----

func.func @maskedload_pass_thru(%mem: memref<?xf32>, %i: index, %m: vector<4xi1>, %w: vector<4xi32>) {
  // expected-error @+1 {{'vector.maskedload' op expected pass_thru of same type as result type}}
  %0 = vector.maskedload %mem[%i], %m, %w : memref<?xf32>, vector<4xi1>, vector<4xi32> into vector<4xf32>
  return
}

// -----

func.func @reduction_kind(%v: vector<4xf32>) {
  // expected-error @+1 {{'vector.reduction' op unsupported reduction type ''f32'' for kind 'xor'}}
  %0 = vector.reduction <xor>, %v : vector<4xf32> into f32
  return
}

// -----

func.func @reduction_elem(%v: vector<4xf32>) {
  // expected-error @+1 {{'vector.reduction' op failed to verify that source operand and result have same element type}}
  %0 = vector.reduction <add>, %v : vector<4xf32> into i32
  return
}

// -----

func.func @reduction_rank(%v: vector<4x4xf32>) {
  // expected-error @+1 {{'vector.reduction' op unsupported reduction rank: 2}}
  %0 = vector.reduction <add>, %v : vector<4x4xf32> into f32
  return
}

// -----

#map0 = affine_map<(i, j, k) -> (i, k)>
#map1 = affine_map<(i, j, k) -> (k, j)>
#map2 = affine_map<(i, j, k) -> (i, j)>
func.func @contract_reduction_dim(%m: vector<4x8xf32>, %n: vector<4x4xf32>, %acc: vector<4x4xf32>) {
  // expected-error @+1 {{'vector.contract' op invalid contracting dimension map}}
  %c = vector.contract {indexing_maps = [#map0, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} %m, %n, %acc : vector<4x8xf32>, vector<4x4xf32> into vector<4x4xf32>
  return
}

// -----

#map0 = affine_map<(i, j, k) -> (i, k)>
#map1 = affine_map<(i, j, k) -> (k, j)>
#map2 = affine_map<(i, j, k) -> (i, j)>
func.func @contract_acc_shape(%m: vector<4x8xf32>, %n: vector<8x4xf32>, %acc: vector<4x5xf32>) {
  // expected-error @+1 {{'vector.contract' op invalid accumulator/result vector shape, expected: 'vector<4x4xf32>'}}
  %c = vector.contract {indexing_maps = [#map0, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} %m, %n, %acc : vector<4x8xf32>, vector<8x4xf32> into vector<4x5xf32>
  return
}

// -----

#map0 = affine_map<(i, j, k) -> (i, k)>
#map1 = affine_map<(i, j, k) -> (k, j)>
func.func @contract_map_count(%m: vector<4x8xf32>, %n: vector<8x4xf32>, %acc: vector<4x4xf32>) {
  // expected-error @+1 {{'vector.contract' op expected an indexing map for each vector operand}}
  %c = vector.contract {indexing_maps = [#map0, #map1], iterator_types = ["parallel", "parallel", "reduction"]} %m, %n, %acc : vector<4x8xf32>, vector<8x4xf32> into vector<4x4xf32>
  return
}

// -----

#map0 = affine_map<(i, j) -> (i, j)>
#map1 = affine_map<(i, j, k) -> (k, j)>
#map2 = affine_map<(i, j, k) -> (i, j)>
func.func @contract_map_dims(%m: vector<4x8xf32>, %n: vector<8x4xf32>, %acc: vector<4x4xf32>) {
  // expected-error @+1 {{'vector.contract' op expected indexing map 0 to have 3 number of inputs}}
  %c = vector.contract {indexing_maps = [#map0, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} %m, %n, %acc : vector<4x8xf32>, vector<8x4xf32> into vector<4x4xf32>
  return
}

// -----

func.func @shape_cast_count(%v: vector<4xf32>) {
  // expected-error @+1 {{'vector.shape_cast' op has different number of elements at source (4) and result (3)}}
  %0 = vector.shape_cast %v : vector<4xf32> to vector<3xf32>
  return
}

// -----

func.func @shape_cast_elem(%v: vector<4xf32>) {
  // expected-error @+1 {{'vector.shape_cast' op has different source and result element types}}
  %0 = vector.shape_cast %v : vector<4xf32> to vector<2x2xi32>
  return
}

// -----

func.func @create_mask_operands(%i: index) {
  // expected-error @+1 {{'vector.create_mask' op must specify an operand for each result vector dimension}}
  %0 = vector.create_mask %i : vector<4x3xi1>
  return
}

// -----

func.func @constant_mask_bounds() {
  // expected-error @+1 {{'vector.constant_mask' op array attr of size out of bounds of vector result dimension size}}
  %0 = vector.constant_mask [5] : vector<4xi1>
  return
}

// -----

func.func @constant_mask_rank() {
  // expected-error @+1 {{'vector.constant_mask' op must specify array attr of size equal vector result rank}}
  %0 = vector.constant_mask [2, 3] : vector<4xi1>
  return
}

// -----

func.func @constant_mask_zero() {
  // expected-error @+1 {{'vector.constant_mask' op expected all mask dim sizes to be zeros, as a result of conjunction with zero mask dim}}
  %0 = vector.constant_mask [0, 2] : vector<4x3xi1>
  return
}

// -----

func.func @constant_mask_scalable() {
  // expected-error @+1 {{'vector.constant_mask' op only supports 'none set' or 'all set' scalable dimensions}}
  %0 = vector.constant_mask [2] : vector<[4]xi1>
  return
}

// -----

func.func @from_elements_count(%a: f32) {
  // expected-error @+1 {{custom op 'vector.from_elements' number of operands and types do not match: got 2 operands and 3 types}}
  %0 = vector.from_elements %a, %a : vector<3xf32>
  return
}

// -----

func.func @transpose_duplicate(%m: vector<4x8xf32>) {
  // expected-error @+1 {{'vector.transpose' op duplicate position index: 0}}
  %0 = vector.transpose %m, [0, 0] : vector<4x8xf32> to vector<4x4xf32>
  return
}

// -----

func.func @transpose_size(%m: vector<4x8xf32>) {
  // expected-error @+1 {{'vector.transpose' op dimension size mismatch at: 1}}
  %0 = vector.transpose %m, [1, 0] : vector<4x8xf32> to vector<4x8xf32>
  return
}

// -----

func.func @bitcast_width(%m: vector<4xf32>) {
  // expected-error @+1 {{'vector.bitcast' op source/result bitwidth of the minor 1-D vectors must be equal}}
  %0 = vector.bitcast %m : vector<4xf32> to vector<4xi64>
  return
}

// -----

func.func @step_rank() {
  // expected-error @+1 {{'vector.step' op result #0 must be vector of index values of ranks 1, but got 'vector<4x4xindex>'}}
  %0 = vector.step : vector<4x4xindex>
  return
}

// -----

func.func @strided_slice_bounds(%v: vector<4x8xf32>) {
  // expected-error @+1 {{'vector.extract_strided_slice' op expected sum(offsets, sizes) dimension 0 to be confined to [1, 5)}}
  %0 = vector.extract_strided_slice %v {offsets = [2], sizes = [4], strides = [1]} : vector<4x8xf32> to vector<4x8xf32>
  return
}

// -----

func.func @insert_strided_slice_offsets(%v: vector<4x8xf32>, %w: vector<2xf32>) {
  // expected-error @+1 {{'vector.insert_strided_slice' op expected offsets of same size as destination vector rank}}
  %0 = vector.insert_strided_slice %w, %v {offsets = [0], strides = [1]} : vector<2xf32> into vector<4x8xf32>
  return
}

// -----

func.func @print_string_and_source(%v: vector<4xf32>) {
  // expected-error @+1 {{'vector.print' op failed to verify that `source` or `punctuation` are not set when printing strings}}
  vector.print %v : vector<4xf32> str "x"
  return
}

// -----

// The transfers' attributes are checked in upstream's order, in_bounds first.
func.func @transfer_no_attrs(%m: memref<?xf32>, %i: index, %f: f32) {
  // expected-error @+1 {{'vector.transfer_read' op requires attribute 'in_bounds'}}
  %0 = "vector.transfer_read"(%m, %i, %f) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (memref<?xf32>, index, f32) -> vector<4xf32>
  return
}

// -----

func.func @transfer_in_bounds_kind(%m: memref<?xf32>, %i: index, %f: f32) {
  // expected-error @+1 {{'vector.transfer_read' op attribute 'in_bounds' failed to satisfy constraint: 1-bit boolean array attribute}}
  %0 = "vector.transfer_read"(%m, %i, %f) <{in_bounds = [1], permutation_map = affine_map<(d0) -> (d0)>, operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (memref<?xf32>, index, f32) -> vector<4xf32>
  return
}

// -----

func.func @transfer_mask_kind(%m: memref<?xf32>, %i: index, %f: f32, %v: vector<4xf32>) {
  // expected-error @+1 {{'vector.transfer_read' op operand #3 must be vector of 1-bit signless integer values, but got 'vector<4xf32>'}}
  %0 = "vector.transfer_read"(%m, %i, %f, %v) <{in_bounds = [false], permutation_map = affine_map<(d0) -> (d0)>, operandSegmentSizes = array<i32: 1, 1, 1, 1>}> : (memref<?xf32>, index, f32, vector<4xf32>) -> vector<4xf32>
  return
}

// -----

func.func @transfer_write_memref_result(%m: memref<?xf32>, %i: index, %v: vector<4xf32>) {
  // expected-error @+1 {{'vector.transfer_write' op result #0 must be ranked tensor of any type values, but got 'memref<?xf32>'}}
  %0 = "vector.transfer_write"(%v, %m, %i) <{in_bounds = [false], permutation_map = affine_map<(d0) -> (d0)>, operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (vector<4xf32>, memref<?xf32>, index) -> memref<?xf32>
  return
}

// -----

// An outer product's kind defaults to add, also in the generic form.
func.func @outerproduct_no_kind(%v: vector<4xf32>, %f: f32) -> vector<4xf32> {
  %0 = "vector.outerproduct"(%v, %f) : (vector<4xf32>, f32) -> vector<4xf32>
  return %0 : vector<4xf32>
}

// -----

func.func @outerproduct_scalar_acc(%v: vector<4xf32>, %f: f32) {
  // expected-error @+1 {{'vector.outerproduct' op operand #2 must be vector of any type values, but got 'f32'}}
  %0 = "vector.outerproduct"(%v, %v, %f) <{kind = #vector.kind<add>}> : (vector<4xf32>, vector<4xf32>, f32) -> vector<4x4xf32>
  return
}

// -----

func.func @outerproduct_elem(%a: vector<4xf32>, %b: vector<8xi32>) {
  // expected-error @+1 {{'vector.outerproduct' op failed to verify that rhs operand and result have same element type}}
  %0 = "vector.outerproduct"(%a, %b) <{kind = #vector.kind<add>}> : (vector<4xf32>, vector<8xi32>) -> vector<4x8xf32>
  return
}

// -----

func.func @shuffle_scalar(%v: vector<4xf32>, %f: f32) {
  // expected-error @+1 {{'vector.shuffle' op operand #0 must be fixed-length vector of any type values, but got 'f32'}}
  %0 = "vector.shuffle"(%f, %v) <{mask = array<i64: 0>}> : (f32, vector<4xf32>) -> vector<1xf32>
  return
}

// -----

func.func @shuffle_scalable(%v: vector<4xf32>, %s: vector<[4]xf32>) {
  // expected-error @+1 {{'vector.shuffle' op operand #1 must be fixed-length vector of any type values, but got 'vector<[4]xf32>'}}
  %0 = vector.shuffle %v, %s [0] : vector<4xf32>, vector<[4]xf32>
  return
}

// -----

func.func @shuffle_0d_result(%v: vector<4xf32>) {
  // expected-error @+1 {{'vector.shuffle' op result #0 must be vector of any type values, but got 'vector<f32>'}}
  %0 = "vector.shuffle"(%v, %v) <{mask = array<i64: 0>}> : (vector<4xf32>, vector<4xf32>) -> vector<f32>
  return
}

// -----

func.func @shuffle_elem(%v: vector<4xf32>) {
  // expected-error @+1 {{'vector.shuffle' op failed to verify that first operand v1 and result have same element type}}
  %0 = "vector.shuffle"(%v, %v) <{mask = array<i64: 0>}> : (vector<4xf32>, vector<4xf32>) -> vector<1xf64>
  return
}

// -----

func.func @shuffle_no_mask(%v: vector<4xf32>) {
  // expected-error @+1 {{'vector.shuffle' op requires attribute 'mask'}}
  %0 = "vector.shuffle"(%v, %v) : (vector<4xf32>, vector<4xf32>) -> vector<1xf32>
  return
}

// -----

func.func @extract_strided_slice_no_offsets(%v: vector<4x8xf32>) {
  // expected-error @+1 {{'vector.extract_strided_slice' op requires attribute 'offsets'}}
  %0 = "vector.extract_strided_slice"(%v) <{sizes = [2], strides = [1]}> : (vector<4x8xf32>) -> vector<2x8xf32>
  return
}

// -----

// Each condition is checked over all dimensions before the next one.
func.func @extract_strided_slice_order(%v: vector<4x8xf32>) {
  // expected-error @+1 {{'vector.extract_strided_slice' op expected offsets dimension 1 to be confined to [0, 8)}}
  %0 = vector.extract_strided_slice %v {offsets = [3, 9], sizes = [2, 1], strides = [1, 1]} : vector<4x8xf32> to vector<2x1xf32>
  return
}

// -----

func.func @broadcast_scalable(%v: vector<[4]xf32>) {
  // expected-error @+1 {{'vector.broadcast' op dimension mismatch ([4] vs. [8])}}
  %0 = vector.broadcast %v : vector<[4]xf32> to vector<2x[8]xf32>
  return
}

// -----

func.func @transfer_vector_source(%v: vector<4xf32>, %i: index, %f: f32) {
  // expected-error @+1 {{'vector.transfer_read' op requires source to be a memref or ranked tensor type}}
  %0 = "vector.transfer_read"(%v, %i, %f) <{in_bounds = [false], permutation_map = affine_map<(d0) -> (d0)>, operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (vector<4xf32>, index, f32) -> vector<4xf32>
  return
}
