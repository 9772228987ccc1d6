/* Differential test driver for runtime-c (see tests/runtime.rs).
 *
 * The same source is linked twice: against mlirc's runtime-c, and against
 * upstream MLIR 22's libmlir_runner_utils / libmlir_c_runner_utils /
 * libmlir_float16_utils. Each line of tests/runtime/cases.txt becomes one
 * run of each build; their outputs must be byte-identical (heap addresses
 * masked). Functions that only mlirc's runtime defines are referenced
 * weakly; when one is missing (upstream build) the driver calls the
 * upstream function that prints the same thing.
 *
 * Usage: driver <command> [args...]
 *   scalar <f32|f64|f16|bf16|i64|u64> <value>...   print each, then a newline
 *   punct                                           printOpen/Comma/Close/...
 *   string <text>                                   printString (\n, \s, \t escapes)
 *   memref <type> <form> [sizes=a,b] [strides=a,b] [offset=n] [values=x,y,...]
 *          type: f32 f64 f16 bf16 i8 i16 i32 i64 ind c32 c64
 *          form: ciface | plain | shape | ranked
 *   copy esize=n [sizes=a,b] [src_strides=..] [src_offset=n]
 *        [dst_strides=..] [dst_offset=n]          memrefCopy, then a byte dump
 *   flops <x>                                       printFlops (stderr)
 *   clock                                           rtclock/nanoTime sanity
 *   allbits <f16|bf16>                              print all 65536 patterns
 *   randbits <f32|f64> <count> <seed>               print pseudo-random patterns
 *   abort <command> [args...]                       run the command, then abort()
 *                                                   (shows what was flushed)
 *   batch <cases> <outdir>                          run many cases, see below
 *   <command> [args] ; <command> [args]             run both, in order (";"
 *                                                   binds looser than abort)
 * Values: numbers (strtod/strtoll syntax: inf, -nan, 0x1p-149, -5, 0x7f),
 * or #HEX for a raw bit pattern of the element type.
 *
 * Batch mode saves a process start per case (upstream's libraries load
 * libLLVM; qemu is slow to start): each line of the file <cases> is
 * "<id>\t<arg>\t<arg>..." and runs in a forked child whose stdout, stderr
 * and exit status go to <outdir>/<id>.out, .err and .status ("exit N" or
 * "signal N").
 */
#define _POSIX_C_SOURCE 200809L /* fork, waitpid: batch mode only */

#include "mlirc_runtime.h"

#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Not defined by upstream's libraries: referenced weakly, see above. */
#pragma weak printMemrefF16
#pragma weak printMemrefBF16
#pragma weak printMemrefI8
#pragma weak printMemrefI16
#pragma weak _mlir_ciface_printMemrefShapeF16
#pragma weak _mlir_ciface_printMemrefShapeBF16
#pragma weak _mlir_ciface_printMemrefShapeI16

#define MAX_RANK 10

static void die(const char *msg, const char *arg) {
  fprintf(stderr, "driver: %s%s\n", msg, arg ? arg : "");
  exit(2);
}

/* ---- Value parsing ----------------------------------------------------- */

static uint64_t parse_hex(const char *s) {
  char *end;
  uint64_t v = strtoull(s, &end, 16);
  if (end == s || *end)
    die("bad hex value: ", s);
  return v;
}

static double parse_f64(const char *s) {
  char *end;
  double v = strtod(s, &end);
  if (end == s || *end)
    die("bad number: ", s);
  return v;
}

static int64_t parse_i64(const char *s) {
  char *end;
  long long v = strtoll(s, &end, 0);
  if (end == s || *end)
    die("bad integer: ", s);
  return (int64_t)v;
}

static uint32_t f32_bits(float f) {
  uint32_t b;
  memcpy(&b, &f, sizeof b);
  return b;
}

static float f32_of_bits(uint32_t b) {
  float f;
  memcpy(&f, &b, sizeof f);
  return f;
}

static double f64_of_bits(uint64_t b) {
  double d;
  memcpy(&d, &b, sizeof d);
  return d;
}

/* binary32 → bfloat16, round to nearest even (NaN stays NaN). */
static uint16_t bf16_of_f32(float f) {
  uint32_t b = f32_bits(f);
  if ((b & 0x7fffffffu) > 0x7f800000u)
    return (uint16_t)((b >> 16) | 0x40u);
  b += 0x7fffu + ((b >> 16) & 1u);
  return (uint16_t)(b >> 16);
}

