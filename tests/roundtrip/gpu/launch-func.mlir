// gpu.launch_func: kernel operands, async tokens and dependencies, i32/i64 launch
// sizes, dynamic shared memory, an async object, and attributes.
// The custom form keeps upstream's spacing, including the double and trailing spaces
// left by absent optional parts.
// RUN: mlirc %s --emit=mlir | FileCheck %s --strict-whitespace
// CHECK: {{^}}    gpu.launch_func  @kernels::@axpy blocks in (%{{[^)]*}}) threads in (%{{[^)]*}})  args(%arg0 : f32, %arg1 : memref<?xf32>, %arg2 : memref<?xf32>){{$}}
// CHECK-NEXT: {{^}}    gpu.launch_func  @kernels::@noargs blocks in (%{{[^)]*}}) threads in (%{{[^)]*}}){{  $}}
// CHECK-NEXT: {{^}}    gpu.launch_func  @kernels::@noargs blocks in (%{{[^)]*}}) threads in (%{{[^)]*}}) : i32 {{$}}
// CHECK-NEXT: {{^}}    gpu.launch_func  @kernels::@noargs blocks in (%{{[^)]*}}) threads in (%{{[^)]*}}) : i64 dynamic_shared_memory_size %arg6 {{$}}
// CHECK-NEXT: {{^}}    gpu.launch_func  @kernels::@axpy blocks in (%{{[^)]*}}) threads in (%{{[^)]*}})  dynamic_shared_memory_size %arg6 args(
// CHECK-NEXT: {{^}}    %{{.*}} = gpu.wait async{{$}}
// CHECK-NEXT: {{^}}    %{{.*}} = gpu.launch_func async [%{{.*}}] @kernels::@noargs blocks in
// CHECK-NEXT: {{^}}    %{{.*}} = gpu.launch_func async @kernels::@axpy blocks in
// CHECK-NEXT: {{^}}    %{{.*}} = gpu.launch_func async [%{{.*}}, %{{.*}}]<%arg7 : !llvm.ptr> @kernels::@noargs blocks in
// CHECK-NEXT: {{^}}    gpu.launch_func <%arg7 : !llvm.ptr> @kernels::@noargs blocks in
// CHECK-NEXT: {{^}}    gpu.launch_func  @kernels::@noargs blocks in (%{{[^)]*}}) threads in (%{{[^)]*}})   {tag = "lf"}{{$}}

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @axpy(%a: f32, %x: memref<?xf32>, %y: memref<?xf32>) kernel {
      gpu.return
    }
    gpu.func @noargs() kernel {
      gpu.return
    }
  }

  func.func @host(%a: f32, %x: memref<?xf32>, %y: memref<?xf32>, %n: index, %n32: i32, %n64: i64, %smem: i32, %stream: !llvm.ptr) {
    %c1 = arith.constant 1 : index
    %c128 = arith.constant 128 : index
    gpu.launch_func @kernels::@axpy blocks in (%n, %c1, %c1) threads in (%c128, %c1, %c1) args(%a : f32, %x : memref<?xf32>, %y : memref<?xf32>)
    gpu.launch_func @kernels::@noargs blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
    gpu.launch_func @kernels::@noargs blocks in (%n32, %n32, %n32) threads in (%n32, %n32, %n32) : i32
    gpu.launch_func @kernels::@noargs blocks in (%n64, %n64, %n64) threads in (%n64, %n64, %n64) : i64 dynamic_shared_memory_size %smem
    gpu.launch_func @kernels::@axpy blocks in (%n, %c1, %c1) threads in (%c128, %c1, %c1) dynamic_shared_memory_size %smem args(%a : f32, %x : memref<?xf32>, %y : memref<?xf32>)
    %t0 = gpu.wait async
    %t1 = gpu.launch_func async [%t0] @kernels::@noargs blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
    %t2 = gpu.launch_func async @kernels::@axpy blocks in (%n, %c1, %c1) threads in (%c128, %c1, %c1) args(%a : f32, %x : memref<?xf32>, %y : memref<?xf32>)
    %t3 = gpu.launch_func async [%t1, %t2] <%stream : !llvm.ptr> @kernels::@noargs blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
    gpu.launch_func <%stream : !llvm.ptr> @kernels::@noargs blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
    gpu.launch_func @kernels::@noargs blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) {tag = "lf"}
    gpu.wait [%t3]
    return
  }
}
