/* Driver of softmax (tests/bench/perf/programs/softmax.mlir.in): softmax over the rows of an M×N f32
 * matrix; see perf.h. */
#include "perf.h"

#include HEADER

static mlirc_memref_2d_f32 in, out;
static void run(void) { _mlir_ciface_softmax(&in, &out); }

int main(int argc, char **argv) {
  size_t n = (size_t)M * N;
  float *I = perf_f32(n, -4, 4);
  float *O = perf_alloc(n * sizeof(float)), *R = perf_alloc(n * sizeof(float));
  for (int i = 0; i < M; ++i) {
    const float *row = I + (size_t)i * N;
    float m = -INFINITY;
    for (int j = 0; j < N; ++j)
      m = row[j] > m ? row[j] : m;
    double s = 0;
    for (int j = 0; j < N; ++j)
      s += exp((double)row[j] - m);
    for (int j = 0; j < N; ++j)
      R[(size_t)i * N + j] = (float)(exp((double)row[j] - m) / s);
  }
  for (size_t i = 0; i < n; ++i)
    O[i] = NAN;
  in = mlirc_memref_2d_f32_from(I, M, N);
  out = mlirc_memref_2d_f32_from(O, M, N);
  run();
  char size[64];
  snprintf(size, sizeof size, "%dx%d", M, N);
  /* values near 1/N: relative error dominates (exp, a float sum of N terms) */
  if (!perf_check_f32("softmax", size, O, R, n, 1e-7, 1e-4))
    return 1;
  return perf_time(argc, argv, run);
}