/* binary32 → binary16, round to nearest even. */
static uint16_t f16_of_f32(float f) {
  uint32_t b = f32_bits(f);
  uint16_t sign = (uint16_t)((b >> 16) & 0x8000u);
  uint32_t absb = b & 0x7fffffffu;
  if (absb > 0x7f800000u)
    return (uint16_t)(sign | 0x7e00u | ((absb >> 13) & 0x3ffu));
  if (absb >= 0x477ff000u) /* rounds to >= 65520: inf */
    return (uint16_t)(sign | 0x7c00u);
  float a = f32_of_bits(absb);
  if (absb < 0x38800000u) { /* below 2^-14: subnormal, units of 2^-24 */
    float q = a * 16777216.0f; /* exact */
    uint32_t r = (uint32_t)q;
    float frac = q - (float)r;
    if (frac > 0.5f || (frac == 0.5f && (r & 1u)))
      r += 1u;
    return (uint16_t)(sign | r);
  }
  uint32_t exp = (absb >> 23) - 112u;
  uint32_t man = absb & 0x7fffffu;
  uint32_t h = (exp << 10) | (man >> 13);
  uint32_t rest = man & 0x1fffu;
  if (rest > 0x1000u || (rest == 0x1000u && (h & 1u)))
    h += 1u;
  return (uint16_t)(sign | h);
}

enum ty { T_F32, T_F64, T_F16, T_BF16, T_I8, T_I16, T_I32, T_I64, T_IND, T_C32, T_C64 };
static const char *const ty_names[] = {"f32", "f64", "f16", "bf16", "i8", "i16",
                                       "i32", "i64", "ind", "c32", "c64"};
static const size_t ty_size[] = {4, 8, 2, 2, 1, 2, 4, 8, 8, 8, 16};

static enum ty parse_ty(const char *s) {
  for (size_t i = 0; i < sizeof ty_names / sizeof *ty_names; ++i)
    if (!strcmp(s, ty_names[i]))
      return (enum ty)i;
  die("unknown element type: ", s);
  return T_F32;
}

/* Store one scalar component (a complex number has two) of type `t`. */
static void store_value(enum ty t, void *p, const char *s) {
  int raw = s[0] == '#';
  const char *v = s + raw;
  switch (t) {
  case T_F32:
  case T_C32: {
    float f = raw ? f32_of_bits((uint32_t)parse_hex(v)) : (float)strtof(v, NULL);
    if (!raw)
      (void)parse_f64(v); /* validate */
    memcpy(p, &f, 4);
    break;
  }
  case T_F64:
  case T_C64: {
    double d = raw ? f64_of_bits(parse_hex(v)) : parse_f64(v);
    memcpy(p, &d, 8);
    break;
  }
  case T_F16:
  case T_BF16: {
    uint16_t h;
    if (raw)
      h = (uint16_t)parse_hex(v);
    else {
      float f = (float)parse_f64(v);
      h = t == T_F16 ? f16_of_f32(f) : bf16_of_f32(f);
    }
    memcpy(p, &h, 2);
    break;
  }
  case T_I8:
  case T_I16:
  case T_I32:
  case T_I64:
  case T_IND: {
    uint64_t x = raw ? parse_hex(v) : (uint64_t)parse_i64(v);
    size_t n = ty_size[t];
    /* little- or big-endian: store the low n bytes as the integer type */
    if (n == 1) {
      uint8_t y = (uint8_t)x;
      memcpy(p, &y, 1);
    } else if (n == 2) {
      uint16_t y = (uint16_t)x;
      memcpy(p, &y, 2);
    } else if (n == 4) {
      uint32_t y = (uint32_t)x;
      memcpy(p, &y, 4);
    } else {
      memcpy(p, &x, 8);
    }
    break;
  }
  }
}

/* ---- Commands ---------------------------------------------------------- */

