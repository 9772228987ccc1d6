/* A C host program calling an mlirc-compiled function that launches a kernel, through the
   header mlirc generated. */
#include <stdio.h>
#include "scale.h"

int main(void) {
  float data[1000];
  for (int i = 0; i < 1000; i++)
    data[i] = (float)i;
  mlirc_memref_1d_f32 m = {data, data, 0, {1000}, {1}};
  _mlir_ciface_scale_on_gpu(&m, 2.0f);
  printf("done %g %g\n", data[0], data[999]);
  return 0;
}
