// RUN: mlirc %s --emit=mlir --split-input-file --verify-diagnostics
// RUN: mlir-opt %s --split-input-file --verify-diagnostics

// Upstream's memref verifiers, one message each (written from mlir-opt-22's output).

func.func @realloc_layout(%m: memref<4xf32, strided<[2]>>) {
  // expected-error @+1 {{unsupported layout for source memref type 'memref<4xf32, strided<[2]>>'}}
  %0 = memref.realloc %m : memref<4xf32, strided<[2]>> to memref<8xf32>
  return
}

// -----

func.func @realloc_elem(%m: memref<4xf32>) {
  // expected-error @+1 {{different element types specified for source memref type 'memref<4xf32>' and result memref type 'memref<8xi32>'}}
  %0 = memref.realloc %m : memref<4xf32> to memref<8xi32>
  return
}

// -----

func.func @realloc_space(%m: memref<4xf32>) {
  // expected-error @+1 {{different memory spaces specified for source memref type 'memref<4xf32>' and result memref type 'memref<8xf32, 1>'}}
  %0 = memref.realloc %m : memref<4xf32> to memref<8xf32, 1>
  return
}

// -----

func.func @realloc_extra_size(%m: memref<4xf32>, %n: index) {
  // expected-error @+1 {{unnecessary dimension operand for result type 'memref<8xf32>'}}
  %0 = memref.realloc %m(%n) : memref<4xf32> to memref<8xf32>
  return
}

// -----

func.func @view_result_layout(%b: memref<64xi8>, %c: index) {
  // expected-error @+1 {{unsupported map for result memref type 'memref<4x4xf32, strided<[8, 1]>>'}}
  %0 = memref.view %b[%c][] : memref<64xi8> to memref<4x4xf32, strided<[8, 1]>>
  return
}

// -----

func.func @view_space(%b: memref<64xi8>, %c: index) {
  // expected-error @+1 {{different memory spaces specified for base memref type 'memref<64xi8>' and view memref type 'memref<4x4xf32, 1>'}}
  %0 = memref.view %b[%c][] : memref<64xi8> to memref<4x4xf32, 1>
  return
}

// -----

func.func @reinterpret_cast_elem(%m: memref<16xf32>) {
  // expected-error @+1 {{different element types specified for source type 'memref<16xf32>' and result memref type 'memref<4x4xi32, strided<[4, 1]>>'}}
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [4, 4], strides: [4, 1] : memref<16xf32> to memref<4x4xi32, strided<[4, 1]>>
  return
}

// -----

func.func @reinterpret_cast_offset(%m: memref<16xf32>) {
  // expected-error @+1 {{expected result type with offset = 2 instead of 3}}
  %0 = memref.reinterpret_cast %m to offset: [2], sizes: [4, 4], strides: [4, 1] : memref<16xf32> to memref<4x4xf32, strided<[4, 1], offset: 3>>
  return
}

// -----

func.func @reinterpret_cast_stride(%m: memref<16xf32>) {
  // expected-error @+1 {{expected result type with stride = 1 instead of 2 in dim = 1}}
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [4, 4], strides: [4, 1] : memref<16xf32> to memref<4x4xf32, strided<[4, 2]>>
  return
}

// -----

func.func @reinterpret_cast_space(%m: memref<16xf32>) {
  // expected-error @+1 {{different memory spaces specified for source type 'memref<16xf32>' and result memref type 'memref<16xf32, strided<[1]>, 1>'}}
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [16], strides: [1] : memref<16xf32> to memref<16xf32, strided<[1]>, 1>
  return
}

// -----

func.func @subview_elem(%m: memref<8x8xf32>) {
  // expected-error @+1 {{expected result element type to be 'f32', but got 'memref<4x4xi32, strided<[8, 1]>>'}}
  %0 = memref.subview %m[0, 0] [4, 4] [1, 1] : memref<8x8xf32> to memref<4x4xi32, strided<[8, 1]>>
  return
}

// -----

