// RUN: mlirc %s --emit=mlir | FileCheck --strict-whitespace %s
// The exact custom text of memref ops whose form has quirks (spacing, attribute placement,
// elided types and defaults).

// CHECK: memref.global "private" constant @c : memref<2xf32> = dense<[1.000000e+00, 2.000000e+00]> {alignment = 64 : i64}
memref.global "private" constant @c : memref<2xf32> = dense<[1.0, 2.0]> {alignment = 64 : i64}
// CHECK: memref.global @u : memref<4xi32> = uninitialized{{$}}
memref.global @u : memref<4xi32> = uninitialized
// CHECK: memref.global "private" @d : memref<3xf16>{{$}}
memref.global "private" @d : memref<3xf16>

func.func @f(%m: memref<4x8xf32>, %i: index, %v: f32) -> f32 {
  // CHECK: memref.get_global @c : memref<2xf32> {tag}
  %g = memref.get_global @c : memref<2xf32> {tag}
  // CHECK: memref.alloca_scope  {
  memref.alloca_scope {
    // CHECK-NEXT: memref.alloca() {alignment = 16 : i64} : memref<4xf32>
    // CHECK-NEXT: }
    %a = memref.alloca() {alignment = 16 : i64} : memref<4xf32>
  }
  // CHECK: memref.alloca_scope  -> (f32) {
  // CHECK-NEXT: memref.alloca_scope.return {tag} %{{.*}} : f32
  %r = memref.alloca_scope -> f32 {
    memref.alloca_scope.return {tag} %v : f32
  }
  // CHECK: memref.dim {tag} %{{.*}}, %{{.*}} : memref<4x8xf32>
  %d = memref.dim {tag} %m, %i : memref<4x8xf32>
  // CHECK: memref.subview %{{.*}}[0, %{{.*}}] [1, 4] [1, 1] : memref<4x8xf32> to memref<4xf32, strided<[1], offset: ?>>
  %s = memref.subview %m[0, %i][1, 4][1, 1] : memref<4x8xf32> to memref<4xf32, strided<[1], offset: ?>>
  // CHECK: memref.reinterpret_cast %{{.*}} to offset: [0], sizes: [%{{.*}}, 8], strides: [8, 1] : memref<4x8xf32> to memref<?x8xf32>
  %c = memref.reinterpret_cast %m to offset: [0], sizes: [%i, 8], strides: [8, 1] : memref<4x8xf32> to memref<?x8xf32>
  // CHECK: memref.transpose %{{.*}} (d0, d1) -> (d1, d0) : memref<4x8xf32> to memref<8x4xf32, strided<[1, 8]>>
  %t = memref.transpose %m (i, j) -> (j, i) : memref<4x8xf32> to memref<8x4xf32, strided<[1, 8]>>
  // CHECK: memref.load %{{.*}}[%{{.*}}, %{{.*}}] : memref<4x8xf32>
  %l = memref.load %m[%i, %i] : memref<4x8xf32>
  // CHECK: memref.store %{{.*}}, %{{.*}}[%{{.*}}, %{{.*}}] {nontemporal = true} : memref<4x8xf32>
  memref.store %v, %m[%i, %i] {nontemporal = true} : memref<4x8xf32>
  // CHECK: memref.assume_alignment %{{.*}}, 16 : memref<4x8xf32>
  %aa = memref.assume_alignment %m, 16 : memref<4x8xf32>
  // CHECK: memref.atomic_rmw maxnumf %{{.*}}, %{{.*}}[%{{.*}}, %{{.*}}] : (f32, memref<4x8xf32>) -> f32
  %x = memref.atomic_rmw "maxnumf" %v, %m[%i, %i] : (f32, memref<4x8xf32>) -> f32
  // CHECK: memref.extract_strided_metadata %{{.*}} : memref<4x8xf32> -> memref<f32>, index, index, index, index, index {tag}
  %b, %o, %sz:2, %st:2 = memref.extract_strided_metadata %m : memref<4x8xf32> -> memref<f32>, index, index, index, index, index {tag}
  // CHECK: memref.prefetch %{{.*}}[%{{.*}}, %{{.*}}], write, locality<0>, instr : memref<4x8xf32>
  memref.prefetch %m[%i, %i], write, locality<0>, instr : memref<4x8xf32>
  // CHECK: memref.expand_shape %{{.*}} {{\[\[}}0, 1], [2]] output_shape [2, 2, 8] : memref<4x8xf32> into memref<2x2x8xf32>
  %e = memref.expand_shape %m [[0, 1], [2]] output_shape [2, 2, 8] : memref<4x8xf32> into memref<2x2x8xf32>
  return %r : f32
}
