/* mlirc GPU runtime: MLIR 22's `mgpu*` host ABI over the CUDA driver API.
 *
 * The driver library is opened with dlopen on the first call (libcuda.so.1,
 * or the file $MLIRC_CUDA_LIBRARY names) and its entry points are resolved
 * with dlsym under the names cuda.h maps the API to (cuMemAlloc_v2, ...), so
 * building needs no CUDA header and a program that never calls an `mgpu*`
 * function never touches the driver. The CUDA types used are declared here.
 *
 * Initialization runs once (pthread_once): open the library, cuInit, count
 * the devices. Each device's primary context is retained on first use and
 * made current on each thread that calls in (mgpuSetDefaultDevice picks the
 * device per thread, default 0).
 *
 * Errors print one line `mlirc runtime: ...` to stderr (naming the mgpu
 * function, the driver call and the driver's error text; the JIT log for a
 * module that does not load), flush stdio and end the process with status 1
 * (_Exit: kernels' module loads and unloads run in constructors and
 * destructors, where exit() must not be re-entered).
 */
#define _POSIX_C_SOURCE 200809L

#include "mlirc_gpu.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- CUDA driver API types and constants (cuda.h's values) ------------- */

typedef int CUresult;
typedef int CUdevice;
typedef unsigned long long CUdeviceptr;
typedef void *CUcontext;
typedef void *CUmodule;
typedef void *CUfunction;
typedef void *CUstream;
typedef void *CUevent;

enum {
  CUDA_SUCCESS = 0,
  CUDA_ERROR_NO_DEVICE = 100,
  CU_JIT_ERROR_LOG_BUFFER = 5,
  CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES = 6,
  CU_JIT_OPTIMIZATION_LEVEL = 7,
  CU_STREAM_NON_BLOCKING = 1,
  CU_EVENT_DISABLE_TIMING = 2,
  CU_MEM_ATTACH_GLOBAL = 1,
  CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK_OPTIN = 97,
  CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES = 8,
  CU_FUNC_ATTRIBUTE_NON_PORTABLE_CLUSTER_SIZE_ALLOWED = 14,
  CU_LAUNCH_ATTRIBUTE_CLUSTER_DIMENSION = 4,
  CU_LAUNCH_ATTRIBUTE_CLUSTER_SCHEDULING_POLICY_PREFERENCE = 5,
  CU_CLUSTER_SCHEDULING_POLICY_SPREAD = 1
};

/* Shared memory a block may use without opting in (48 KiB). */
#define DEFAULT_MAX_SMEM (48 * 1024)

typedef struct CUlaunchAttribute {
  int id;
  char pad[4];
  union {
    char pad[64];
    struct {
      unsigned int x, y, z;
    } clusterDim;
    int clusterSchedulingPolicyPreference;
  } value;
} CUlaunchAttribute;

typedef struct CUlaunchConfig {
  unsigned int gridDimX, gridDimY, gridDimZ;
  unsigned int blockDimX, blockDimY, blockDimZ;
  unsigned int sharedMemBytes;
  CUstream hStream;
  CUlaunchAttribute *attrs;
  unsigned int numAttrs;
} CUlaunchConfig;

/* CUtensorMap: 128 bytes, 64-byte aligned. */
typedef struct CUtensorMap {
  _Alignas(64) unsigned long long opaque[16];
} CUtensorMap;

/* ---- The driver's entry points ------------------------------------------
 * X(required, field, symbol, parameters): `required` entries must resolve at
 * initialization; the others are looked up too, and checked where used. */
