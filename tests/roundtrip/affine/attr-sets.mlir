// RUN: mlirc %s --emit=mlir | FileCheck %s
// affine_set attributes: `>=`, `<=` and `==` constraints normalized to `expr >= 0` / `expr == 0`.

// CHECK-DAG: affine_set<(d0, d1)[s0] : (d0 - 10 >= 0, -d0 + s0 - 1 >= 0, d0 mod 2 == 0, -d1 + s0 * 2 >= 0, d0 + d1 - s0 == 0)>
// CHECK-DAG: affine_set<() : (0 == 0)>
// CHECK-DAG: affine_set<(d0) : (d0 floordiv 4 - 1 >= 0, -d0 + 5 >= 0)>
// CHECK-DAG: affine_set<(d0)[s0, s1] : (d0 ceildiv s1 - s0 >= 0, s1 - s0 * 3 >= 0)>
func.func private @sets() attributes {
  a = affine_set<(d0, d1)[s0] : (d0 - 10 >= 0, s0 - d0 - 1 >= 0, d0 mod 2 == 0, d1 <= s0 * 2, d0 + d1 == s0)>,
  b = affine_set<() : (0 == 0)>,
  c = affine_set<(d0) : (d0 floordiv 4 - 1 >= 0, -d0 + 5 >= 0)>,
  d = affine_set<(d0)[s0, s1] : (d0 ceildiv s1 >= s0, s1 - s0 * 3 >= 0)>
}
