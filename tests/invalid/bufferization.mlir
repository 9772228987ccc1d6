// RUN: mlirc %s --emit=mlir --split-input-file --verify-diagnostics
// RUN: mlir-opt %s --split-input-file --verify-diagnostics

func.func @to_tensor_shape(%m: memref<4xf32>) {
  // expected-error @+2 {{shapes do not match}}
  // expected-error @+1 {{'bufferization.to_tensor' op failed to verify that specified tensor and buffer types match}}
  %0 = bufferization.to_tensor %m : memref<4xf32> to tensor<5xf32>
  return
}

// -----

func.func @to_tensor_unranked(%m: memref<*xf32>) {
  // expected-error @+2 {{shapes do not match}}
  // expected-error @+1 {{'bufferization.to_tensor' op failed to verify that specified tensor and buffer types match}}
  %0 = bufferization.to_tensor %m : memref<*xf32> to tensor<4xf32>
  return
}

// -----

func.func @to_tensor_elem(%m: memref<4xf32>) {
  // expected-error @+2 {{element types do not match}}
  // expected-error @+1 {{'bufferization.to_tensor' op failed to verify that specified tensor and buffer types match}}
  %0 = bufferization.to_tensor %m : memref<4xf32> to tensor<4xi32>
  return
}

// -----

func.func @to_tensor_of_tensor(%t: tensor<4xf32>) {
  // expected-error @+1 {{custom op 'bufferization.to_tensor' invalid kind of type specified}}
  %0 = bufferization.to_tensor %t : tensor<4xf32> to tensor<4xf32>
  return
}

// -----

func.func @to_buffer_elem(%t: tensor<4xf32>) {
  // expected-error @+2 {{element types do not match}}
  // expected-error @+1 {{'bufferization.to_buffer' op failed to verify that specified tensor and buffer types match}}
  %0 = bufferization.to_buffer %t : tensor<4xf32> to memref<4xi32>
  return
}

// -----

func.func @to_buffer_dynamic(%t: tensor<4xf32>) {
  // expected-error @+2 {{shapes do not match}}
  // expected-error @+1 {{'bufferization.to_buffer' op failed to verify that specified tensor and buffer types match}}
  %0 = bufferization.to_buffer %t : tensor<4xf32> to memref<?xf32>
  return
}

// -----

func.func @alloc_tensor_dynamic_count(%i: index) {
  // expected-error @+1 {{'bufferization.alloc_tensor' op incorrect number of dynamic sizes, has 0, expected 1}}
  %0 = bufferization.alloc_tensor() : tensor<?xf32>
  return
}

// -----

func.func @alloc_tensor_copy_and_sizes(%t: tensor<?xf32>, %i: index) {
  // expected-error @+1 {{dynamic sizes not needed when copying a tensor}}
  %0 = bufferization.alloc_tensor(%i) copy(%t) : tensor<?xf32>
  return
}

// -----

