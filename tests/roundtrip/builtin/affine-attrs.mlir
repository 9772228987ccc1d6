// affine_map and affine_set attributes: dims, symbols, floordiv/ceildiv/mod, negation, constants.
#map = affine_map<(d0, d1)[s0] -> (d0 + s0, d1 * 4 - 2, d0 floordiv 2, d1 ceildiv 3, (d0 + d1) mod 8)>
module attributes {
  test.m0 = affine_map<() -> (0)>, test.m1 = affine_map<(d0) -> (d0)>, test.m2 = #map,
  test.m3 = affine_map<(i, j)[n] -> (i * n + j, -i, n - j * 2)>, test.m4 = affine_map<(d0, d1) -> ()>,
  test.m5 = affine_map<(d0)[s0, s1] -> (d0 * s0 + s1, -(d0 + 1), d0 * -3)>,
  test.s0 = affine_set<(d0)[s0] : (d0 >= 0, s0 - d0 - 1 >= 0, d0 mod 2 == 0)>,
  test.s1 = affine_set<() : (0 == 0)>, test.s2 = affine_set<(d0, d1) : (d0 - d1 >= 0, d1 <= 10)>
} {
}
