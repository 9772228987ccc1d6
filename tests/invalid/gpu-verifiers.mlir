// RUN: mlirc %s --emit=mlir --split-input-file --verify-diagnostics
// RUN: mlir-opt %s --split-input-file --verify-diagnostics

// Cases written from the messages of upstream's gpu dialect verifiers (GPUDialect.cpp), the
// parser's result binding, and the symbol interface's parent check.
func.func @launch_wrong_terminator(%sz: index) {
  gpu.launch blocks(%bx, %by, %bz) in (%x = %sz, %y = %sz, %z = %sz)
             threads(%tx, %ty, %tz) in (%a = %sz, %b = %sz, %c = %sz) {
    // expected-error @+1 {{'func.return' op expects parent op 'func.func'}}
    func.return
  }
  return
}

// -----

gpu.module @kernels {
  // expected-error @+1 {{'gpu.func' op expected memref type in attribution}}
  gpu.func @f(%a: f32) workgroup(%w: f32) {
    gpu.return
  }
}

// -----

gpu.module @kernels {
  // expected-error @+1 {{'gpu.func' op expected memory space private in attribution}}
  gpu.func @f() private(%p: memref<4xf32, #gpu.address_space<workgroup>>) {
    gpu.return
  }
}

// -----

gpu.module @kernels {
  // expected-note @+1 {{return type declared here}}
  gpu.func @f(%a: f32) -> i32 {
    // expected-error @+1 {{'gpu.return' op expected 1 result operands}}
    gpu.return
  }
}

// -----

gpu.module @kernels {
  // expected-error @+1 {{'gpu.func' op attribute 'known_grid_size' failed to satisfy constraint: i32 dense array attribute with 3 elements (if present)}}
  gpu.func @f() kernel attributes {known_grid_size = array<i32: 1, 2>} {
    gpu.return
  }
}

// -----

func.func @printf_bad(%v: memref<4xf32>) {
  // expected-error @+1 {{expected integer number of results}}
  gpu.printf "%f" %v : memref<4xf32>
  return
}

// -----

func.func @memcpy_shape(%a: memref<4xf32>, %b: memref<8xf32>) {
  // expected-error @+1 {{'gpu.memcpy' op arguments have incompatible shape}}
  gpu.memcpy %a, %b : memref<4xf32>, memref<8xf32>
  return
}

// -----

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k(%a: f32) kernel {
      gpu.return
    }
  }
  func.func @launch(%sz: index, %a: f32, %b: f32) {
    // expected-error @+1 {{'gpu.launch_func' op got 2 kernel operands but expected 1}}
    gpu.launch_func @kernels::@k blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz) args(%a : f32, %b : f32)
    return
  }
}

// -----

module attributes {gpu.container_module} {
  gpu.module @kernels {
    func.func @k(%a: f32) {
      return
    }
  }
  func.func @launch(%sz: index, %a: f32) {
    // expected-error @+1 {{'gpu.launch_func' op kernel function is missing the 'gpu.kernel' attribute}}
    gpu.launch_func @kernels::@k blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz) args(%a : f32)
    return
  }
}

// -----

gpu.module @kernels {
  // expected-note @+1 {{return type declared here}}
  gpu.func @f() {
    %c = arith.constant 1 : i32
    // expected-error @+1 {{'gpu.return' op expected 0 result operands}}
    gpu.return %c : i32
  }
}

// -----

// expected-note @+1 {{prior use here}}
func.func @launch_dyn_shared(%sz: index, %s: i64) {
  gpu.launch blocks(%bx, %by, %bz) in (%x = %sz, %y = %sz, %z = %sz)
             threads(%tx, %ty, %tz) in (%a = %sz, %b = %sz, %c = %sz)
             // expected-error @+1 {{use of value '%s' expects different type than prior uses: 'i32' vs 'i64'}}
             dynamic_shared_memory_size %s {
    gpu.terminator
  }
  return
}

// -----

func.func @memset_bad(%d: memref<4xf32>, %v: i32) {
  // expected-error @+1 {{'gpu.memset' op failed to verify that all of {dst, value} have same element type}}
  gpu.memset %d, %v : memref<4xf32>, i32
  return
}

// -----

func.func @alloc_dyn(%n: index) {
  // expected-error @+1 {{'gpu.alloc' op incorrect number of dynamic sizes, has 2, expected 1}}
  %m = gpu.alloc (%n, %n) : memref<?x4xf32>
  return
}

// -----

func.func @alloc_nonmemref() {
  // expected-error @+1 {{custom op 'gpu.alloc' invalid kind of type specified: expected builtin.memref, but found 'tensor<4xf32>'}}
  %m = gpu.alloc () : tensor<4xf32>
  return
}

// -----

func.func @launch_func_no_container(%sz: index) {
  // expected-error @+1 {{'gpu.launch_func' op expected the closest surrounding module to have the 'gpu.container_module' attribute}}
  gpu.launch_func @kernels::@k blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz)
  return
}

// -----

module attributes {gpu.container_module} {
  func.func @launch(%sz: index) {
    // expected-error @+1 {{'gpu.launch_func' op kernel container 'kernels' is undefined}}
    gpu.launch_func @kernels::@k blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz)
    return
  }
}

// -----

