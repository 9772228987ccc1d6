/* Driver of matmul (tests/bench/perf/programs/matmul.mlir.in): C = A·B, f32; see perf.h. */
#include "perf.h"

#include HEADER

static mlirc_memref_2d_f32 a, b, c;
static void run(void) { _mlir_ciface_matmul(&a, &b, &c); }

int main(int argc, char **argv) {
  float *A = perf_f32((size_t)M * K, -1, 1), *B = perf_f32((size_t)K * N, -1, 1);
  float *C = perf_alloc((size_t)M * N * sizeof(float)), *R = perf_alloc((size_t)M * N * sizeof(float));
  double *row = perf_alloc((size_t)N * sizeof(double)); /* i-k-j order: fast enough at 1024³ */
  for (int i = 0; i < M; ++i) {
    for (int j = 0; j < N; ++j)
      row[j] = 0;
    for (int k = 0; k < K; ++k) {
      double aik = A[(size_t)i * K + k];
      for (int j = 0; j < N; ++j)
        row[j] += aik * B[(size_t)k * N + j];
    }
    for (int j = 0; j < N; ++j)
      R[(size_t)i * N + j] = (float)row[j];
  }
  for (size_t i = 0; i < (size_t)M * N; ++i)
    C[i] = NAN; /* the program must overwrite the output */
  a = mlirc_memref_2d_f32_from(A, M, K);
  b = mlirc_memref_2d_f32_from(B, K, N);
  c = mlirc_memref_2d_f32_from(C, M, N);
  run();
  char size[64];
  snprintf(size, sizeof size, "%dx%dx%d", M, N, K);
  if (!perf_check_f32("matmul", size, C, R, (size_t)M * N, PERF_ABS, PERF_REL))
    return 1;
  return perf_time(argc, argv, run);
}