#define MLIRC_CU_API(X)                                                                                          \
  X(1, cuInit, "cuInit", (unsigned int flags))                                                                   \
  X(1, cuGetErrorString, "cuGetErrorString", (CUresult error, const char **str))                                \
  X(1, cuGetErrorName, "cuGetErrorName", (CUresult error, const char **str))                                    \
  X(1, cuDeviceGetCount, "cuDeviceGetCount", (int *count))                                                       \
  X(1, cuDeviceGet, "cuDeviceGet", (CUdevice * device, int ordinal))                                             \
  X(1, cuDeviceGetAttribute, "cuDeviceGetAttribute", (int *value, int attribute, CUdevice device))               \
  X(1, cuDevicePrimaryCtxRetain, "cuDevicePrimaryCtxRetain", (CUcontext * ctx, CUdevice device))                 \
  X(1, cuCtxSetCurrent, "cuCtxSetCurrent", (CUcontext ctx))                                                      \
  X(1, cuModuleLoadDataEx, "cuModuleLoadDataEx",                                                                 \
    (CUmodule * module, const void *image, unsigned int numOptions, int *options, void **optionValues))          \
  X(1, cuModuleUnload, "cuModuleUnload", (CUmodule module))                                                      \
  X(1, cuModuleGetFunction, "cuModuleGetFunction", (CUfunction * function, CUmodule module, const char *name))   \
  X(1, cuFuncSetAttribute, "cuFuncSetAttribute", (CUfunction function, int attribute, int value))                \
  X(1, cuLaunchKernel, "cuLaunchKernel",                                                                         \
    (CUfunction f, unsigned int gx, unsigned int gy, unsigned int gz, unsigned int bx, unsigned int by,          \
     unsigned int bz, unsigned int smem, CUstream stream, void **params, void **extra))                          \
  X(0, cuLaunchKernelEx, "cuLaunchKernelEx",                                                                     \
    (const CUlaunchConfig *config, CUfunction f, void **params, void **extra))                                   \
  X(1, cuStreamCreate, "cuStreamCreate", (CUstream * stream, unsigned int flags))                                \
  X(1, cuStreamDestroy, "cuStreamDestroy_v2", (CUstream stream))                                                 \
  X(1, cuStreamSynchronize, "cuStreamSynchronize", (CUstream stream))                                            \
  X(1, cuStreamWaitEvent, "cuStreamWaitEvent", (CUstream stream, CUevent event, unsigned int flags))             \
  X(1, cuEventCreate, "cuEventCreate", (CUevent * event, unsigned int flags))                                    \
  X(1, cuEventDestroy, "cuEventDestroy_v2", (CUevent event))                                                     \
  X(1, cuEventSynchronize, "cuEventSynchronize", (CUevent event))                                                \
  X(1, cuEventRecord, "cuEventRecord", (CUevent event, CUstream stream))                                         \
  X(1, cuMemAlloc, "cuMemAlloc_v2", (CUdeviceptr * ptr, size_t bytes))                                           \
  X(1, cuMemAllocManaged, "cuMemAllocManaged", (CUdeviceptr * ptr, size_t bytes, unsigned int flags))            \
  X(1, cuMemFree, "cuMemFree_v2", (CUdeviceptr ptr))                                                             \
  X(1, cuMemcpyAsync, "cuMemcpyAsync", (CUdeviceptr dst, CUdeviceptr src, size_t bytes, CUstream stream))        \
  X(1, cuMemcpyHtoD, "cuMemcpyHtoD_v2", (CUdeviceptr dst, const void *src, size_t bytes))                        \
  X(1, cuMemsetD32Async, "cuMemsetD32Async", (CUdeviceptr dst, unsigned int value, size_t n, CUstream stream))   \
  X(1, cuMemsetD16Async, "cuMemsetD16Async", (CUdeviceptr dst, unsigned short value, size_t n, CUstream stream)) \
  X(1, cuMemHostRegister, "cuMemHostRegister_v2", (void *ptr, size_t bytes, unsigned int flags))                 \
  X(1, cuMemHostUnregister, "cuMemHostUnregister", (void *ptr))                                                  \
  X(0, cuTensorMapEncodeTiled, "cuTensorMapEncodeTiled",                                                         \
    (CUtensorMap * map, int dataType, unsigned int rank, void *address, const uint64_t *dims,                    \
     const uint64_t *strides, const unsigned int *box, const unsigned int *elementStrides, int interleave,       \
     int swizzle, int l2Promotion, int oobFill))

