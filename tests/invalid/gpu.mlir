// Negative cases for the gpu dialect, worded as upstream words them.
// RUN: mlirc %s --emit=mlir --split-input-file --verify-diagnostics
// RUN: mlir-opt %s --split-input-file --verify-diagnostics

module {
  gpu.module @kernels {
    gpu.func @k() kernel {
      gpu.return
    }
  }
  func.func @no_container_attr() {
    %c1 = arith.constant 1 : index
    // expected-error @+1 {{'gpu.launch_func' op expected the closest surrounding module to have the 'gpu.container_module' attribute}}
    gpu.launch_func @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
    return
  }
}

// -----

module attributes {gpu.container_module} {
  func.func @undefined_container() {
    %c1 = arith.constant 1 : index
    // expected-error @+1 {{'gpu.launch_func' op kernel container 'kernels' is undefined}}
    gpu.launch_func @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
    return
  }
}

// -----

module attributes {gpu.container_module} {
  gpu.module @kernels {
  }
  func.func @undefined_kernel() {
    %c1 = arith.constant 1 : index
    // expected-error @+1 {{'gpu.launch_func' op kernel function '@kernels::@k' is undefined}}
    gpu.launch_func @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
    return
  }
}

// -----

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k() {
      gpu.return
    }
  }
  func.func @not_a_kernel() {
    %c1 = arith.constant 1 : index
    // expected-error @+1 {{'gpu.launch_func' op kernel function is missing the 'gpu.kernel' attribute}}
    gpu.launch_func @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
    return
  }
}

// -----

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k(%a: f32) kernel {
      gpu.return
    }
  }
  func.func @operand_count() {
    %c1 = arith.constant 1 : index
    // expected-error @+1 {{'gpu.launch_func' op got 0 kernel operands but expected 1}}
    gpu.launch_func @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
    return
  }
}

// -----

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k(%a: f32) kernel {
      gpu.return
    }
  }
  func.func @operand_type(%x: i32) {
    %c1 = arith.constant 1 : index
    // expected-error @+1 {{'gpu.launch_func' op type of function argument 0 does not match}}
    gpu.launch_func @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%x : i32)
    return
  }
}

// -----

module attributes {gpu.container_module} {
  func.func @flat_reference() {
    %c1 = arith.constant 1 : index
    // expected-error @+1 {{'gpu.launch_func' op kernel container 'k' is undefined}}
    gpu.launch_func @k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
    return
  }
}

// -----

gpu.module @kernels {
  // expected-note @+1 {{return type declared here}}
  gpu.func @missing_result() -> f32 {
    // expected-error @+1 {{'gpu.return' op expected 1 result operands}}
    gpu.return
  }
}

// -----

gpu.module @kernels {
  gpu.func @wrong_result(%a: i32) -> f32 {
    // expected-error @+1 {{'gpu.return' op unexpected type `'i32'' for operand #0}}
    gpu.return %a : i32
  }
}

// -----

gpu.module @kernels {
  // expected-error @+1 {{'gpu.func' op expected void return type for kernel function}}
  gpu.func @kernel_result() -> f32 kernel {
    %c = arith.constant 1.0 : f32
    gpu.return %c : f32
  }
}

// -----

gpu.module @kernels {
  // expected-error @+1 {{'gpu.func' op expected memory space private in attribution}}
  gpu.func @private_space() private(%w : memref<4xf32, #gpu.address_space<workgroup>>) {
    gpu.return
  }
}

// -----

gpu.module @kernels {
  // expected-error @+1 {{'gpu.func' op expected memory space workgroup in attribution}}
  gpu.func @workgroup_space() workgroup(%w : memref<4xf32, #gpu.address_space<private>>) {
    gpu.return
  }
}

// -----

// expected-error @+1 {{'gpu.func' op expects parent op 'gpu.module'}}
gpu.func @outside_module() {
  gpu.return
}

// -----

gpu.module @kernels {
  // expected-error @+1 {{'gpu.func' op attribute 'known_block_size' failed to satisfy constraint: i32 dense array attribute with 3 elements (if present)}}
  gpu.func @bad_hint() kernel attributes {known_block_size = array<i32: 1, 1>} {
    gpu.return
  }
}

// -----

func.func @return_in_launch() {
  %c1 = arith.constant 1 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) {
    // expected-error @+1 {{'gpu.return' op expects parent op 'gpu.func'}}
    gpu.return
  }
  return
}

// -----

func.func @launch_region_args() {
  %c1 = arith.constant 1 : index
  // expected-error @+1 {{'gpu.launch' op unexpected number of region arguments}}
  "gpu.launch"(%c1, %c1, %c1, %c1, %c1, %c1) <{operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0>}> ({
  ^bb0(%a: index):
    gpu.terminator
  }) {workgroup_attributions = 0 : i64} : (index, index, index, index, index, index) -> ()
  return
}

// -----

func.func @terminator_outside_launch() {
  // expected-error @+1 {{'gpu.terminator' op expects parent op 'gpu.launch'}}
  gpu.terminator
}

// -----

func.func @memcpy_elements(%m: memref<?xf32>, %n: memref<?xi32>) {
  // expected-error @+1 {{'gpu.memcpy' op arguments have incompatible element type}}
  gpu.memcpy %m, %n : memref<?xf32>, memref<?xi32>
  return
}

