/* Calls object-links-alone.mlir's functions through its header (-include). With
 * OWN_ALLOCATOR it defines mlirc_alloc and mlirc_dealloc itself, which the object's weak
 * fallbacks give way to; with the argument "huge" it asks for more memory than there is. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifdef OWN_ALLOCATOR
static int allocs, deallocs;
void *mlirc_alloc(size_t size, size_t align) {
  ++allocs;
  return aligned_alloc(align < 16 ? 16 : align, ((size ? size : 1) + 63) & ~(size_t)63);
}
void mlirc_dealloc(void *allocated) {
  ++deallocs;
  free(allocated);
}
#endif

int main(int argc, char **argv) {
  if (argc > 1 && strcmp(argv[1], "huge") == 0) {
    mlirc_memref_1d_i8 m;
    _mlir_ciface_alloc_n(&m, (int64_t)1 << 62);
    puts("FAIL: allocated 2^62 bytes");
    return 0;
  }
  float a[4] = {1, 2, 3, 4}, b[4] = {10, 20, 30, 40};
  mlirc_memref_1d_f32 A = mlirc_memref_1d_f32_from(a, 4), B = mlirc_memref_1d_f32_from(b, 4), r;
  _mlir_ciface_forward(&r, &A, &B);
  printf("forward:");
  for (int i = 0; i < 4; i++)
    printf(" %g", r.aligned[r.offset + i * r.strides[0]]);
  printf("\n");
  mlirc_free(r.allocated);
  _mlir_ciface_scale(&A, 2.0f);
  printf("scaled:");
  for (int i = 0; i < 4; i++)
    printf(" %g", a[i]);
  printf("\n");
#ifdef OWN_ALLOCATOR
  printf("own allocator: %d allocations, %d deallocations\n", allocs, deallocs);
#endif
  return 0;
}
