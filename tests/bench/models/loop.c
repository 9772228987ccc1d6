/* The timing loop of `make bench`'s models part (models.py loads it with ctypes): calls a model's
 * `_mlir_ciface_forward(result descriptor *, argument descriptor *)` n times from C, so that
 * Python's call overhead is not in the figures, and frees each returned buffer with the
 * library's `mlirc_free` outside the timed span. */
#include <stdint.h>
#include <time.h>

typedef void (*forward_fn)(void *result, void *arg);
typedef void (*free_fn)(void *ptr);

static int64_t now_ns(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (int64_t)t.tv_sec * 1000000000 + t.tv_nsec;
}

/* times[i] = nanoseconds of call i. The result descriptor is {allocated, aligned, offset,
 * sizes[rank], strides[rank]}; rank <= 16. A result that is the argument's buffer is not freed. */
void mlirc_bench_loop(void *fn, void *free_ptr, void *arg, int n, int64_t *times) {
  int64_t result[3 + 2 * 16];
  void *arg_allocated = *(void **)arg;
  for (int i = 0; i < n; i++) {
    int64_t t0 = now_ns();
    ((forward_fn)fn)(result, arg);
    int64_t t1 = now_ns();
    times[i] = t1 - t0;
    void *allocated = (void *)(intptr_t)result[0];
    if (allocated && allocated != arg_allocated)
      ((free_fn)free_ptr)(allocated);
  }
}
