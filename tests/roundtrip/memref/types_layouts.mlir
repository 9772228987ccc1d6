// Memref types flowing through memref ops: strided layouts (static/dynamic strides and
// offsets), affine-map layouts (with symbols, identity dropped), memory spaces (integer and
// attribute), unranked memrefs, element types.

#tiled = affine_map<(d0, d1) -> (d0 floordiv 4, d1 floordiv 4, d0 mod 4, d1 mod 4)>
#sym = affine_map<(d0, d1)[s0, s1] -> (d0 * s1 + d1 + s0)>

func.func @layouts(%a: memref<8x8xf32, #tiled>, %b: memref<?x?xf32, #sym>, %c: memref<4x4xf32, affine_map<(d0, d1) -> (d0, d1)>>,
                   %d: memref<4x?xf32, strided<[?, 1]>>, %e: memref<2x3xf32, strided<[3, 1], offset: 0>>,
                   %f: memref<5xf32, strided<[-1], offset: 4>>, %g: memref<f32, strided<[], offset: ?>>,
                   %i: index, %s: index) {
  %0 = memref.load %a[%i, %i] : memref<8x8xf32, #tiled>
  %1 = memref.load %b[%i, %i] : memref<?x?xf32, #sym>
  %2 = memref.load %c[%i, %i] : memref<4x4xf32, affine_map<(d0, d1) -> (d0, d1)>>
  %3 = memref.load %d[%i, %i] : memref<4x?xf32, strided<[?, 1]>>
  %4 = memref.load %e[%i, %i] : memref<2x3xf32, strided<[3, 1], offset: 0>>
  %5 = memref.load %f[%i] : memref<5xf32, strided<[-1], offset: 4>>
  %6 = memref.load %g[] : memref<f32, strided<[], offset: ?>>
  %7 = memref.alloc(%i)[%s, %s] : memref<?x4xf32, #sym>
  %8 = memref.cast %e : memref<2x3xf32, strided<[3, 1], offset: 0>> to memref<2x3xf32>
  return
}

func.func @spaces(%a: memref<4xf32, 1>, %b: memref<4xf32, #gpu.address_space<workgroup>>, %c: memref<*xf32, 3>,
                  %d: memref<4x4xf32, strided<[4, 1], offset: 2>, 7>, %e: memref<4xf32, 0>, %f: memref<4xf32, "foo">) {
  %0 = memref.rank %c : memref<*xf32, 3>
  %1 = memref.cast %a : memref<4xf32, 1> to memref<*xf32, 1>
  memref.copy %e, %e : memref<4xf32, 0> to memref<4xf32>
  %2 = memref.memory_space_cast %f : memref<4xf32, "foo"> to memref<4xf32>
  return
}

func.func @elements(%a: memref<2xvector<4xf32>>, %b: memref<3xcomplex<f64>>, %c: memref<4xindex>, %d: memref<2xi1>,
                    %e: memref<2xmemref<4xf32>>, %f: memref<0x?xbf16>, %i: index) {
  %0 = memref.load %a[%i] : memref<2xvector<4xf32>>
  %1 = memref.load %b[%i] : memref<3xcomplex<f64>>
  %2 = memref.load %c[%i] : memref<4xindex>
  %3 = memref.load %d[%i] : memref<2xi1>
  %4 = memref.load %e[%i] : memref<2xmemref<4xf32>>
  %5 = memref.dim %f, %i : memref<0x?xbf16>
  return
}
