// Affine ops written in the generic form, as `mlir-opt --mlir-print-op-generic` prints them.
#map = affine_map<(d0)[s0] -> (d0 + s0)>

func.func @generic(%A: memref<10xf32>, %n: index) {
  "affine.for"(%n) <{lowerBoundMap = affine_map<() -> (0)>, operandSegmentSizes = array<i32: 0, 1, 0>, step = 2 : index, upperBoundMap = affine_map<()[s0] -> (s0)>}> ({
  ^bb0(%i: index):
    %v = "affine.load"(%A, %i, %n) <{map = #map}> : (memref<10xf32>, index, index) -> f32
    "affine.store"(%v, %A, %i) <{map = affine_map<(d0) -> (d0)>}> : (f32, memref<10xf32>, index) -> ()
    %a = "affine.apply"(%i) <{map = affine_map<(d0) -> (d0 + 1)>}> : (index) -> index
    "affine.yield"() : () -> ()
  }) : (index) -> ()
  "affine.if"(%n) <{condition = affine_set<(d0) : (d0 >= 0)>}> ({
    "affine.yield"() : () -> ()
  }, {
  }) : (index) -> ()
  "affine.parallel"(%n) <{lowerBoundsGroups = dense<1> : tensor<1xi32>, lowerBoundsMap = affine_map<() -> (0)>, reductions = [], steps = [1], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = affine_map<(d0) -> (d0)>}> ({
  ^bb0(%i: index):
    "affine.yield"() : () -> ()
  }) : (index) -> ()
  %l = "affine.linearize_index"(%n, %n) <{disjoint, operandSegmentSizes = array<i32: 2, 0>, static_basis = array<i64: 10>}> : (index, index) -> index
  %d:2 = "affine.delinearize_index"(%n) <{static_basis = array<i64: 10>}> : (index) -> (index, index)
  return
}