#define MLIRC_CU_FIELD(req, field, sym, params) CUresult(*field) params;
static struct {
  MLIRC_CU_API(MLIRC_CU_FIELD)
} cu;
#undef MLIRC_CU_FIELD

/* ---- Errors -------------------------------------------------------------- */

#if defined(__GNUC__)
#define MLIRC_PRINTF(a, b) __attribute__((format(printf, a, b)))
#else
#define MLIRC_PRINTF(a, b)
#endif

static _Noreturn MLIRC_PRINTF(1, 2) void fail(const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  fflush(stdout);
  fputs("mlirc runtime: ", stderr);
  vfprintf(stderr, fmt, ap);
  fputc('\n', stderr);
  va_end(ap);
  fflush(NULL);
  _Exit(1);
}

/* The driver's text for `r`: "<description> (<NAME>)". */
static void error_text(CUresult r, char *buf, size_t n) {
  const char *str = NULL, *name = NULL;
  if (cu.cuGetErrorString)
    cu.cuGetErrorString(r, &str);
  if (cu.cuGetErrorName)
    cu.cuGetErrorName(r, &name);
  if (str && name)
    snprintf(buf, n, "%s (%s)", str, name);
  else
    snprintf(buf, n, "CUDA error %d", (int)r);
}

/* Ends the process when `r` is an error of `call`, made by `where`. */
static void check(CUresult r, const char *where, const char *call) {
  char text[256];
  if (r == CUDA_SUCCESS)
    return;
  error_text(r, text, sizeof text);
  fail("%s: %s failed: %s", where, call, text);
}

/* ---- Initialization ------------------------------------------------------ */

static pthread_once_t init_once = PTHREAD_ONCE_INIT;
static pthread_mutex_t context_lock = PTHREAD_MUTEX_INITIALIZER;
static int device_count;
static CUcontext *contexts; /* per device ordinal, retained on first use */
static _Thread_local const char *init_caller = "mgpu";

static _Thread_local int default_device;
static _Thread_local CUcontext bound_context;

static void init_driver(void) {
  const char *name = getenv("MLIRC_CUDA_LIBRARY");
  void *lib;
  CUresult r;
  if (!name || !*name)
    name = "libcuda.so.1";
  lib = dlopen(name, RTLD_NOW | RTLD_LOCAL);
  if (!lib) {
    const char *why = dlerror();
    fail("cannot load the CUDA driver library '%s': %s", name, why ? why : "unknown error");
  }
#define MLIRC_CU_RESOLVE(req, field, sym, params)                                                   \
  {                                                                                                 \
    void *p = dlsym(lib, sym);                                                                      \
    if (!p && (req))                                                                                \
      fail("the CUDA driver library '%s' has no entry point '%s' (the driver is too old)", name, sym); \
    memcpy(&cu.field, &p, sizeof p);                                                                \
  }
  MLIRC_CU_API(MLIRC_CU_RESOLVE)
#undef MLIRC_CU_RESOLVE
  r = cu.cuInit(0);
  if (r == CUDA_ERROR_NO_DEVICE)
    fail("%s: no CUDA device found (cuInit: no CUDA-capable device is detected)", init_caller);
  check(r, init_caller, "cuInit");
  check(cu.cuDeviceGetCount(&device_count), init_caller, "cuDeviceGetCount");
  if (device_count <= 0)
    fail("%s: no CUDA device found (cuDeviceGetCount reports 0 devices)", init_caller);
  contexts = calloc((size_t)device_count, sizeof *contexts);
  if (!contexts)
    fail("out of memory");
}

/* Initializes the driver if needed and makes the calling thread's default
 * device's primary context current; `where` names the mgpu function. */
static void enter(const char *where) {
  int d;
  CUcontext c;
  init_caller = where;
  pthread_once(&init_once, init_driver);
  d = default_device;
  if (d < 0 || d >= device_count)
    fail("%s: device %d does not exist (the CUDA driver reports %d device%s)", where, d, device_count,
         device_count == 1 ? "" : "s");
  pthread_mutex_lock(&context_lock);
  c = contexts[d];
  if (!c) {
    CUdevice dev;
    check(cu.cuDeviceGet(&dev, d), where, "cuDeviceGet");
    check(cu.cuDevicePrimaryCtxRetain(&c, dev), where, "cuDevicePrimaryCtxRetain");
    contexts[d] = c;
  }
  pthread_mutex_unlock(&context_lock);
  if (bound_context != c) {
    check(cu.cuCtxSetCurrent(c), where, "cuCtxSetCurrent");
    bound_context = c;
  }
}

