/* Shared by the C drivers of the performance programs (tests/perf/Inputs/<program>.c, built by the
 * tests of tests/perf/ at small sizes and by `make bench` at full size, see tests/bench/perf/).
 *
 * A driver fills the inputs with deterministic pseudo-random values, calls the program's
 * _mlir_ciface_ function once, compares the result with a plain C loop (perf_check_*: prints
 * "PASS <program> <size> max_err=..." or "FAIL <program> <size>: first bad index ..." and the
 * driver exits 1), then, given `--time MEASURE_S REPS TOTAL_S`, times the call (perf_time):
 * each measurement runs the call as many times as it takes to last MEASURE_S seconds (at least
 * once), REPS measurements at most, stopping early once TOTAL_S seconds were spent; it prints
 * "TIME <best seconds per call> <measurements> <calls per measurement>". */
#ifndef PERF_H
#define PERF_H

#define _POSIX_C_SOURCE 200809L
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

/* f32 results: |got - want| <= PERF_ABS + PERF_REL * |want| (the matmul and conv tolerance). */
#define PERF_ABS 1e-3
#define PERF_REL 1e-4

static uint64_t perf_state = 0x9E3779B97F4A7C15ull;

static inline uint32_t perf_next(void) {
  perf_state ^= perf_state << 13;
  perf_state ^= perf_state >> 7;
  perf_state ^= perf_state << 17;
  return (uint32_t)(perf_state >> 32);
}

/* A uniform float in [lo, hi). */
static inline float perf_uniform(float lo, float hi) { return lo + (hi - lo) * (float)(perf_next() >> 8) / 16777216.0f; }

/* Zeroed memory aligned to 64 bytes; exits on failure. */
static inline void *perf_alloc(size_t bytes) {
  size_t rounded = (bytes + 63) / 64 * 64;
  void *p = aligned_alloc(64, rounded ? rounded : 64);
  if (!p) {
    fprintf(stderr, "perf: out of memory (%zu bytes)\n", bytes);
    exit(2);
  }
  memset(p, 0, rounded);
  return p;
}

static inline float *perf_f32(size_t n, float lo, float hi) {
  float *p = perf_alloc(n * sizeof(float));
  for (size_t i = 0; i < n; ++i)
    p[i] = perf_uniform(lo, hi);
  return p;
}

static inline int8_t *perf_i8(size_t n) {
  int8_t *p = perf_alloc(n);
  for (size_t i = 0; i < n; ++i)
    p[i] = (int8_t)(perf_next() >> 24);
  return p;
}

/* Compares n floats; abs_tol + rel_tol * |want| per element (a NaN never passes). */
static inline int perf_check_f32(const char *program, const char *size, const float *got, const float *want, size_t n,
                          double abs_tol, double rel_tol) {
  double max_err = 0;
  for (size_t i = 0; i < n; ++i) {
    double err = fabs((double)got[i] - (double)want[i]);
    if (!(err <= abs_tol + rel_tol * fabs((double)want[i]))) {
      printf("FAIL %s %s: first bad index %zu: got %.9g, expected %.9g\n", program, size, i, got[i], want[i]);
      return 0;
    }
    if (err > max_err)
      max_err = err;
  }
  printf("PASS %s %s max_err=%.3g\n", program, size, max_err);
  return 1;
}

static inline int perf_check_i32(const char *program, const char *size, const int32_t *got, const int32_t *want, size_t n) {
  for (size_t i = 0; i < n; ++i) {
    if (got[i] != want[i]) {
      printf("FAIL %s %s: first bad index %zu: got %d, expected %d\n", program, size, i, got[i], want[i]);
      return 0;
    }
  }
  printf("PASS %s %s max_err=0\n", program, size);
  return 1;
}

static inline double perf_now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}

/* One measurement of `calls` calls: adds its time to *spent, keeps the best time per call in *best; returns it. */
static inline double perf_measure(void (*run)(void), long calls, double *spent, double *best) {
  double t0 = perf_now();
  for (long c = 0; c < calls; ++c)
    run();
  double dt = perf_now() - t0;
  *spent += dt;
  if (dt / (double)calls < *best)
    *best = dt / (double)calls;
  return dt;
}

/* Without `--time ...` arguments: nothing (the test mode). Returns the exit code. */
static inline int perf_time(int argc, char **argv, void (*run)(void)) {
  if (argc < 2 || strcmp(argv[1], "--time") != 0)
    return 0;
  if (argc != 5) {
    fprintf(stderr, "usage: %s [--time MEASURE_S REPS TOTAL_S]\n", argv[0]);
    return 2;
  }
  double measure_s = atof(argv[2]), total_s = atof(argv[4]);
  int reps = atoi(argv[3]);
  long calls = 1;
  double spent = 0, best = INFINITY;
  int done = 0;
  /* Calibration: double the calls per measurement until one lasts measure_s; each counts. */
  for (;;) {
    double dt = perf_measure(run, calls, &spent, &best);
    if (dt >= measure_s || spent >= total_s)
      break;
    calls *= 2;
  }
  done = 1;
  while (done < reps && spent < total_s) {
    perf_measure(run, calls, &spent, &best);
    ++done;
  }
  printf("TIME %.9g %d %ld\n", best, done, calls);
  return 0;
}

#endif
