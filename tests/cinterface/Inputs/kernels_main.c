/* Calls the _mlir_ciface_ wrappers of ../kernels.mlir through hand-written prototypes that
 * follow MLIR's C interface: memrefs by pointer to their descriptors, several results (or a
 * memref result) through a first pointer argument. */
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

typedef struct { float *allocated, *aligned; int64_t offset; } md0_f32;
typedef struct { float *allocated, *aligned; int64_t offset, sizes[1], strides[1]; } md1_f32;
typedef struct { double *allocated, *aligned; int64_t offset, sizes[2], strides[2]; } md2_f64;
typedef struct { float *allocated, *aligned; int64_t offset, sizes[2], strides[2]; } md2_f32;
typedef struct { int32_t *allocated, *aligned; int64_t offset, sizes[3], strides[3]; } md3_i32;
typedef struct { float *allocated, *aligned; int64_t offset, sizes[4], strides[4]; } md4_f32;
typedef struct { int32_t *allocated, *aligned; int64_t offset, sizes[1], strides[1]; } md1_i32;
typedef struct { int64_t *allocated, *aligned; int64_t offset, sizes[1], strides[1]; } md1_i64;
typedef struct { int64_t rank; void *descriptor; } unranked;

int8_t _mlir_ciface_add_i8(int8_t, int8_t);
int16_t _mlir_ciface_add_i16(int16_t, int16_t);
int32_t _mlir_ciface_add_i32(int32_t, int32_t);
int64_t _mlir_ciface_add_i64(int64_t, int64_t);
int64_t _mlir_ciface_add_index(int64_t, int64_t);
bool _mlir_ciface_and_i1(bool, bool);
float _mlir_ciface_div_f32(float, float);
double _mlir_ciface_div_f64(double, double);
_Float16 _mlir_ciface_add_f16(_Float16, _Float16);
__bf16 _mlir_ciface_mul_bf16(__bf16, __bf16);
float _mlir_ciface_get0(md0_f32 *);
float _mlir_ciface_sum1(md1_f32 *);
double _mlir_ciface_wsum2(md2_f64 *);
int64_t _mlir_ciface_sum3(md3_i32 *);
struct sum4_result { float sum; int64_t count; };
void _mlir_ciface_sum4(struct sum4_result *, md4_f32 *);
void _mlir_ciface_scale(md2_f32 *, float);
struct describe_result { int64_t rank, dim0; };
void _mlir_ciface_describe(struct describe_result *, unranked *);
struct minmax_result { int32_t lo, hi; int64_t at; };
void _mlir_ciface_minmax(struct minmax_result *, md1_i32 *);
void _mlir_ciface_iota(md1_i64 *, int64_t);
void mlirc_free(void *);

int main(void) {
  // CHECK: scalars -56 -32768 -2 12345678901 7 0 1
  printf("scalars %d %d %d %lld %lld %d %d\n", _mlir_ciface_add_i8(100, 100), _mlir_ciface_add_i16(32767, 1),
         _mlir_ciface_add_i32(-1, -1), (long long)_mlir_ciface_add_i64(12345678900LL, 1),
         (long long)_mlir_ciface_add_index(3, 4), _mlir_ciface_and_i1(true, false), _mlir_ciface_and_i1(true, true));
  // CHECK-NEXT: floats 0.25 0.333333333333
  printf("floats %g %.12g\n", _mlir_ciface_div_f32(1.0f, 4.0f), _mlir_ciface_div_f64(1.0, 3.0));
  /* f16 and bf16 as _Float16 and __bf16, as upstream's wrappers take them (LLVM half, bfloat) */
  // CHECK-NEXT: halves 3.75 -3
  printf("halves %g %g\n", (double)_mlir_ciface_add_f16((_Float16)1.5f, (_Float16)2.25f),
         (double)_mlir_ciface_mul_bf16((__bf16)1.5f, (__bf16)-2.0f));

  float x0 = 6.5f;
  md0_f32 d0 = {&x0, &x0, 0};
  // CHECK-NEXT: rank0 6.5
  printf("rank0 %g\n", _mlir_ciface_get0(&d0));

  float v1[5] = {1, 2, 3, 4, 5};
  md1_f32 d1 = {v1, v1 + 1, 0, {4}, {1}};
  // CHECK-NEXT: rank1 14
  printf("rank1 %g\n", _mlir_ciface_sum1(&d1));

  double v2[12];
  for (int i = 0; i < 12; i++) v2[i] = 1.0;
  md2_f64 d2 = {v2, v2, 0, {3, 4}, {4, 1}};
  /* 0+1+2+3 + 10+11+12+13 + 20+21+22+23 = 138 */
  // CHECK-NEXT: rank2 138
  printf("rank2 %g\n", _mlir_ciface_wsum2(&d2));

  int32_t v3[2 * 5 * 3];
  for (int i = 0; i < 30; i++) v3[i] = i - 10;
  md3_i32 d3 = {v3, v3, 0, {2, 5, 3}, {15, 3, 1}};
  // CHECK-NEXT: rank3 135
  printf("rank3 %lld\n", (long long)_mlir_ciface_sum3(&d3));

  /* A 2x2x2x2 view with strides (24, 8, 3, 1) and offset 5 into 64 floats = their index. */
  float v4[64];
  for (int i = 0; i < 64; i++) v4[i] = (float)i;
  md4_f32 d4 = {v4, v4, 5, {2, 2, 2, 2}, {24, 8, 3, 1}};
  struct sum4_result r4;
  _mlir_ciface_sum4(&r4, &d4);
  /* 16 * 5 + 8 * (24 + 8 + 3 + 1) = 368 */
  // CHECK-NEXT: rank4 368 16
  printf("rank4 %g %lld\n", r4.sum, (long long)r4.count);

  /* Scale the odd columns of rows 1..2 of a 3x4 matrix by 10: a strided view with an offset. */
  float m[12];
  for (int i = 0; i < 12; i++) m[i] = (float)i;
  md2_f32 view = {m, m, 5, {2, 2}, {4, 2}};
  _mlir_ciface_scale(&view, 10.0f);
  // CHECK-NEXT: scaled 0 1 2 3 4 50 6 70 8 90 10 110
  printf("scaled");
  for (int i = 0; i < 12; i++) printf(" %g", m[i]);
  printf("\n");

  unranked u = {2, &view};
  struct describe_result dr;
  _mlir_ciface_describe(&dr, &u);
  // CHECK-NEXT: unranked 2 2
  printf("unranked %lld %lld\n", (long long)dr.rank, (long long)dr.dim0);

  int32_t w[6] = {4, -7, 9, 2, 9, -1};
  md1_i32 dw = {w, w, 0, {6}, {1}};
  struct minmax_result mm;
  _mlir_ciface_minmax(&mm, &dw);
  // CHECK-NEXT: minmax -7 9 2
  printf("minmax %d %d %lld\n", mm.lo, mm.hi, (long long)mm.at);

  md1_i64 io;
  _mlir_ciface_iota(&io, 6);
  // CHECK-NEXT: iota 6 1 0 1 4 9 16 25
  printf("iota %lld %lld", (long long)io.sizes[0], (long long)io.strides[0]);
  for (int64_t i = 0; i < io.sizes[0]; i++) printf(" %lld", (long long)io.aligned[io.offset + i]);
  printf("\n");
  mlirc_free(io.allocated);
  return 0;
}
