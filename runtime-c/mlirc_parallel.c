/* mlirc runtime: the thread pool that runs parallel loops (`--threads=N`).
 *
 * One job at a time: `mlirc_parallel_for` publishes a loop split into chunks
 * of whole steps, wakes the workers, takes chunks itself, and returns when
 * every chunk has run. Workers are started on first use (as many as the
 * largest request asked for, minus the caller) and live until the process
 * exits. Loops started from two user threads at once run one after the
 * other; a loop started inside a chunk runs sequentially on its thread.
 *
 * Waking a sleeping worker (a futex wake, then the scheduler) costs several
 * microseconds, as much as a small loop of a model: so a worker that has
 * finished its chunks first spins for a while (`SPIN_ITERS` reads of the job
 * generation with a `pause` between them, some tens of microseconds) and
 * takes the next job from there; only then does it sleep on the condition
 * variable. A job published while workers spin needs no wake-up. The caller,
 * done with its own chunks, spins the same way for the workers' last ones
 * before it sleeps. Between calls the process idles at 0% CPU once the spin
 * has run out.
 *
 * `mlirc_parallel_for_cost` is the entry the compiler emits: with the
 * estimated work of one iteration, it runs a loop whose whole work is under
 * `MLIRC_PARALLEL_MIN_WORK` on the calling thread (threads would cost more
 * than they gain). */
#define _POSIX_C_SOURCE 200809L

#include "mlirc_runtime.h"

#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

enum { MAX_THREADS = 256 };

/* How many times an idle worker (or the caller waiting for the last chunks)
 * reads the job generation before it sleeps (each read followed by a
 * `pause`, ~40 ns on x86-64 Zen, ~140 on Intel since Skylake): about a
 * millisecond, enough to cover the serial stretches between two parallel
 * loops of one model call (mobilenet_v3_small on two threads: 0.70 ms per
 * call with 2000, 0.68 with 20000; 1.0-1.2 ms when the caller slept on the
 * condition variable instead of spinning). */
enum { SPIN_ITERS = 20000 };

static inline void cpu_relax(void) {
#if defined(__x86_64__) || defined(__i386__)
  __builtin_ia32_pause();
#elif defined(__aarch64__)
  __asm__ __volatile__("yield");
#endif
}

static pthread_mutex_t job_mu = PTHREAD_MUTEX_INITIALIZER; /* one job at a time */
static pthread_mutex_t mu = PTHREAD_MUTEX_INITIALIZER;      /* guards what follows */
static pthread_cond_t work_cv = PTHREAD_COND_INITIALIZER;
static pthread_cond_t done_cv = PTHREAD_COND_INITIALIZER;
static int nworkers;
static _Atomic uint64_t generation; /* written with `mu` held, read by spinning workers without */
static int sleepers;                /* workers waiting on `work_cv` */
static int next_chunk, nchunks;
static _Atomic int pending; /* chunks not yet finished: decremented with `mu` held, read by the spinning caller without */
static struct {
  mlirc_task_fn fn;
  void *ctx;
  int64_t lo, hi, step;
  uint64_t chunk_iters;
} job;
static _Thread_local int in_parallel;

static void run_chunk(int c) {
  uint64_t first = (uint64_t)c * job.chunk_iters;
  int64_t a = job.lo + (int64_t)(first * (uint64_t)job.step);
  int64_t b = job.lo + (int64_t)((first + job.chunk_iters) * (uint64_t)job.step);
  if (c == nchunks - 1 || b > job.hi || b < a)
    b = job.hi;
  job.fn(job.ctx, a, b);
}

/* Takes and runs chunks of the current job until none is left; called with
 * `mu` held, returns with it held. */
static void take_chunks(void) {
  while (next_chunk < nchunks) {
    int c = next_chunk++;
    pthread_mutex_unlock(&mu);
    run_chunk(c);
    pthread_mutex_lock(&mu);
    if (atomic_fetch_sub_explicit(&pending, 1, memory_order_release) == 1)
      pthread_cond_signal(&done_cv);
  }
}

static void *worker(void *arg) {
  (void)arg;
  uint64_t seen = 0;
  in_parallel = 1;
  pthread_mutex_lock(&mu);
  for (;;) {
    if (atomic_load_explicit(&generation, memory_order_relaxed) == seen) {
      /* Spin outside the lock for a while, then sleep. */
      pthread_mutex_unlock(&mu);
      for (int i = 0; i < SPIN_ITERS && atomic_load_explicit(&generation, memory_order_relaxed) == seen; i++)
        cpu_relax();
      pthread_mutex_lock(&mu);
      while (atomic_load_explicit(&generation, memory_order_relaxed) == seen) {
        sleepers++;
        pthread_cond_wait(&work_cv, &mu);
        sleepers--;
      }
    }
    seen = atomic_load_explicit(&generation, memory_order_relaxed);
    take_chunks();
  }
  return NULL;
}

