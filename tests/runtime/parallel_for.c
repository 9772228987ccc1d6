/* mlirc_parallel_for (what --threads=N compiles parallel loops to): every
 * iteration runs exactly once, chunks cover [lo, hi) in whole steps, two
 * threads really run at once, a nested loop runs on its own thread, and
 * empty loops and threads = 0 work; mlirc_parallel_for_cost runs small
 * loops on the caller's thread and large ones on two, and back-to-back
 * loops (workers spinning between them) still run every iteration once. */
#define _POSIX_C_SOURCE 200809L
#include "mlirc_runtime.h"

#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

enum { N = 10000 };
static atomic_int hits[N];
static atomic_int started;
static pthread_t seen[8];
static atomic_int nseen;

static void count(void *ctx, int64_t lo, int64_t hi) {
  int64_t first = ((int64_t *)ctx)[0], step = ((int64_t *)ctx)[1];
  if (((lo - first) % step) != 0) {
    printf("FAIL: chunk starts at %lld, not a multiple of the step %lld\n", (long long)lo, (long long)step);
    return;
  }
  for (int64_t i = lo; i < hi; i += step)
    atomic_fetch_add(&hits[i], 1);
}

static int check(int64_t lo, int64_t hi, int64_t step, int32_t threads) {
  memset(hits, 0, sizeof hits);
  int64_t ctx[2] = {lo, step};
  mlirc_parallel_for(count, ctx, lo, hi, step, threads);
  for (int64_t i = 0; i < N; i++) {
    int want = i >= lo && i < hi && (i - lo) % step == 0;
    if (atomic_load(&hits[i]) != want) {
      printf("FAIL: lo=%lld hi=%lld step=%lld threads=%d: iteration %lld ran %d times\n", (long long)lo,
             (long long)hi, (long long)step, threads, (long long)i, atomic_load(&hits[i]));
      return 1;
    }
  }
  return 0;
}

/* Each chunk waits (up to 2 s) until two chunks have started: with two
 * threads both start; run one after the other, the wait times out. */
static void meet(void *ctx, int64_t lo, int64_t hi) {
  (void)ctx;
  (void)lo;
  (void)hi;
  int k = atomic_fetch_add(&nseen, 1);
  if (k < 8)
    seen[k] = pthread_self();
  atomic_fetch_add(&started, 1);
  struct timespec t = {0, 1000000};
  for (int i = 0; i < 2000 && atomic_load(&started) < 2; i++)
    nanosleep(&t, NULL);
}

static atomic_int on_caller, chunks;
static void where(void *ctx, int64_t lo, int64_t hi) {
  (void)lo;
  (void)hi;
  atomic_fetch_add(&chunks, 1);
  if (pthread_equal(*(pthread_t *)ctx, pthread_self()))
    atomic_fetch_add(&on_caller, 1);
}

static atomic_int nested_ok;
static void inner(void *ctx, int64_t lo, int64_t hi) {
  if (!pthread_equal(*(pthread_t *)ctx, pthread_self()))
    return;
  atomic_fetch_add(&nested_ok, (int)(hi - lo));
}
static void outer(void *ctx, int64_t lo, int64_t hi) {
  (void)ctx;
  for (int64_t i = lo; i < hi; i++) {
    pthread_t me = pthread_self();
    mlirc_parallel_for(inner, &me, 0, 10, 1, 4);
  }
}

int main(void) {
  int bad = 0;
  bad |= check(0, N, 1, 2);
  bad |= check(3, 9001, 7, 2);
  bad |= check(5, 6, 1, 4);
  bad |= check(0, N, 3, 0);
  bad |= check(10, 20, 1, 64);
  bad |= check(100, 100, 1, 2);
  bad |= check(100, 50, 1, 2);
  bad |= check(0, 37, 5, 1);
  mlirc_parallel_for(meet, NULL, 0, 2, 1, 2);
  if (atomic_load(&nseen) != 2 || pthread_equal(seen[0], seen[1])) {
    printf("FAIL: two chunks with 2 threads did not run on two threads\n");
    bad = 1;
  }
  mlirc_parallel_for(outer, NULL, 0, 4, 1, 2);
  if (atomic_load(&nested_ok) != 40) {
    printf("FAIL: nested loops ran %d iterations on their caller's thread, not 40\n", atomic_load(&nested_ok));
    bad = 1;
  }
  pthread_t me = pthread_self();
  mlirc_parallel_for_cost(where, &me, 0, 100, 1, 2, 1); /* 100 units: one chunk, here */
  if (atomic_load(&chunks) != 1 || atomic_load(&on_caller) != 1) {
    printf("FAIL: a small loop ran as %d chunks, %d on the caller\n", atomic_load(&chunks), atomic_load(&on_caller));
    bad = 1;
  }
  atomic_store(&chunks, 0);
  mlirc_parallel_for_cost(where, &me, 0, 100, 1, 2, 1000000); /* large: two chunks */
  if (atomic_load(&chunks) != 2) {
    printf("FAIL: a large loop ran as %d chunks, not 2\n", atomic_load(&chunks));
    bad = 1;
  }
  for (int r = 0; r < 2000 && !bad; r++)
    bad |= check(r % 7, N - r, 1 + r % 3, 2);
  if (bad)
    return 1;
  puts("ok");
  return 0;
}
