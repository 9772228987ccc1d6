/* Calls the functions of c-interface-default.mlir through a header made by a separate run
 * (included with -include). */
#include <stdio.h>

int main(void) {
  float a[4] = {1, 2, 3, 4}, b[4] = {10, 20, 30, 40};
  mlirc_memref_1d_f32 A = mlirc_memref_1d_f32_from(a, 4), B = mlirc_memref_1d_f32_from(b, 4), r;
  _mlir_ciface_forward(&r, &A, &B);
  printf("forward:");
  for (int i = 0; i < 4; i++)
    printf(" %g", r.aligned[r.offset + i * r.strides[0]]);
  printf("\n");
  mlirc_free(r.allocated);
  printf("add: %d\n", (int)_mlir_ciface_add(2, 3));
  printf("marked: %lld\n", (long long)_mlir_ciface_marked());
  return 0;
}
