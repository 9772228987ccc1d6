// RUN: mlirc %s --emit=mlir | FileCheck %s
// The exact custom text mlir-opt-22 prints: bounds as `0`, `%n`, `#map(%i)` or `max #map(...)`,
// subscripts over SSA names with `symbol(...)`, elided steps and terminators, and aliases
// only for the maps and sets the custom forms print, numbered in print order.

// CHECK: #map = affine_map<(d0)[s0] -> (d0 - 1, s0)>
// CHECK-NEXT: #map1 = affine_map<(d0)[s0] -> (d0 + 32, s0)>
// CHECK-NEXT: #map2 = affine_map<(d0) -> (d0)>
// CHECK-NEXT: #map3 = affine_map<(d0)[s0] -> (d0 floordiv 2 + s0)>
// CHECK-NEXT: #set = affine_set<(d0)[s0] : (d0 - 10 >= 0, -d0 + s0 - 1 >= 0)>
// CHECK-NOT: #map4
func.func @text(%A: memref<?x?xf32>, %n: index, %m: index) -> index {
  // CHECK: affine.for %{{.*}} = 0 to %{{.*}} step 4 {
  affine.for %i = 0 to %n step 4 {
    // CHECK-NEXT: affine.for %[[J:.*]] = max #map(%{{.*}})[%{{.*}}] to min #map1(%{{.*}})[%{{.*}}] {
    affine.for %j = max affine_map<(d0)[s0] -> (d0 - 1, s0)>(%i)[%m] to min affine_map<(d0)[s0] -> (d0 + 32, s0)>(%i)[%n] {
      // CHECK-NEXT: affine.load %{{.*}}[%{{.*}} + 1, %[[J]] * 2 + symbol(%{{.*}})] : memref<?x?xf32>
      %v = affine.load %A[%i + 1, %j * 2 + symbol(%n)] : memref<?x?xf32>
      // CHECK-NEXT: affine.store %{{.*}}, %{{.*}}[-%[[J]] + symbol(%{{.*}}), %[[J]] - %{{.*}} * 3] : memref<?x?xf32>
      affine.store %v, %A[symbol(%n) - %j, %j - %i * 3] : memref<?x?xf32>
    }
    // CHECK: affine.for %{{.*}} = #map2(%{{.*}}) to 10 {
    affine.for %j = affine_map<(d0) -> (d0)>(%i) to 10 step 1 {
    }
    // CHECK: affine.if #set(%{{.*}})[%{{.*}}] {
    affine.if affine_set<(d0)[s0] : (d0 - 10 >= 0, s0 - d0 - 1 >= 0)>(%i)[%n] {
    }
  }
  // CHECK: affine.parallel (%{{.*}}, %{{.*}}) = (0, max(%{{.*}}, 0)) to (10, min(%{{.*}}, symbol(%{{.*}}) * 2)) step (2, 3) {
  affine.parallel (%i, %j) = (0, max(%n, 0)) to (10, min(%m, symbol(%n) * 2)) step (2, 3) {
  }
  // CHECK: affine.apply #map3(%{{.*}})[%{{.*}}]
  %a = affine.apply affine_map<(d0)[s0] -> (d0 floordiv 2 + s0)>(%n)[%m]
  // CHECK: affine.for %{{.*}} = %{{.*}} to %{{.*}} iter_args(%{{.*}} = %{{.*}}) -> (index) {
  // CHECK-NEXT: affine.yield %{{.*}} : index
  %r = affine.for %i = %n to %m iter_args(%x = %a) -> index {
    affine.yield %x : index
  }
  // CHECK: affine.linearize_index disjoint [%{{.*}}, %{{.*}}] by (%{{.*}}, 20) : index
  %l = affine.linearize_index disjoint [%n, %m] by (%a, 20) : index
  return %l : index
}