static CUdeviceptr dptr(const void *p) { return (CUdeviceptr)(uintptr_t)p; }

/* ---- Modules and kernels ------------------------------------------------- */

/* Loads `data` with a JIT error log; on failure prints the log and exits. */
static void *load_module(const void *data, int with_opt_level, int opt_level, const char *where) {
  char log[8192];
  int options[3] = {CU_JIT_ERROR_LOG_BUFFER, CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES, CU_JIT_OPTIMIZATION_LEVEL};
  void *values[3];
  CUmodule module = NULL;
  CUresult r;
  if (!data)
    fail("%s: no module image (null pointer)", where);
  log[0] = 0;
  values[0] = log;
  values[1] = (void *)(uintptr_t)sizeof log;
  values[2] = (void *)(uintptr_t)(unsigned)opt_level;
  r = cu.cuModuleLoadDataEx(&module, data, with_opt_level ? 3u : 2u, options, values);
  if (r != CUDA_SUCCESS) {
    char text[256];
    size_t n;
    log[sizeof log - 1] = 0;
    n = strlen(log);
    while (n > 0 && (log[n - 1] == '\n' || log[n - 1] == '\r'))
      log[--n] = 0;
    error_text(r, text, sizeof text);
    if (n > 0)
      fail("%s: cannot load the GPU module: cuModuleLoadDataEx failed: %s; JIT error log:\n%s", where, text, log);
    fail("%s: cannot load the GPU module: cuModuleLoadDataEx failed: %s (empty JIT error log)", where, text);
  }
  return module;
}

void *mgpuModuleLoad(void *data, size_t size) {
  (void)size; /* the driver finds the image's size in the image */
  enter("mgpuModuleLoad");
  return load_module(data, 0, 0, "mgpuModuleLoad");
}

void *mgpuModuleLoadJIT(void *data, int optLevel) {
  enter("mgpuModuleLoadJIT");
  if (optLevel < 0 || optLevel > 4)
    fail("mgpuModuleLoadJIT: optimization level %d is not in 0..4", optLevel);
  return load_module(data, 1, optLevel, "mgpuModuleLoadJIT");
}

/* mlirc's multi-architecture load (`--gpu-arch=sm_80 --gpu-arch=sm_90`): `ptx[i]` is PTX for
   sm_`sm[i]`; loads the one for the newest architecture the device runs (the highest `sm[i]`
   not above the device's compute capability), JIT-compiled at `optLevel`. */
void *mlircModuleLoadPtx(const char *const *ptx, const int32_t *sm, int32_t n, int32_t optLevel) {
  CUdevice dev;
  int major = 0, minor = 0, cc, best = -1;
  enter("mlircModuleLoadPtx");
  if (optLevel < 0 || optLevel > 4)
    fail("mlircModuleLoadPtx: optimization level %d is not in 0..4", optLevel);
  check(cu.cuDeviceGet(&dev, default_device), "mlircModuleLoadPtx", "cuDeviceGet");
  check(cu.cuDeviceGetAttribute(&major, 75, dev), "mlircModuleLoadPtx", "cuDeviceGetAttribute");
  check(cu.cuDeviceGetAttribute(&minor, 76, dev), "mlircModuleLoadPtx", "cuDeviceGetAttribute");
  cc = major * 10 + minor;
  for (int32_t i = 0; i < n; i++)
    if (sm[i] <= cc && (best < 0 || sm[i] > sm[best]))
      best = (int)i;
  if (best < 0) {
    char list[256];
    size_t k = 0;
    list[0] = 0;
    for (int32_t i = 0; i < n && k + 16 < sizeof list; i++)
      k += (size_t)snprintf(list + k, sizeof list - k, "%ssm_%d", i ? ", " : "", (int)sm[i]);
    fail("mlircModuleLoadPtx: the device is sm_%d, but the program has PTX only for %s", cc, list);
  }
  return load_module(ptx[best], 1, optLevel, "mlircModuleLoadPtx");
}