static int cmd_scalar(int argc, char **argv) {
  if (argc < 1)
    die("scalar: missing type", NULL);
  const char *t = argv[0];
  for (int i = 1; i < argc; ++i) {
    const char *s = argv[i];
    int raw = s[0] == '#';
    if (!strcmp(t, "f32")) {
      float f;
      store_value(T_F32, &f, s);
      printF32(f);
    } else if (!strcmp(t, "f64")) {
      double d;
      store_value(T_F64, &d, s);
      printF64(d);
    } else if (!strcmp(t, "f16")) {
      uint16_t h;
      store_value(T_F16, &h, s);
      printF16(h);
    } else if (!strcmp(t, "bf16")) {
      uint16_t h;
      store_value(T_BF16, &h, s);
      printBF16(h);
    } else if (!strcmp(t, "i64")) {
      printI64(raw ? (int64_t)parse_hex(s + 1) : parse_i64(s));
    } else if (!strcmp(t, "u64")) {
      char *end;
      uint64_t u = raw ? parse_hex(s + 1) : strtoull(s, &end, 0);
      printU64(u);
    } else {
      die("scalar: unknown type ", t);
    }
    printNewline();
  }
  return 0;
}

static void unescape(char *s) {
  char *o = s;
  for (char *p = s; *p; ++p) {
    if (*p == '\\' && p[1]) {
      ++p;
      *o++ = *p == 'n' ? '\n' : *p == 's' ? ' ' : *p == 't' ? '\t' : *p;
    } else {
      *o++ = *p;
    }
  }
  *o = 0;
}

static int cmd_string(int argc, char **argv) {
  for (int i = 0; i < argc; ++i) {
    unescape(argv[i]);
    printString(argv[i]);
  }
  return 0;
}

static int cmd_punct(void) {
  printOpen();
  printI64(1);
  printComma();
  printOpen();
  printF32(2.5f);
  printComma();
  printF64(-3.0);
  printClose();
  printComma();
  printU64(4);
  printClose();
  printNewline();
  printOpen();
  printClose();
  printNewline();
  return 0;
}

/* A ranked descriptor of rank <= MAX_RANK, laid out as MLIR's. */
struct desc {
  void *allocated;
  void *aligned;
  int64_t offset;
  int64_t shape[2 * MAX_RANK]; /* sizes[rank], then strides[rank] */
};

static int parse_list(const char *s, int64_t *out, int max) {
  int n = 0;
  if (!*s)
    return 0;
  for (;;) {
    char *end;
    long long v = strtoll(s, &end, 0);
    if (end == s || n == max)
      die("bad list: ", s);
    out[n++] = (int64_t)v;
    if (*end == 0)
      return n;
    if (*end != ',')
      die("bad list: ", s);
    s = end + 1;
  }
}

struct layout {
  int rank;
  int64_t sizes[MAX_RANK], strides[MAX_RANK], offset;
  int have_strides;
};

static void default_strides(struct layout *l) {
  int64_t s = 1;
  for (int d = l->rank - 1; d >= 0; --d) {
    l->strides[d] = s;
    s *= l->sizes[d] > 0 ? l->sizes[d] : 1;
  }
}

/* Smallest and largest element index the view (or the printer's reads of
 * an empty view's first element) can touch. */
static void extent(const struct layout *l, int64_t *lo, int64_t *hi) {
  *lo = *hi = l->offset;
  for (int d = 0; d < l->rank; ++d) {
    int64_t span = (l->sizes[d] > 1 ? l->sizes[d] - 1 : 0) * l->strides[d];
    if (span < 0)
      *lo += span;
    else
      *hi += span;
  }
}

