// Type aliases are resolved when parsed.
!vec = vector<4xf32>
!mat = memref<?x?xf32, strided<[?, 1], offset: ?>>
func.func private @use_aliases(!vec, !mat) -> !vec
func.func @body(%v: !vec) -> !vec {
  %0 = arith.addf %v, %v : !vec
  return %0 : !vec
}
