/* Driver of batch_matmul (tests/bench/perf/programs/batch_matmul.mlir.in): C[b] = A[b]·B[b], f32; see perf.h. */
#include "perf.h"

#include HEADER

static mlirc_memref_3d_f32 a, b, c;
static void run(void) { _mlir_ciface_batch_matmul(&a, &b, &c); }

int main(int argc, char **argv) {
  float *A = perf_f32((size_t)B * M * K, -1, 1), *Bm = perf_f32((size_t)B * K * N, -1, 1);
  float *C = perf_alloc((size_t)B * M * N * sizeof(float)), *R = perf_alloc((size_t)B * M * N * sizeof(float));
  for (int p = 0; p < B; ++p)
    for (int i = 0; i < M; ++i)
      for (int j = 0; j < N; ++j) {
        double s = 0;
        for (int k = 0; k < K; ++k)
          s += (double)A[((size_t)p * M + i) * K + k] * Bm[((size_t)p * K + k) * N + j];
        R[((size_t)p * M + i) * N + j] = (float)s;
      }
  for (size_t i = 0; i < (size_t)B * M * N; ++i)
    C[i] = NAN;
  a = mlirc_memref_3d_f32_from(A, B, M, K);
  b = mlirc_memref_3d_f32_from(Bm, B, K, N);
  c = mlirc_memref_3d_f32_from(C, B, M, N);
  run();
  char size[64];
  snprintf(size, sizeof size, "%dx%dx%dx%d", B, M, N, K);
  if (!perf_check_f32("batch_matmul", size, C, R, (size_t)B * M * N, PERF_ABS, PERF_REL))
    return 1;
  return perf_time(argc, argv, run);
}
