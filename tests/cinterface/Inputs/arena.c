/* Calls @mlp of arena.mlir through its two entry points: the default one, and the one that
 * takes a caller-provided arena, which must not call the allocator at all. mlirc_alloc and
 * mlirc_dealloc (weak in the runtime) are replaced by counting ones. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include HEADER

static long allocs, deallocs;

#ifdef __cplusplus
extern "C" {
#endif
void *mlirc_alloc(size_t size, size_t align) {
  ++allocs;
  if (align < 16)
    align = 16;
  return aligned_alloc(align, (size + align - 1) / align * align);
}
void mlirc_dealloc(void *p) {
  if (p)
    ++deallocs;
  free(p);
}
#ifdef __cplusplus
}
#endif

static float x[16 * 64], w[64 * 64];
/* One byte more than asked, used from the second byte: an arena with no particular alignment. */
static unsigned char arena[MLIRC_MLP_ARENA_SIZE + 1];

int main(void) {
  for (int i = 0; i < 16 * 64; ++i)
    x[i] = (float)((i * 7) % 13) / 13.0f - 0.4f;
  for (int i = 0; i < 64 * 64; ++i)
    w[i] = (float)((i * 5) % 17) / 17.0f - 0.45f;
  mlirc_memref_2d_f32 xd = mlirc_memref_2d_f32_from(x, 16, 64);
  mlirc_memref_2d_f32 wd = mlirc_memref_2d_f32_from(w, 64, 64);

  mlirc_memref_2d_f32 ref;
  _mlir_ciface_mlp(&ref, &xd, &wd);
  /* The default entry point: the arena and the result, two allocations; the arena freed. */
  // CHECK: default: 2 allocations, 1 deallocation
  printf("default: %ld allocations, %ld deallocation\n", allocs, deallocs);

  int same = 1;
  for (int call = 0; call < 2; ++call) {
    allocs = deallocs = 0;
    mlirc_memref_2d_f32 r;
    _mlir_ciface_mlp_arena(&r, arena + 1, &xd, &wd);
    // CHECK-NEXT: arena: 0 allocations, 0 deallocations
    // CHECK-NEXT: arena: 0 allocations, 0 deallocations
    printf("arena: %ld allocations, %ld deallocations\n", allocs, deallocs);
    same &= r.sizes[0] == 16 && r.sizes[1] == 64 && r.strides[0] == 64 && r.strides[1] == 1;
    same &= (unsigned char *)r.aligned > arena && (unsigned char *)(r.aligned + 16 * 64) <= arena + sizeof arena;
    same &= ((size_t)r.aligned % 64) == 0;
    same &= memcmp(r.aligned + r.offset, ref.aligned + ref.offset, sizeof(float) * 16 * 64) == 0;
    memset(arena, 0xff, sizeof arena); /* the next call must not depend on what the arena held */
  }
  // CHECK-NEXT: same results: 1
  printf("same results: %d\n", same);
  mlirc_free(ref.allocated);
  return same ? 0 : 1;
}
