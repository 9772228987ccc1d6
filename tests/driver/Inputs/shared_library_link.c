/* Links against the shared library that `mlirc -shared` wrote, through its header. */
#include <stdio.h>

int main(void) {
  float data[4] = {1, 2, 3, 4};
  mlirc_memref_1d_f32 in = mlirc_memref_1d_f32_from(data, 4), out;
  _mlir_ciface_f(&out, &in, 0.5f);
  printf("f: %g %g %g %g\n", out.aligned[0], out.aligned[1], out.aligned[2], out.aligned[3]);
  mlirc_free(out.allocated);
  printf("g: %lld\n", (long long)_mlir_ciface_g(-3, 5));
  return 0;
}
