/* Driver of conv2d (tests/bench/perf/programs/conv2d.mlir.in): NHWC ⊛ HWCF, stride 1, f32; see perf.h. */
#include "perf.h"

#include HEADER

static mlirc_memref_4d_f32 in, filter, out;
static void run(void) { _mlir_ciface_conv2d(&in, &filter, &out); }

int main(int argc, char **argv) {
  size_t n_out = (size_t)N * OH * OW * F;
  float *I = perf_f32((size_t)N * H * W * C, -1, 1), *Fl = perf_f32((size_t)KH * KW * C * F, -1, 1);
  float *O = perf_alloc(n_out * sizeof(float)), *R = perf_alloc(n_out * sizeof(float));
  for (int n = 0; n < N; ++n)
    for (int oh = 0; oh < OH; ++oh)
      for (int ow = 0; ow < OW; ++ow)
        for (int f = 0; f < F; ++f) {
          double s = 0;
          for (int kh = 0; kh < KH; ++kh)
            for (int kw = 0; kw < KW; ++kw)
              for (int c = 0; c < C; ++c)
                s += (double)I[(((size_t)n * H + oh + kh) * W + ow + kw) * C + c] *
                     Fl[(((size_t)kh * KW + kw) * C + c) * F + f];
          R[(((size_t)n * OH + oh) * OW + ow) * F + f] = (float)s;
        }
  for (size_t i = 0; i < n_out; ++i)
    O[i] = NAN;
  in = mlirc_memref_4d_f32_from(I, N, H, W, C);
  filter = mlirc_memref_4d_f32_from(Fl, KH, KW, C, F);
  out = mlirc_memref_4d_f32_from(O, N, OH, OW, F);
  run();
  char size[96];
  snprintf(size, sizeof size, "%dx%dx%dx%d*%dx%dx%dx%d", N, H, W, C, KH, KW, C, F);
  if (!perf_check_f32("conv2d", size, O, R, n_out, PERF_ABS, PERF_REL))
    return 1;
  return perf_time(argc, argv, run);
}
