// RUN: mlirc %s --pass-pipeline='builtin.module(canonicalize)' --split-input-file | FileCheck %s
// RUN: mlir-opt %s --canonicalize --split-input-file | FileCheck %s
// The affine folders and canonicalization patterns; the same CHECK lines hold for
// mlir-opt-22 (second RUN line). Maps print as upstream simplifies them.

// affine.apply chains compose; top-level dims become symbols; terms get flattened order.
// CHECK-DAG: #[[$M0:.*]] = affine_map<()[s0, s1] -> (s0 * 2 + s1 + 2)>
// CHECK-DAG: #[[$M1:.*]] = affine_map<()[s0, s1] -> (s0 * 2 + s1)>
// CHECK-DAG: #[[$M2:.*]] = affine_map<()[s0, s1] -> (s0 + s1)>
// CHECK-LABEL: func.func @apply_compose(
// CHECK-SAME: %[[I:[^:]*]]: index, %[[J:[^:]*]]: index, %[[N:[^:]*]]: index)
// CHECK-NEXT: %[[B:.*]] = affine.apply #[[$M0]]()[%[[I]], %[[J]]]
// CHECK-NEXT: %[[C:.*]] = affine.apply #[[$M1]]()[%[[N]], %[[I]]]
// CHECK-NEXT: %[[D:.*]] = affine.apply #[[$M2]]()[%[[J]], %[[I]]]
// CHECK-NEXT: return %[[B]], %[[C]], %[[D]]
func.func @apply_compose(%i: index, %j: index, %n: index) -> (index, index, index) {
  %a = affine.apply affine_map<(d0) -> (d0 + 1)>(%i)
  %b = affine.apply affine_map<(d0, d1) -> (d0 * 2 + d1)>(%a, %j)
  %c = affine.apply affine_map<(d0)[s0] -> (d0 + s0 + s0)>(%i)[%n]
  %d = affine.apply affine_map<(d0, d1) -> (d1 + d0)>(%j, %i)
  return %b, %c, %d : index, index, index
}

// -----

// Constants go into the map or fold the apply; a constant division by zero is poison, a
// division by a zero symbol with other operands unknown stays; a map selecting one operand
// is that operand.
// CHECK-DAG: #[[$M0:.*]] = affine_map<()[s0] -> (s0 + 12)>
// CHECK-DAG: #[[$M1:.*]] = affine_map<()[s0] -> (s0 floordiv 0)>
// CHECK-LABEL: func.func @apply_fold(
// CHECK-SAME: %[[I:[^:]*]]: index)
// CHECK-DAG: %[[P:.*]] = ub.poison : index
// CHECK-DAG: %[[C1:.*]] = arith.constant 1 : index
// CHECK-DAG: %[[C3:.*]] = arith.constant 3 : index
// CHECK-DAG: %[[A:.*]] = affine.apply #[[$M0]]()[%[[I]]]
// CHECK-DAG: %[[D:.*]] = affine.apply #[[$M1]]()[%[[I]]]
// CHECK: return %[[A]], %[[C1]], %[[D]], %[[P]], %[[C3]]
func.func @apply_fold(%i: index) -> (index, index, index, index, index) {
  %c3 = arith.constant 3 : index
  %c0 = arith.constant 0 : index
  %a = affine.apply affine_map<(d0, d1) -> (d0 * 4 + d1)>(%c3, %i)
  %b = affine.apply affine_map<(d0) -> (d0 floordiv 2)>(%c3)
  %p = affine.apply affine_map<(d0)[s0] -> (d0 floordiv s0)>(%i)[%c0]
  %q = affine.apply affine_map<(d0) -> (d0 mod 0)>(%c3)
  %e = affine.apply affine_map<(d0, d1) -> (d1)>(%i, %c3)
  return %a, %b, %p, %q, %e : index, index, index, index, index
}

// -----

