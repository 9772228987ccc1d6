#include <stdio.h>

#include HEADER

int main(void) {
  int64_t s = _mlir_ciface_mix(-1, 300, -70000, 5000000000LL, 2.75f, -1.5, 1, 7, 9u);
  /* -1 + 300 - 70000 + 5000000000 + 2 + (-1) + 1 + 7 (ui32 is not summed) */
  int64_t want = -1 + 300 - 70000 + 5000000000LL + 2 - 1 + 1 + 7;
  mlirc_result_two r;
  _mlir_ciface_two(&r, 21.5);
  printf("mix = %lld, two = (%g, %d)\n", (long long)s, r.r0, r.r1);
  return (s == want && r.r0 == 43.0 && r.r1 == 21) ? 0 : 1;
}
