/* Calls the f16/bf16 functions of ../half-upstream-abi.mlir through the generated header, the
 * same program linked with mlirc's object and with upstream's. Implements _mlir_ciface_twice,
 * which the module calls through its C interface (upstream's signature: bfloat in, bfloat out). */
#include <stdio.h>
#include <string.h>

#include HEADER

/* 2x of a normal number: its exponent plus one (bits, so no rounding helper is called). */
__bf16 _mlir_ciface_twice(__bf16 x);
__bf16 _mlir_ciface_twice(__bf16 x) {
  uint16_t bits;
  memcpy(&bits, &x, sizeof bits);
  bits = (uint16_t)(bits + 0x80);
  memcpy(&x, &bits, sizeof bits);
  return x;
}

int main(void) {
  printf("mix %g\n", (double)_mlir_ciface_mix((_Float16)1.5f, (__bf16)2.25f, 4.0f));
  mlirc_result_split s;
  _mlir_ciface_split(&s, 2.5f, (__bf16)-1.5f, (__bf16)-4.0f);
  printf("split %g %g\n", (double)s.r0, (double)s.r1);
  printf("call_twice %g\n", (double)_mlir_ciface_call_twice((__bf16)-3.0f));
  __bf16 b[3] = {(__bf16)1.0f, (__bf16)2.5f, (__bf16)3.0f};
  mlirc_memref_1d_bf16 bd = mlirc_memref_1d_bf16_from(b, 3);
  printf("sum_bf16 %g\n", (double)_mlir_ciface_sum_bf16(&bd));
  _Float16 h[3] = {(_Float16)0.5f, (_Float16)1.0f, (_Float16)1.5f};
  mlirc_memref_1d_f16 hd = mlirc_memref_1d_f16_from(h, 3);
  _Float16 first = _mlir_ciface_scale_f16(&hd, (_Float16)3.0f);
  printf("scale_f16 %g %g %g first %g\n", (double)h[0], (double)h[1], (double)h[2], (double)first);
  return 0;
}