module attributes {gpu.container_module} {
  gpu.module @kernels {
  }
  func.func @launch(%sz: index) {
    // expected-error @+1 {{'gpu.launch_func' op kernel function '@kernels::@k' is undefined}}
    gpu.launch_func @kernels::@k blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz)
    return
  }
}

// -----

gpu.module @kernels {
  // expected-error @+1 {{'gpu.func' op expected memory space workgroup in attribution}}
  gpu.func @f(%a: f32) workgroup(%w: memref<4xf32, #gpu.address_space<private>>) {
    gpu.return
  }
}

// -----

gpu.module @kernels {
  // expected-error @+1 {{'gpu.func' op expected void return type for kernel function}}
  gpu.func @k() -> f32 kernel {
    %c = arith.constant 1.0 : f32
    gpu.return %c : f32
  }
}

// -----

func.func @subgroup_size_ty() {
  // expected-error @+1 {{custom op 'gpu.subgroup_size' invalid kind of type specified: expected builtin.index, but found 'i32'}}
  %0 = gpu.subgroup_size : i32
  return
}

// -----

// expected-note @+1 {{prior use here}}
func.func @launch_bad_size(%sz: index, %i: i32) {
  // expected-error @+1 {{use of value '%i' expects different type than prior uses: 'index' vs 'i32'}}
  gpu.launch blocks(%bx, %by, %bz) in (%x = %i, %y = %sz, %z = %sz)
             threads(%tx, %ty, %tz) in (%a = %sz, %b = %sz, %c = %sz) {
    gpu.terminator
  }
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'func.func' op symbol's parent must have the SymbolTable trait}}
  func.func private @g()
  return
}

// -----

func.func @f2() {
  // expected-error @+1 {{'memref.global' op symbol's parent must have the SymbolTable trait}}
  memref.global "private" @x : memref<4xf32>
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'llvm.func' op symbol's parent must have the SymbolTable trait}}
  llvm.func @g()
  return
}

// -----

// The declared constraints of gpu.launch_func, gpu.launch and gpu.module (upstream's ODS messages).
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k() kernel {
      gpu.return
    }
  }
  func.func @launch_func_mixed_sizes(%i: index, %j: i32) {
    // expected-error @+1 {{'gpu.launch_func' op failed to verify that all of {gridSizeX, gridSizeY, gridSizeZ, blockSizeX, blockSizeY, blockSizeZ} have same type}}
    "gpu.launch_func"(%i, %i, %i, %j, %i, %i) <{kernel = @kernels::@k, operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0>}> : (index, index, index, i32, index, index) -> ()
    return
  }
}

// -----

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k() kernel {
      gpu.return
    }
  }
  func.func @launch_func_float_sizes(%f: f32) {
    // expected-error @+1 {{'gpu.launch_func' op operand #0 must be index or 32-bit signless integer or 64-bit signless integer, but got 'f32'}}
    gpu.launch_func @kernels::@k blocks in (%f, %f, %f) threads in (%f, %f, %f) : f32
    return
  }
}

// -----

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k() kernel {
      gpu.return
    }
  }
  func.func @launch_func_cluster_types(%i: index, %j: i32) {
    // expected-error @+1 {{'gpu.launch_func' op expects types of the cluster dimensions must be the same}}
    "gpu.launch_func"(%i, %i, %i, %i, %i, %i, %i, %j, %i) <{kernel = @kernels::@k, operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0>}> : (index, index, index, index, index, index, index, i32, index) -> ()
    return
  }
}

// -----

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k() kernel {
      gpu.return
    }
  }
  func.func @launch_func_shared_memory(%i: index, %s: i64) {
    // expected-error @+1 {{'gpu.launch_func' op operand #6 must be 32-bit signless integer, but got 'i64'}}
    "gpu.launch_func"(%i, %i, %i, %i, %i, %i, %s) <{kernel = @kernels::@k, operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 1, 0, 0>}> : (index, index, index, index, index, index, i64) -> ()
    return
  }
}

// -----

func.func @launch_partial_clusters(%i: index) {
  // expected-error @+1 {{'gpu.launch' op cluster size must be all present}}
  "gpu.launch"(%i, %i, %i, %i, %i, %i, %i) <{operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0>}> ({
  ^bb0(%a0: index, %a1: index, %a2: index, %a3: index, %a4: index, %a5: index, %a6: index, %a7: index, %a8: index, %a9: index, %a10: index, %a11: index):
    gpu.terminator
  }) {workgroup_attributions = 0 : i64} : (index, index, index, index, index, index, index) -> ()
  return
}

// -----

// expected-error @+1 {{'gpu.module' op attribute 'targets' failed to satisfy constraint: array of GPU target attributes with at least 1 elements}}
gpu.module @no_targets [] {
}

// -----

gpu.module @kernels {
  // expected-error @+1 {{'gpu.func' op requires attribute 'function_type'}}
  "gpu.func"() ({
    "gpu.return"() : () -> ()
  }) {sym_name = "f", workgroup_attributions = 0 : i64} : () -> ()
}

// -----

func.func @launch_attribution_attrs(%n: index) {
  // expected-error @+3 {{expected ')' in argument list}}
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %n, %gy = %n, %gz = %n)
             threads(%tx, %ty, %tz) in (%sx = %n, %sy = %n, %sz = %n)
             workgroup(%w : memref<32xf32, 3> {llvm.align = 8 : i64}) {
    gpu.terminator
  }
  return
}
