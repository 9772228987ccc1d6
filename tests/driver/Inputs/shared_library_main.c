/* Loads the shared library that `mlirc -shared` wrote (argv[1]) with dlopen, calls its
 * _mlir_ciface_ wrappers through the header's types, and frees the returned buffer with the
 * library's own mlirc_free. */
#include <dlfcn.h>
#include <stdio.h>

int main(int argc, char **argv) {
  if (argc < 2) return 2;
  void *h = dlopen(argv[1], RTLD_NOW | RTLD_LOCAL);
  if (!h) {
    printf("dlopen: %s\n", dlerror());
    return 1;
  }
  void (*f)(mlirc_memref_1d_f32 *, mlirc_memref_1d_f32 *, float) =
      (void (*)(mlirc_memref_1d_f32 *, mlirc_memref_1d_f32 *, float))dlsym(h, "_mlir_ciface_f");
  int64_t (*g)(int64_t, int64_t) = (int64_t(*)(int64_t, int64_t))dlsym(h, "_mlir_ciface_g");
  void (*free_)(void *) = (void (*)(void *))dlsym(h, "mlirc_free");
  if (!f || !g || !free_) {
    printf("dlsym: %s\n", dlerror());
    return 1;
  }
  float data[4] = {1, 2, 3, 4};
  mlirc_memref_1d_f32 in = mlirc_memref_1d_f32_from(data, 4), out;
  f(&out, &in, 10.0f);
  printf("f: %g %g %g %g\n", out.aligned[0], out.aligned[1], out.aligned[2], out.aligned[3]);
  free_(out.allocated);
  printf("g: %lld\n", (long long)g(6, 7));
  dlclose(h);
  return 0;
}
