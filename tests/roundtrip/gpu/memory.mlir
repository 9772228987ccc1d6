// Device memory: gpu.alloc (dynamic sizes, symbol operands, host_shared, async),
// gpu.dealloc, gpu.memcpy and gpu.memset, synchronous and async.
// RUN: mlirc %s --emit=mlir | FileCheck %s --strict-whitespace
// CHECK: = gpu.alloc  () : memref<16xf32>{{$}}
// CHECK: = gpu.alloc  (%{{.*}})[%{{.*}}] : memref<?xf32, #map>{{$}}
// CHECK: = gpu.alloc  host_shared (%{{.*}}) : memref<?xf32>{{$}}
// CHECK: {{^}}    gpu.memcpy  %{{.*}}, %{{.*}} : memref<?xf32>, memref<?xf32>{{$}}
// CHECK: {{^}}    gpu.memset  %{{.*}}, %{{.*}} : memref<?xf32>, vector<4xf32>{{$}}
// CHECK: {{^}}    gpu.memcpy  %{{.*}}, %{{.*}} : memref<?xf32>, memref<?xf32> {tag}{{$}}
// CHECK: {{^}}    gpu.dealloc  %{{.*}} : memref<16xf32>{{$}}
// CHECK: = gpu.alloc async [%{{.*}}] (%{{.*}}) : memref<?xf32>{{$}}
// CHECK: = gpu.alloc async [%{{.*}}, %{{.*}}] host_shared () : memref<8xf32>{{$}}
// CHECK: = gpu.dealloc async [%{{.*}}, %{{.*}}] %{{.*}} : memref<?xf32>{{$}}

#layout = affine_map<(d0)[s0] -> (d0 + s0)>

func.func @memory(%n: index, %host: memref<?xf32>, %v: f32, %vv: vector<4xf32>) {
  %a = gpu.alloc () : memref<16xf32>
  %b = gpu.alloc (%n) : memref<?xf32>
  %c = gpu.alloc (%n, %n) : memref<?x4x?xi32>
  %d = gpu.alloc (%n)[%n] : memref<?xf32, #layout>
  %e = gpu.alloc host_shared (%n) : memref<?xf32>
  %f = gpu.alloc () {tag} : memref<2xf64, 1>
  gpu.memcpy %b, %host : memref<?xf32>, memref<?xf32>
  gpu.memset %b, %v : memref<?xf32>, f32
  gpu.memset %b, %vv : memref<?xf32>, vector<4xf32>
  gpu.memcpy %host, %e : memref<?xf32>, memref<?xf32> {tag}
  gpu.dealloc %a : memref<16xf32>
  gpu.dealloc %b : memref<?xf32>
  gpu.dealloc %c : memref<?x4x?xi32>
  return
}

func.func @memory_async(%n: index, %host: memref<?xf32>, %v: f32) {
  %t0 = gpu.wait async
  %a, %t1 = gpu.alloc async [%t0] (%n) : memref<?xf32>
  %b, %t2 = gpu.alloc async (%n) : memref<?xf32>
  %c, %t3 = gpu.alloc async [%t1, %t2] host_shared () : memref<8xf32>
  %t4 = gpu.memcpy async [%t3] %a, %host : memref<?xf32>, memref<?xf32>
  %t5 = gpu.memset async [%t4] %a, %v : memref<?xf32>, f32
  %t6 = gpu.memcpy async %b, %a : memref<?xf32>, memref<?xf32>
  %t7 = gpu.memset async %c, %v : memref<8xf32>, f32
  %t8 = gpu.dealloc async [%t5, %t6] %a : memref<?xf32>
  %t9 = gpu.dealloc async %b : memref<?xf32>
  gpu.wait [%t7, %t8, %t9]
  return
}