func.func @subview_space(%m: memref<8x8xf32>) {
  // expected-error @+1 {{different memory spaces specified for base memref type 'memref<8x8xf32>' and subview memref type 'memref<4x4xf32, strided<[8, 1]>, 1>'}}
  %0 = memref.subview %m[0, 0] [4, 4] [1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1]>, 1>
  return
}

// -----

func.func @subview_offset_oob(%m: memref<8x8xf32>) {
  // expected-error @+1 {{offset 0 is out-of-bounds: 8 >= 8}}
  %0 = memref.subview %m[8, 0] [1, 4] [1, 1] : memref<8x8xf32> to memref<1x4xf32, strided<[8, 1], offset: 64>>
  return
}

// -----

func.func @subview_runs_oob(%m: memref<8x8xf32>) {
  // expected-error @+1 {{slice along dimension 1 runs out-of-bounds: 10 >= 8}}
  %0 = memref.subview %m[0, 4] [4, 4] [1, 2] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 2], offset: 4>>
  return
}

// -----

func.func @subview_negative_size(%m: memref<8x8xf32>) {
  // expected-error @+1 {{expected sizes to be non-negative, but got -1}}
  %0 = memref.subview %m[0, 0] [4, -1] [1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1]>>
  return
}

// -----

func.func @subview_offset_count(%m: memref<8x8xf32>) {
  // expected-error @+1 {{expected 2 offset values, got 1}}
  %0 = memref.subview %m[0] [4] [1] : memref<8x8xf32> to memref<4xf32, strided<[8]>>
  return
}

// -----

func.func @subview_layout(%m: memref<8x8xf32>) {
  // expected-error @+1 {{expected result type to be 'memref<4x4xf32, strided<[8, 1]>>' or a rank-reduced version. (mismatch of result layout), but got 'memref<4x4xf32, strided<[8, 1], offset: 2>>'}}
  %0 = memref.subview %m[0, 0] [4, 4] [1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1], offset: 2>>
  return
}

// -----

func.func @subview_rank(%m: memref<8x8xf32>) {
  // expected-error @+1 {{expected result rank to be smaller or equal to the source rank, but got 'memref<4x4x1xf32>'}}
  %0 = memref.subview %m[0, 0] [4, 4] [1, 1] : memref<8x8xf32> to memref<4x4x1xf32>
  return
}

// -----

func.func @expand_not_expansion(%m: memref<4x4xf32>) {
  // expected-error @+1 {{'memref.expand_shape' op has source rank 2 and result rank 1. This is not an expansion (2 > 1).}}
  %0 = memref.expand_shape %m [[0, 1]] output_shape [16] : memref<4x4xf32> into memref<16xf32>
  return
}

// -----

func.func @collapse_not_collapse(%m: memref<16xf32>) {
  // expected-error @+1 {{'memref.collapse_shape' op has source rank 1 and result rank 2. This is not a collapse (1 < 2).}}
  %0 = memref.collapse_shape %m [[0, 1]] : memref<16xf32> into memref<4x4xf32>
  return
}

// -----

func.func @collapse_dynamic_group(%m: memref<?x4xf32>) {
  // expected-error @+1 {{'memref.collapse_shape' op collapsed dim (0) must be dynamic if and only if reassociation group is dynamic}}
  %0 = memref.collapse_shape %m [[0, 1]] : memref<?x4xf32> into memref<16xf32>
  return
}

// -----

func.func @expand_dynamic_count(%m: memref<?xf32>) {
  // expected-error @+1 {{'memref.expand_shape' op mismatch in dynamic dims in output_shape and static_output_shape: static_output_shape has 1 dynamic dims while output_shape has 0 values}}
  %0 = "memref.expand_shape"(%m) <{reassociation = [[0, 1]], static_output_shape = array<i64: -9223372036854775808, 4>}> : (memref<?xf32>) -> memref<?x4xf32>
  return
}

// -----

func.func @get_global_dynamic() {
  // expected-error @+1 {{'memref.get_global' op result #0 must be statically shaped memref of any type values, but got 'memref<?xf32>'}}
  %0 = memref.get_global @g : memref<?xf32>
  return
}

