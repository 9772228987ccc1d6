// affine.for with constant bounds (stored as `() -> (c)` maps), steps, negative and zero
// bounds, empty bodies and nesting; the implicit affine.yield is re-created by the parser.

func.func @constant_bounds(%A: memref<10x20xf32>, %x: f32) {
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to 20 step 4 {
      affine.store %x, %A[%i, %j] : memref<10x20xf32>
    }
  }
  return
}

func.func @negative_and_empty() {
  affine.for %i = -5 to 5 {
  }
  affine.for %i = -10 to -2 step 3 {
  }
  affine.for %i = 0 to 0 {
  }
  affine.for %i = 7 to 3 step 1 {
  }
  affine.for %i = 0 to 9223372036854775807 step 1024 {
  }
  return
}

func.func @explicit_yield() {
  affine.for %i = 0 to 4 {
    affine.yield
  }
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 4 {
      affine.for %k = 0 to 4 {
      } {attr = "inner"}
    } {unroll = 2 : i64}
  }
  return
}