func.func @alloc_tensor_copy_type(%t: tensor<5xf32>) {
  // expected-error @+1 {{expected that `copy` and return type match}}
  %0 = "bufferization.alloc_tensor"(%t) <{operandSegmentSizes = array<i32: 0, 1, 0>}> : (tensor<5xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @materialize_shapes(%t: tensor<4xf32>, %u: tensor<5xf32>) {
  // expected-error @+1 {{'bufferization.materialize_in_destination' op source/destination shapes are incompatible}}
  %0 = bufferization.materialize_in_destination %t in %u : (tensor<4xf32>, tensor<5xf32>) -> tensor<5xf32>
  return
}

// -----

func.func @materialize_restrict_tensor(%t: tensor<4xf32>, %u: tensor<4xf32>) {
  // expected-error @+1 {{'bufferization.materialize_in_destination' op 'restrict' is valid only for memref destinations}}
  %0 = bufferization.materialize_in_destination %t in restrict %u : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @materialize_not_writable(%t: tensor<4xf32>, %m: memref<4xf32>) {
  // expected-error @+1 {{'bufferization.materialize_in_destination' op 'writable' must be specified if and only if the destination is of memref type}}
  bufferization.materialize_in_destination %t in %m : (tensor<4xf32>, memref<4xf32>) -> ()
  return
}

// -----

func.func @materialize_writable_tensor(%t: tensor<4xf32>) {
  // expected-error @+1 {{'bufferization.materialize_in_destination' op 'writable' must be specified if and only if the destination is of memref type}}
  %0 = bufferization.materialize_in_destination %t in writable %t : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @materialize_memref_result(%t: tensor<4xf32>, %m: memref<4xf32>) {
  // expected-error @+1 {{'bufferization.materialize_in_destination' op memref 'dest' implies zero results}}
  %0 = bufferization.materialize_in_destination %t in writable %m : (tensor<4xf32>, memref<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @materialize_result_type(%t: tensor<4xf32>, %d: tensor<?xf32>) {
  // expected-error @+1 {{'bufferization.materialize_in_destination' op result and 'dest' types must match}}
  %0 = bufferization.materialize_in_destination %t in %d : (tensor<4xf32>, tensor<?xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @materialize_rank(%t: tensor<4xf32>, %d: tensor<4x1xf32>) {
  // expected-error @+1 {{'bufferization.materialize_in_destination' op rank mismatch between source and destination shape}}
  %0 = bufferization.materialize_in_destination %t in %d : (tensor<4xf32>, tensor<4x1xf32>) -> tensor<4x1xf32>
  return
}

// -----

func.func @clone_of_tensor(%t: tensor<4xf32>) {
  // expected-error @+1 {{custom op 'bufferization.clone' invalid kind of type specified}}
  %0 = bufferization.clone %t : tensor<4xf32> to memref<4xf32>
  return
}

// -----

func.func @dealloc_conditions(%m: memref<4xf32>, %c: i1) {
  // expected-error @+1 {{'bufferization.dealloc' op must have the same number of conditions as memrefs to deallocate}}
  bufferization.dealloc (%m : memref<4xf32>) if (%c, %c)
  return
}

// -----

func.func @dealloc_results(%m: memref<4xf32>, %c: i1) {
  // expected-error @+1 {{'bufferization.dealloc' op must have the same number of updated conditions (results) as retained operands}}
  %0 = "bufferization.dealloc"(%m, %c) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (memref<4xf32>, i1) -> i1
  return
}

// -----

func.func @dealloc_condition_type(%m: memref<4xf32>, %c: i32) {
  // expected-error @+1 {{'bufferization.dealloc' op operand #1 must be variadic of 1-bit signless integer, but got 'i32'}}
  "bufferization.dealloc"(%m, %c) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (memref<4xf32>, i32) -> ()
  return
}

// -----

func.func @dealloc_tensor_of_memref(%m: memref<4xf32>) {
  // expected-error @+1 {{'bufferization.dealloc_tensor' op operand #0 must be tensor of any type values, but got 'memref<4xf32>'}}
  "bufferization.dealloc_tensor"(%m) : (memref<4xf32>) -> ()
  return
}

// -----

func.func @materialize_two_results(%t: tensor<4xf32>) {
  // expected-error @+1 {{'bufferization.materialize_in_destination' op result group starting at #0 requires 0 or 1 element, but found 2}}
  %0:2 = "bufferization.materialize_in_destination"(%t, %t) : (tensor<4xf32>, tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
  return
}

// -----

func.func @materialize_vector_result(%t: tensor<4xf32>, %v: vector<4xf32>) {
  // expected-error @+1 {{'bufferization.materialize_in_destination' op result #0 must be tensor of any type values, but got 'vector<4xf32>'}}
  %0 = "bufferization.materialize_in_destination"(%t, %v) : (tensor<4xf32>, vector<4xf32>) -> vector<4xf32>
  return
}

// -----

func.func @materialize_vector_dest(%t: tensor<4xf32>, %v: vector<4xf32>) {
  // expected-error @+1 {{'bufferization.materialize_in_destination' op 'dest' must be a tensor or a memref}}
  "bufferization.materialize_in_destination"(%t, %v) : (tensor<4xf32>, vector<4xf32>) -> ()
  return
}

// -----

func.func @materialize_scalar_dest(%t: tensor<4xf32>, %f: f32) {
  // expected-error @+1 {{'bufferization.materialize_in_destination' op operand #1 must be shaped of any type values, but got 'f32'}}
  "bufferization.materialize_in_destination"(%t, %f) : (tensor<4xf32>, f32) -> ()
  return
}

// -----

func.func @materialize_type_count(%t: tensor<4xf32>) {
  // expected-error @+1 {{custom op 'bufferization.materialize_in_destination' number of operands and types do not match: got 2 operands and 1 types}}
  %0 = bufferization.materialize_in_destination %t in %t : (tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @alloc_tensor_two_copies(%t: tensor<4xf32>) {
  // expected-error @+1 {{'bufferization.alloc_tensor' op operand group starting at #0 requires 0 or 1 element, but found 2}}
  %0 = "bufferization.alloc_tensor"(%t, %t) <{operandSegmentSizes = array<i32: 0, 2, 0>}> : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @alloc_tensor_memref_result(%t: tensor<4xf32>) {
  // expected-error @+1 {{'bufferization.alloc_tensor' op result #0 must be tensor of any type values, but got 'memref<4xf32>'}}
  %0 = "bufferization.alloc_tensor"(%t) <{operandSegmentSizes = array<i32: 0, 1, 0>}> : (tensor<4xf32>) -> memref<4xf32>
  return
}

// -----

func.func @alloc_tensor_memref_type() {
  // expected-error @+1 {{custom op 'bufferization.alloc_tensor' invalid kind of type specified}}
  %0 = bufferization.alloc_tensor() : memref<4xf32>
  return
}

// -----

func.func @dealloc_result_type(%m: memref<4xf32>, %c: i1) {
  // expected-error @+1 {{'bufferization.dealloc' op result #0 must be variadic of 1-bit signless integer, but got 'i32'}}
  %0 = "bufferization.dealloc"(%m, %c, %m) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (memref<4xf32>, i1, memref<4xf32>) -> i32
  return
}

// -----

func.func @dealloc_of_i1(%c: i1) {
  // expected-error @+1 {{'bufferization.dealloc' op operand #0 must be variadic of ranked or unranked memref of any type values, but got 'i1'}}
  bufferization.dealloc (%c : i1) if (%c)
  return
}
