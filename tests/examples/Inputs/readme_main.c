/* The C program of README's Makefile recipe: calls k.mlir's functions through k.h. */
#include "k.h"

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
  _mlir_ciface_scale(&A, 2.0f);
  printf("scaled:");
  for (int i = 0; i < 4; i++)
    printf(" %g", a[i]);
  printf("\n");
  return 0;
}
