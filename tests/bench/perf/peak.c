/* The machine's FMA peak for `make bench` (perf part): independent FMAs on 16 zmm accumulators (AVX-512; 14 ymm
 * with AVX2+FMA, which has 16 registers), built with clang-22 -O3 -march=native and run on one pinned core.
 * Prints "WORK <flops per call>" then perf.h's "TIME ..." line. */
#include "perf.h"

#include <immintrin.h>

#if defined(__AVX512F__)
typedef __m512 vec;
#define ACC 16
#define LANES 16
#define FMA(a, b, c) _mm512_fmadd_ps(a, b, c)
#define SET1(x) _mm512_set1_ps(x)
#define SUM(v) _mm512_reduce_add_ps(v)
#elif defined(__FMA__)
typedef __m256 vec;
#define ACC 14
#define LANES 8
#define FMA(a, b, c) _mm256_fmadd_ps(a, b, c)
#define SET1(x) _mm256_set1_ps(x)
static float SUM(vec v) {
  float f[8];
  _mm256_storeu_ps(f, v);
  return f[0] + f[1] + f[2] + f[3] + f[4] + f[5] + f[6] + f[7];
}
#else
#error "peak.c needs FMA (AVX2+FMA or AVX-512)"
#endif

#define ITERS 4000000L
static volatile float sink;
static volatile float scale = 0.9999999f, bias = 1e-7f;

static void run(void) {
  vec acc[ACC];
  vec x = SET1(scale), y = SET1(bias);
  for (int a = 0; a < ACC; ++a)
    acc[a] = SET1((float)a);
  for (long i = 0; i < ITERS; ++i)
    for (int a = 0; a < ACC; ++a)
      acc[a] = FMA(acc[a], x, y);
  float s = 0;
  for (int a = 0; a < ACC; ++a)
    s += SUM(acc[a]);
  sink = s;
}

int main(int argc, char **argv) {
  printf("WORK %.0f\n", 2.0 * ITERS * ACC * LANES);
  printf("ACCUMULATORS %d x %d-bit\n", ACC, LANES * 32);
  return perf_time(argc, argv, run);
}