static void call_print(enum ty t, const char *form, int rank, struct desc *d) {
  mlirc_unranked_memref u = {rank, d};
  if (!strcmp(form, "ciface")) {
    switch (t) {
    case T_F32: _mlir_ciface_printMemrefF32(&u); break;
    case T_F64: _mlir_ciface_printMemrefF64(&u); break;
    case T_F16: _mlir_ciface_printMemrefF16(&u); break;
    case T_BF16: _mlir_ciface_printMemrefBF16(&u); break;
    case T_I8: _mlir_ciface_printMemrefI8(&u); break;
    case T_I16: _mlir_ciface_printMemrefI16(&u); break;
    case T_I32: _mlir_ciface_printMemrefI32(&u); break;
    case T_I64: _mlir_ciface_printMemrefI64(&u); break;
    case T_IND: _mlir_ciface_printMemrefInd(&u); break;
    case T_C32: _mlir_ciface_printMemrefC32(&u); break;
    case T_C64: _mlir_ciface_printMemrefC64(&u); break;
    }
  } else if (!strcmp(form, "plain")) {
    /* upstream has no plain F16/BF16/I8/I16: its C-interface form prints
     * the same text */
    switch (t) {
    case T_F32: printMemrefF32(rank, d); break;
    case T_F64: printMemrefF64(rank, d); break;
    case T_F16:
      if (printMemrefF16) printMemrefF16(rank, d);
      else _mlir_ciface_printMemrefF16(&u);
      break;
    case T_BF16:
      if (printMemrefBF16) printMemrefBF16(rank, d);
      else _mlir_ciface_printMemrefBF16(&u);
      break;
    case T_I8:
      if (printMemrefI8) printMemrefI8(rank, d);
      else _mlir_ciface_printMemrefI8(&u);
      break;
    case T_I16:
      if (printMemrefI16) printMemrefI16(rank, d);
      else _mlir_ciface_printMemrefI16(&u);
      break;
    case T_I32: printMemrefI32(rank, d); break;
    case T_I64: printMemrefI64(rank, d); break;
    case T_IND: printMemrefInd(rank, d); break;
    case T_C32: printMemrefC32(rank, d); break;
    case T_C64: printMemrefC64(rank, d); break;
    }
  } else if (!strcmp(form, "shape")) {
    switch (t) {
    case T_F32: _mlir_ciface_printMemrefShapeF32(&u); break;
    case T_F64: _mlir_ciface_printMemrefShapeF64(&u); break;
    case T_I8: _mlir_ciface_printMemrefShapeI8(&u); break;
    case T_I32: _mlir_ciface_printMemrefShapeI32(&u); break;
    case T_I64: _mlir_ciface_printMemrefShapeI64(&u); break;
    case T_IND: _mlir_ciface_printMemrefShapeInd(&u); break;
    case T_C32: _mlir_ciface_printMemrefShapeC32(&u); break;
    case T_C64: _mlir_ciface_printMemrefShapeC64(&u); break;
    /* upstream lacks these three; the shape line is type-independent */
    case T_F16:
      if (_mlir_ciface_printMemrefShapeF16) _mlir_ciface_printMemrefShapeF16(&u);
      else _mlir_ciface_printMemrefShapeF32(&u);
      break;
    case T_BF16:
      if (_mlir_ciface_printMemrefShapeBF16) _mlir_ciface_printMemrefShapeBF16(&u);
      else _mlir_ciface_printMemrefShapeF32(&u);
      break;
    case T_I16:
      if (_mlir_ciface_printMemrefShapeI16) _mlir_ciface_printMemrefShapeI16(&u);
      else _mlir_ciface_printMemrefShapeF32(&u);
      break;
    }
  } else if (!strcmp(form, "ranked")) {
    if (t == T_F32 && rank == 0) _mlir_ciface_printMemref0dF32(d);
    else if (t == T_F32 && rank == 1) _mlir_ciface_printMemref1dF32(d);
    else if (t == T_F32 && rank == 2) _mlir_ciface_printMemref2dF32(d);
    else if (t == T_F32 && rank == 3) _mlir_ciface_printMemref3dF32(d);
    else if (t == T_F32 && rank == 4) _mlir_ciface_printMemref4dF32(d);
    else if (t == T_F64 && rank == 1) _mlir_ciface_printMemref1dF64(d);
    else if (t == T_I8 && rank == 1) _mlir_ciface_printMemref1dI8(d);
    else if (t == T_I32 && rank == 1) _mlir_ciface_printMemref1dI32(d);
    else if (t == T_I64 && rank == 1) _mlir_ciface_printMemref1dI64(d);
    else if (t == T_IND && rank == 1) _mlir_ciface_printMemref1dInd(d);
    else if (t == T_C32 && rank == 1) _mlir_ciface_printMemref1dC32(d);
    else if (t == T_C64 && rank == 1) _mlir_ciface_printMemref1dC64(d);
    else die("ranked: no such function for this type and rank", NULL);
  } else {
    die("unknown form: ", form);
  }
}

