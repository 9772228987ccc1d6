/* A C program calling MLIR kernels through the header mlirc generates. */
#include <stdio.h>

#include "kernels.h"

int main(void) {
  float x[8], y[8];
  for (int i = 0; i < 8; ++i) {
    x[i] = (float)i;
    y[i] = 1.0f;
  }
  mlirc_memref_1d_f32 xd = mlirc_memref_1d_f32_from(x, 8);
  mlirc_memref_1d_f32 yd = mlirc_memref_1d_f32_from(y, 8);

  _mlir_ciface_saxpy(2.0f, &xd, &yd); /* y = 2 * x + y */
  printf("saxpy: y =");
  for (int i = 0; i < 8; ++i)
    printf(" %g", y[i]);
  printf("\n");

  float d = _mlir_ciface_dot(&xd, &yd); /* sum of x[i] * y[i] */
  printf("dot(x, y) = %g\n", d);
  return d == 308.0f ? 0 : 1; /* sum of i * (2i + 1) for i < 8 */
}
