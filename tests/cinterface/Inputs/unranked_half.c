#include <stdio.h>

#include HEADER

int main(void) {
  /* f16 values are _Float16, passed as upstream's wrappers take them (LLVM `half`). */
  _Float16 s = _mlir_ciface_half_add((_Float16)1.5f, (_Float16)2.25f);
  float data[6] = {0};
  struct { float *allocated, *aligned; int64_t offset, sizes[2], strides[2]; } d2 = {data, data, 0, {2, 3}, {3, 1}};
  mlirc_unranked_memref u = {2, &d2};
  int64_t rank = _mlir_ciface_rank_of(&u);
  _Float16 halves[2] = {(_Float16)3.75f, (_Float16)1.0f};
  mlirc_memref_1d_f16 hd = mlirc_memref_1d_f16_from(halves, 2);
  float first = _mlir_ciface_first_half(&hd);
  printf("half_add = %g, rank = %lld, first = %g\n", (double)s, (long long)rank, first);
  return (s == (_Float16)3.75f && rank == 2 && first == 3.75f) ? 0 : 1;
}
