#include <stdio.h>

#include HEADER
#include HEADER2

int main(void) {
  float r = 0.0f;
  float a[4] = {1, 2, 3, 4};
  /* A 2x? view with strides [8, 2] and offset 1 into a bigger buffer. */
  double big[32];
  for (int i = 0; i < 32; ++i)
    big[i] = i;
  double d_unused = 0;
  (void)d_unused;
  int64_t c[8];
  for (int i = 0; i < 8; ++i)
    c[i] = 10 * i;
  int32_t d[24];
  for (int i = 0; i < 24; ++i)
    d[i] = 100 * i;

  mlirc_memref_0d_f32 rd = mlirc_memref_0d_f32_from(&r);
  mlirc_memref_1d_f32 ad = mlirc_memref_1d_f32_from(a, 4);
  mlirc_memref_2d_f64 bd;
  bd.allocated = big;
  bd.aligned = big;
  bd.offset = 1;
  bd.sizes[0] = 2;
  bd.sizes[1] = 3;
  bd.strides[0] = 8;
  bd.strides[1] = 2;
  mlirc_memref_3d_i64 cd = mlirc_memref_3d_i64_from(c, 2, 2, 2);
  mlirc_memref_4d_i32 dd = mlirc_memref_4d_i32_from(d, 1, 2, 3, 4);
  _mlir_ciface_ranks(&rd, &ad, &bd, &cd, &dd);
  /* a[2] = 3; b[1][1] = big[1 + 8 + 2] = 11; c[1][0][1] = c[5] = 50; d[0][1][2][3] = d[12 + 8 + 3] = 2300 */
  float want = 3 + 11 + 50 + 2300;

  float other[2] = {7, 8};
  mlirc_memref_1d_f32 od = mlirc_memref_1d_f32_from(other, 2);
  mlirc_memref_1d_f32 picked;
  _mlir_ciface_pick(&picked, &ad, &od, 0);
  float first = _mlir_ciface_first_elem(&picked);
  printf("ranks: %g (want %g), picked[0] = %g, size %lld\n", r, want, first, (long long)picked.sizes[0]);
  /* A returned buffer belongs to the caller: @pick returns a copy of the argument it picked. */
  int ok = r == want && first == 7 && picked.sizes[0] == 2 && picked.aligned != other;
  mlirc_free(picked.allocated);
  return ok ? 0 : 1;
}
