// memref, tensor and affine ops side by side: result names (%alloc, %dim, %subview, %cast,
// %reinterpret_cast, %base_buffer..., %extracted, %inserted, %generated, %padded, %collapsed),
// affine maps and sets inline and aliased, a global.

#map = affine_map<(d0)[s0] -> (d0 + s0)>
func.func @mem(%m: memref<8x?xf32>, %i: index, %t: tensor<4x?xf32>, %x: f32) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloc(%i) {alignment = 64 : i64} : memref<4x?xf32>
  %b = memref.alloca() : memref<2xf32>
  %d = memref.dim %m, %c1 : memref<8x?xf32>
  %sv = memref.subview %m[0, 1] [4, %i] [1, 1] : memref<8x?xf32> to memref<4x?xf32, strided<[?, 1], offset: 1>>
  %cs = memref.cast %a : memref<4x?xf32> to memref<?x?xf32>
  %rc = memref.reinterpret_cast %m to offset: [0], sizes: [64], strides: [1] : memref<8x?xf32> to memref<64xf32>
  %bb, %off, %sz:2, %str:2 = memref.extract_strided_metadata %m : memref<8x?xf32> -> memref<f32>, index, index, index, index, index
  %g = memref.get_global @gv : memref<4xi32>
  %rank = memref.rank %m : memref<8x?xf32>
  %at = memref.atomic_rmw addf %x, %b[%c0] : (f32, memref<2xf32>) -> f32
  memref.store %x, %a[%c0, %c1] : memref<4x?xf32>
  %ld = memref.load %a[%c0, %c1] {nontemporal = true} : memref<4x?xf32>
  memref.copy %a, %cs : memref<4x?xf32> to memref<?x?xf32>
  %e = tensor.empty(%i) : tensor<4x?xf32>
  %td = tensor.dim %t, %c1 : tensor<4x?xf32>
  %ex = tensor.extract %t[%c0, %c1] : tensor<4x?xf32>
  %in = tensor.insert %x into %t[%c0, %c1] : tensor<4x?xf32>
  %gen = tensor.generate %i {
  ^bb0(%p: index, %q: index):
    tensor.yield %x : f32
  } : tensor<4x?xf32>
  %pad = tensor.pad %t low[0, 1] high[%i, 2] {
  ^bb0(%p: index, %q: index):
    tensor.yield %x : f32
  } : tensor<4x?xf32> to tensor<?x?xf32>
  %col = tensor.collapse_shape %t [[0, 1]] : tensor<4x?xf32> into tensor<?xf32>
  %fe = tensor.from_elements %x, %x : tensor<2xf32>
  %ap = affine.apply #map(%i)[%c1]
  %mn = affine.min affine_map<(d0) -> (d0, 16)>(%i)
  affine.for %k = 0 to 4 {
    %v = affine.load %a[%k, %k] : memref<4x?xf32>
    affine.store %v, %a[%k + 1, %k * 2] : memref<4x?xf32>
  }
  %red = affine.for %k = 0 to %i step 2 iter_args(%acc = %x) -> (f32) {
    %s = arith.addf %acc, %x : f32
    affine.yield %s : f32
  }
  affine.if affine_set<(d0) : (d0 - 1 >= 0)>(%i) {
    affine.store %x, %b[0] : memref<2xf32>
  }
  memref.dealloc %a : memref<4x?xf32>
  return %ap : index
}
memref.global "private" constant @gv : memref<4xi32> = dense<[1, 2, 3, 4]>
