// gpu.subgroup_reduce: every reduction, uniform, clusters with and without a stride.
// RUN: mlirc %s --emit=mlir | FileCheck %s --strict-whitespace
// CHECK: = gpu.subgroup_reduce  add %{{.*}} : (f32) -> f32{{$}}
// CHECK: = gpu.subgroup_reduce  maxsi %{{.*}} uniform : (i32) -> i32{{$}}
// CHECK: = gpu.subgroup_reduce  mul %{{.*}} cluster(size = 4) : (f32) -> f32{{$}}
// CHECK: = gpu.subgroup_reduce  xor %{{.*}} uniform cluster(size = 8, stride = 2) : (i32) -> i32{{$}}
gpu.module @m {
  gpu.func @k(%a: f32, %b: i32, %v: vector<4xf32>) kernel {
    %0 = gpu.subgroup_reduce add %a : (f32) -> f32
    %1 = gpu.subgroup_reduce maxsi %b uniform : (i32) -> i32
    %2 = gpu.subgroup_reduce mul %a cluster(size = 4) : (f32) -> f32
    %3 = gpu.subgroup_reduce xor %b uniform cluster(size = 8, stride = 2) : (i32) -> i32
    %4 = gpu.subgroup_reduce minimumf %v : (vector<4xf32>) -> vector<4xf32>
    %5 = gpu.subgroup_reduce minui %b : (i32) -> i32
    %6 = gpu.subgroup_reduce maxnumf %a cluster(size = 16, stride = 1) : (f32) -> f32
    %7 = gpu.subgroup_reduce and %b : (i32) -> i32
    %8 = gpu.subgroup_reduce or %b : (i32) -> i32
    gpu.return
  }
}
