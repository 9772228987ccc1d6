// memref.load / memref.store: indices, 0-d memrefs, nontemporal, alignment.

func.func @load_store(%m: memref<4x?xf32>, %z: memref<i32>, %i: index, %j: index, %v: f32, %w: i32) {
  %0 = memref.load %m[%i, %j] : memref<4x?xf32>
  %1 = memref.load %z[] : memref<i32>
  %2 = memref.load %m[%i, %j] {nontemporal = true} : memref<4x?xf32>
  %4 = memref.load %m[%i, %j] {alignment = 16 : i64} : memref<4x?xf32>
  %5 = memref.load %m[%i, %j] {alignment = 4 : i64, nontemporal = true, other} : memref<4x?xf32>
  memref.store %v, %m[%i, %j] : memref<4x?xf32>
  memref.store %w, %z[] : memref<i32>
  memref.store %v, %m[%i, %j] {nontemporal = true} : memref<4x?xf32>
  memref.store %v, %m[%i, %j] {alignment = 8 : i64} : memref<4x?xf32>
  return
}

func.func @layouts(%a: memref<4x4xf32, strided<[8, 2], offset: 3>>, %b: memref<16xi8, affine_map<(d0) -> (d0 floordiv 4, d0 mod 4)>>,
                   %c: memref<2xvector<4xf16>, 3>, %i: index) {
  %0 = memref.load %a[%i, %i] : memref<4x4xf32, strided<[8, 2], offset: 3>>
  memref.store %0, %a[%i, %i] : memref<4x4xf32, strided<[8, 2], offset: 3>>
  %1 = memref.load %b[%i] : memref<16xi8, affine_map<(d0) -> (d0 floordiv 4, d0 mod 4)>>
  %2 = memref.load %c[%i] : memref<2xvector<4xf16>, 3>
  memref.store %2, %c[%i] : memref<2xvector<4xf16>, 3>
  return
}
