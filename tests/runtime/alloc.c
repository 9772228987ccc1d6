/* mlirc_alloc / mlirc_dealloc / mlirc_free: alignment, zero-size blocks,
 * writability. Prints "ok" last when every check passes. */
#include "mlirc_runtime.h"

#include <stdio.h>
#include <string.h>

static int failures;

static void check(int cond, const char *what, size_t size, size_t align) {
  if (!cond) {
    printf("FAIL: %s (size %zu, align %zu)\n", what, size, align);
    ++failures;
  }
}

int main(void) {
  static const size_t sizes[] = {0, 1, 3, 8, 24, 100, 4095, 4096, 1u << 20};
  static const size_t aligns[] = {0, 1, 2, 4, 8, 16, 32, 64, 128, 256, 4096, 65536};
  for (size_t i = 0; i < sizeof sizes / sizeof *sizes; ++i) {
    for (size_t j = 0; j < sizeof aligns / sizeof *aligns; ++j) {
      size_t size = sizes[i], align = aligns[j];
      unsigned char *p = (unsigned char *)mlirc_alloc(size, align);
      check(p != NULL, "non-null", size, align);
      if (!p)
        continue;
      check(align == 0 || (uintptr_t)p % align == 0, "aligned", size, align);
      check((uintptr_t)p % _Alignof(max_align_t) == 0, "malloc-aligned", size, align);
      if (size == 0) {
        /* a zero-size block holds one zero-filled alignment unit */
        size_t unit = align > _Alignof(max_align_t) ? align : _Alignof(max_align_t);
        int zero = 1;
        for (size_t k = 0; k < unit; ++k)
          zero &= p[k] == 0;
        check(zero, "zero-size block zero-filled", size, align);
        unsigned char *q = (unsigned char *)mlirc_alloc(0, align);
        check(q != p, "distinct zero-size blocks", size, align);
        mlirc_dealloc(q);
      }
      memset(p, 0xab, size);
      check(size == 0 || p[size - 1] == 0xab, "writable", size, align);
      if ((i + j) % 2)
        mlirc_dealloc(p);
      else
        mlirc_free(p);
    }
  }
  mlirc_free(NULL);
  mlirc_dealloc(NULL);
  if (failures)
    return 1;
  puts("ok");
  return 0;
}