void mgpuModuleUnload(void *module) {
  if (!module)
    return;
  enter("mgpuModuleUnload");
  check(cu.cuModuleUnload(module), "mgpuModuleUnload", "cuModuleUnload");
}

void *mgpuModuleGetFunction(void *module, const char *name) {
  CUfunction f = NULL;
  CUresult r;
  enter("mgpuModuleGetFunction");
  r = cu.cuModuleGetFunction(&f, module, name);
  if (r != CUDA_SUCCESS) {
    char text[256];
    error_text(r, text, sizeof text);
    fail("mgpuModuleGetFunction: no kernel '%s' in the GPU module: cuModuleGetFunction failed: %s",
         name ? name : "(null)", text);
  }
  return f;
}

/* A grid, block or cluster size as the driver's unsigned int. */
static unsigned int dim(intptr_t v, const char *where, const char *what) {
  if (v < 1 || (uint64_t)v > 0xffffffffu)
    fail("%s: %s %lld is out of range (1 to 4294967295)", where, what, (long long)v);
  return (unsigned int)v;
}

/* Allows `smem` bytes of dynamic shared memory for `f` when it is more than
 * the default limit (after checking the device's opt-in limit). */
static unsigned int dynamic_smem(CUfunction f, int32_t smem, const char *where) {
  if (smem < 0)
    fail("%s: negative dynamic shared memory size %d", where, (int)smem);
  if (smem > DEFAULT_MAX_SMEM) {
    CUdevice dev;
    int max = 0;
    check(cu.cuDeviceGet(&dev, default_device), where, "cuDeviceGet");
    check(cu.cuDeviceGetAttribute(&max, CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK_OPTIN, dev), where,
          "cuDeviceGetAttribute");
    if (smem > max)
      fail("%s: %d bytes of dynamic shared memory requested, the device allows at most %d", where, (int)smem, max);
    check(cu.cuFuncSetAttribute(f, CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES, smem), where,
          "cuFuncSetAttribute");
  }
  return (unsigned int)smem;
}

void mgpuLaunchKernel(void *function, intptr_t gridX, intptr_t gridY, intptr_t gridZ, intptr_t blockX,
                      intptr_t blockY, intptr_t blockZ, int32_t smem, void *stream, void **params, void **extra,
                      size_t paramsCount) {
  const char *w = "mgpuLaunchKernel";
  unsigned int gx, gy, gz, bx, by, bz, sm;
  (void)paramsCount; /* the driver knows the kernel's parameters */
  enter(w);
  gx = dim(gridX, w, "grid size x");
  gy = dim(gridY, w, "grid size y");
  gz = dim(gridZ, w, "grid size z");
  bx = dim(blockX, w, "block size x");
  by = dim(blockY, w, "block size y");
  bz = dim(blockZ, w, "block size z");
  sm = dynamic_smem(function, smem, w);
  check(cu.cuLaunchKernel(function, gx, gy, gz, bx, by, bz, sm, stream, params, extra), w, "cuLaunchKernel");
}

