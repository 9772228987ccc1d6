/* Driver of matmul_transb (tests/bench/perf/programs/matmul_transb.mlir.in): C = A·Bᵀ, f32; see perf.h. */
#include "perf.h"

#include HEADER

static mlirc_memref_2d_f32 a, b, c;
static void run(void) { _mlir_ciface_matmul_transb(&a, &b, &c); }

int main(int argc, char **argv) {
  float *A = perf_f32((size_t)M * K, -1, 1), *B = perf_f32((size_t)N * K, -1, 1);
  float *C = perf_alloc((size_t)M * N * sizeof(float)), *R = perf_alloc((size_t)M * N * sizeof(float));
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < N; ++j) {
      double s = 0;
      for (int k = 0; k < K; ++k)
        s += (double)A[(size_t)i * K + k] * B[(size_t)j * K + k];
      R[(size_t)i * N + j] = (float)s;
    }
  for (size_t i = 0; i < (size_t)M * N; ++i)
    C[i] = NAN;
  a = mlirc_memref_2d_f32_from(A, M, K);
  b = mlirc_memref_2d_f32_from(B, N, K);
  c = mlirc_memref_2d_f32_from(C, M, N);
  run();
  char size[64];
  snprintf(size, sizeof size, "%dx%dx%d", M, N, K);
  if (!perf_check_f32("matmul_transb", size, C, R, (size_t)M * N, PERF_ABS, PERF_REL))
    return 1;
  return perf_time(argc, argv, run);
}