// min/max: duplicate results go, results are sorted by their coefficients, constants go
// into the map, a single result is an apply, all-constant results fold.
// CHECK-DAG: #[[$M0:.*]] = affine_map<()[s0] -> (4, s0)>
// CHECK-DAG: #[[$M1:.*]] = affine_map<()[s0] -> (s0 + 2)>
// CHECK-DAG: #[[$M2:.*]] = affine_map<()[s0] -> (3, s0)>
// CHECK-DAG: #[[$M3:.*]] = affine_map<()[s0, s1] -> (16, s0 - s1)>
// CHECK-LABEL: func.func @min_max(
// CHECK-SAME: %[[I:[^:]*]]: index, %[[N:[^:]*]]: index)
// CHECK-DAG: %[[C8:.*]] = arith.constant 8 : index
// CHECK-DAG: %[[A:.*]] = affine.min #[[$M0]]()[%[[I]]]
// CHECK-DAG: %[[B:.*]] = affine.apply #[[$M1]]()[%[[I]]]
// CHECK-DAG: %[[C:.*]] = affine.min #[[$M2]]()[%[[I]]]
// CHECK-DAG: %[[D:.*]] = affine.min #[[$M3]]()[%[[N]], %[[I]]]
// CHECK: return %[[A]], %[[B]], %[[C]], %[[D]], %[[C8]]
func.func @min_max(%i: index, %n: index) -> (index, index, index, index, index) {
  %c3 = arith.constant 3 : index
  %c7 = arith.constant 7 : index
  %a = affine.min affine_map<(d0) -> (d0, d0, 4)>(%i)
  %b = affine.max affine_map<(d0) -> (d0 + 2)>(%i)
  %c = affine.min affine_map<(d0, d1) -> (d0, d1)>(%c3, %i)
  %d = affine.min affine_map<(d0)[s0] -> (s0 - d0, 16)>(%i)[%n]
  %e = affine.max affine_map<(d0, d1) -> (d0, d1 + 1)>(%c3, %c7)
  return %a, %b, %c, %d, %e : index, index, index, index, index
}

// -----

// affine.load/store take the maps of the affine.apply ops defining their indices;
// top-level values become symbols.
// CHECK-LABEL: func.func @load_store_maps(
// CHECK-SAME: %[[M:[^:]*]]: memref<100xf32>, %[[N:[^:]*]]: index)
// CHECK-NEXT: affine.for %[[I:.*]] = 0 to 10 {
// CHECK-NEXT: %[[V:.*]] = affine.load %[[M]][%[[I]] * 2 + 1] : memref<100xf32>
// CHECK-NEXT: affine.store %[[V]], %[[M]][%[[I]] * 2] : memref<100xf32>
// CHECK-NEXT: affine.store %[[V]], %[[M]][symbol(%[[N]])] : memref<100xf32>
func.func @load_store_maps(%m: memref<100xf32>, %n: index) {
  affine.for %i = 0 to 10 {
    %x = affine.apply affine_map<(d0) -> (d0 * 2)>(%i)
    %v = affine.load %m[%x + 1] : memref<100xf32>
    affine.store %v, %m[%x] : memref<100xf32>
    affine.store %v, %m[%n] : memref<100xf32>
  }
  return
}

// -----

// mod/floordiv simplify with the range of the induction variable; where the range does not
// decide, the flattened form stays (or becomes `e - (e floordiv c) * k`).
// CHECK-LABEL: func.func @mod_floordiv_ranges(
// CHECK-SAME: %[[M:[^:]*]]: memref<100xf32>
// CHECK-NEXT: affine.for %[[I:.*]] = 0 to 4 {
// CHECK-NEXT: %[[V:.*]] = affine.load %[[M]][%[[I]]] : memref<100xf32>
// CHECK-NEXT: affine.store %[[V]], %[[M]][%[[I]] * 2 - (%[[I]] floordiv 2) * 4] : memref<100xf32>
// CHECK: affine.for %[[J:.*]] = 0 to 8 {
// CHECK-NEXT: %[[W:.*]] = affine.load %[[M]][%[[J]] mod 4] : memref<100xf32>
// CHECK-NEXT: affine.store %[[W]], %[[M]][%[[J]] floordiv 4] : memref<100xf32>
func.func @mod_floordiv_ranges(%m: memref<100xf32>, %n: index) {
  affine.for %i = 0 to 4 {
    %a = affine.apply affine_map<(d0) -> (d0 mod 4)>(%i)
    %b = affine.apply affine_map<(d0) -> (d0 floordiv 4)>(%i)
    %c = affine.apply affine_map<(d0) -> ((d0 * 2) mod 4)>(%i)
    %v = affine.load %m[%a + %b] : memref<100xf32>
    affine.store %v, %m[%c] : memref<100xf32>
  }
  affine.for %i = 0 to 8 {
    %a = affine.apply affine_map<(d0) -> (d0 mod 4)>(%i)
    %v = affine.load %m[%a] : memref<100xf32>
    affine.store %v, %m[%i floordiv 4] : memref<100xf32>
  }
  return
}