void mgpuLaunchClusterKernel(void *function, intptr_t clusterX, intptr_t clusterY, intptr_t clusterZ,
                             intptr_t gridX, intptr_t gridY, intptr_t gridZ, intptr_t blockX, intptr_t blockY,
                             intptr_t blockZ, int32_t smem, void *stream, void **params, void **extra) {
  const char *w = "mgpuLaunchClusterKernel";
  CUlaunchConfig config;
  CUlaunchAttribute attrs[2];
  enter(w);
  if (!cu.cuLaunchKernelEx)
    fail("%s: the CUDA driver has no cuLaunchKernelEx (cluster launches need a CUDA 12 driver)", w);
  memset(&config, 0, sizeof config);
  memset(attrs, 0, sizeof attrs);
  config.gridDimX = dim(gridX, w, "grid size x");
  config.gridDimY = dim(gridY, w, "grid size y");
  config.gridDimZ = dim(gridZ, w, "grid size z");
  config.blockDimX = dim(blockX, w, "block size x");
  config.blockDimY = dim(blockY, w, "block size y");
  config.blockDimZ = dim(blockZ, w, "block size z");
  attrs[0].id = CU_LAUNCH_ATTRIBUTE_CLUSTER_DIMENSION;
  attrs[0].value.clusterDim.x = dim(clusterX, w, "cluster size x");
  attrs[0].value.clusterDim.y = dim(clusterY, w, "cluster size y");
  attrs[0].value.clusterDim.z = dim(clusterZ, w, "cluster size z");
  attrs[1].id = CU_LAUNCH_ATTRIBUTE_CLUSTER_SCHEDULING_POLICY_PREFERENCE;
  attrs[1].value.clusterSchedulingPolicyPreference = CU_CLUSTER_SCHEDULING_POLICY_SPREAD;
  config.sharedMemBytes = dynamic_smem(function, smem, w);
  config.hStream = stream;
  config.attrs = attrs;
  config.numAttrs = 2;
  /* Clusters of more than 8 blocks are "non-portable": allow them. */
  check(cu.cuFuncSetAttribute(function, CU_FUNC_ATTRIBUTE_NON_PORTABLE_CLUSTER_SIZE_ALLOWED, 1), w,
        "cuFuncSetAttribute");
  check(cu.cuLaunchKernelEx(&config, function, params, extra), w, "cuLaunchKernelEx");
}

/* ---- Streams and events -------------------------------------------------- */

void *mgpuStreamCreate(void) {
  CUstream s = NULL;
  enter("mgpuStreamCreate");
  check(cu.cuStreamCreate(&s, CU_STREAM_NON_BLOCKING), "mgpuStreamCreate", "cuStreamCreate");
  return s;
}

void mgpuStreamDestroy(void *stream) {
  enter("mgpuStreamDestroy");
  check(cu.cuStreamDestroy(stream), "mgpuStreamDestroy", "cuStreamDestroy");
}

void mgpuStreamSynchronize(void *stream) {
  enter("mgpuStreamSynchronize");
  check(cu.cuStreamSynchronize(stream), "mgpuStreamSynchronize", "cuStreamSynchronize");
}

void mgpuStreamWaitEvent(void *stream, void *event) {
  enter("mgpuStreamWaitEvent");
  check(cu.cuStreamWaitEvent(stream, event, 0), "mgpuStreamWaitEvent", "cuStreamWaitEvent");
}

void *mgpuEventCreate(void) {
  CUevent e = NULL;
  enter("mgpuEventCreate");
  check(cu.cuEventCreate(&e, CU_EVENT_DISABLE_TIMING), "mgpuEventCreate", "cuEventCreate");
  return e;
}

void mgpuEventDestroy(void *event) {
  enter("mgpuEventDestroy");
  check(cu.cuEventDestroy(event), "mgpuEventDestroy", "cuEventDestroy");
}

void mgpuEventSynchronize(void *event) {
  enter("mgpuEventSynchronize");
  check(cu.cuEventSynchronize(event), "mgpuEventSynchronize", "cuEventSynchronize");
}

void mgpuEventRecord(void *event, void *stream) {
  enter("mgpuEventRecord");
  check(cu.cuEventRecord(event, stream), "mgpuEventRecord", "cuEventRecord");
}

/* ---- Memory -------------------------------------------------------------- */

void *mgpuMemAlloc(uint64_t sizeBytes, void *stream, bool hostShared) {
  CUdeviceptr p = 0;
  (void)stream; /* allocation is synchronous */
  enter("mgpuMemAlloc");
  if (sizeBytes == 0)
    return NULL;
  if (hostShared)
    check(cu.cuMemAllocManaged(&p, (size_t)sizeBytes, CU_MEM_ATTACH_GLOBAL), "mgpuMemAlloc", "cuMemAllocManaged");
  else
    check(cu.cuMemAlloc(&p, (size_t)sizeBytes), "mgpuMemAlloc", "cuMemAlloc");
  return (void *)(uintptr_t)p;
}

