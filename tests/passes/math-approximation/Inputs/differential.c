// Prints a few values of the expanded functions (or, with -DLIBM, of libm's).
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#ifdef LIBM
static float exp_f32(float x) { return expf(x); }
static float log_f32(float x) { return logf(x); }
static float sin_f32(float x) { return sinf(x); }
static float erf_f32(float x) { return erff(x); }
static float pow_f32(float x, float y) { return powf(x, y); }
static double exp_f64(double x) { return exp(x); }
static double sin_f64(double x) { return sin(x); }
static double tanh_f64(double x) { return tanh(x); }
static float exp_f16(float x) { return (float)(_Float16)expf((float)(_Float16)x); }
// Rounded to bfloat16 (to nearest, ties to even; finite values).
static float bf16(float x) {
  uint32_t b;
  memcpy(&b, &x, 4);
  b = (b + 0x7fff + ((b >> 16) & 1)) & 0xffff0000u;
  memcpy(&x, &b, 4);
  return x;
}
static float tanh_bf16(float x) { return bf16(tanhf(bf16(x))); }
typedef float v4 __attribute__((vector_size(16)));
static v4 exp_v4(v4 x) {
  v4 r;
  for (int i = 0; i < 4; i++) r[i] = expf(x[i]);
  return r;
}
#else
float exp_f32(float), log_f32(float), sin_f32(float), erf_f32(float), pow_f32(float, float);
double exp_f64(double), sin_f64(double), tanh_f64(double);
float exp_f16(float), tanh_bf16(float);
// vector<4xf32> is LLVM's <4 x float>, passed as GCC's 16-byte vectors are.
typedef float v4 __attribute__((vector_size(16)));
v4 exp_v4(v4);
#endif

// NaN signs differ between targets (x86's default NaN is negative): printed as `nan`.
static double P(double v) { return isnan(v) ? fabs(v) : v; }

static const double xs[] = {0.5, 1, 2, -3, 0.1, 10, 100, -0.0};

int main(void) {
  for (unsigned i = 0; i < sizeof xs / sizeof xs[0]; i++) {
    double x = xs[i];
    printf("exp f32 %g = %.6g\n", x, P(exp_f32((float)x)));
    printf("log f32 %g = %.6g\n", x, P(log_f32((float)x)));
    printf("sin f32 %g = %.6g\n", x, P(sin_f32((float)x)));
    printf("erf f32 %g = %.6g\n", x, P(erf_f32((float)x)));
    printf("exp f64 %g = %.12g\n", x, P(exp_f64(x)));
    printf("sin f64 %g = %.12g\n", x, P(sin_f64(x)));
    printf("tanh f64 %g = %.12g\n", x, P(tanh_f64(x)));
    printf("exp f16 %g = %.4g\n", x, P(exp_f16((float)x)));
    printf("tanh bf16 %g = %.4g\n", x, P(tanh_bf16((float)x)));
  }
  printf("pow f32 2 10 = %.6g\n", pow_f32(2, 10));
  printf("pow f32 -2 3 = %.6g\n", pow_f32(-2, 3));
  printf("pow f32 0.5 -1.5 = %.6g\n", pow_f32(0.5f, -1.5f));
  v4 out = exp_v4((v4){0.5f, 1, 2, -3});
  printf("exp v4 0.5 1 2 -3 = %.6g %.6g %.6g %.6g\n", out[0], out[1], out[2], out[3]);
  return 0;
}
