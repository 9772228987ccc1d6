/* mlirc runtime: allocation, memrefCopy, runner-utils printing, timing.
 * C11 and libc only; see mlirc_runtime.h and README.md. Builds warning-free
 * with -std=c11 -Wall -Wextra -Werror under gcc and clang, for any 64-bit
 * target whose C compiler has a libc.
 *
 * The printing functions reproduce the output of MLIR's runner utils byte
 * for byte (checked by tests/runtime.rs against the upstream libraries):
 * numbers are printed as C++ iostreams print them by default, which for
 * floating point is printf's "%g" (6 significant digits; inf, nan, -nan). */
#include "mlirc_runtime.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#if defined(__GNUC__) || defined(__clang__)
#define MLIRC_WEAK __attribute__((weak))
#else
#define MLIRC_WEAK
#endif

/* ---- Memory ------------------------------------------------------------ */

MLIRC_WEAK void *mlirc_alloc(size_t size, size_t align) {
  const size_t min_align = _Alignof(max_align_t);
  int zero = size == 0;
  void *p;
  if (align < min_align)
    align = min_align;
  if (align & (align - 1)) {
    fprintf(stderr, "mlirc: allocation alignment %zu is not a power of two\n",
            align);
    abort();
  }
  /* A zero-size block still gets one alignment unit, zero-filled: printing
   * an empty memref reads its first element, as upstream's printer does. */
  if (zero)
    size = align;
  if (size > SIZE_MAX - (align - 1))
    p = NULL;
  else if (align == min_align)
    p = malloc(size);
  else /* C11 aligned_alloc wants a multiple of the alignment */
    p = aligned_alloc(align, (size + align - 1) & ~(align - 1));
  if (!p) {
    fprintf(stderr, "mlirc: out of memory allocating %zu bytes\n", size);
    abort();
  }
  if (zero)
    memset(p, 0, size);
  return p;
}

MLIRC_WEAK void mlirc_dealloc(void *allocated) { free(allocated); }

void mlirc_free(void *allocated) {
  if (allocated)
    mlirc_dealloc(allocated);
}

/* ---- Descriptors ------------------------------------------------------- */

/* The fixed head of every ranked descriptor; sizes[rank] and strides[rank]
 * follow it as int64_t. */
struct desc_head {
  void *allocated;
  void *aligned;
  int64_t offset;
};

struct view {
  char *aligned;
  int64_t rank;
  int64_t offset;
  const int64_t *sizes;
  const int64_t *strides;
};

static struct view view_of(int64_t rank, void *descriptor) {
  struct view v;
  const struct desc_head *h = (const struct desc_head *)descriptor;
  v.aligned = (char *)h->aligned;
  v.rank = rank < 0 ? 0 : rank;
  v.offset = h->offset;
  v.sizes = (const int64_t *)(const void *)(h + 1);
  v.strides = v.sizes + v.rank;
  return v;
}

/* ---- memrefCopy -------------------------------------------------------- */

/* Whether the view is row-major contiguous (dims of size 1 may carry any
 * stride). */
static int is_contiguous(const struct view *v) {
  int64_t expect = 1;
  for (int64_t d = v->rank - 1; d >= 0; --d) {
    if (v->sizes[d] != 1 && v->strides[d] != expect)
      return 0;
    expect *= v->sizes[d];
  }
  return 1;
}

