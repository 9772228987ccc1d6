/* A mock CUDA driver (libcuda) for testing mlirc's GPU runtime without a GPU.
 *
 * Build: cc -shared -fPIC -o libmockcuda.so mock_cuda.c -lpthread
 * Use:   MLIRC_CUDA_LIBRARY=/path/libmockcuda.so ./program
 *
 * It implements the driver entry points the runtime resolves, with the
 * driver's argument checks that matter to a caller (initialization, a current
 * context, valid handles, bounds of device memory, launch limits), computes no
 * kernel, and records every call, one line each, in a stable format:
 * handles are named by creation order (ctx0, mod0, stream1, event1), device
 * memory by allocation (buf1, buf2: a pointer into one prints `buf1+16`),
 * registered host memory as host1, ...; kernel parameters are printed by the
 * types of the kernel's PTX signature (`.entry name(.param .u64 ..., ...)`).
 *
 * Device memory is host memory (malloc), so copies and memsets really happen.
 *
 * Environment:
 *   MOCK_CUDA_LOG      file the call log is appended to (no log when unset)
 *   MOCK_CUDA_DIR      folder each module image is written to, as
 *                      module<N>.ptx / .cubin / .fatbin (N counts loads from 0)
 *   MOCK_CUDA_DEVICES  number of devices (default 1; 0 simulates "no device")
 *   MOCK_CUDA_SM       the device's compute capability ×10 (default 90)
 *   MOCK_CUDA_FAIL     comma-separated entry points that fail (e.g.
 *                      cuModuleLoadDataEx,cuMemAlloc_v2), with
 *   MOCK_CUDA_FAIL_CODE the CUresult they return (default: an error that
 *                      suits the call, e.g. CUDA_ERROR_INVALID_PTX for a
 *                      module load) and
 *   MOCK_CUDA_JIT_LOG  the JIT error log text a failing module load writes.
 * A PTX image without a `.version` and a `.target` directive fails to load
 * with CUDA_ERROR_INVALID_PTX and a JIT log saying so.
 */
#define _GNU_SOURCE
#include <pthread.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef int CUresult;
typedef int CUdevice;
typedef unsigned long long CUdeviceptr;

enum {
  OK = 0,
  E_INVALID_VALUE = 1,
  E_OUT_OF_MEMORY = 2,
  E_NOT_INITIALIZED = 3,
  E_NO_DEVICE = 100,
  E_INVALID_DEVICE = 101,
  E_INVALID_IMAGE = 200,
  E_INVALID_CONTEXT = 201,
  E_INVALID_PTX = 218,
  E_INVALID_HANDLE = 400,
  E_NOT_FOUND = 500,
  E_HOST_MEMORY_ALREADY_REGISTERED = 712,
  E_HOST_MEMORY_NOT_REGISTERED = 713,
  E_INVALID_CLUSTER_SIZE = 912,
};

static const struct {
  int code;
  const char *name, *text;
} errors[] = {
    {OK, "CUDA_SUCCESS", "no error"},
    {E_INVALID_VALUE, "CUDA_ERROR_INVALID_VALUE", "invalid argument"},
    {E_OUT_OF_MEMORY, "CUDA_ERROR_OUT_OF_MEMORY", "out of memory"},
    {E_NOT_INITIALIZED, "CUDA_ERROR_NOT_INITIALIZED", "initialization error"},
    {E_NO_DEVICE, "CUDA_ERROR_NO_DEVICE", "no CUDA-capable device is detected"},
    {E_INVALID_DEVICE, "CUDA_ERROR_INVALID_DEVICE", "invalid device ordinal"},
    {E_INVALID_IMAGE, "CUDA_ERROR_INVALID_IMAGE", "device kernel image is invalid"},
    {E_INVALID_CONTEXT, "CUDA_ERROR_INVALID_CONTEXT", "invalid device context"},
    {E_INVALID_PTX, "CUDA_ERROR_INVALID_PTX", "a PTX JIT compilation failed"},
    {E_INVALID_HANDLE, "CUDA_ERROR_INVALID_HANDLE", "invalid resource handle"},
    {E_NOT_FOUND, "CUDA_ERROR_NOT_FOUND", "named symbol not found"},
    {E_HOST_MEMORY_ALREADY_REGISTERED, "CUDA_ERROR_HOST_MEMORY_ALREADY_REGISTERED",
     "part or all of the requested memory range is already mapped"},
    {E_HOST_MEMORY_NOT_REGISTERED, "CUDA_ERROR_HOST_MEMORY_NOT_REGISTERED",
     "pointer does not correspond to a registered memory region"},
    {E_INVALID_CLUSTER_SIZE, "CUDA_ERROR_INVALID_CLUSTER_SIZE", "invalid cluster size"},
};

static const char *error_name(int code) {
  for (size_t i = 0; i < sizeof errors / sizeof errors[0]; i++)
    if (errors[i].code == code)
      return errors[i].name;
  return "CUDA_ERROR_UNKNOWN";
}

/* ---- State (one lock around every entry point) --------------------------- */

static pthread_mutex_t mu = PTHREAD_MUTEX_INITIALIZER;
static void unlock_mu(int *unused) {
  (void)unused;
  pthread_mutex_unlock(&mu);
}
#define ENTER                                                                                                    \
  pthread_mutex_lock(&mu);                                                                                       \
  __attribute__((cleanup(unlock_mu))) int guard_ = 0;                                                            \
  (void)guard_

typedef struct {
  int device;
} context;

typedef struct {
  char name[128];
  int nparams; /* -1: unknown (not PTX) */
  char (*types)[8];
  size_t *sizes;
  int max_dynamic_smem;
  struct module *module;
} entry;

typedef struct module {
  int id;
  int live;
  int binary; /* cubin or fatbin: kernels are found by name, their parameters are unknown */
  int nentries;
  entry *entries;
} module;

/* Kernels a binary module can be asked for (their handles point into a fixed array). */
#define MAX_BINARY_KERNELS 64

