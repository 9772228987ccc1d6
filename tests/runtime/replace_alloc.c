/* A program replaces the allocator by defining mlirc_alloc and
 * mlirc_dealloc itself (the runtime's are weak): the runtime's mlirc_free
 * must then release through the program's mlirc_dealloc. */
#include "mlirc_runtime.h"

#include <stdio.h>
#include <stdlib.h>

static int allocs, deallocs;
_Alignas(4096) static unsigned char arena[1 << 16];
static size_t used;

void *mlirc_alloc(size_t size, size_t align) {
  if (align < 16)
    align = 16;
  used = (used + align - 1) & ~(align - 1);
  void *p = arena + used;
  used += size ? size : 1;
  ++allocs;
  return p;
}

void mlirc_dealloc(void *allocated) {
  if ((unsigned char *)allocated < arena || (unsigned char *)allocated >= arena + sizeof arena) {
    puts("FAIL: dealloc of a pointer the replacement did not allocate");
    exit(1);
  }
  ++deallocs;
}

int main(void) {
  void *a = mlirc_alloc(100, 64);
  void *b = mlirc_alloc(0, 0);
  if ((unsigned char *)a < arena || (uintptr_t)a % 64 != 0 || (unsigned char *)b < arena) {
    puts("FAIL: the replacement allocator was not used");
    return 1;
  }
  mlirc_free(a);
  mlirc_free(b);
  mlirc_free(NULL);
  if (allocs != 2 || deallocs != 2) {
    printf("FAIL: %d allocations, %d deallocations\n", allocs, deallocs);
    return 1;
  }
  puts("ok");
  return 0;
}
