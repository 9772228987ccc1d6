/* Calls the AArch64 kernels through the generated header; built with the cross compiler. */
#include <stdio.h>

#include "kernels.h"

int main(void) {
  float a[6] = {1, 2, 3, 4, 5, 6}; /* 2x3 */
  float x[3] = {1, 0, -1};
  float y[2], mx[2];
  mlirc_memref_2d_f32 ad = mlirc_memref_2d_f32_from(a, 2, 3);
  mlirc_memref_1d_f32 xd = mlirc_memref_1d_f32_from(x, 3);
  mlirc_memref_1d_f32 yd = mlirc_memref_1d_f32_from(y, 2);
  mlirc_memref_1d_f32 md = mlirc_memref_1d_f32_from(mx, 2);
  _mlir_ciface_matvec(&ad, &xd, &yd);
  _mlir_ciface_row_max(&ad, &md);
  printf("matvec: [%g, %g]  row_max: [%g, %g]\n", y[0], y[1], mx[0], mx[1]);
  return (y[0] == -2 && y[1] == -2 && mx[0] == 3 && mx[1] == 6) ? 0 : 1;
}