// -----

// affine.for: constant bound operands go into the maps, apply ops into the bound maps; an
// empty loop goes, a zero-trip loop without results stays (as upstream).
// CHECK-DAG: #[[$M0:.*]] = affine_map<()[s0] -> (s0 + 2)>
// CHECK-LABEL: func.func @for_bounds(
// CHECK-SAME: %[[M:[^:]*]]: memref<100xf32>, %[[N:[^:]*]]: index)
// CHECK-NEXT: affine.for %{{.*}} = 0 to 10 {
// CHECK: affine.for %{{.*}} = 0 to #[[$M0]]()[%[[N]]] {
// CHECK: affine.for %{{.*}} = 0 to 0 {
// CHECK-NOT: affine.for
// CHECK: return
func.func @for_bounds(%m: memref<100xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c10 = arith.constant 10 : index
  affine.for %i = %c0 to %c10 {
    %v = affine.load %m[%i] : memref<100xf32>
    affine.store %v, %m[%i + 1] : memref<100xf32>
  }
  %k = affine.apply affine_map<(d0) -> (d0 + 2)>(%n)
  affine.for %i = 0 to %k {
    %v = affine.load %m[%i] : memref<100xf32>
    affine.store %v, %m[%i + 1] : memref<100xf32>
  }
  affine.for %i = 0 to 0 {
    %v = affine.load %m[%i] : memref<100xf32>
    affine.store %v, %m[%i] : memref<100xf32>
  }
  affine.for %i = 0 to %n {
  }
  return
}

// -----

// Loops with results: zero trips → the inits; a body yielding its iter_args in order → the
// inits; a one-trip loop swapping its iter_args → the swapped inits; a loop computing
// something, or yielding an outside value an unknown number of times, stays.
// CHECK-LABEL: func.func @for_results(
// CHECK-SAME: %[[N:[^:]*]]: index, %[[F:[^:]*]]: f32, %[[G:[^:]*]]: f32)
// CHECK-NEXT: %[[T:.*]] = affine.for %{{.*}} = 0 to 1 iter_args(%[[A:.*]] = %[[F]]) -> (f32) {
// CHECK-NEXT: arith.addf
// CHECK-NEXT: affine.yield
// CHECK-NEXT: }
// CHECK-NEXT: %[[U:.*]] = affine.for %{{.*}} = 0 to %[[N]] iter_args(%{{.*}} = %[[F]]) -> (f32) {
// CHECK-NEXT: affine.yield %[[G]] : f32
// CHECK-NEXT: }
// CHECK-NEXT: return %[[F]], %[[F]], %[[T]], %[[U]], %[[G]]
func.func @for_results(%n: index, %f: f32, %g: f32) -> (f32, f32, f32, f32, f32) {
  %r = affine.for %i = 0 to 0 iter_args(%a = %f) -> f32 {
    %h = arith.addf %a, %a : f32
    affine.yield %h : f32
  }
  %s = affine.for %i = 0 to %n iter_args(%a = %f) -> f32 {
    affine.yield %a : f32
  }
  %t = affine.for %i = 0 to 1 iter_args(%a = %f) -> f32 {
    %h = arith.addf %a, %a : f32
    affine.yield %h : f32
  }
  %u = affine.for %i = 0 to %n iter_args(%a = %f) -> f32 {
    affine.yield %g : f32
  }
  %v:2 = affine.for %i = 0 to 1 iter_args(%a = %f, %b = %g) -> (f32, f32) {
    affine.yield %b, %a : f32, f32
  }
  return %r, %s, %t, %u, %v#0 : f32, f32, f32, f32, f32
}

// -----