// -----

func.func @memset_value(%m: memref<?xf32>, %n: i32) {
  // expected-error @+1 {{'gpu.memset' op failed to verify that all of {dst, value} have same element type}}
  gpu.memset %m, %n : memref<?xf32>, i32
  return
}

// -----

func.func @alloc_sizes(%n: index) {
  // expected-error @+1 {{'gpu.alloc' op incorrect number of dynamic sizes, has 0, expected 1}}
  %0 = gpu.alloc () : memref<?xf32>
  return
}

// -----

func.func @unnamed_async() {
  // expected-error @+1 {{custom op 'gpu.wait' needs to be named when marked 'async'}}
  gpu.wait async
  return
}

// -----

func.func @shuffle_offset(%v: f32) {
  // expected-error @+1 {{'gpu.shuffle' op operand #1 must be 32-bit signless integer, but got 'f32'}}
  %0, %1 = "gpu.shuffle"(%v, %v, %v) <{mode = #gpu<shuffle_mode xor>}> : (f32, f32, f32) -> (f32, i1)
  return
}

// -----

func.func @shuffle_result(%v: f32, %i: i32) {
  // expected-error @+1 {{'gpu.shuffle' op failed to verify that all of {value, shuffleResult} have same type}}
  %0, %1 = "gpu.shuffle"(%v, %i, %i) <{mode = #gpu<shuffle_mode xor>}> : (f32, i32, i32) -> (i32, i1)
  return
}

// -----

func.func @memcpy_kind(%m: memref<4xf32>) {
  // expected-error @+1 {{custom op 'gpu.memcpy' invalid kind of type specified: expected builtin.memref, but found 'i32'}}
  gpu.memcpy %m, %m : memref<4xf32>, i32
  return
}

// -----

func.func @dealloc_unranked(%u: memref<*xf32>) {
  // expected-error @+1 {{custom op 'gpu.dealloc' invalid kind of type specified: expected builtin.memref, but found 'memref<*xf32>'}}
  gpu.dealloc %u : memref<*xf32>
  return
}

// -----

func.func @subgroup_size_kind() {
  // expected-error @+1 {{custom op 'gpu.subgroup_size' invalid kind of type specified: expected builtin.index, but found 'i32'}}
  %0 = gpu.subgroup_size : i32
  return
}

// -----

func.func @dealloc_generic(%f: f32) {
  // expected-error @+1 {{'gpu.dealloc' op operand #0 must be memref of any type values, but got 'f32'}}
  "gpu.dealloc"(%f) : (f32) -> ()
  return
}

// -----

func.func @dynamic_shared_memory_space() {
  // expected-error @+1 {{'gpu.dynamic_shared_memory' op address space must be address_space<workgroup>}}
  %m = gpu.dynamic_shared_memory : memref<?xi8>
  return
}

// -----

gpu.module @m {
  gpu.func @k() kernel {
    // expected-error @+1 {{'gpu.dynamic_shared_memory' op result memref type must be memref<?xi8, #gpu.address_space<workgroup>>}}
    %m = gpu.dynamic_shared_memory : memref<4xi8, #gpu.address_space<workgroup>>
    gpu.return
  }
}

// -----

func.func @dynamic_shared_memory_type() {
  // expected-error @+1 {{'gpu.dynamic_shared_memory' op result #0 must be 1D memref of 8-bit signless integer values, but got 'memref<?xf32, #gpu.address_space<workgroup>>'}}
  %m = gpu.dynamic_shared_memory : memref<?xf32, #gpu.address_space<workgroup>>
  return
}

// -----

func.func @host_register_ranked(%m: memref<4xf32>) {
  // expected-error @+1 {{custom op 'gpu.host_register' invalid kind of type specified: expected builtin.unranked_memref, but found 'memref<4xf32>'}}
  gpu.host_register %m : memref<4xf32>
  return
}

// -----

gpu.module @m {
  gpu.func @k(%a: f32) kernel {
    // expected-error @+1 {{`and` reduction operation is not compatible with type 'f32'}}
    %0 = gpu.subgroup_reduce and %a : (f32) -> f32
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @k(%a: i32) kernel {
    // expected-error @+1 {{`maxnumf` reduction operation is not compatible with type 'i32'}}
    %0 = gpu.subgroup_reduce maxnumf %a : (i32) -> i32
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @k(%a: f32) kernel {
    // expected-error @+1 {{'gpu.subgroup_reduce' op cluster size 3 is not a power of two}}
    %0 = gpu.subgroup_reduce add %a cluster(size = 3) : (f32) -> f32
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @k(%a: f32) kernel {
    // expected-error @+1 {{'gpu.subgroup_reduce' op cluster stride 3 is not a power of two}}
    %0 = gpu.subgroup_reduce add %a cluster(size = 4, stride = 3) : (f32) -> f32
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @k(%a: f32) kernel {
    // expected-error @+1 {{'gpu.subgroup_reduce' op requires the same type for all operands and results}}
    %0 = gpu.subgroup_reduce add %a : (f32) -> i32
    gpu.return
  }
}
