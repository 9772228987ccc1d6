// affine.for bounds given as maps: `#map(%dims)[%syms]` (aliases and inline affine_map),
// `max`/`min` over multi-result maps, and the redundant `max`/`min` keyword on a single result.
#lb = affine_map<(d0)[s0] -> (d0 - 1, s0)>
#ub = affine_map<(d0)[s0] -> (d0 + 32, s0, 1024)>
#id = affine_map<(d0) -> (d0)>

func.func @map_bounds(%A: memref<?xf32>, %n: index, %m: index) {
  affine.for %i = 0 to %n step 32 {
    affine.for %j = max #lb(%i)[%m] to min #ub(%i)[%n] {
      %v = affine.load %A[%j] : memref<?xf32>
    }
    affine.for %j = #id(%i) to affine_map<(d0) -> (d0 + 32)>(%i) {
    }
    affine.for %j = max affine_map<(d0) -> (d0 * 2)>(%i) to min affine_map<()[s0] -> (s0 floordiv 4)>()[%n] {
    }
    affine.for %j = affine_map<()[s0, s1] -> (s0 + s1)>()[%n, %m] to affine_map<(d0, d1) -> (d0 + d1 ceildiv 2)>(%i, %i) {
    }
  }
  return
}

func.func @tiled(%A: memref<128x128xf32>) {
  affine.for %ii = 0 to 128 step 32 {
    affine.for %jj = 0 to 128 step 32 {
      affine.for %i = #id(%ii) to affine_map<(d0) -> (d0 + 32)>(%ii) {
        affine.for %j = #id(%jj) to min affine_map<(d0) -> (d0 + 32, 128)>(%jj) {
          %v = affine.load %A[%i, %j] : memref<128x128xf32>
          affine.store %v, %A[%j, %i] : memref<128x128xf32>
        }
      }
    }
  }
  return
}
