// Accuracy driver of the mlirc-math-approximation tests: evaluates each expanded function
// (compiled from accuracy.mlir) over strided bit patterns of the whole type, dense samples of
// its interesting range and a list of special values; compares with libm (f32 against the
// double function, f64 against the long double one) in units in the last place of the
// expected result; prints the maximum error per function and exits with 1 when a bound is
// exceeded or a special value (NaN, infinity, signed zero, exact result) is wrong.
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#define U(n) float n##_f32(float); double n##_f64(double);
U(exp) U(exp2) U(expm1) U(log) U(log2) U(log10) U(log1p) U(sin) U(cos) U(tan) U(tanh) U(sinh) U(cosh)
U(atan) U(asin) U(acos) U(rsqrt)
float erf_f32(float); float erfc_f32(float); float cbrt_f32(float); double cbrt_f64(double);
float atan2_f32(float, float); double atan2_f64(double, double);
float powf_f32(float, float); float fpowi_f32(float, int32_t);

#define BAD 1e30
static int failed;

static double ulp32(double r) {
  r = fabs(r);
  if (r < 0x1p-126) return 0x1p-149;
  int e;
  frexp(r, &e);
  return ldexp(1.0, e - 24);
}
static long double ulp64(long double r) {
  r = fabsl(r);
  if (r < 0x1p-1022L) return 0x1p-1074L;
  int e;
  frexpl(r, &e);
  return ldexpl(1.0L, e - 53);
}
/// The error of `got` in ulp of `ref`; BAD for a wrong special value.
static double err32(float got, double ref) {
  if (isnan(ref) || isnan(got)) return isnan(ref) && isnan(got) ? 0 : BAD;
  if (isinf(ref)) return got == ref ? 0 : BAD;
  if (ref == 0) return got == 0 && !signbit(got) == !signbit(ref) ? 0 : BAD;
  if (isinf((float)ref)) return got == (float)ref ? 0 : BAD;
  double g = isinf(got) ? copysign(0x1p128, got) : got;
  return fabs(g - ref) / ulp32(ref);
}
static double err64(double got, long double ref) {
  if (isnan(ref) || isnan(got)) return isnan(ref) && isnan(got) ? 0 : BAD;
  if (isinf(ref)) return got == ref ? 0 : BAD;
  if (ref == 0) return got == 0 && !signbit(got) == !signbit(ref) ? 0 : BAD;
  if (isinf((double)ref)) return got == (double)ref ? 0 : BAD;
  long double g = isinf(got) ? copysignl(0x1p1024L, got) : got;
  return (double)(fabsl(g - ref) / ulp64(ref));
}

static uint64_t rng = 0x9E3779B97F4A7C15u;
static uint64_t next(void) {
  rng ^= rng << 13;
  rng ^= rng >> 7;
  rng ^= rng << 17;
  return rng;
}
static float bits32(uint32_t b) { float f; memcpy(&f, &b, 4); return f; }
static double bits64(uint64_t b) { double f; memcpy(&f, &b, 8); return f; }

static const float special32[] = {0.0f, -0.0f, INFINITY, -INFINITY, NAN, 1.0f, -1.0f, 0.5f, -0.5f, 2.0f, -2.0f, 3.0f,
  -3.0f, 0x1p-149f, -0x1p-149f, 0x1p-127f, 0x1p-126f, -0x1p-126f, 0x1.fffffep127f, -0x1.fffffep127f, 88.72283f,
  88.72284f, -87.33655f, -103.97208f, -103.97209f, 89.41599f, 89.416f, 128.0f, -149.0f, -150.0f, 0.75f, 10.0f, 10.06f,
  1e-6f, -1e-6f, 0x1p-20f, 3.1415927f, 1.5707964f, 1e5f, -1e5f, 131072.0f, 0x1p24f, 0x1p30f};
static const double special64[] = {0.0, -0.0, INFINITY, -INFINITY, NAN, 1.0, -1.0, 0.5, -0.5, 2.0, -2.0, 3.0, -3.0,
  0x1p-1074, -0x1p-1074, 0x1p-1023, 0x1p-1022, -0x1p-1022, 0x1.fffffffffffffp1023, -0x1.fffffffffffffp1023,
  709.782712893384, 709.7827128933841, -708.3964185322641, -745.1332191019411, -745.1332191019412, 710.4758600739439,
  1024.0, -1074.0, -1075.0, 1e-12, -1e-12, 3.141592653589793, 1.5707963267948966, 1e5, -1e5, 131072.0};
#define NS32 (sizeof special32 / sizeof special32[0])
#define NS64 (sizeof special64 / sizeof special64[0])

