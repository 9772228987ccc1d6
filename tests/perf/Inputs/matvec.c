/* Driver of matvec (tests/bench/perf/programs/matvec.mlir.in): y = A·x, f32; see perf.h. */
#include "perf.h"

#include HEADER

static mlirc_memref_2d_f32 a;
static mlirc_memref_1d_f32 x, y;
static void run(void) { _mlir_ciface_matvec(&a, &x, &y); }

int main(int argc, char **argv) {
  float *A = perf_f32((size_t)M * K, -1, 1), *X = perf_f32(K, -1, 1);
  float *Y = perf_alloc((size_t)M * sizeof(float)), *R = perf_alloc((size_t)M * sizeof(float));
  for (int i = 0; i < M; ++i) {
    double s = 0;
    for (int k = 0; k < K; ++k)
      s += (double)A[(size_t)i * K + k] * X[k];
    R[i] = (float)s;
  }
  for (int i = 0; i < M; ++i)
    Y[i] = NAN;
  a = mlirc_memref_2d_f32_from(A, M, K);
  x = mlirc_memref_1d_f32_from(X, K);
  y = mlirc_memref_1d_f32_from(Y, M);
  run();
  char size[64];
  snprintf(size, sizeof size, "%dx%d", M, K);
  if (!perf_check_f32("matvec", size, Y, R, M, PERF_ABS, PERF_REL))
    return 1;
  return perf_time(argc, argv, run);
}