static int default_threads(void) {
  const char *e = getenv("MLIRC_NUM_THREADS");
  if (e && *e) {
    int n = atoi(e);
    if (n > 0)
      return n;
  }
  long n = sysconf(_SC_NPROCESSORS_ONLN);
  return n > 0 ? (int)n : 1;
}

/* Starts workers until there are `n` (called with `mu` held). */
static void ensure_workers(int n) {
  while (nworkers < n) {
    pthread_t t;
    pthread_attr_t attr;
    pthread_attr_init(&attr);
    pthread_attr_setdetachstate(&attr, PTHREAD_CREATE_DETACHED);
    int err = pthread_create(&t, &attr, worker, NULL);
    pthread_attr_destroy(&attr);
    if (err != 0)
      break; /* fewer workers: the caller and the others take more chunks */
    nworkers++;
  }
}

void mlirc_parallel_for(mlirc_task_fn fn, void *ctx, int64_t lo, int64_t hi, int64_t step, int32_t threads) {
  if (hi <= lo)
    return;
  if (step <= 0) {
    fprintf(stderr, "mlirc: parallel loop with a non-positive step (%lld)\n", (long long)step);
    abort();
  }
  uint64_t iters = ((uint64_t)hi - (uint64_t)lo + (uint64_t)step - 1) / (uint64_t)step;
  int n = threads > 0 ? threads : default_threads();
  if (n > MAX_THREADS)
    n = MAX_THREADS;
  if ((uint64_t)n > iters)
    n = (int)iters;
  if (n <= 1 || in_parallel) {
    fn(ctx, lo, hi);
    return;
  }
  pthread_mutex_lock(&job_mu);
  pthread_mutex_lock(&mu);
  ensure_workers(n - 1);
  job.fn = fn;
  job.ctx = ctx;
  job.lo = lo;
  job.hi = hi;
  job.step = step;
  job.chunk_iters = (iters + (uint64_t)n - 1) / (uint64_t)n;
  nchunks = (int)((iters + job.chunk_iters - 1) / job.chunk_iters);
  next_chunk = 0;
  atomic_store_explicit(&pending, nchunks, memory_order_relaxed);
  atomic_fetch_add_explicit(&generation, 1, memory_order_relaxed);
  if (sleepers > 0)
    pthread_cond_broadcast(&work_cv);
  in_parallel = 1;
  take_chunks();
  /* The workers' last chunks: spin (a sleeping caller would wait for a futex wake and a
   * reschedule, tens of microseconds, after every loop whose last chunk is not its own), then
   * sleep. */
  if (atomic_load_explicit(&pending, memory_order_acquire) > 0) {
    pthread_mutex_unlock(&mu);
    for (int i = 0; i < SPIN_ITERS && atomic_load_explicit(&pending, memory_order_acquire) > 0; i++)
      cpu_relax();
    pthread_mutex_lock(&mu);
  }
  while (atomic_load_explicit(&pending, memory_order_acquire) > 0)
    pthread_cond_wait(&done_cv, &mu);
  in_parallel = 0;
  pthread_mutex_unlock(&mu);
  pthread_mutex_unlock(&job_mu);
}

/* The whole loop's work below which it runs on the calling thread, in the
 * compiler's units (about one scalar or vector op of the loop body; see
 * `mlirc-parallelize`). Measured on the 2-core AMD EPYC (Zen 5) build
 * machine, shared and loaded, with a chain of dependent float ops split in
 * two chunks (best of 2000 calls, a spinning worker): 2500 units 1.01x,
 * 5000 1.24x, 10000 1.62x on two threads; when the worker had stopped
 * spinning or was descheduled, loops up to ~80k units gained nothing (a
 * futex wake and a reschedule cost tens of microseconds). 40000 keeps a
 * margin for that. $MLIRC_PARALLEL_MIN_WORK replaces it. */
enum { DEFAULT_MIN_WORK = 40000 };

static int64_t min_work(void) {
  static _Atomic int64_t cached = -1;
  int64_t w = atomic_load_explicit(&cached, memory_order_relaxed);
  if (w >= 0)
    return w;
  const char *e = getenv("MLIRC_PARALLEL_MIN_WORK");
  w = DEFAULT_MIN_WORK;
  if (e && *e) {
    long long v = atoll(e);
    if (v >= 0)
      w = v;
  }
  atomic_store_explicit(&cached, w, memory_order_relaxed);
  return w;
}

void mlirc_parallel_for_cost(mlirc_task_fn fn, void *ctx, int64_t lo, int64_t hi, int64_t step, int32_t threads,
                             int64_t work_per_iter) {
  if (hi > lo && step > 0 && work_per_iter >= 0) {
    uint64_t iters = ((uint64_t)hi - (uint64_t)lo + (uint64_t)step - 1) / (uint64_t)step;
    uint64_t w = (uint64_t)work_per_iter;
    uint64_t lim = (uint64_t)min_work();
    if (w == 0 || iters < (lim + w - 1) / w) {
      fn(ctx, lo, hi);
      return;
    }
  }
  mlirc_parallel_for(fn, ctx, lo, hi, step, threads);
}
