/* Driver of max_pool (tests/bench/perf/programs/max_pool.mlir.in): max over KH×KW windows, NHWC, stride 1,
 * f32 (exact); see perf.h. */
#include "perf.h"

#include HEADER

static mlirc_memref_4d_f32 in, out;
static void run(void) { _mlir_ciface_max_pool(&in, &out); }

int main(int argc, char **argv) {
  size_t n_out = (size_t)N * OH * OW * C;
  float *I = perf_f32((size_t)N * H * W * C, -100, 100);
  float *O = perf_alloc(n_out * sizeof(float)), *R = perf_alloc(n_out * sizeof(float));
  for (int n = 0; n < N; ++n)
    for (int oh = 0; oh < OH; ++oh)
      for (int ow = 0; ow < OW; ++ow)
        for (int c = 0; c < C; ++c) {
          float m = -INFINITY;
          for (int kh = 0; kh < KH; ++kh)
            for (int kw = 0; kw < KW; ++kw) {
              float v = I[(((size_t)n * H + oh + kh) * W + ow + kw) * C + c];
              m = v > m ? v : m;
            }
          R[(((size_t)n * OH + oh) * OW + ow) * C + c] = m;
        }
  for (size_t i = 0; i < n_out; ++i)
    O[i] = NAN;
  in = mlirc_memref_4d_f32_from(I, N, H, W, C);
  out = mlirc_memref_4d_f32_from(O, N, OH, OW, C);
  run();
  char size[96];
  snprintf(size, sizeof size, "%dx%dx%dx%d*%dx%d", N, H, W, C, KH, KW);
  if (!perf_check_f32("max_pool", size, O, R, n_out, 0, 0))
    return 1;
  return perf_time(argc, argv, run);
}