static int cmd_memref(int argc, char **argv) {
  if (argc < 2)
    die("memref: need <type> <form>", NULL);
  enum ty t = parse_ty(argv[0]);
  const char *form = argv[1];
  struct layout l;
  memset(&l, 0, sizeof l);
  const char *values = NULL;
  for (int i = 2; i < argc; ++i) {
    const char *a = argv[i];
    if (!strncmp(a, "sizes=", 6))
      l.rank = parse_list(a + 6, l.sizes, MAX_RANK);
    else if (!strncmp(a, "strides=", 8)) {
      l.have_strides = 1;
      (void)parse_list(a + 8, l.strides, MAX_RANK);
    } else if (!strncmp(a, "offset=", 7))
      l.offset = parse_i64(a + 7);
    else if (!strncmp(a, "values=", 7))
      values = a + 7;
    else
      die("memref: unknown argument ", a);
  }
  if (!l.have_strides)
    default_strides(&l);
  int64_t lo, hi;
  extent(&l, &lo, &hi);
  int64_t count = hi - lo + 1;
  size_t esize = ty_size[t];
  int comps = (t == T_C32 || t == T_C64) ? 2 : 1;
  size_t csize = esize / (size_t)comps;
  unsigned char *buf = (unsigned char *)calloc((size_t)count, esize);
  if (!buf)
    die("out of memory", NULL);
  /* Fill: the k-th scalar component of the buffer gets values[k % n], or
   * k itself when no values are given. */
  char *copy = NULL;
  if (values) {
    copy = (char *)malloc(strlen(values) + 1);
    if (!copy)
      die("out of memory", NULL);
    strcpy(copy, values);
  }
  char *items[4096];
  int nitems = 0;
  if (copy)
    for (char *tok = strtok(copy, ","); tok && nitems < 4096; tok = strtok(NULL, ","))
      items[nitems++] = tok;
  for (int64_t k = 0; k < count * comps; ++k) {
    char num[32];
    const char *v = num;
    if (nitems)
      v = items[k % nitems];
    else
      snprintf(num, sizeof num, "%lld", (long long)k);
    store_value(t, buf + (size_t)k * csize, v);
  }
  struct desc d;
  memset(&d, 0, sizeof d);
  d.allocated = buf;
  d.aligned = buf - lo * (int64_t)esize;
  d.offset = l.offset;
  for (int i = 0; i < l.rank; ++i) {
    d.shape[i] = l.sizes[i];
    d.shape[l.rank + i] = l.strides[i];
  }
  call_print(t, form, l.rank, &d);
  free(copy);
  free(buf);
  return 0;
}

/* memrefCopy between two byte buffers, then a dump of the destination and
 * an independent check against naive indexing. */
