/* Host side of ../c_interface_all.mlir: defines the _mlir_ciface_ functions the module
 * declares, and calls the wrapper of a function without llvm.emit_c_interface. */
#include <stdint.h>
#include <stdio.h>

typedef struct { float *allocated, *aligned; int64_t offset, sizes[1], strides[1]; } md1_f32;
typedef struct { int64_t rank; void *descriptor; } unranked;
struct pair { int32_t a; int64_t b; };
struct run_result { float sum; int64_t other; };

void _mlir_ciface_host_fill(md1_f32 *m, float start) {
  for (int64_t i = 0; i < m->sizes[0]; i++) m->aligned[m->offset + i * m->strides[0]] = start + (float)i;
}
void _mlir_ciface_host_pair(struct pair *out, int32_t k) {
  out->a = k * 2;
  out->b = (int64_t)k * 1000;
}
int64_t _mlir_ciface_host_rank(unranked *u) { return u->rank * 100; }

void _mlir_ciface_run(struct run_result *, md1_f32 *, int32_t);

int main(void) {
  float buf[4];
  md1_f32 d = {buf, buf, 0, {4}, {1}};
  struct run_result r;
  _mlir_ciface_run(&r, &d, 3);
  // CHECK: run 8 3106
  printf("run %g %lld\n", r.sum, (long long)r.other);
  return 0;
}