void memrefCopy(int64_t elemSize, mlirc_unranked_memref *src,
                mlirc_unranked_memref *dst) {
  struct view s = view_of(src->rank, src->descriptor);
  struct view t = view_of(dst->rank, dst->descriptor);
  int64_t rank = s.rank, total = 1;
  for (int64_t d = 0; d < rank; ++d) {
    if (s.sizes[d] <= 0)
      return; /* empty: nothing to copy */
    total *= s.sizes[d];
  }
  char *from = s.aligned + s.offset * elemSize;
  char *to = t.aligned + t.offset * elemSize;
  if (rank == 0 || (is_contiguous(&s) && is_contiguous(&t))) {
    memmove(to, from, (size_t)(total * elemSize));
    return;
  }
  /* Odometer over all but the innermost dimension; the innermost one is a
   * single block copy when both sides are unit-stride there. */
  int64_t inner = s.sizes[rank - 1];
  int unit = s.strides[rank - 1] == 1 && t.strides[rank - 1] == 1;
  int64_t small_index[8];
  int64_t *index = small_index;
  if (rank > 8) {
    index = (int64_t *)calloc((size_t)rank, sizeof *index);
    if (!index) {
      fprintf(stderr, "mlirc: out of memory in memrefCopy\n");
      abort();
    }
  } else {
    memset(small_index, 0, sizeof small_index);
  }
  int64_t so = 0, to_off = 0; /* element offsets of the current row */
  for (;;) {
    if (unit) {
      memmove(to + to_off * elemSize, from + so * elemSize,
              (size_t)(inner * elemSize));
    } else {
      for (int64_t i = 0; i < inner; ++i)
        memmove(to + (to_off + i * t.strides[rank - 1]) * elemSize,
                from + (so + i * s.strides[rank - 1]) * elemSize,
                (size_t)elemSize);
    }
    int64_t d = rank - 2;
    for (; d >= 0; --d) {
      so += s.strides[d];
      to_off += t.strides[d];
      if (++index[d] < s.sizes[d])
        break;
      so -= s.strides[d] * s.sizes[d];
      to_off -= t.strides[d] * s.sizes[d];
      index[d] = 0;
    }
    if (d < 0)
      break;
  }
  if (index != small_index)
    free(index);
}

/* ---- Scalars ----------------------------------------------------------- */

static float f32_from_bits(uint32_t bits) {
  float f;
  memcpy(&f, &bits, sizeof f);
  return f;
}

/* IEEE binary16 → binary32 (exact). */
static float f16_to_f32(uint16_t h) {
  uint32_t sign = (uint32_t)(h & 0x8000u) << 16;
  uint32_t exp = (h >> 10) & 0x1fu;
  uint32_t man = h & 0x3ffu;
  if (exp == 0x1f) /* inf or nan, payload kept */
    return f32_from_bits(sign | 0x7f800000u | (man << 13));
  if (exp != 0)
    return f32_from_bits(sign | ((exp + 112u) << 23) | (man << 13));
  /* zero or subnormal: man * 2^-24 */
  float mag = (float)man * (1.0f / 16777216.0f);
  return sign ? -mag : mag;
}

static float bf16_to_f32(uint16_t b) { return f32_from_bits((uint32_t)b << 16); }

void printI64(int64_t v) { printf("%" PRId64, v); }
void printU64(uint64_t v) { printf("%" PRIu64, v); }
void printF32(float v) { printf("%g", (double)v); }
void printF64(double v) { printf("%g", v); }
void printF16(uint16_t bits) { printf("%g", (double)f16_to_f32(bits)); }
void printBF16(uint16_t bits) { printf("%g", (double)bf16_to_f32(bits)); }
void printString(char const *s) { fputs(s, stdout); }
void printOpen(void) { fputs("( ", stdout); }
void printClose(void) { fputs(" )", stdout); }
void printComma(void) { fputs(", ", stdout); }
void printNewline(void) { putchar('\n'); }

/* ---- Memrefs ----------------------------------------------------------- */

enum elem_kind { K_F32, K_F64, K_F16, K_BF16, K_I8, K_I16, K_I32, K_I64, K_IND, K_C32, K_C64 };

static const int64_t elem_size[] = {4, 8, 2, 2, 1, 2, 4, 8, 8, 8, 16};

/* One element at `p`, as `std::cout << value` prints it upstream: i8 is a
 * raw byte (a char), index is unsigned (upstream's index element type is
 * uint64_t), complex is "(re,im)". */
