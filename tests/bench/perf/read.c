/* The machine's read bandwidth for `make bench` (perf part): the sum of 16M floats (64 MB, as matvec 4096x4096
 * reads), built with clang-22 -O3 -march=native and run on one pinned core. Prints "WORK <bytes per call>" then
 * perf.h's "TIME ..." line. The sum is reassociated (eight independent partial sums) so that only memory limits it. */
#include "perf.h"

#define N (16 * 1024 * 1024)
static float *a;
static volatile float sink;

static void run(void) {
  float s[8] = {0};
  const float *restrict aa = a;
  for (long i = 0; i < N; i += 8)
    for (int j = 0; j < 8; ++j)
      s[j] += aa[i + j];
  sink = s[0] + s[1] + s[2] + s[3] + s[4] + s[5] + s[6] + s[7];
}

int main(int argc, char **argv) {
  a = perf_f32(N, -1, 1);
  run();
  printf("WORK %.0f\n", 4.0 * N);
  return perf_time(argc, argv, run);
}
