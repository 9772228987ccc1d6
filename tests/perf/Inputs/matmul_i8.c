/* Driver of matmul_i8 (tests/bench/perf/programs/matmul_i8.mlir.in): C = A·B, i8 × i8 → i32 (exact); see
 * perf.h. */
#include "perf.h"

#include HEADER

static mlirc_memref_2d_i8 a, b;
static mlirc_memref_2d_i32 c;
static void run(void) { _mlir_ciface_matmul_i8(&a, &b, &c); }

int main(int argc, char **argv) {
  int8_t *A = perf_i8((size_t)M * K), *B = perf_i8((size_t)K * N);
  int32_t *C = perf_alloc((size_t)M * N * sizeof(int32_t)), *R = perf_alloc((size_t)M * N * sizeof(int32_t));
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < N; ++j) {
      int32_t s = 0;
      for (int k = 0; k < K; ++k)
        s += (int32_t)A[(size_t)i * K + k] * (int32_t)B[(size_t)k * N + j];
      R[(size_t)i * N + j] = s;
    }
  for (size_t i = 0; i < (size_t)M * N; ++i)
    C[i] = INT32_MIN;
  a = mlirc_memref_2d_i8_from(A, M, K);
  b = mlirc_memref_2d_i8_from(B, K, N);
  c = mlirc_memref_2d_i32_from(C, M, N);
  run();
  char size[64];
  snprintf(size, sizeof size, "%dx%dx%d", M, N, K);
  if (!perf_check_i32("matmul_i8", size, C, R, (size_t)M * N))
    return 1;
  return perf_time(argc, argv, run);
}