static void print_elem(enum elem_kind k, const char *p) {
  switch (k) {
  case K_F32: {
    float v;
    memcpy(&v, p, sizeof v);
    printf("%g", (double)v);
    break;
  }
  case K_F64: {
    double v;
    memcpy(&v, p, sizeof v);
    printf("%g", v);
    break;
  }
  case K_F16:
  case K_BF16: {
    uint16_t v;
    memcpy(&v, p, sizeof v);
    printf("%g", (double)(k == K_F16 ? f16_to_f32(v) : bf16_to_f32(v)));
    break;
  }
  case K_I8:
    putchar((unsigned char)*p);
    break;
  case K_I16: {
    int16_t v;
    memcpy(&v, p, sizeof v);
    printf("%d", (int)v);
    break;
  }
  case K_I32: {
    int32_t v;
    memcpy(&v, p, sizeof v);
    printf("%" PRId32, v);
    break;
  }
  case K_I64: {
    int64_t v;
    memcpy(&v, p, sizeof v);
    printf("%" PRId64, v);
    break;
  }
  case K_IND: {
    uint64_t v;
    memcpy(&v, p, sizeof v);
    printf("%" PRIu64, v);
    break;
  }
  case K_C32: {
    float v[2];
    memcpy(v, p, sizeof v);
    printf("(%g,%g)", (double)v[0], (double)v[1]);
    break;
  }
  case K_C64: {
    double v[2];
    memcpy(v, p, sizeof v);
    printf("(%g,%g)", v[0], v[1]);
    break;
  }
  }
}

static void print_spaces(int64_t n) {
  for (; n > 0; --n)
    putchar(' ');
}

/* Elements of the `dims` innermost dimensions starting at element `offset`.
 * The layout is upstream's: every dimension prints its first element even
 * when it is empty; separators are ", " (plus "\n" between non-innermost
 * rows) and each element after the first is indented by rank - dims + 1
 * spaces. */
static void print_dims(enum elem_kind k, const struct view *v, int64_t dims,
                       int64_t offset, const int64_t *sizes,
                       const int64_t *strides) {
  if (dims == 0) {
    if (v->aligned) /* an empty memref may have no buffer at all */
      print_elem(k, v->aligned + offset * elem_size[k]);
    return;
  }
  int64_t n = sizes[0];
  putchar('[');
  print_dims(k, v, dims - 1, offset, sizes + 1, strides + 1);
  if (n > 1) {
    for (int64_t i = 1; i < n; ++i) {
      fputs(dims > 1 ? ", \n" : ", ", stdout);
      print_spaces(v->rank - dims + 1);
      print_dims(k, v, dims - 1, offset + i * strides[0], sizes + 1,
                 strides + 1);
    }
  }
  putchar(']');
}

static void print_list(const int64_t *xs, int64_t n) {
  putchar('[');
  for (int64_t i = 0; i < n; ++i)
    printf(i ? ", %" PRId64 : "%" PRId64, xs[i]);
  putchar(']');
}

static void print_metadata(const char *prefix, const struct view *v) {
  fputs(prefix, stdout);
  /* iostream's showbase prints a null pointer as plain "0" */
  if (v->aligned)
    printf("base@ = 0x%" PRIxPTR, (uintptr_t)v->aligned);
  else
    fputs("base@ = 0", stdout);
  printf(" rank = %" PRId64 " offset = %" PRId64 " sizes = ", v->rank,
         v->offset);
  print_list(v->sizes, v->rank);
  fputs(" strides = ", stdout);
  print_list(v->strides, v->rank);
}

static void print_memref(const char *prefix, enum elem_kind k, int64_t rank,
                         void *descriptor) {
  struct view v = view_of(rank, descriptor);
  print_metadata(prefix, &v);
  fputs(" data = \n", stdout);
  if (v.rank == 0) {
    putchar('[');
    print_dims(k, &v, 0, v.offset, v.sizes, v.strides);
    putchar(']');
  } else {
    print_dims(k, &v, v.rank, v.offset, v.sizes, v.strides);
  }
  putchar('\n');
  fflush(stdout); /* upstream ends with std::endl */
}

