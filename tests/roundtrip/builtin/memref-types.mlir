// Memref types: ranked, dynamic, layouts (strided, affine maps), memory spaces, unranked.
#tiled = affine_map<(d0, d1) -> (d0 floordiv 4, d1, d0 mod 4)>
func.func private @plain(memref<f32>, memref<4xf32>, memref<?x?xf64>, memref<2x3x4xi8>)
func.func private @strided(memref<4xf32, strided<[1]>>, memref<4x8xf32, strided<[8, 1], offset: 16>>, memref<?x?xf32, strided<[?, ?], offset: ?>>, memref<4xf32, strided<[2], offset: ?>>)
func.func private @maps(memref<8x8xf32, #tiled>, memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>, memref<4xf32, affine_map<(d0)[s0] -> (d0 + s0)>>)
func.func private @spaces(memref<4xf32, 1>, memref<4xf32, strided<[1], offset: 2>, 3>, memref<4xf32, #gpu.address_space<workgroup>>, memref<*xf32, 1>)
func.func private @unranked(memref<*xf32>, memref<*xi8>)
func.func private @nested(memref<4xvector<4xf32>>, memref<2xcomplex<f32>>, memref<1x?xindex>)
