/* Driver of depthwise_conv (tests/bench/perf/programs/depthwise_conv.mlir.in): NHWC ⊛ HWC, stride 1, f32;
 * see perf.h. */
#include "perf.h"

#include HEADER

static mlirc_memref_4d_f32 in, out;
static mlirc_memref_3d_f32 filter;
static void run(void) { _mlir_ciface_depthwise_conv(&in, &filter, &out); }

int main(int argc, char **argv) {
  size_t n_out = (size_t)N * OH * OW * C;
  float *I = perf_f32((size_t)N * H * W * C, -1, 1), *Fl = perf_f32((size_t)KH * KW * C, -1, 1);
  float *O = perf_alloc(n_out * sizeof(float)), *R = perf_alloc(n_out * sizeof(float));
  for (int n = 0; n < N; ++n)
    for (int oh = 0; oh < OH; ++oh)
      for (int ow = 0; ow < OW; ++ow)
        for (int c = 0; c < C; ++c) {
          double s = 0;
          for (int kh = 0; kh < KH; ++kh)
            for (int kw = 0; kw < KW; ++kw)
              s += (double)I[(((size_t)n * H + oh + kh) * W + ow + kw) * C + c] * Fl[((size_t)kh * KW + kw) * C + c];
          R[(((size_t)n * OH + oh) * OW + ow) * C + c] = (float)s;
        }
  for (size_t i = 0; i < n_out; ++i)
    O[i] = NAN;
  in = mlirc_memref_4d_f32_from(I, N, H, W, C);
  filter = mlirc_memref_3d_f32_from(Fl, KH, KW, C);
  out = mlirc_memref_4d_f32_from(O, N, OH, OW, C);
  run();
  char size[96];
  snprintf(size, sizeof size, "%dx%dx%dx%d*%dx%dx%d", N, H, W, C, KH, KW, C);
  if (!perf_check_f32("depthwise_conv", size, O, R, n_out, PERF_ABS, PERF_REL))
    return 1;
  return perf_time(argc, argv, run);
}