struct stat { double max; double at, at2; };
static void note(struct stat *s, double e, double x, double y) {
  if (e > s->max) { s->max = e; s->at = x; s->at2 = y; }
}
static void report(const char *name, const char *ty, struct stat *s, double bound) {
  int ok = s->max <= bound;
  if (s->max >= BAD)
    printf("%s %s: wrong special value at %a %a\n", name, ty, s->at, s->at2);
  else
    printf("%s %s: max %.2f ulp (bound %g) %s\n", name, ty, s->max, bound, ok ? "ok" : "EXCEEDED");
  if (!ok) { failed = 1; printf("  worst input: %a %a\n", s->at, s->at2); }
}

/// One f32 function: `acc` bounds |x| where the result must be accurate (beyond it: finite,
/// and in [-1, 1] when `unit`).
static void check32(const char *name, float (*f)(float), double (*ref)(double), double lo, double hi, double bound,
                    double acc, int unit) {
  struct stat s = {0, 0, 0};
  for (int pass = 0; pass < 3; pass++) {
    long n = pass == 0 ? (1L << 19) : pass == 1 ? (1L << 19) : (long)NS32;
    for (long i = 0; i < n; i++) {
      float x = pass == 0 ? bits32((uint32_t)(i * 8191u)) : pass == 1 ? (float)(lo + (hi - lo) * i / n) : special32[i];
      float got = f(x);
      double e;
      if (isfinite(x) && fabs(x) > acc)
        e = isfinite(got) && (!unit || fabsf(got) <= 1.0f) ? 0 : BAD;
      else
        e = err32(got, ref(x));
      note(&s, e, x, 0);
    }
  }
  report(name, "f32", &s, bound);
}
static void check64(const char *name, double (*f)(double), long double (*ref)(long double), double lo, double hi,
                    double bound, double acc, int unit) {
  struct stat s = {0, 0, 0};
  for (int pass = 0; pass < 3; pass++) {
    long n = pass == 0 ? (1L << 19) : pass == 1 ? (1L << 19) : (long)NS64;
    for (long i = 0; i < n; i++) {
      double x = pass == 0 ? bits64((uint64_t)i * 0x200000000203ull) : pass == 1 ? lo + (hi - lo) * i / n : special64[i];
      double got = f(x);
      double e;
      if (isfinite(x) && fabs(x) > acc)
        e = isfinite(got) && (!unit || fabs(got) <= 1.0) ? 0 : BAD;
      else
        e = err64(got, ref(x));
      note(&s, e, x, 0);
    }
  }
  report(name, "f64", &s, bound);
}

static double rsqrt_ref(double x) { return 1.0 / sqrt(x); }
static long double rsqrt_refl(long double x) { return 1.0L / sqrtl(x); }

/// Two-argument f32 functions: random bit patterns, dense samples of [lo, hi]^2 (for pow:
/// negative bases with integer exponents too), and all pairs of special values.
static void check32_2(const char *name, float (*f)(float, float), double (*ref)(double, double), double lo, double hi,
                      double ylo, double yhi, double bound) {
  struct stat s = {0, 0, 0};
  for (long i = 0; i < (1L << 19); i++) {
    float x = bits32((uint32_t)next()), y = bits32((uint32_t)next());
    note(&s, err32(f(x, y), ref(x, y)), x, y);
    x = (float)(lo + (hi - lo) * (double)(next() >> 11) * 0x1p-53);
    y = (float)(ylo + (yhi - ylo) * (double)(next() >> 11) * 0x1p-53);
    note(&s, err32(f(x, y), ref(x, y)), x, y);
    if (ref == pow) {
      x = -x;
      y = roundf(y);
      note(&s, err32(f(x, y), ref(x, y)), x, y);
    }
  }
  for (unsigned i = 0; i < NS32; i++)
    for (unsigned j = 0; j < NS32; j++) {
      float x = special32[i], y = special32[j];
      note(&s, err32(f(x, y), ref(x, y)), x, y);
    }
  report(name, "f32", &s, bound);
}

