// gpu-kernel-outlining: the symbols a kernel refers to are copied into its module, with the
// symbols they refer to, in upstream's order: a stack of symbols, each one's references in
// the order of its ops (a region's ops, then the regions they hold, the last one first).
// The launch's `module(@m)` and `function(@f)` name the kernel's module and function.
// mlirc's output is upstream's, byte for byte.
// RUN: mlirc %s --pass-pipeline='builtin.module(gpu-kernel-outlining)' --split-input-file > %t.mlirc
// RUN: mlir-opt %s --gpu-kernel-outlining --split-input-file > %t.upstream
// RUN: diff %t.mlirc %t.upstream
// RUN: FileCheck %s < %t.mlirc

// Callees (transitively) and globals.
// CHECK-LABEL: module attributes {gpu.container_module} {
// CHECK: gpu.module @calls_kernel {
// CHECK-NEXT: gpu.func @calls_kernel(
// CHECK: func.call @callee(
// CHECK: memref.get_global @g
// CHECK: gpu.return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @callee(%{{.*}}: f32) -> f32 {
// CHECK-NEXT: %{{.*}} = call @leaf(
// CHECK: memref.global "private" constant @g : memref<2xf32>
// CHECK-NEXT: func.func private @leaf(f32) -> f32
// CHECK-NEXT: }
// CHECK-NOT: @unused
func.func @callee(%x: f32) -> f32 {
  %y = func.call @leaf(%x) : (f32) -> f32
  return %y : f32
}
func.func private @leaf(%x: f32) -> f32
func.func private @unused()
memref.global "private" constant @g : memref<2xf32> = dense<[1.0, 2.0]>
func.func @calls(%n: index, %m: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %n, %gy = %n, %gz = %n)
             threads(%tx, %ty, %tz) in (%sx = %n, %sy = %n, %sz = %n) {
    %v = memref.load %m[%tx] : memref<?xf32>
    %r = func.call @callee(%v) : (f32) -> f32
    %gg = memref.get_global @g : memref<2xf32>
    %w = memref.load %gg[%c0] : memref<2xf32>
    memref.store %r, %m[%tx] : memref<?xf32>
    gpu.terminator
  }
  return
}

// -----

// The order of references: @a and @c (the body's region), then @d (the last nested region),
// then @b; each symbol once, even when referred to twice.
// CHECK-LABEL: module attributes {gpu.container_module} {
// CHECK: gpu.module @order_kernel {
// CHECK: gpu.return
// CHECK-NEXT: }
// CHECK-NEXT: func.func private @a()
// CHECK-NEXT: func.func private @c()
// CHECK-NEXT: func.func private @d()
// CHECK-NEXT: func.func private @b()
// CHECK-NEXT: }
func.func private @a()
func.func private @b()
func.func private @c()
func.func private @d()
func.func @order(%n: index, %p: i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %n, %gy = %n, %gz = %n)
             threads(%tx, %ty, %tz) in (%sx = %n, %sy = %n, %sz = %n) {
    func.call @a() : () -> ()
    scf.if %p {
      func.call @b() : () -> ()
    }
    func.call @c() : () -> ()
    scf.for %i = %c0 to %n step %c1 {
      func.call @d() : () -> ()
      func.call @a() : () -> ()
    }
    gpu.terminator
  }
  return
}

// -----

// A kernel calling the function that launches it: the copy holds the launch, which is then
// outlined in turn (its module named after the copy's function, uniqued: @rec_kernel_0), and so
// on once more; the copies refer to each other's modules.
// CHECK-LABEL: module attributes {gpu.container_module} {
// CHECK-NEXT: func.func @rec(
// CHECK-NEXT: gpu.launch_func  @rec_kernel::@rec_kernel
// CHECK: gpu.module @rec_kernel {
// CHECK: func.func @rec(
// CHECK-NEXT: gpu.launch_func  @rec_kernel_0::@rec_kernel
// CHECK: gpu.module @rec_kernel_0 {
// CHECK: func.func @rec(
// CHECK-NEXT: gpu.launch_func  @rec_kernel::@rec_kernel
// CHECK: func.func @after()
func.func @rec(%n: index) {
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %n, %gy = %n, %gz = %n)
             threads(%tx, %ty, %tz) in (%sx = %n, %sy = %n, %sz = %n) {
    func.call @rec(%tx) : (index) -> ()
    gpu.terminator
  }
  return
}
func.func @after() {
  return
}