// -----

func.func @atomic_yield_parent(%x: f32) {
  // expected-error @+1 {{'memref.atomic_yield' op expects parent op 'memref.generic_atomic_rmw'}}
  memref.atomic_yield %x : f32
}

// -----

func.func @assume_alignment_zero(%m: memref<4xf32>) {
  // expected-error @+1 {{'memref.assume_alignment' op attribute 'alignment' failed to satisfy constraint: 32-bit signless integer attribute whose value is positive}}
  %0 = memref.assume_alignment %m, 0 : memref<4xf32>
  return
}

// -----

func.func @prefetch_cache(%m: memref<4xf32>, %i: index) {
  // expected-error @+1 {{custom op 'memref.prefetch' cache type has to be 'data' or 'instr'}}
  memref.prefetch %m[%i], read, locality<1>, code : memref<4xf32>
  return
}

// -----

func.func @atomic_rmw_types(%x: f32, %m: memref<4xf64>, %i: index) {
  // expected-error @+1 {{'memref.atomic_rmw' op failed to verify that value type matches element type of memref}}
  %0 = memref.atomic_rmw addf %x, %m[%i] : (f32, memref<4xf64>) -> f32
  return
}

// -----

func.func @generic_atomic_rmw_result(%m: memref<10xf32>, %i: index) {
  // expected-error @+1 {{'memref.generic_atomic_rmw' op failed to verify that result type matches element type of memref}}
  %0 = "memref.generic_atomic_rmw"(%m, %i) ({
  ^bb0(%cur: f32):
    memref.atomic_yield %cur : f32
  }) : (memref<10xf32>, index) -> f64
  return
}

// -----

func.func @dma_start_dst_indices(%a: memref<4xf32>, %b: memref<4xf32, 1>, %t: memref<1xi32>, %i: index, %j: i32) {
  // expected-error @+1 {{'memref.dma_start' op expected destination indices to be of index type}}
  "memref.dma_start"(%a, %i, %b, %j, %i, %t, %i) : (memref<4xf32>, index, memref<4xf32, 1>, i32, index, memref<1xi32>, index) -> ()
  return
}

// -----

func.func @dma_start_strides(%a: memref<4xf32>, %b: memref<4xf32, 1>, %t: memref<1xi32>, %i: index) {
  // expected-error @+1 {{custom op 'memref.dma_start' expected two stride related operands}}
  memref.dma_start %a[%i], %b[%i], %i, %t[%i], %i : memref<4xf32>, memref<4xf32, 1>, memref<1xi32>
  return
}

// -----

func.func @dma_start_types(%a: memref<4xf32>, %b: memref<4xf32, 1>, %t: memref<1xi32>, %i: index) {
  // expected-error @+1 {{custom op 'memref.dma_start' fewer/more types expected}}
  memref.dma_start %a[%i], %b[%i], %i, %t[%i] : memref<4xf32>, memref<4xf32, 1>
  return
}

// -----

func.func @extract_aligned_pointer_tensor(%t: tensor<4xf32>) {
  // expected-error @+1 {{'memref.extract_aligned_pointer_as_index' op operand #0 must be ranked or unranked memref of any type values, but got 'tensor<4xf32>'}}
  %0 = "memref.extract_aligned_pointer_as_index"(%t) : (tensor<4xf32>) -> index
  return
}

// -----

func.func @distinct_objects_empty() {
  // expected-error @+1 {{'memref.distinct_objects' op expected at least one operand}}
  "memref.distinct_objects"() : () -> ()
  return
}


// -----

// Two blocks: the block-count error alone (the implicit terminator goes in the last block).
func.func @alloca_scope_two_blocks() {
  // expected-error @+1 {{'memref.alloca_scope' op expects region #0 to have 0 or 1 blocks}}
  memref.alloca_scope {
    cf.br ^bb1
  ^bb1:
    memref.alloca_scope.return
  }
  return
}
