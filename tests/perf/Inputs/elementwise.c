/* Driver of elementwise (tests/bench/perf/programs/elementwise.mlir.in): y = exp(a·b + c), f32; see perf.h.
 * elementwise_chain.c is this driver for another entry point (PROGRAM, ENTRY). */
#include "perf.h"

#include HEADER

#ifndef PROGRAM
#define PROGRAM "elementwise"
#define ENTRY _mlir_ciface_elementwise
#endif

static mlirc_memref_1d_f32 a, b, c, y;
static void run(void) { ENTRY(&a, &b, &c, &y); }

int main(int argc, char **argv) {
  float *A = perf_f32(N, -1, 1), *B = perf_f32(N, -1, 1), *C = perf_f32(N, -1, 1);
  float *Y = perf_alloc((size_t)N * sizeof(float)), *R = perf_alloc((size_t)N * sizeof(float));
  for (size_t i = 0; i < (size_t)N; ++i) {
    R[i] = (float)exp((double)(A[i] * B[i] + C[i]));
    Y[i] = NAN;
  }
  a = mlirc_memref_1d_f32_from(A, N);
  b = mlirc_memref_1d_f32_from(B, N);
  c = mlirc_memref_1d_f32_from(C, N);
  y = mlirc_memref_1d_f32_from(Y, N);
  run();
  char size[32];
  snprintf(size, sizeof size, "%d", N);
  /* a few ulp of exp, and a·b + c fused or not */
  if (!perf_check_f32(PROGRAM, size, Y, R, N, 1e-6, 1e-5))
    return 1;
  return perf_time(argc, argv, run);
}