int main(void) {
  const double big = INFINITY;
#ifdef F32
  check32("exp", exp_f32, exp, -104, 89, 1.5, big, 0);
  check32("exp2", exp2_f32, exp2, -151, 129, 1.5, big, 0);
  check32("expm1", expm1_f32, expm1, -20, 89, 2, big, 0);
  check32("log", log_f32, log, 0, 4, 1, big, 0);
  check32("log2", log2_f32, log2, 0, 4, 2, big, 0);
  check32("log10", log10_f32, log10, 0, 4, 2, big, 0);
  check32("log1p", log1p_f32, log1p, -1, 4, 2.5, big, 0);
  check32("sin", sin_f32, sin, -20, 20, 2, 131072, 1);
  check32("cos", cos_f32, cos, -20, 20, 2, 131072, 1);
  check32("sin-wide", sin_f32, sin, -131072, 131072, 2, 131072, 1);
  check32("cos-wide", cos_f32, cos, -131072, 131072, 2, 131072, 1);
  check32("tan", tan_f32, tan, -20, 20, 3, 131072, 0);
  check32("tanh", tanh_f32, tanh, -10, 10, 3, big, 0);
  check32("sinh", sinh_f32, sinh, -90, 90, 2.5, big, 0);
  check32("cosh", cosh_f32, cosh, -90, 90, 2, big, 0);
  check32("erf", erf_f32, erf, -5, 5, 1.5, big, 0);
  check32("erfc", erfc_f32, erfc, -3, 11, 4, big, 0);
  check32("atan", atan_f32, atan, -10, 10, 2.5, big, 0);
  check32("asin", asin_f32, asin, -1, 1, 2.5, big, 0);
  check32("acos", acos_f32, acos, -1, 1, 2, big, 0);
  check32("cbrt", cbrt_f32, cbrt, -10, 10, 1, big, 0);
  check32("rsqrt", rsqrt_f32, rsqrt_ref, 0, 10, 2, big, 0);
  check32_2("atan2", atan2_f32, atan2, -10, 10, -10, 10, 3);
  check32_2("powf", powf_f32, pow, 0, 4, -60, 60, 1);
  {
    struct stat s = {0, 0, 0};
    for (long i = 0; i < (1L << 19); i++) {
      float x = i & 1 ? bits32((uint32_t)next()) : (float)(-4.0 + 8.0 * (double)(next() >> 11) * 0x1p-53);
      int32_t n = i % 7 == 0 ? (int32_t)next() : (int32_t)(next() % 81) - 40;
      note(&s, err32(fpowi_f32(x, n), pow(x, n)), x, n);
    }
    for (unsigned i = 0; i < NS32; i++)
      for (int n = -3; n <= 3; n++) note(&s, err32(fpowi_f32(special32[i], n), pow(special32[i], n)), special32[i], n);
    report("fpowi", "f32", &s, 1);
  }
#else
  check64("exp", exp_f64, expl, -746, 710, 1.5, big, 0);
  check64("exp2", exp2_f64, exp2l, -1076, 1025, 1.5, big, 0);
  check64("expm1", expm1_f64, expm1l, -40, 710, 2, big, 0);
  check64("log", log_f64, logl, 0, 4, 1, big, 0);
  check64("log2", log2_f64, log2l, 0, 4, 2, big, 0);
  check64("log10", log10_f64, log10l, 0, 4, 2, big, 0);
  check64("log1p", log1p_f64, log1pl, -1, 4, 2.5, big, 0);
  check64("sin", sin_f64, sinl, -20, 20, 2, 131072, 1);
  check64("cos", cos_f64, cosl, -20, 20, 2, 131072, 1);
  check64("sin-wide", sin_f64, sinl, -131072, 131072, 2, 131072, 1);
  check64("cos-wide", cos_f64, cosl, -131072, 131072, 2, 131072, 1);
  check64("tan", tan_f64, tanl, -20, 20, 3, 131072, 0);
  check64("tanh", tanh_f64, tanhl, -20, 20, 3, big, 0);
  check64("sinh", sinh_f64, sinhl, -712, 712, 2.5, big, 0);
  check64("cosh", cosh_f64, coshl, -712, 712, 2, big, 0);
  check64("atan", atan_f64, atanl, -10, 10, 2.5, big, 0);
  check64("asin", asin_f64, asinl, -1, 1, 2.5, big, 0);
  check64("acos", acos_f64, acosl, -1, 1, 2, big, 0);
  check64("cbrt", cbrt_f64, cbrtl, -10, 10, 1, big, 0);
  check64("rsqrt", rsqrt_f64, rsqrt_refl, 0, 10, 2, big, 0);
  {
    struct stat s = {0, 0, 0};
    for (long i = 0; i < (1L << 19); i++) {
      double x = bits64(next()), y = bits64(next());
      note(&s, err64(atan2_f64(x, y), atan2l(x, y)), x, y);
      x = -10 + 20 * (double)(next() >> 11) * 0x1p-53;
      y = -10 + 20 * (double)(next() >> 11) * 0x1p-53;
      note(&s, err64(atan2_f64(x, y), atan2l(x, y)), x, y);
    }
    for (unsigned i = 0; i < NS64; i++)
      for (unsigned j = 0; j < NS64; j++)
        note(&s, err64(atan2_f64(special64[i], special64[j]), atan2l(special64[i], special64[j])), special64[i],
             special64[j]);
    report("atan2", "f64", &s, 3);
  }
#endif
  return failed;
}