typedef struct {
  const char *prefix;
  int id;
  int live;
} handle; /* streams and events */

typedef struct {
  int id;
  int kind; /* 0 device, 1 managed, 2 registered host memory */
  int live;
  unsigned char *base;
  size_t size;
} region;

static int initialized, ndevices = -1;
static context contexts[16];
static __thread context *current;
static FILE *logf_;
static int log_opened;
static int nmodules, nstreams, nevents, nbufs, nhosts;
static module **modules;
static handle **handles;
static int nhandles;
static region *regions;
static int nregions;

static void say(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
static void say(const char *fmt, ...) {
  va_list ap;
  if (!log_opened) {
    const char *path = getenv("MOCK_CUDA_LOG");
    log_opened = 1;
    if (path && *path)
      logf_ = fopen(path, "a");
  }
  if (!logf_)
    return;
  va_start(ap, fmt);
  vfprintf(logf_, fmt, ap);
  va_end(ap);
  fputc('\n', logf_);
  fflush(logf_);
}

/* Whether MOCK_CUDA_FAIL lists the entry point `fn`. */
static int listed(const char *fn) {
  const char *list = getenv("MOCK_CUDA_FAIL");
  size_t n = strlen(fn);
  for (const char *p = list; p && *p;) {
    const char *end = strchr(p, ',');
    size_t len = end ? (size_t)(end - p) : strlen(p);
    if (len == n && !strncmp(p, fn, n))
      return 1;
    p = end ? end + 1 : NULL;
  }
  return 0;
}

/* The error an injected failure of `fn` returns. */
static int injected_code(int default_code) {
  const char *code = getenv("MOCK_CUDA_FAIL_CODE");
  return code && *code ? atoi(code) : default_code;
}

/* The code a call named `fn` fails with when MOCK_CUDA_FAIL lists it, else 0. */
static int injected(const char *fn, int default_code) {
  if (!listed(fn))
    return 0;
  int c = injected_code(default_code);
  say("%s -> %s (injected)", fn, error_name(c));
  return c;
}

static CUresult fail_with(int code, const char *fn, const char *why) {
  say("%s -> %s (%s)", fn, error_name(code), why);
  return code;
}

/* Common preconditions: initialized, a current context, no injected failure. */
#define PRE(fn, default_code, need_ctx)                                                                          \
  do {                                                                                                           \
    int c_;                                                                                                      \
    if (!initialized)                                                                                            \
      return fail_with(E_NOT_INITIALIZED, fn, "cuInit was not called");                                          \
    if ((need_ctx) && !current)                                                                                  \
      return fail_with(E_INVALID_CONTEXT, fn, "no current context");                                             \
    if ((c_ = injected(fn, default_code)))                                                                       \
      return c_;                                                                                                 \
  } while (0)

static region *find_region(uintptr_t p, int kinds_mask) {
  for (int i = nregions - 1; i >= 0; i--) {
    region *r = &regions[i];
    if (r->live && (kinds_mask >> r->kind & 1) && p >= (uintptr_t)r->base && p < (uintptr_t)r->base + r->size)
      return r;
  }
  return NULL;
}

/* `buf3+16`, `host1+0`, `0`, or the address as a number. */
static const char *ptr_name(uintptr_t p, char *buf, size_t n) {
  region *r = find_region(p, 7);
  if (r)
    snprintf(buf, n, "%s%d+%zu", r->kind == 2 ? "host" : "buf", r->id, (size_t)(p - (uintptr_t)r->base));
  else if (p == 0)
    snprintf(buf, n, "0");
  else
    snprintf(buf, n, "unknown-pointer");
  return buf;
}

static region *new_region(int kind, void *base, size_t size) {
  region *rs = realloc(regions, (size_t)(nregions + 1) * sizeof *rs);
  if (!rs)
    abort();
  regions = rs;
  region *r = &regions[nregions++];
  r->kind = kind;
  r->live = 1;
  r->base = base;
  r->size = size;
  r->id = kind == 2 ? ++nhosts : ++nbufs;
  return r;
}

static handle *new_handle(const char *prefix, int id) {
  handle **hs = realloc(handles, (size_t)(nhandles + 1) * sizeof *hs);
  if (!hs)
    abort();
  handles = hs;
  handle *h = calloc(1, sizeof *h);
  if (!h)
    abort();
  h->prefix = prefix;
  h->id = id;
  h->live = 1;
  handles[nhandles++] = h;
  return h;
}

/* A live stream/event handle with this prefix, or NULL. */
static handle *find_handle(void *p, const char *prefix) {
  for (int i = 0; i < nhandles; i++)
    if ((void *)handles[i] == p && handles[i]->live && !strcmp(handles[i]->prefix, prefix))
      return handles[i];
  return NULL;
}

/* The name of a stream argument (NULL is the default stream), or NULL when invalid. */
static const char *stream_name(void *s, char *buf, size_t n) {
  handle *h;
  if (!s) {
    snprintf(buf, n, "null");
    return buf;
  }
  if (!(h = find_handle(s, "stream")))
    return NULL;
  snprintf(buf, n, "stream%d", h->id);
  return buf;
}

static entry *find_function(void *f) {
  for (int i = 0; i < nmodules; i++)
    if (modules[i]->live)
      for (int j = 0; j < modules[i]->nentries; j++)
        if ((void *)&modules[i]->entries[j] == f)
          return &modules[i]->entries[j];
  return NULL;
}

static module *find_module(void *m) {
  for (int i = 0; i < nmodules; i++)
    if ((void *)modules[i] == m && modules[i]->live)
      return modules[i];
  return NULL;
}

/* ---- Devices and contexts ------------------------------------------------- */

CUresult cuInit(unsigned int flags) {
  ENTER;
  if (ndevices < 0) {
    const char *n = getenv("MOCK_CUDA_DEVICES");
    ndevices = n && *n ? atoi(n) : 1;
    if (ndevices > 16)
      ndevices = 16;
  }
  say("cuInit flags=%u", flags);
  int c = injected("cuInit", E_NO_DEVICE);
  if (c)
    return c;
  initialized = 1;
  return OK;
}

CUresult cuGetErrorString(CUresult error, const char **str) {
  for (size_t i = 0; i < sizeof errors / sizeof errors[0]; i++)
    if (errors[i].code == error) {
      *str = errors[i].text;
      return OK;
    }
  *str = NULL;
  return E_INVALID_VALUE;
}

CUresult cuGetErrorName(CUresult error, const char **str) {
  for (size_t i = 0; i < sizeof errors / sizeof errors[0]; i++)
    if (errors[i].code == error) {
      *str = errors[i].name;
      return OK;
    }
  *str = NULL;
  return E_INVALID_VALUE;
}

CUresult cuDeviceGetCount(int *count) {
  ENTER;
  PRE("cuDeviceGetCount", E_INVALID_VALUE, 0);
  *count = ndevices;
  say("cuDeviceGetCount -> %d", ndevices);
  return OK;
}

CUresult cuDeviceGet(CUdevice *device, int ordinal) {
  ENTER;
  PRE("cuDeviceGet", E_INVALID_DEVICE, 0);
  if (ordinal < 0 || ordinal >= ndevices)
    return fail_with(E_INVALID_DEVICE, "cuDeviceGet", "no such ordinal");
  *device = ordinal;
  say("cuDeviceGet ordinal=%d -> dev%d", ordinal, ordinal);
  return OK;
}

/* The device's compute capability ×10: MOCK_CUDA_SM (e.g. 80), default 90. */
static int mock_sm(void) {
  const char *e = getenv("MOCK_CUDA_SM");
  return e && atoi(e) > 0 ? atoi(e) : 90;
}

CUresult cuDeviceGetAttribute(int *value, int attribute, CUdevice device) {
  ENTER;
  PRE("cuDeviceGetAttribute", E_INVALID_VALUE, 0);
  if (device < 0 || device >= ndevices)
    return fail_with(E_INVALID_DEVICE, "cuDeviceGetAttribute", "no such device");
  switch (attribute) {
  case 97: /* MAX_SHARED_MEMORY_PER_BLOCK_OPTIN (an sm_90 device's) */
    *value = 232448;
    break;
  case 75: /* COMPUTE_CAPABILITY_MAJOR (MOCK_CUDA_SM, default 90) */
    *value = mock_sm() / 10;
    break;
  case 76: /* COMPUTE_CAPABILITY_MINOR */
    *value = mock_sm() % 10;
    break;
  default:
    return fail_with(E_INVALID_VALUE, "cuDeviceGetAttribute", "attribute not modelled by the mock");
  }
  say("cuDeviceGetAttribute attr=%d dev%d -> %d", attribute, device, *value);
  return OK;
}

CUresult cuDevicePrimaryCtxRetain(void **ctx, CUdevice device) {
  ENTER;
  PRE("cuDevicePrimaryCtxRetain", E_INVALID_VALUE, 0);
  if (device < 0 || device >= ndevices)
    return fail_with(E_INVALID_DEVICE, "cuDevicePrimaryCtxRetain", "no such device");
  contexts[device].device = device;
  *ctx = &contexts[device];
  say("cuDevicePrimaryCtxRetain dev%d -> ctx%d", device, device);
  return OK;
}

CUresult cuCtxSetCurrent(void *ctx) {
  ENTER;
  PRE("cuCtxSetCurrent", E_INVALID_CONTEXT, 0);
  if (ctx && (ctx < (void *)&contexts[0] || ctx >= (void *)&contexts[ndevices]))
    return fail_with(E_INVALID_CONTEXT, "cuCtxSetCurrent", "not a context");
  current = ctx;
  if (ctx)
    say("cuCtxSetCurrent ctx%d", current->device);
  else
    say("cuCtxSetCurrent null");
  return OK;
}

/* ---- Modules ---------------------------------------------------------------- */

/* Bytes of one element of a PTX type (.b32, .u64, .f16, ...), 0 if unknown. */
static size_t type_bytes(const char *t) {
  static const struct {
    const char *name;
    size_t bytes;
  } types[] = {{".b8", 1},  {".u8", 1},  {".s8", 1},  {".b16", 2}, {".u16", 2}, {".s16", 2},  {".f16", 2},
               {".bf16", 2}, {".b32", 4}, {".u32", 4}, {".s32", 4}, {".f32", 4}, {".f16x2", 4}, {".bf16x2", 4},
               {".b64", 8}, {".u64", 8}, {".s64", 8}, {".f64", 8}};
  for (size_t i = 0; i < sizeof types / sizeof types[0]; i++)
    if (!strcmp(t, types[i].name))
      return types[i].bytes;
  return 0;
}

/* Copies PTX text without its comments. */
static char *strip_comments(const char *s) {
  char *out = malloc(strlen(s) + 1), *o = out;
  if (!out)
    abort();
  while (*s) {
    if (s[0] == '/' && s[1] == '/') {
      while (*s && *s != '\n')
        s++;
    } else if (s[0] == '/' && s[1] == '*') {
      s += 2;
      while (*s && !(s[0] == '*' && s[1] == '/'))
        s++;
      if (*s)
        s += 2;
      *o++ = ' ';
    } else if (*s == '"') {
      *o++ = *s++;
      while (*s && *s != '"')
        *o++ = *s++;
      if (*s)
        *o++ = *s++;
    } else {
      *o++ = *s++;
    }
  }
  *o = 0;
  return out;
}

static int is_ident(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c == '$' ||
         c == '%' || c == '.';
}

/* Parses one parameter declaration `.param [.align N] .type [.ptr [.space] [.align N]] name[[N]]`. */
static int parse_param(const char *p, const char *end, char type[8], size_t *size) {
  char tok[64];
  size_t count = 1;
  type[0] = 0;
  while (p < end) {
    while (p < end && (*p == ' ' || *p == '\t' || *p == '\n' || *p == '\r'))
      p++;
    if (p >= end)
      break;
    if (*p == '[') {
      count = strtoull(p + 1, NULL, 10);
      while (p < end && *p != ']')
        p++;
      p++;
      continue;
    }
    size_t n = 0;
    while (p < end && is_ident(*p) && n + 1 < sizeof tok)
      tok[n++] = *p++;
    tok[n] = 0;
    if (n == 0) {
      p++;
      continue;
    }
    if (!strcmp(tok, ".align")) {
      while (p < end && (*p == ' ' || *p == '\t'))
        p++;
      while (p < end && *p >= '0' && *p <= '9')
        p++;
    } else if (tok[0] == '.' && type_bytes(tok) && !type[0]) {
      memcpy(type, tok, strlen(tok) + 1); /* a known type name: at most 7 characters */
    }
  }
  if (!type[0])
    return 0;
  *size = type_bytes(type) * count;
  return 1;
}

/* Finds the kernels (`.entry`) of a PTX text and their parameter lists. */
static void parse_entries(module *m, const char *ptx) {
  char *text = strip_comments(ptx);
  for (char *p = text; (p = strstr(p, ".entry")) != NULL;) {
    if ((p > text && is_ident(p[-1])) || is_ident(p[6])) {
      p += 6;
      continue;
    }
    p += 6;
    while (*p == ' ' || *p == '\t' || *p == '\n' || *p == '\r')
      p++;
    entry e;
    memset(&e, 0, sizeof e);
    size_t n = 0;
    while (is_ident(*p) && n + 1 < sizeof e.name)
      e.name[n++] = *p++;
    while (*p == ' ' || *p == '\t' || *p == '\n' || *p == '\r')
      p++;
    if (*p == '(') {
      char *close = strchr(p, ')');
      if (!close)
        break;
      for (char *q = p + 1; q < close;) {
        char *comma = memchr(q, ',', (size_t)(close - q));
        char *stop = comma ? comma : close;
        char type[8];
        size_t size;
        if (parse_param(q, stop, type, &size)) {
          e.types = realloc(e.types, (size_t)(e.nparams + 1) * sizeof *e.types);
          e.sizes = realloc(e.sizes, (size_t)(e.nparams + 1) * sizeof *e.sizes);
          if (!e.types || !e.sizes)
            abort();
          memcpy(e.types[e.nparams], type, 8);
          e.sizes[e.nparams++] = size;
        }
        q = stop + 1;
      }
      p = close + 1;
    }
    entry *es = realloc(m->entries, (size_t)(m->nentries + 1) * sizeof *es);
    if (!es)
      abort();
    m->entries = es;
    m->entries[m->nentries++] = e;
  }
  for (int i = 0; i < m->nentries; i++)
    m->entries[i].module = m;
  free(text);
}

static const char *jit_option_name(int o) {
  switch (o) {
  case 0: return "max_registers";
  case 1: return "threads_per_block";
  case 2: return "wall_time";
  case 3: return "info_log_buffer";
  case 4: return "info_log_buffer_size";
  case 5: return "error_log_buffer";
  case 6: return "error_log_buffer_size";
  case 7: return "optimization_level";
  case 8: return "target_from_context";
  case 9: return "target";
  case 12: return "log_verbose";
  default: return "unknown";
  }
}

CUresult cuModuleLoadDataEx(void **out, const void *image, unsigned int numOptions, int *options,
                            void **optionValues) {
  ENTER;
  if (!initialized)
    return fail_with(E_NOT_INITIALIZED, "cuModuleLoadDataEx", "cuInit was not called");
  if (!current)
    return fail_with(E_INVALID_CONTEXT, "cuModuleLoadDataEx", "no current context");
  const unsigned char *b = image;
  const char *kind = "ptx";
  size_t bytes;
  if (!image || !out)
    return fail_with(E_INVALID_VALUE, "cuModuleLoadDataEx", "null argument");
  if (b[0] == 0x7f && b[1] == 'E' && b[2] == 'L' && b[3] == 'F') {
    /* ELF64: the end of the last of the headers and sections. */
    uint64_t shoff, phoff, end;
    uint16_t phentsize, phnum, shentsize, shnum;
    memcpy(&phoff, b + 0x20, 8);
    memcpy(&shoff, b + 0x28, 8);
    memcpy(&phentsize, b + 0x36, 2);
    memcpy(&phnum, b + 0x38, 2);
    memcpy(&shentsize, b + 0x3a, 2);
    memcpy(&shnum, b + 0x3c, 2);
    end = shoff + (uint64_t)shentsize * shnum;
    if (phoff + (uint64_t)phentsize * phnum > end)
      end = phoff + (uint64_t)phentsize * phnum;
    for (unsigned i = 0; i < shnum; i++) {
      const unsigned char *sh = b + shoff + (uint64_t)i * shentsize;
      uint32_t type;
      uint64_t off, size;
      memcpy(&type, sh + 4, 4);
      memcpy(&off, sh + 0x18, 8);
      memcpy(&size, sh + 0x20, 8);
      if (type != 8 /* SHT_NOBITS */ && off + size > end)
        end = off + size;
    }
    kind = "cubin";
    bytes = (size_t)end;
  } else if (b[0] == 0x50 && b[1] == 0xed && b[2] == 0x55 && b[3] == 0xba) {
    uint64_t fat;
    memcpy(&fat, b + 8, 8);
    kind = "fatbin";
    bytes = (size_t)(16 + fat);
  } else {
    bytes = strlen(image);
  }
  int id = nmodules;
  const char *dir = getenv("MOCK_CUDA_DIR");
  if (dir && *dir) {
    char path[4096];
    snprintf(path, sizeof path, "%s/module%d.%s", dir, id, kind);
    FILE *f = fopen(path, "wb");
    if (f) {
      fwrite(image, 1, bytes, f);
      fclose(f);
    }
  }
  char opts[512] = "";
  char *log = NULL;
  size_t log_size = 0;
  for (unsigned i = 0; i < numOptions; i++) {
    size_t len = strlen(opts);
    uintptr_t v = (uintptr_t)optionValues[i];
    if (options[i] == 5)
      log = optionValues[i];
    if (options[i] == 6)
      log_size = (size_t)v;
    if (options[i] == 3 || options[i] == 5)
      snprintf(opts + len, sizeof opts - len, "%s%s", i ? "," : "", jit_option_name(options[i]));
    else
      snprintf(opts + len, sizeof opts - len, "%s%s=%lu", i ? "," : "", jit_option_name(options[i]),
               (unsigned long)v);
  }
  say("cuModuleLoadDataEx image=module%d.%s bytes=%zu options=[%s]", id, kind, bytes, opts);
  nmodules++;
  const char *jit_error = NULL;
  int code = E_INVALID_PTX;
  if (listed("cuModuleLoadDataEx")) {
    code = injected_code(E_INVALID_PTX);
    const char *text = getenv("MOCK_CUDA_JIT_LOG");
    jit_error = text && *text ? text : "ptxas application ptx input, line 1; fatal   : mock JIT failure";
  } else if (!strcmp(kind, "ptx") && (!strstr(image, ".version") || !strstr(image, ".target"))) {
    jit_error = "ptxas application ptx input, line 1; fatal   : not PTX: no .version or .target directive";
  }
  if (jit_error) {
    if (log && log_size) {
      snprintf(log, log_size, "%s", jit_error);
    }
    return fail_with(code, "cuModuleLoadDataEx", "JIT failure");
  }
  module *m = calloc(1, sizeof *m);
  module **ms = realloc(modules, (size_t)nmodules * sizeof *ms);
  if (!m || !ms)
    abort();
  modules = ms;
  modules[id] = m;
  m->id = id;
  m->live = 1;
  if (!strcmp(kind, "ptx")) {
    parse_entries(m, image);
  } else {
    m->binary = 1;
    m->entries = calloc(MAX_BINARY_KERNELS, sizeof *m->entries);
    if (!m->entries)
      abort();
  }
  for (int i = 0; i < m->nentries; i++) {
    char sig[1024] = "";
    for (int j = 0; j < m->entries[i].nparams; j++) {
      size_t len = strlen(sig);
      snprintf(sig + len, sizeof sig - len, "%s%s:%zu", j ? ", " : "", m->entries[i].types[j],
               m->entries[i].sizes[j]);
    }
    say("  entry %s(%s)", m->entries[i].name, sig);
  }
  say("  -> mod%d", id);
  *out = m;
  return OK;
}

CUresult cuModuleUnload(void *mod) {
  ENTER;
  PRE("cuModuleUnload", E_INVALID_HANDLE, 1);
  module *m = find_module(mod);
  if (!m)
    return fail_with(E_INVALID_HANDLE, "cuModuleUnload", "not a loaded module");
  m->live = 0;
  say("cuModuleUnload mod%d", m->id);
  return OK;
}

CUresult cuModuleGetFunction(void **f, void *mod, const char *name) {
  ENTER;
  PRE("cuModuleGetFunction", E_NOT_FOUND, 1);
  module *m = find_module(mod);
  if (!m)
    return fail_with(E_INVALID_HANDLE, "cuModuleGetFunction", "not a loaded module");
  for (int i = 0; i < m->nentries; i++)
    if (!strcmp(m->entries[i].name, name)) {
      *f = &m->entries[i];
      say("cuModuleGetFunction mod%d name=%s", m->id, name);
      return OK;
    }
  if (m->binary && m->nentries < MAX_BINARY_KERNELS && strlen(name) < sizeof m->entries[0].name) {
    entry *e = &m->entries[m->nentries++];
    snprintf(e->name, sizeof e->name, "%s", name);
    e->nparams = -1;
    e->module = m;
    *f = e;
    say("cuModuleGetFunction mod%d name=%s", m->id, name);
    return OK;
  }
  say("cuModuleGetFunction mod%d name=%s -> CUDA_ERROR_NOT_FOUND", m->id, name);
  return E_NOT_FOUND;
}

CUresult cuFuncSetAttribute(void *f, int attribute, int value) {
  ENTER;
  PRE("cuFuncSetAttribute", E_INVALID_VALUE, 1);
  entry *e = find_function(f);
  if (!e)
    return fail_with(E_INVALID_HANDLE, "cuFuncSetAttribute", "not a function");
  if (attribute == 8) {
    if (value < 0 || value > 232448)
      return fail_with(E_INVALID_VALUE, "cuFuncSetAttribute", "shared memory size too large");
    e->max_dynamic_smem = value;
  }
  say("cuFuncSetAttribute kernel=%s attr=%d value=%d", e->name, attribute, value);
  return OK;
}

/* ---- Launches ------------------------------------------------------------- */

/* Appends the kernel's parameter values, by their PTX types. */
static void format_params(entry *e, void **params, char *out, size_t n) {
  size_t len = 0;
  len += (size_t)snprintf(out + len, n - len, "params=%d [", e->nparams);
  for (int i = 0; i < e->nparams && len < n; i++) {
    const char *t = e->types[i];
    size_t sz = e->sizes[i];
    const unsigned char *v = params[i];
    char val[128];
    if (sz == 8 && (t[1] == 'u' || t[1] == 'b')) {
      uint64_t x;
      memcpy(&x, v, 8);
      if (find_region((uintptr_t)x, 3))
        ptr_name((uintptr_t)x, val, sizeof val);
      else
        snprintf(val, sizeof val, "%llu", (unsigned long long)x);
    } else if (sz == 8 && t[1] == 's') {
      int64_t x;
      memcpy(&x, v, 8);
      snprintf(val, sizeof val, "%lld", (long long)x);
    } else if (sz == 8 && !strcmp(t, ".f64")) {
      double x;
      memcpy(&x, v, 8);
      snprintf(val, sizeof val, "%g", x);
    } else if (sz == 4 && !strcmp(t, ".f32")) {
      float x;
      memcpy(&x, v, 4);
      snprintf(val, sizeof val, "%g", (double)x);
    } else if (sz == 4 && t[1] == 's') {
      int32_t x;
      memcpy(&x, v, 4);
      snprintf(val, sizeof val, "%d", x);
    } else if (sz == 4 && (t[1] == 'u' || t[1] == 'b')) {
      uint32_t x;
      memcpy(&x, v, 4);
      snprintf(val, sizeof val, "%u", x);
    } else if (sz == 2 && t[1] == 's') {
      int16_t x;
      memcpy(&x, v, 2);
      snprintf(val, sizeof val, "%d", x);
    } else if (sz == 2 && (t[1] == 'u' || t[1] == 'b')) {
      uint16_t x;
      memcpy(&x, v, 2);
      snprintf(val, sizeof val, "%u", x);
    } else if (sz == 1 && t[1] == 's') {
      snprintf(val, sizeof val, "%d", (int)(int8_t)v[0]);
    } else if (sz == 1) {
      snprintf(val, sizeof val, "%u", v[0]);
    } else {
      /* Arrays and half floats: the bytes in hex. */
      size_t k = (size_t)snprintf(val, sizeof val, "0x");
      for (size_t j = 0; j < sz && k + 3 < sizeof val; j++)
        k += (size_t)snprintf(val + k, sizeof val - k, "%02x", v[j]);
    }
    len += (size_t)snprintf(out + len, n - len, "%s%s", i ? ", " : "", val);
  }
  if (len < n)
    snprintf(out + len, n - len, "]");
}

static CUresult launch(const char *fn, void *f, unsigned gx, unsigned gy, unsigned gz, unsigned bx, unsigned by,
                       unsigned bz, unsigned smem, void *stream, void **params, void **extra, const char *cluster) {
  char sname[32], ps[4096];
  entry *e = find_function(f);
  if (!e)
    return fail_with(E_INVALID_HANDLE, fn, "not a function of a loaded module");
  if (!stream_name(stream, sname, sizeof sname))
    return fail_with(E_INVALID_HANDLE, fn, "not a stream");
  if (gx == 0 || gy == 0 || gz == 0 || bx == 0 || by == 0 || bz == 0 || gy > 65535 || gz > 65535 || bx > 1024 ||
      by > 1024 || bz > 64 || (unsigned long long)bx * by * bz > 1024)
    return fail_with(E_INVALID_VALUE, fn, "grid or block size out of the device's limits");
  if (smem > 48 * 1024 && (int)smem > e->max_dynamic_smem)
    return fail_with(E_INVALID_VALUE, fn, "dynamic shared memory above 48 KiB without cuFuncSetAttribute");
  if (extra)
    snprintf(ps, sizeof ps, "extra");
  else if (e->nparams > 0 && !params)
    return fail_with(E_INVALID_VALUE, fn, "no kernel parameters");
  else if (e->nparams < 0)
    snprintf(ps, sizeof ps, "params=? (binary module)");
  else
    format_params(e, params, ps, sizeof ps);
  say("%s kernel=%s%s grid=%u,%u,%u block=%u,%u,%u smem=%u stream=%s %s", fn, e->name, cluster, gx, gy, gz, bx, by,
      bz, smem, sname, ps);
  return OK;
}

CUresult cuLaunchKernel(void *f, unsigned gx, unsigned gy, unsigned gz, unsigned bx, unsigned by, unsigned bz,
                        unsigned smem, void *stream, void **params, void **extra) {
  ENTER;
  PRE("cuLaunchKernel", E_INVALID_VALUE, 1);
  return launch("cuLaunchKernel", f, gx, gy, gz, bx, by, bz, smem, stream, params, extra, "");
}

typedef struct {
  int id;
  char pad[4];
  union {
    char pad[64];
    struct {
      unsigned x, y, z;
    } cluster;
    int policy;
  } value;
} launch_attribute;

typedef struct {
  unsigned gx, gy, gz, bx, by, bz, smem;
  void *stream;
  launch_attribute *attrs;
  unsigned nattrs;
} launch_config;

CUresult cuLaunchKernelEx(const launch_config *config, void *f, void **params, void **extra) {
  ENTER;
  PRE("cuLaunchKernelEx", E_INVALID_VALUE, 1);
  char cluster[128] = "";
  for (unsigned i = 0; i < config->nattrs; i++) {
    const launch_attribute *a = &config->attrs[i];
    size_t len = strlen(cluster);
    if (a->id == 4) {
      unsigned x = a->value.cluster.x, y = a->value.cluster.y, z = a->value.cluster.z;
      if (!x || !y || !z || config->gx % x || config->gy % y || config->gz % z)
        return fail_with(E_INVALID_CLUSTER_SIZE, "cuLaunchKernelEx", "grid not a multiple of the cluster");
      snprintf(cluster + len, sizeof cluster - len, " cluster=%u,%u,%u", x, y, z);
    } else if (a->id == 5) {
      snprintf(cluster + len, sizeof cluster - len, " cluster_policy=%d", a->value.policy);
    } else {
      snprintf(cluster + len, sizeof cluster - len, " attr%d", a->id);
    }
  }
  return launch("cuLaunchKernelEx", f, config->gx, config->gy, config->gz, config->bx, config->by, config->bz,
                config->smem, config->stream, params, extra, cluster);
}

/* ---- Streams and events ------------------------------------------------- */

CUresult cuStreamCreate(void **s, unsigned int flags) {
  ENTER;
  PRE("cuStreamCreate", E_INVALID_VALUE, 1);
  handle *h = new_handle("stream", ++nstreams);
  *s = h;
  say("cuStreamCreate flags=%u -> stream%d", flags, h->id);
  return OK;
}

static CUresult handle_op(const char *fn, void *p, const char *prefix, int destroy, const char *more) {
  PRE(fn, E_INVALID_HANDLE, 1);
  handle *h = find_handle(p, prefix);
  if (!h)
    return fail_with(E_INVALID_HANDLE, fn, "invalid handle");
  if (destroy)
    h->live = 0;
  say("%s %s%d%s", fn, prefix, h->id, more);
  return OK;
}

CUresult cuStreamDestroy_v2(void *s) {
  ENTER;
  return handle_op("cuStreamDestroy_v2", s, "stream", 1, "");
}

CUresult cuStreamSynchronize(void *s) {
  ENTER;
  if (!s) {
    PRE("cuStreamSynchronize", E_INVALID_HANDLE, 1);
    say("cuStreamSynchronize null");
    return OK;
  }
  return handle_op("cuStreamSynchronize", s, "stream", 0, "");
}

CUresult cuEventCreate(void **e, unsigned int flags) {
  ENTER;
  PRE("cuEventCreate", E_INVALID_VALUE, 1);
  handle *h = new_handle("event", ++nevents);
  *e = h;
  say("cuEventCreate flags=%u -> event%d", flags, h->id);
  return OK;
}

CUresult cuEventDestroy_v2(void *e) {
  ENTER;
  return handle_op("cuEventDestroy_v2", e, "event", 1, "");
}

CUresult cuEventSynchronize(void *e) {
  ENTER;
  return handle_op("cuEventSynchronize", e, "event", 0, "");
}

CUresult cuEventRecord(void *e, void *s) {
  ENTER;
  char sname[32], more[48];
  if (!stream_name(s, sname, sizeof sname))
    return fail_with(E_INVALID_HANDLE, "cuEventRecord", "not a stream");
  snprintf(more, sizeof more, " stream=%s", sname);
  return handle_op("cuEventRecord", e, "event", 0, more);
}

CUresult cuStreamWaitEvent(void *s, void *e, unsigned int flags) {
  ENTER;
  char sname[32];
  PRE("cuStreamWaitEvent", E_INVALID_HANDLE, 1);
  handle *h = find_handle(e, "event");
  if (!stream_name(s, sname, sizeof sname) || !h)
    return fail_with(E_INVALID_HANDLE, "cuStreamWaitEvent", "invalid stream or event");
  say("cuStreamWaitEvent %s event%d flags=%u", sname, h->id, flags);
  return OK;
}

/* ---- Memory ----------------------------------------------------------------- */

static CUresult alloc(const char *fn, CUdeviceptr *p, size_t bytes, int kind, unsigned flags) {
  PRE(fn, E_OUT_OF_MEMORY, 1);
  if (bytes == 0 || !p)
    return fail_with(E_INVALID_VALUE, fn, "zero bytes");
  void *m = aligned_alloc(256, (bytes + 255) / 256 * 256);
  if (!m)
    return fail_with(E_OUT_OF_MEMORY, fn, "host malloc failed");
  memset(m, 0, bytes);
  region *r = new_region(kind, m, bytes);
  *p = (CUdeviceptr)(uintptr_t)m;
  if (kind == 1)
    say("%s bytes=%zu flags=%u -> buf%d", fn, bytes, flags, r->id);
  else
    say("%s bytes=%zu -> buf%d", fn, bytes, r->id);
  return OK;
}

CUresult cuMemAlloc_v2(CUdeviceptr *p, size_t bytes) {
  ENTER;
  return alloc("cuMemAlloc_v2", p, bytes, 0, 0);
}

CUresult cuMemAllocManaged(CUdeviceptr *p, size_t bytes, unsigned int flags) {
  ENTER;
  return alloc("cuMemAllocManaged", p, bytes, 1, flags);
}

CUresult cuMemFree_v2(CUdeviceptr p) {
  ENTER;
  PRE("cuMemFree_v2", E_INVALID_VALUE, 1);
  region *r = find_region((uintptr_t)p, 3);
  if (!r || (uintptr_t)r->base != (uintptr_t)p)
    return fail_with(E_INVALID_VALUE, "cuMemFree_v2", "not an allocation's start");
  r->live = 0;
  free(r->base);
  say("cuMemFree_v2 buf%d", r->id);
  return OK;
}

/* Checks that [p, p+n) lies in device memory (when `p` is device memory);
 * returns 0 for a host pointer, 1 for a device one, -1 when out of bounds. */
static int side(uintptr_t p, size_t n) {
  region *r = find_region(p, 3);
  if (!r)
    return 0;
  return p + n <= (uintptr_t)r->base + r->size ? 1 : -1;
}

static CUresult copy(const char *fn, uintptr_t dst, uintptr_t src, size_t n, void *stream, int async) {
  char a[64], b[64], sname[32], more[48] = "";
  int ds = side(dst, n), ss = side(src, n);
  if (ds < 0 || ss < 0)
    return fail_with(E_INVALID_VALUE, fn, "copy out of the bounds of an allocation");
  if (!dst || !src)
    return fail_with(E_INVALID_VALUE, fn, "null pointer");
  if (async) {
    if (!stream_name(stream, sname, sizeof sname))
      return fail_with(E_INVALID_HANDLE, fn, "not a stream");
    snprintf(more, sizeof more, " stream=%s", sname);
  }
  memmove((void *)dst, (const void *)src, n);
  const char *dir = ss ? (ds ? "DtoD" : "DtoH") : (ds ? "HtoD" : "HtoH");
  char where[160] = "";
  if (ds)
    snprintf(where, sizeof where, " dst=%s", ptr_name(dst, a, sizeof a));
  if (ss) {
    size_t len = strlen(where);
    snprintf(where + len, sizeof where - len, " src=%s", ptr_name(src, b, sizeof b));
  }
  say("%s %s bytes=%zu%s%s", fn, dir, n, where, more);
  return OK;
}

CUresult cuMemcpyAsync(CUdeviceptr dst, CUdeviceptr src, size_t n, void *stream) {
  ENTER;
  PRE("cuMemcpyAsync", E_INVALID_VALUE, 1);
  return copy("cuMemcpyAsync", (uintptr_t)dst, (uintptr_t)src, n, stream, 1);
}

CUresult cuMemcpyHtoD_v2(CUdeviceptr dst, const void *src, size_t n) {
  ENTER;
  PRE("cuMemcpyHtoD_v2", E_INVALID_VALUE, 1);
  if (side((uintptr_t)dst, n) != 1 || side((uintptr_t)src, n) != 0)
    return fail_with(E_INVALID_VALUE, "cuMemcpyHtoD_v2", "not a host to device copy");
  return copy("cuMemcpyHtoD_v2", (uintptr_t)dst, (uintptr_t)src, n, NULL, 0);
}

static CUresult set(const char *fn, uintptr_t dst, unsigned value, size_t count, size_t width, void *stream) {
  char a[64], sname[32];
  PRE(fn, E_INVALID_VALUE, 1);
  if (side(dst, count * width) != 1)
    return fail_with(E_INVALID_VALUE, fn, "not device memory, or out of bounds");
  if (dst % width)
    return fail_with(E_INVALID_VALUE, fn, "misaligned");
  if (!stream_name(stream, sname, sizeof sname))
    return fail_with(E_INVALID_HANDLE, fn, "not a stream");
  for (size_t i = 0; i < count; i++) {
    if (width == 4) {
      uint32_t v = value;
      memcpy((void *)(dst + 4 * i), &v, 4);
    } else {
      uint16_t v = (uint16_t)value;
      memcpy((void *)(dst + 2 * i), &v, 2);
    }
  }
  say("%s dst=%s value=%u count=%zu stream=%s", fn, ptr_name(dst, a, sizeof a), value, count, sname);
  return OK;
}

CUresult cuMemsetD32Async(CUdeviceptr dst, unsigned int value, size_t count, void *stream) {
  ENTER;
  return set("cuMemsetD32Async", (uintptr_t)dst, value, count, 4, stream);
}

CUresult cuMemsetD16Async(CUdeviceptr dst, unsigned short value, size_t count, void *stream) {
  ENTER;
  return set("cuMemsetD16Async", (uintptr_t)dst, value, count, 2, stream);
}

CUresult cuMemHostRegister_v2(void *p, size_t bytes, unsigned int flags) {
  ENTER;
  PRE("cuMemHostRegister_v2", E_INVALID_VALUE, 1);
  if (!p || bytes == 0)
    return fail_with(E_INVALID_VALUE, "cuMemHostRegister_v2", "null pointer or zero bytes");
  for (int i = 0; i < nregions; i++)
    if (regions[i].live && regions[i].kind == 2 && (uintptr_t)p < (uintptr_t)regions[i].base + regions[i].size &&
        (uintptr_t)regions[i].base < (uintptr_t)p + bytes)
      return fail_with(E_HOST_MEMORY_ALREADY_REGISTERED, "cuMemHostRegister_v2", "overlaps a registered range");
  region *r = new_region(2, p, bytes);
  say("cuMemHostRegister_v2 host%d bytes=%zu flags=%u", r->id, bytes, flags);
  return OK;
}

CUresult cuMemHostUnregister(void *p) {
  ENTER;
  PRE("cuMemHostUnregister", E_HOST_MEMORY_NOT_REGISTERED, 1);
  region *r = find_region((uintptr_t)p, 4);
  if (!r || r->base != p)
    return fail_with(E_HOST_MEMORY_NOT_REGISTERED, "cuMemHostUnregister", "not a registered range's start");
  r->live = 0;
  say("cuMemHostUnregister host%d", r->id);
  return OK;
}

/* ---- Tensor maps ---------------------------------------------------------- */

CUresult cuTensorMapEncodeTiled(void *map, int type, unsigned rank, void *address, const uint64_t *dims,
                                const uint64_t *strides, const unsigned *box, const unsigned *estrides, int interleave,
                                int swizzle, int l2, int oob) {
  ENTER;
  PRE("cuTensorMapEncodeTiled", E_INVALID_VALUE, 0);
  char a[64], text[512];
  size_t len = 0;
  if (!map || rank < 1 || rank > 5 || ((uintptr_t)map & 63))
    return fail_with(E_INVALID_VALUE, "cuTensorMapEncodeTiled", "bad map or rank");
  len += (size_t)snprintf(text + len, sizeof text - len, "type=%d rank=%u address=%s dims=", type, rank,
                          ptr_name((uintptr_t)address, a, sizeof a));
  for (unsigned i = 0; i < rank; i++)
    len += (size_t)snprintf(text + len, sizeof text - len, "%s%llu", i ? "," : "", (unsigned long long)dims[i]);
  len += (size_t)snprintf(text + len, sizeof text - len, " strides=");
  for (unsigned i = 0; i + 1 < rank; i++)
    len += (size_t)snprintf(text + len, sizeof text - len, "%s%llu", i ? "," : "", (unsigned long long)strides[i]);
  len += (size_t)snprintf(text + len, sizeof text - len, " box=");
  for (unsigned i = 0; i < rank; i++)
    len += (size_t)snprintf(text + len, sizeof text - len, "%s%u", i ? "," : "", box[i]);
  len += (size_t)snprintf(text + len, sizeof text - len, " element_strides=");
  for (unsigned i = 0; i < rank; i++)
    len += (size_t)snprintf(text + len, sizeof text - len, "%s%u", i ? "," : "", estrides[i]);
  snprintf(text + len, sizeof text - len, " interleave=%d swizzle=%d l2=%d oob=%d", interleave, swizzle, l2, oob);
  memset(map, 0, 128);
  memcpy(map, "MOCKTMAP", 8);
  say("cuTensorMapEncodeTiled %s", text);
  return OK;
}