static void print_shape(mlirc_unranked_memref *m) {
  struct view v = view_of(m->rank, m->descriptor);
  print_metadata("Unranked Memref ", &v);
  putchar('\n');
}

#define MLIRC_DEFINE_PRINT_MEMREF(S, K)                                       \
  void _mlir_ciface_printMemref##S(mlirc_unranked_memref *m) {                \
    print_memref("Unranked Memref ", K, m->rank, m->descriptor);              \
  }                                                                           \
  void printMemref##S(int64_t rank, void *descriptor) {                       \
    print_memref("Unranked Memref ", K, rank, descriptor);                    \
  }                                                                           \
  void _mlir_ciface_printMemrefShape##S(mlirc_unranked_memref *m) {           \
    print_shape(m);                                                           \
  }
MLIRC_DEFINE_PRINT_MEMREF(F32, K_F32)
MLIRC_DEFINE_PRINT_MEMREF(F64, K_F64)
MLIRC_DEFINE_PRINT_MEMREF(F16, K_F16)
MLIRC_DEFINE_PRINT_MEMREF(BF16, K_BF16)
MLIRC_DEFINE_PRINT_MEMREF(I8, K_I8)
MLIRC_DEFINE_PRINT_MEMREF(I16, K_I16)
MLIRC_DEFINE_PRINT_MEMREF(I32, K_I32)
MLIRC_DEFINE_PRINT_MEMREF(I64, K_I64)
MLIRC_DEFINE_PRINT_MEMREF(Ind, K_IND)
MLIRC_DEFINE_PRINT_MEMREF(C32, K_C32)
MLIRC_DEFINE_PRINT_MEMREF(C64, K_C64)

#define MLIRC_DEFINE_PRINT_RANKED(R, S, K)                                    \
  void _mlir_ciface_printMemref##R##d##S(void *descriptor) {                  \
    print_memref("Memref ", K, R, descriptor);                                \
  }
MLIRC_DEFINE_PRINT_RANKED(0, F32, K_F32)
MLIRC_DEFINE_PRINT_RANKED(1, F32, K_F32)
MLIRC_DEFINE_PRINT_RANKED(2, F32, K_F32)
MLIRC_DEFINE_PRINT_RANKED(3, F32, K_F32)
MLIRC_DEFINE_PRINT_RANKED(4, F32, K_F32)
MLIRC_DEFINE_PRINT_RANKED(1, F64, K_F64)
MLIRC_DEFINE_PRINT_RANKED(1, I8, K_I8)
MLIRC_DEFINE_PRINT_RANKED(1, I32, K_I32)
MLIRC_DEFINE_PRINT_RANKED(1, I64, K_I64)
MLIRC_DEFINE_PRINT_RANKED(1, Ind, K_IND)
MLIRC_DEFINE_PRINT_RANKED(1, C32, K_C32)
MLIRC_DEFINE_PRINT_RANKED(1, C64, K_C64)

/* ---- Timing ------------------------------------------------------------ */

double rtclock(void) {
  struct timespec ts;
  if (timespec_get(&ts, TIME_UTC) != TIME_UTC)
    return 0.0;
  return (double)ts.tv_sec + (double)ts.tv_nsec * 1.0e-9;
}

void printFlops(double flops) { fprintf(stderr, "%lf GFLOPS\n", flops / 1.0e9); }

int64_t _mlir_ciface_nanoTime(void) {
  struct timespec ts;
  if (timespec_get(&ts, TIME_UTC) != TIME_UTC)
    return 0;
  return (int64_t)ts.tv_sec * 1000000000 + (int64_t)ts.tv_nsec;
}