static int cmd_copy(int argc, char **argv) {
  struct layout s, t;
  memset(&s, 0, sizeof s);
  memset(&t, 0, sizeof t);
  int64_t esize = 4;
  for (int i = 0; i < argc; ++i) {
    const char *a = argv[i];
    if (!strncmp(a, "esize=", 6))
      esize = parse_i64(a + 6);
    else if (!strncmp(a, "sizes=", 6))
      s.rank = t.rank = parse_list(a + 6, s.sizes, MAX_RANK);
    else if (!strncmp(a, "src_strides=", 12)) {
      s.have_strides = 1;
      (void)parse_list(a + 12, s.strides, MAX_RANK);
    } else if (!strncmp(a, "dst_strides=", 12)) {
      t.have_strides = 1;
      (void)parse_list(a + 12, t.strides, MAX_RANK);
    } else if (!strncmp(a, "src_offset=", 11))
      s.offset = parse_i64(a + 11);
    else if (!strncmp(a, "dst_offset=", 11))
      t.offset = parse_i64(a + 11);
    else
      die("copy: unknown argument ", a);
  }
  memcpy(t.sizes, s.sizes, sizeof s.sizes);
  if (!s.have_strides)
    default_strides(&s);
  if (!t.have_strides)
    default_strides(&t);
  int64_t slo, shi, tlo, thi;
  extent(&s, &slo, &shi);
  extent(&t, &tlo, &thi);
  if (slo < 0 || tlo < 0)
    die("copy: negative element index", NULL);
  size_t sbytes = (size_t)((shi + 1) * esize), tbytes = (size_t)((thi + 1) * esize);
  unsigned char *src = (unsigned char *)malloc(sbytes + 1);
  unsigned char *dst = (unsigned char *)malloc(tbytes + 1);
  unsigned char *want = (unsigned char *)malloc(tbytes + 1);
  if (!src || !dst || !want)
    die("out of memory", NULL);
  for (size_t i = 0; i < sbytes; ++i)
    src[i] = (unsigned char)(i * 37 + 11);
  memset(dst, 0xee, tbytes);
  memset(want, 0xee, tbytes);
  /* naive reference */
  int64_t total = 1;
  for (int d = 0; d < s.rank; ++d)
    total *= s.sizes[d] > 0 ? s.sizes[d] : 0;
  for (int64_t n = 0; n < total; ++n) {
    int64_t rem = n, so = s.offset, to = t.offset;
    for (int d = s.rank - 1; d >= 0; --d) {
      int64_t i = rem % s.sizes[d];
      rem /= s.sizes[d];
      so += i * s.strides[d];
      to += i * t.strides[d];
    }
    memcpy(want + to * esize, src + so * esize, (size_t)esize);
  }
  struct desc sd, td;
  memset(&sd, 0, sizeof sd);
  memset(&td, 0, sizeof td);
  sd.allocated = sd.aligned = src;
  sd.offset = s.offset;
  td.allocated = td.aligned = dst;
  td.offset = t.offset;
  for (int i = 0; i < s.rank; ++i) {
    sd.shape[i] = s.sizes[i];
    sd.shape[s.rank + i] = s.strides[i];
    td.shape[i] = t.sizes[i];
    td.shape[t.rank + i] = t.strides[i];
  }
  mlirc_unranked_memref su = {s.rank, &sd}, tu = {t.rank, &td};
  memrefCopy(esize, &su, &tu);
  printf("dst (%zu bytes):", tbytes);
  for (size_t i = 0; i < tbytes; ++i)
    printf("%s%02x", i % (size_t)(esize * 8) == 0 ? "\n" : i % (size_t)esize == 0 ? " " : "", dst[i]);
  printf("\ncheck: %s\n", memcmp(dst, want, tbytes) ? "MISMATCH" : "ok");
  for (size_t i = 0; i < sbytes; ++i)
    if (src[i] != (unsigned char)(i * 37 + 11)) {
      printf("source modified at byte %zu\n", i);
      break;
    }
  free(src);
  free(dst);
  free(want);
  return 0;
}

static int cmd_allbits(int argc, char **argv) {
  if (argc != 1)
    die("allbits: need <f16|bf16>", NULL);
  int bf = !strcmp(argv[0], "bf16");
  if (!bf && strcmp(argv[0], "f16"))
    die("allbits: unknown type ", argv[0]);
  for (uint32_t b = 0; b < 65536u; ++b) {
    if (bf)
      printBF16((uint16_t)b);
    else
      printF16((uint16_t)b);
    printNewline();
  }
  return 0;
}

/* xorshift64*: the same sequence on every platform. */
static uint64_t next_random(uint64_t *state) {
  uint64_t x = *state;
  x ^= x >> 12;
  x ^= x << 25;
  x ^= x >> 27;
  *state = x;
  return x * 0x2545f4914f6cdd1dull;
}

static int cmd_randbits(int argc, char **argv) {
  if (argc != 3)
    die("randbits: need <f32|f64> <count> <seed>", NULL);
  int64_t count = parse_i64(argv[1]);
  uint64_t state = (uint64_t)parse_i64(argv[2]) | 1u;
  int f64 = !strcmp(argv[0], "f64");
  if (!f64 && strcmp(argv[0], "f32"))
    die("randbits: unknown type ", argv[0]);
  for (int64_t i = 0; i < count; ++i) {
    uint64_t r = next_random(&state);
    if (f64)
      printF64(f64_of_bits(r));
    else
      printF32(f32_of_bits((uint32_t)(r >> 32)));
    printNewline();
  }
  return 0;
}

static int cmd_clock(void) {
  double a = rtclock();
  int64_t n = _mlir_ciface_nanoTime();
  double b = rtclock();
  /* after 2020-01-01, monotone between the two calls, nanoTime agreeing
   * with rtclock to within a minute */
  double diff = (double)n * 1e-9 - a;
  int ok = a > 1577836800.0 && b >= a && diff < 60.0 && diff > -60.0;
  printf("clock: %s\n", ok ? "ok" : "BAD");
  return 0;
}