// -----

// module(@m) naming an existing gpu.module: the kernel goes there, its name made unique in it;
// function(@f) names the kernel (and its new module); module(@m) naming no symbol makes that
// module.
// CHECK-LABEL: module attributes {gpu.container_module} {
// CHECK-NEXT: gpu.module @existing {
// CHECK-NEXT: gpu.func @kfn() kernel {
// CHECK: gpu.func @kfn_0() kernel {
// CHECK: func.func @named(
// CHECK-NEXT: gpu.launch_func  @existing::@kfn_0 blocks
// CHECK-NEXT: gpu.launch_func  @other::@other blocks
// CHECK-NEXT: gpu.launch_func  @newmod::@named_kernel blocks
// CHECK-NEXT: gpu.launch_func  @newmod2::@fn2 blocks
// CHECK: gpu.module @other {
// CHECK-NEXT: gpu.func @other() kernel {
// CHECK: gpu.module @newmod {
// CHECK-NEXT: gpu.func @named_kernel() kernel {
// CHECK: gpu.module @newmod2 {
// CHECK-NEXT: gpu.func @fn2() kernel {
gpu.module @existing {
  gpu.func @kfn() kernel {
    gpu.return
  }
}
func.func @named(%n: index) {
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %n, %gy = %n, %gz = %n)
             threads(%tx, %ty, %tz) in (%sx = %n, %sy = %n, %sz = %n) module(@existing) function(@kfn) {
    gpu.terminator
  }
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %n, %gy = %n, %gz = %n)
             threads(%tx, %ty, %tz) in (%sx = %n, %sy = %n, %sz = %n) function(@other) {
    gpu.terminator
  }
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %n, %gy = %n, %gz = %n)
             threads(%tx, %ty, %tz) in (%sx = %n, %sy = %n, %sz = %n) module(@newmod) {
    gpu.terminator
  }
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %n, %gy = %n, %gz = %n)
             threads(%tx, %ty, %tz) in (%sx = %n, %sy = %n, %sz = %n) module(@newmod2) function(@fn2) {
    gpu.terminator
  }
  return
}

// -----

// module(@m) naming a symbol that is not a gpu.module: a new module, its name made unique.
// Two launches into one existing module, each kernel named after the function.
// CHECK-LABEL: module attributes {gpu.container_module} {
// CHECK: func.func @clash(
// CHECK-NEXT: gpu.launch_func  @clash_0::@clash_kernel blocks
// CHECK-NEXT: gpu.launch_func  @shared::@clash_kernel blocks
// CHECK-NEXT: gpu.launch_func  @shared::@clash_kernel_0 blocks
// CHECK: gpu.module @clash_0 {
func.func @clash(%n: index) {
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %n, %gy = %n, %gz = %n)
             threads(%tx, %ty, %tz) in (%sx = %n, %sy = %n, %sz = %n) module(@clash) {
    gpu.terminator
  }
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %n, %gy = %n, %gz = %n)
             threads(%tx, %ty, %tz) in (%sx = %n, %sy = %n, %sz = %n) module(@shared) {
    gpu.terminator
  }
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %n, %gy = %n, %gz = %n)
             threads(%tx, %ty, %tz) in (%sx = %n, %sy = %n, %sz = %n) module(@shared) {
    gpu.terminator
  }
  return
}
gpu.module @shared {
}