// affine.if: constant operands go into the set but a constant condition other than
// `0 == 0` / `1 == 0` stays (as upstream); empty else blocks go; `0 == 0` runs the then
// block, `1 == 0` the else block (or nothing); apply operands compose into the set.
// CHECK-DAG: #[[$S0:.*]] = affine_set<() : (4 >= 0)>
// CHECK-DAG: #[[$S1:.*]] = affine_set<()[s0] : (s0 - 10 >= 0)>
// CHECK-DAG: #[[$S2:.*]] = affine_set<()[s0] : (s0 - 9 >= 0)>
// CHECK-LABEL: func.func @ifs(
// CHECK-SAME: %[[M:[^:]*]]: memref<10xf32>, %[[I:[^:]*]]: index, %[[F:[^:]*]]: f32)
// CHECK-NEXT: affine.if #[[$S0]]() {
// CHECK-NEXT: affine.store
// CHECK-NEXT: }
// CHECK-NEXT: affine.if #[[$S1]]()[%[[I]]] {
// CHECK-NEXT: affine.store
// CHECK-NEXT: }
// CHECK-NEXT: affine.store %[[F]], %[[M]][0] : memref<10xf32>
// CHECK-NEXT: %[[G:.*]] = arith.addf %[[F]], %[[F]] : f32
// CHECK-NEXT: affine.if #[[$S2]]()[%[[I]]] {
// CHECK-NEXT: affine.store
// CHECK-NEXT: }
// CHECK-NEXT: return %[[G]] : f32
func.func @ifs(%m: memref<10xf32>, %i: index, %f: f32) -> f32 {
  %c5 = arith.constant 5 : index
  affine.if affine_set<(d0) : (d0 - 1 >= 0)>(%c5) {
    affine.store %f, %m[%i] : memref<10xf32>
  }
  affine.if affine_set<(d0) : (d0 - 10 >= 0)>(%i) {
    affine.store %f, %m[%i] : memref<10xf32>
  } else {
  }
  affine.if affine_set<() : (0 == 0)>() {
    affine.store %f, %m[0] : memref<10xf32>
  }
  affine.if affine_set<() : (1 == 0)>() {
    affine.store %f, %m[1] : memref<10xf32>
  }
  %r = affine.if affine_set<() : (1 == 0)>() -> f32 {
    affine.yield %f : f32
  } else {
    %g = arith.addf %f, %f : f32
    affine.yield %g : f32
  }
  %j = affine.apply affine_map<(d0) -> (d0 + 1)>(%i)
  affine.if affine_set<(d0) : (d0 - 10 >= 0)>(%j) {
    affine.store %f, %m[%i] : memref<10xf32>
  }
  return %r : f32
}

// -----

// affine.load of a constant global at constant indices (or of a splat) is the element;
// loads of a mutable global or at unknown indices stay.
// CHECK-LABEL: func.func @load_global(
// CHECK-SAME: %[[I:[^:]*]]: index)
// CHECK-DAG: %[[F:.*]] = arith.constant 2.500000e+00 : f32
// CHECK-DAG: %[[C6:.*]] = arith.constant 6 : i32
// CHECK-DAG: %[[G:.*]] = memref.get_global @c : memref<2x3xi32>
// CHECK-DAG: %[[V:.*]] = memref.get_global @v : memref<3xi32>
// CHECK-DAG: %[[D:.*]] = affine.load %[[V]][1] : memref<3xi32>
// CHECK-DAG: %[[E:.*]] = affine.load %[[G]][symbol(%[[I]]), 0] : memref<2x3xi32>
// CHECK: return %[[C6]], %[[F]], %[[D]], %[[E]]
memref.global "private" constant @c : memref<2x3xi32> = dense<[[1, 2, 3], [4, 5, 6]]>
memref.global "private" constant @s : memref<4xf32> = dense<2.5>
memref.global "private" @v : memref<3xi32> = dense<[1, 2, 3]>
func.func @load_global(%i: index) -> (i32, f32, i32, i32) {
  %c = memref.get_global @c : memref<2x3xi32>
  %a = affine.load %c[1, 2] : memref<2x3xi32>
  %s = memref.get_global @s : memref<4xf32>
  %b = affine.load %s[%i] : memref<4xf32>
  %v = memref.get_global @v : memref<3xi32>
  %d = affine.load %v[1] : memref<3xi32>
  %e = affine.load %c[%i, 0] : memref<2x3xi32>
  return %a, %b, %d, %e : i32, f32, i32, i32
}

// -----

// affine.load/store of a memref.cast use its source.
// CHECK-LABEL: func.func @load_cast(
// CHECK-SAME: %[[M:[^:]*]]: memref<4xf32>, %[[I:[^:]*]]: index)
// CHECK-NEXT: %[[V:.*]] = affine.load %[[M]][symbol(%[[I]])] : memref<4xf32>
// CHECK-NEXT: affine.store %[[V]], %[[M]][symbol(%[[I]])] : memref<4xf32>
func.func @load_cast(%m: memref<4xf32>, %i: index) -> f32 {
  %c = memref.cast %m : memref<4xf32> to memref<?xf32>
  %v = affine.load %c[%i] : memref<?xf32>
  affine.store %v, %c[%i] : memref<?xf32>
  return %v : f32
}