static int dispatch(int argc, char **argv);

static int cmd_batch(int argc, char **argv) {
  if (argc != 2)
    die("batch: need <cases> <outdir>", NULL);
  /* Read the whole file first: a child's exit() would otherwise move the
   * read offset of a stdio stream it shares with the parent. */
  FILE *in = fopen(argv[0], "rb");
  if (!in)
    die("batch: cannot open ", argv[0]);
  size_t cap = 1 << 16, size = 0, got;
  char *text = (char *)malloc(cap + 1);
  while (text && (got = fread(text + size, 1, cap - size, in)) > 0) {
    size += got;
    if (size == cap) {
      cap *= 2;
      text = (char *)realloc(text, cap + 1);
    }
  }
  fclose(in);
  if (!text)
    die("out of memory", NULL);
  text[size] = 0;
  for (char *line = text, *next; line && *line; line = next) {
    next = strchr(line, '\n');
    if (next)
      *next++ = 0;
    char *args[1024];
    int n = 0;
    args[n++] = (char *)"driver";
    for (char *tok = strtok(line, "\t\r"); tok && n < 1023; tok = strtok(NULL, "\t\r"))
      args[n++] = tok;
    args[n] = NULL;
    if (n < 2)
      continue;
    const char *id = args[1];
    char path[4096];
    fflush(stdout);
    fflush(stderr);
    pid_t pid = fork();
    if (pid < 0)
      die("batch: fork failed", NULL);
    if (pid == 0) {
      snprintf(path, sizeof path, "%s/%s.out", argv[1], id);
      if (!freopen(path, "wb", stdout))
        _exit(3);
      snprintf(path, sizeof path, "%s/%s.err", argv[1], id);
      if (!freopen(path, "wb", stderr))
        _exit(3);
      args[1] = args[0];
      exit(dispatch(n - 1, args + 1));
    }
    int status = 0;
    if (waitpid(pid, &status, 0) < 0)
      die("batch: waitpid failed", NULL);
    snprintf(path, sizeof path, "%s/%s.status", argv[1], id);
    FILE *st = fopen(path, "wb");
    if (!st)
      die("batch: cannot write ", path);
    if (WIFEXITED(status))
      fprintf(st, "exit %d\n", WEXITSTATUS(status));
    else
      fprintf(st, "signal %d\n", WIFSIGNALED(status) ? WTERMSIG(status) : -1);
    fclose(st);
  }
  free(text);
  return 0;
}

int main(int argc, char **argv) { return dispatch(argc, argv); }

static int dispatch(int argc, char **argv) {
  if (argc < 2)
    die("usage: driver <command> [args...]", NULL);
  /* "cmd1 args ; cmd2 args": run in sequence */
  for (int i = 2; i < argc; ++i) {
    if (!strcmp(argv[i], ";")) {
      argv[i] = argv[0];
      int rc = dispatch(i, argv);
      return rc ? rc : dispatch(argc - i, argv + i);
    }
  }
  const char *c = argv[1];
  if (!strcmp(c, "batch"))
    return cmd_batch(argc - 2, argv + 2);
  if (!strcmp(c, "abort")) {
    (void)dispatch(argc - 1, argv + 1);
    abort();
  }
  if (!strcmp(c, "scalar"))
    return cmd_scalar(argc - 2, argv + 2);
  if (!strcmp(c, "string"))
    return cmd_string(argc - 2, argv + 2);
  if (!strcmp(c, "punct"))
    return cmd_punct();
  if (!strcmp(c, "memref"))
    return cmd_memref(argc - 2, argv + 2);
  if (!strcmp(c, "copy"))
    return cmd_copy(argc - 2, argv + 2);
  if (!strcmp(c, "flops")) {
    printFlops(parse_f64(argv[2 < argc ? 2 : 1]));
    return 0;
  }
  if (!strcmp(c, "clock"))
    return cmd_clock();
  if (!strcmp(c, "allbits"))
    return cmd_allbits(argc - 2, argv + 2);
  if (!strcmp(c, "randbits"))
    return cmd_randbits(argc - 2, argv + 2);
  die("unknown command: ", c);
  return 2;
}