void mgpuMemFree(void *ptr, void *stream) {
  (void)stream;
  if (!ptr)
    return;
  enter("mgpuMemFree");
  check(cu.cuMemFree(dptr(ptr)), "mgpuMemFree", "cuMemFree");
}

void mgpuMemcpy(void *dst, void *src, size_t sizeBytes, void *stream) {
  if (sizeBytes == 0)
    return;
  enter("mgpuMemcpy");
  check(cu.cuMemcpyAsync(dptr(dst), dptr(src), sizeBytes, stream), "mgpuMemcpy", "cuMemcpyAsync");
}

void mgpuMemset32(void *dst, uint32_t value, size_t count, void *stream) {
  if (count == 0)
    return;
  enter("mgpuMemset32");
  check(cu.cuMemsetD32Async(dptr(dst), value, count, stream), "mgpuMemset32", "cuMemsetD32Async");
}

void mgpuMemset16(void *dst, uint16_t value, size_t count, void *stream) {
  if (count == 0)
    return;
  enter("mgpuMemset16");
  check(cu.cuMemsetD16Async(dptr(dst), (unsigned short)(value & 0xffffu), count, stream), "mgpuMemset16",
        "cuMemsetD16Async");
}

void mgpuMemHostRegister(void *ptr, uint64_t sizeBytes) {
  if (sizeBytes == 0)
    return;
  enter("mgpuMemHostRegister");
  check(cu.cuMemHostRegister(ptr, (size_t)sizeBytes, 0), "mgpuMemHostRegister", "cuMemHostRegister");
}

void mgpuMemHostUnregister(void *ptr) {
  enter("mgpuMemHostUnregister");
  check(cu.cuMemHostUnregister(ptr), "mgpuMemHostUnregister", "cuMemHostUnregister");
}

/* A ranked descriptor's fields: allocated, aligned, offset, sizes[rank], strides[rank]. */
typedef struct {
  char *allocated;
  char *aligned;
  int64_t offset;
  int64_t sizes_and_strides[];
} ranked_descriptor;

/* The first element's address and the byte size of a row-major contiguous
 * memref (0 when it has no element). */
static char *memref_extent(int64_t rank, void *descriptor, int64_t elem, uint64_t *bytes, const char *where) {
  const ranked_descriptor *d = descriptor;
  uint64_t count = 1;
  int64_t expected = 1, i;
  if (!d)
    fail("%s: null memref descriptor", where);
  if (rank < 0 || elem <= 0)
    fail("%s: invalid memref (rank %lld, element size %lld)", where, (long long)rank, (long long)elem);
  for (i = rank - 1; i >= 0; i--) {
    int64_t size = d->sizes_and_strides[i], stride = d->sizes_and_strides[rank + i];
    if (size < 0)
      fail("%s: negative memref size %lld", where, (long long)size);
    if (size != 1 && stride != expected)
      fail("%s: only row-major contiguous memrefs can be registered (dimension %lld has stride %lld, "
           "expected %lld)",
           where, (long long)i, (long long)stride, (long long)expected);
    count *= (uint64_t)size;
    expected *= size;
  }
  *bytes = count * (uint64_t)elem;
  return d->aligned + d->offset * elem;
}

void mgpuMemHostRegisterMemRef(int64_t rank, void *descriptor, int64_t elementSizeBytes) {
  uint64_t bytes;
  char *p = memref_extent(rank, descriptor, elementSizeBytes, &bytes, "mgpuMemHostRegisterMemRef");
  if (bytes == 0)
    return;
  enter("mgpuMemHostRegisterMemRef");
  check(cu.cuMemHostRegister(p, (size_t)bytes, 0), "mgpuMemHostRegisterMemRef", "cuMemHostRegister");
}

