// Memref ops written in generic form (properties, operand segments, regions) print back in
// their custom form.

func.func @generic(%m: memref<4x8xf32>, %d: memref<?xf32>, %i: index, %v: f32) {
  %0 = "memref.alloc"(%i) <{alignment = 16 : i64, operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<?xf32>
  %1 = "memref.load"(%m, %i, %i) <{nontemporal = true}> : (memref<4x8xf32>, index, index) -> f32
  "memref.store"(%v, %m, %i, %i) : (f32, memref<4x8xf32>, index, index) -> ()
  %2 = "memref.subview"(%m, %i) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: 0, -9223372036854775808>, static_sizes = array<i64: 1, 4>, static_strides = array<i64: 1, 1>}> : (memref<4x8xf32>, index) -> memref<4xf32, strided<[1], offset: ?>>
  %3 = "memref.expand_shape"(%d, %i) <{reassociation = [[0, 1]], static_output_shape = array<i64: -9223372036854775808, 2>}> : (memref<?xf32>, index) -> memref<?x2xf32>
  %4 = "memref.atomic_rmw"(%v, %m, %i, %i) <{kind = 12 : i64}> : (f32, memref<4x8xf32>, index, index) -> f32
  %5 = "memref.transpose"(%m) <{permutation = affine_map<(d0, d1) -> (d1, d0)>}> : (memref<4x8xf32>) -> memref<8x4xf32, strided<[1, 8]>>
  "memref.prefetch"(%m, %i, %i) <{isDataCache = false, isWrite = true, localityHint = 1 : i32}> : (memref<4x8xf32>, index, index) -> ()
  %6 = "memref.alloca_scope"() ({
    "memref.alloca_scope.return"(%v) : (f32) -> ()
  }) : () -> f32
  "memref.alloca_scope"() ({
    "memref.alloca_scope.return"() : () -> ()
  }) : () -> ()
  %7 = "memref.generic_atomic_rmw"(%m, %i, %i) ({
  ^bb0(%cur: f32):
    "memref.atomic_yield"(%cur) : (f32) -> ()
  }) : (memref<4x8xf32>, index, index) -> f32
  %8 = "memref.assume_alignment"(%m) <{alignment = 8 : i32}> : (memref<4x8xf32>) -> memref<4x8xf32>
  return
}

"memref.global"() <{sym_name = "g", sym_visibility = "private", type = memref<2xf32>, initial_value = dense<[1.0, 2.0]> : tensor<2xf32>, constant, alignment = 32 : i64}> : () -> ()
"memref.global"() <{sym_name = "u", type = memref<2xf32>, initial_value}> : () -> ()
