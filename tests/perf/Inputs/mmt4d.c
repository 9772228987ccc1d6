/* Driver of mmt4d (tests/bench/perf/programs/mmt4d.mlir.in):
 * C[m1][n1][m0][n0] = Σ_{k1,k0} A[m1][k1][m0][k0] · B[n1][k1][n0][k0], f32; see perf.h. */
#include "perf.h"

#include HEADER

static mlirc_memref_4d_f32 a, b, c;
static void run(void) { _mlir_ciface_mmt4d(&a, &b, &c); }

int main(int argc, char **argv) {
  size_t n_out = (size_t)M1 * N1 * M0 * N0;
  float *A = perf_f32((size_t)M1 * K1 * M0 * K0, -1, 1), *B = perf_f32((size_t)N1 * K1 * N0 * K0, -1, 1);
  float *C = perf_alloc(n_out * sizeof(float)), *R = perf_alloc(n_out * sizeof(float));
  for (int m1 = 0; m1 < M1; ++m1)
    for (int n1 = 0; n1 < N1; ++n1)
      for (int m0 = 0; m0 < M0; ++m0)
        for (int n0 = 0; n0 < N0; ++n0) {
          double s = 0;
          for (int k1 = 0; k1 < K1; ++k1)
            for (int k0 = 0; k0 < K0; ++k0)
              s += (double)A[(((size_t)m1 * K1 + k1) * M0 + m0) * K0 + k0] *
                   B[(((size_t)n1 * K1 + k1) * N0 + n0) * K0 + k0];
          R[(((size_t)m1 * N1 + n1) * M0 + m0) * N0 + n0] = (float)s;
        }
  for (size_t i = 0; i < n_out; ++i)
    C[i] = NAN;
  a = mlirc_memref_4d_f32_from(A, M1, K1, M0, K0);
  b = mlirc_memref_4d_f32_from(B, N1, K1, N0, K0);
  c = mlirc_memref_4d_f32_from(C, M1, N1, M0, N0);
  run();
  char size[96];
  snprintf(size, sizeof size, "%dx%dx%dx%dx%dx%d", M1, N1, K1, M0, N0, K0);
  if (!perf_check_f32("mmt4d", size, C, R, n_out, PERF_ABS, PERF_REL))
    return 1;
  return perf_time(argc, argv, run);
}
