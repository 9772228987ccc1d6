// The driver of accuracy.mlir: vectorized math kernels against libm, maximum error in ulp.
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct { float *allocated, *aligned; int64_t offset, sizes[1], strides[1]; } M1;
#define K(n) void _mlir_ciface_v##n(M1 *, M1 *);
K(exp) K(log) K(tanh) K(erf) K(sin) K(cos) K(sigmoid)

// The chain as written in f32, with libm's expf (whose overflow at x < -88.7 the chain shares).
static double sigmoid_ref(double x) { return 1.0 / (1.0 + (double)expf((float)-x)); }

// The ulp of the float nearest to r (the spacing of floats around it; subnormal spacing below).
static double ulp(double r) {
  double a = fabs(r);
  if (a < 0x1p-126) return 0x1p-149;
  int e;
  frexp(a, &e);
  return ldexp(1.0, e - 24);
}

static uint64_t state = 88172645463325252ull;
static uint64_t next(void) { state ^= state << 13; state ^= state >> 7; state ^= state << 17; return state; }

#define N ((1 << 21) + 32)
static int failed;

static void check(const char *name, void (*k)(M1 *, M1 *), double (*ref)(double), double lo, double hi, double bound,
                  int trig) {
  float *x = malloc(N * sizeof(float)), *y = malloc(N * sizeof(float));
  size_t i = 0;
  for (uint32_t j = 0; j < (1u << 20); j++) {
    uint32_t b = j << 12 | (uint32_t)(next() & 0xfff);
    memcpy(&x[i++], &b, 4);
  }
  for (uint32_t j = 0; j < (1u << 20); j++) x[i++] = (float)(lo + (hi - lo) * ((next() >> 11) * 0x1p-53));
  const float specials[32] = {0.0f, -0.0f, INFINITY, -INFINITY, NAN, 0x1p-149f, -0x1p-149f, 0x1p-127f, -0x1p-127f,
                              0x1p-126f, -0x1p-126f, 3.4028235e38f, -3.4028235e38f, 1.0f, -1.0f, 0.5f, -0.5f, 2.0f,
                              -2.0f, 88.7f, -87.3f, -103.9f, 89.0f, 1e-7f, -1e-7f, 9.0f, -9.0f, 3.14159265f,
                              -3.14159265f, 1e5f, 0x1p17f, -0x1p17f};
  for (int j = 0; j < 32; j++) x[i++] = specials[j];
  M1 mx = {x, x, 0, {N}, {1}}, my = {y, y, 0, {N}, {1}};
  k(&mx, &my);
  double worst = 0, at = 0;
  int bad_special = 0;
  for (i = 0; i < N; i++) {
    double r = ref((double)x[i]);
    float rf = (float)r;
    float g = y[i];
    if (trig && fabs(x[i]) > 0x1p17) {
      if (isfinite(x[i]) && !(isfinite(g) && fabs(g) <= 1.0f)) bad_special++;
      if (!isfinite(x[i]) && !isnan(g)) bad_special++;
      continue;
    }
    if (isnan(rf) || isinf(rf) || rf == 0.0f) {
      // Exact cases: NaN for NaN, the same infinity, a zero of the same sign.
      int ok = isnan(rf) ? isnan(g) : (g == rf && signbit(g) == signbit(rf));
      if (rf == 0.0f && !isnan(g) && fabs(g) <= 0x1p-149) ok = 1; // underflow to the smallest subnormal
      if (!ok) {
        if (bad_special < 5) printf("%s(%a) = %a, libm %a\n", name, x[i], g, rf);
        bad_special++;
      }
      continue;
    }
    if (!isfinite(g)) {
      // Overflow where libm's double result still rounds to the largest float.
      if (fabs(r) > 3.4028234e38) continue;
      if (bad_special < 5) printf("%s(%a) = %a, libm %a\n", name, x[i], g, rf);
      bad_special++;
      continue;
    }
    double e = fabs((double)g - r) / ulp(r);
    if (e > worst) worst = e, at = x[i];
  }
  int ok = worst <= bound && bad_special == 0;
  printf("%s f32 vectorized: max %.3f ulp (bound %g) %s", name, worst, bound, ok ? "ok" : "FAILED");
  if (!ok) printf(" (at x = %a, %d wrong special values)", at, bad_special);
  printf("\n");
  failed |= !ok;
  free(x);
  free(y);
}

int main(void) {
  check("exp", _mlir_ciface_vexp, exp, -104, 89, 1.5, 0);
  check("log", _mlir_ciface_vlog, log, 0, 100, 1, 0);
  check("tanh", _mlir_ciface_vtanh, tanh, -10, 10, 3, 0);
  check("erf", _mlir_ciface_verf, erf, -5, 5, 3, 0);
  check("sin", _mlir_ciface_vsin, sin, -100, 100, 2, 1);
  check("cos", _mlir_ciface_vcos, cos, -100, 100, 2, 1);
  check("sigmoid", _mlir_ciface_vsigmoid, sigmoid_ref, -20, 20, 4, 0);
  printf(failed ? "FAILED\n" : "all ok\n");
  return failed;
}
