/* Calls the tensor functions of header-tensors.mlir through the generated header. */
#include <stdio.h>

#include HEADER

static int same(const float *a, const float *b, int n) {
  for (int i = 0; i < n; ++i)
    if (a[i] != b[i])
      return 0;
  return 1;
}

int main(void) {
  int ok = 1;
  float t[5] = {1, 2, 3, 4, 5};
  const float t0[5] = {1, 2, 3, 4, 5};
  mlirc_memref_1d_f32 td = mlirc_memref_1d_f32_from(t, 5);

  mlirc_memref_1d_f32 s;
  _mlir_ciface_scale(&s, &td, 2.0f);
  // CHECK: scale: 2 4 6 8 10 (size 5)
  printf("scale: %g %g %g %g %g (size %lld)\n", s.aligned[0], s.aligned[1], s.aligned[2], s.aligned[3],
         s.aligned[4], (long long)s.sizes[0]);
  ok &= s.sizes[0] == 5 && s.aligned != t;

  mlirc_memref_1d_f32 u;
  _mlir_ciface_update(&u, &td, 2, 42.0f);
  // CHECK-NEXT: update: 1 2 42 4 5, input unchanged: 1
  printf("update: %g %g %g %g %g, input unchanged: %d\n", u.aligned[0], u.aligned[1], u.aligned[2], u.aligned[3],
         u.aligned[4], same(t, t0, 5));
  ok &= same(t, t0, 5) && u.aligned != t;

  float a[6] = {1, 2, 3, 4, 5, 6};
  float b[6] = {1, 0, 0, 1, 1, 1};
  mlirc_memref_2d_f32 ad = mlirc_memref_2d_f32_from(a, 2, 3);
  mlirc_memref_2d_f32 bd = mlirc_memref_2d_f32_from(b, 3, 2);
  mlirc_memref_2d_f32 m;
  _mlir_ciface_matmul(&m, &ad, &bd);
  // CHECK-NEXT: matmul: 4 5 10 11
  printf("matmul: %g %g %g %g\n", m.aligned[0], m.aligned[1], m.aligned[2], m.aligned[3]);

  mlirc_free(s.allocated);
  mlirc_free(u.allocated);
  mlirc_free(m.allocated);
  // CHECK-NEXT: ok
  printf(ok ? "ok\n" : "FAILED\n");
  return ok ? 0 : 1;
}
