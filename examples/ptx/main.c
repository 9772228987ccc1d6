/* Calls the GPU saxpy through the header mlirc generated. Needs an NVIDIA driver at run time
   (libcuda.so.1, or MLIRC_CUDA_LIBRARY); none to build. */
#include <stdio.h>
#include "kernels.h"

int main(void) {
  enum { N = 4096 };
  static float x[N], y[N];
  for (int i = 0; i < N; i++) {
    x[i] = (float)i;
    y[i] = 1.0f;
  }
  mlirc_memref_1d_f32 mx = {x, x, 0, {N}, {1}};
  mlirc_memref_1d_f32 my = {y, y, 0, {N}, {1}};
  _mlir_ciface_saxpy_gpu(2.0f, &mx, &my);
  printf("y[0] = %g, y[%d] = %g\n", y[0], N - 1, y[N - 1]);
  return 0;
}
