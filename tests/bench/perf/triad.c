/* The machine's memory bandwidth for `make bench` (perf part): y[i] = a[i]*b[i] + c[i] over 4M floats, built with
 * clang-22 -O3 -march=native and run on one pinned core. Prints "WORK <bytes per call>" (three arrays read and one
 * written, once each) then perf.h's "TIME ..." line. */
#include "perf.h"

#define N (4 * 1024 * 1024)
static float *a, *b, *c, *y;

static void run(void) {
  float *restrict yy = y;
  const float *restrict aa = a, *restrict bb = b, *restrict cc = c;
  for (long i = 0; i < N; ++i)
    yy[i] = aa[i] * bb[i] + cc[i];
}

int main(int argc, char **argv) {
  a = perf_f32(N, -1, 1);
  b = perf_f32(N, -1, 1);
  c = perf_f32(N, -1, 1);
  y = perf_alloc((size_t)N * sizeof(float));
  run();
  for (long i = 0; i < N; i += 4099)
    if (fabsf(y[i] - (a[i] * b[i] + c[i])) > 1e-6f) {
      printf("FAIL triad at %ld\n", i);
      return 1;
    }
  printf("WORK %.0f\n", 16.0 * N);
  return perf_time(argc, argv, run);
}