void mgpuMemHostUnregisterMemRef(int64_t rank, void *descriptor, int64_t elementSizeBytes) {
  uint64_t bytes;
  char *p = memref_extent(rank, descriptor, elementSizeBytes, &bytes, "mgpuMemHostUnregisterMemRef");
  if (bytes == 0)
    return;
  enter("mgpuMemHostUnregisterMemRef");
  check(cu.cuMemHostUnregister(p), "mgpuMemHostUnregisterMemRef", "cuMemHostUnregister");
}

void mgpuSetDefaultDevice(int32_t device) {
  default_device = device;
}

/* ---- Tensor maps --------------------------------------------------------- */

void mgpuTensorMapEncodeTiled(void *tensorMap, int tensorDataType, uint32_t tensorRank, void *globalAddress,
                              const uint64_t *globalDim, const uint64_t *globalStrides, const uint32_t *boxDim,
                              const uint32_t *elementStrides, int interleave, int swizzle, int l2Promotion,
                              int oobFill) {
  const char *w = "mgpuTensorMapEncodeTiled";
  enter(w);
  if (!cu.cuTensorMapEncodeTiled)
    fail("%s: the CUDA driver has no cuTensorMapEncodeTiled (tensor maps need a CUDA 12 driver)", w);
  check(cu.cuTensorMapEncodeTiled(tensorMap, tensorDataType, tensorRank, globalAddress, globalDim, globalStrides,
                                  boxDim, elementStrides, interleave, swizzle, l2Promotion, oobFill),
        w, "cuTensorMapEncodeTiled");
}

void *mgpuTensorMapEncodeTiledMemref(int64_t tensorRank, void *descriptor, int64_t tensorDataType, int64_t interleave,
                                     int64_t swizzle, int64_t l2Promotion, int64_t oobFill, int64_t *inputBoxDims) {
  /* Bytes per element of each CUtensorMapDataType (UINT8 ... TFLOAT32_FTZ). */
  static const int elem_bytes[] = {1, 2, 4, 4, 8, 8, 2, 4, 8, 2, 4, 4, 4};
  const char *w = "mgpuTensorMapEncodeTiledMemref";
  const ranked_descriptor *d = descriptor;
  CUtensorMap map;
  uint64_t dims[5] = {1, 1, 1, 1, 1}, strides[5] = {0, 0, 0, 0, 0};
  uint32_t box[5] = {1, 1, 1, 1, 1}, elem_strides[5] = {1, 1, 1, 1, 1};
  CUdeviceptr dmap = 0;
  int64_t r;
  if (tensorRank < 1 || tensorRank > 5)
    fail("%s: tensor rank %lld is not in 1..5", w, (long long)tensorRank);
  if (tensorDataType < 0 || tensorDataType >= (int64_t)(sizeof elem_bytes / sizeof elem_bytes[0]))
    fail("%s: unsupported tensor data type %lld", w, (long long)tensorDataType);
  if (!d || !inputBoxDims)
    fail("%s: null memref descriptor or box sizes", w);
  /* The driver counts dimensions innermost first; strides (bytes) skip the innermost. */
  for (r = 0; r < tensorRank; r++) {
    dims[r] = (uint64_t)d->sizes_and_strides[tensorRank - 1 - r];
    box[r] = (uint32_t)inputBoxDims[tensorRank - 1 - r];
  }
  for (r = 0; r + 1 < tensorRank; r++)
    strides[r] = (uint64_t)(d->sizes_and_strides[tensorRank + tensorRank - 2 - r] * elem_bytes[tensorDataType]);
  memset(&map, 0, sizeof map);
  mgpuTensorMapEncodeTiled(&map, (int)tensorDataType, (uint32_t)tensorRank,
                           d->aligned + d->offset * elem_bytes[tensorDataType], dims, strides, box,
                           elem_strides, (int)interleave, (int)swizzle, (int)l2Promotion, (int)oobFill);
  check(cu.cuMemAlloc(&dmap, sizeof map), w, "cuMemAlloc");
  check(cu.cuMemcpyHtoD(dmap, &map, sizeof map), w, "cuMemcpyHtoD");
  return (void *)(uintptr_t)dmap;
}
