#include <stdio.h>

#include HEADER

int main(void) {
  /* f16 bit patterns: 1.5 = 0x3E00, 2.25 = 0x4080, 3.75 = 0x4380 */
  uint16_t s = _mlir_ciface_half_add(0x3E00, 0x4080);
  float data[6] = {0};
  struct { float *allocated, *aligned; int64_t offset, sizes[2], strides[2]; } d2 = {data, data, 0, {2, 3}, {3, 1}};
  mlirc_unranked_memref u = {2, &d2};
  int64_t rank = _mlir_ciface_rank_of(&u);
  uint16_t halves[2] = {0x4380, 0x3C00};
  mlirc_memref_1d_f16 hd = mlirc_memref_1d_f16_from(halves, 2);
  float first = _mlir_ciface_first_half(&hd);
  printf("half_add = 0x%04x, rank = %lld, first = %g\n", s, (long long)rank, first);
  return (s == 0x4380 && rank == 2 && first == 3.75f) ? 0 : 1;
}
