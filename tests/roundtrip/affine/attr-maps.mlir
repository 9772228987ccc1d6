// RUN: mlirc %s --emit=mlir | FileCheck %s
// affine_map attributes: simplification on construction and printing, as MLIR 22 does.

// CHECK-DAG: affine_map<(d0, d1)[s0] -> (d0 + s0, d0 * -2, d0 + 5, d0 * 5, d0 + d1 + 2, d0 mod 4)>
// CHECK-DAG: affine_map<(d0)[s0] -> (d0 ceildiv s0, d0 floordiv s0 + 1, d0 mod s0, (d0 + s0) * 3, (d0 floordiv 2) floordiv 3, d0 * 2, -d0 + 2, -d0 - 1, -(d0 + 1), d0 - 5)>
// CHECK-DAG: affine_map<(d0, d1)[s0, s1] -> (d0 + d1, s0 * s1, d0 - d1 * 3, d0 - (d1 + s0), -(d0 * s0), (d0 * s0) * 2, 3, -3, 2)>
// CHECK-DAG: affine_map<(d0, d1) -> (d0 * 2 + d1 floordiv 4, d1 mod 4, d0 mod 4, (d0 * 4) mod 8, d0 * -2, d0 floordiv -2 - 2)>
// CHECK-DAG: affine_map<() -> (0)>
// CHECK-DAG: affine_map<()[s0] -> (s0)>
// CHECK-DAG: affine_map<(d0, d1, d2) -> (d2, d0, d1)>
// CHECK-DAG: affine_map<(d0)[s0] -> (d0 + (d0 floordiv 3) * 3 + s0, d0 + (d0 floordiv s0) * (-s0), d0 mod s0)>
// CHECK-DAG: affine_map<() -> (9223372036854775807 + 1, -9223372036854775807 * 2)>
// CHECK-DAG: affine_map<(d0) -> ()>
#m0 = affine_map<(d0, d1)[s0] -> (s0 + d0, d0 * -2, (d0 + 2) + 3, d0 * 2 + d0 * 3, (d0 + 2) + d1, d0 - (d0 floordiv 4) * 4)>
#m1 = affine_map<(d0)[s0] -> (d0 ceildiv s0, d0 floordiv s0 + 1, d0 mod s0, (d0 + s0) * 3, ((d0 floordiv 2) floordiv 3), d0 * 6 ceildiv 3, 2 - d0, -d0 - 1, -(d0 + 1), d0 + (-5))>
#m2 = affine_map<(d0, d1)[s0, s1] -> (d1 + d0, s1 * s0, d0 - d1 * 3, d0 - (d1 + s0), -(d0 * s0), (d0 * 2) * s0, 7 floordiv 2, -7 ceildiv 2, -7 mod 3)>
#m3 = affine_map<(d0, d1) -> ((d0 * 8 + d1) floordiv 4, (d0 * 8 + d1) mod 4, (d0 + 8) mod 4, (d0 * 4) mod 8, (d0 * 4) floordiv -2, (d0 + 4) floordiv -2)>
#m4 = affine_map<(d0)[s0] -> ((d0 + s0) + (d0 floordiv 3) * 3, d0 + (d0 floordiv s0) * -s0, d0 - (d0 floordiv s0) * s0)>
func.func private @maps() attributes {
  a = #m0, b = #m1, c = #m2, d = #m3, e = #m4,
  f = affine_map<() -> (0)>, g = affine_map<()[s0] -> (s0)>, h = affine_map<(d0, d1, d2) -> (d2, d0, d1)>,
  i = affine_map<() -> (9223372036854775807 + 1, -9223372036854775807 * 2)>,
  j = affine_map<(d0) -> ()>
}
