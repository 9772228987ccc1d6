/* Calls the mgpu* functions of mlirc's GPU runtime the way lowered host code
 * does, under the mock driver (tests/gpu/runtime/Inputs/mock_cuda.c), and
 * checks what can be checked without a GPU: copies round-trip, memsets
 * write. Prints "ok" at the end. `argv[1]` picks a scenario:
 *   basic       the whole sequence (default)
 *   bad-ptx     load a module that is not PTX
 *   no-kernel   ask for a kernel the module lacks
 *   threads     several threads initialize the runtime at once
 *   device1     mgpuSetDefaultDevice(1) before the first call
 *   strided     register a memref that is not contiguous
 *   tma         encode a tensor map for a memref in device memory
 */
#include "mlirc_gpu.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* y[i] = a * y[i] for i < size over a 1-d memref descriptor (allocated,
 * aligned, offset, size, stride) and a float; plus a kernel with an array
 * parameter and small integers, to exercise the parameter printing. */
static const char ptx[] =
    "//\n"
    "// handwritten for the mlirc runtime tests\n"
    "//\n"
    ".version 7.0\n"
    ".target sm_80\n"
    ".address_size 64\n"
    "\n"
    ".visible .entry scale(\n"
    "\t.param .u64 .ptr .align 4 scale_param_0,\n"
    "\t.param .u64 .ptr .align 4 scale_param_1,\n"
    "\t.param .u64 scale_param_2,\n"
    "\t.param .u64 scale_param_3,\n"
    "\t.param .u64 scale_param_4,\n"
    "\t.param .f32 scale_param_5\n"
    ")\n"
    "{\n"
    "\t.reg .pred %p<2>;\n"
    "\t.reg .b32 %r<5>;\n"
    "\t.reg .f32 %f<3>;\n"
    "\t.reg .b64 %rd<10>;\n"
    "\n"
    "\tld.param.u64 %rd1, [scale_param_1];\n"
    "\tld.param.u64 %rd2, [scale_param_2];\n"
    "\tld.param.u64 %rd3, [scale_param_3];\n"
    "\tld.param.u64 %rd4, [scale_param_4];\n"
    "\tld.param.f32 %f1, [scale_param_5];\n"
    "\tmov.u32 %r1, %ctaid.x;\n"
    "\tmov.u32 %r2, %ntid.x;\n"
    "\tmov.u32 %r3, %tid.x;\n"
    "\tmad.lo.s32 %r4, %r1, %r2, %r3;\n"
    "\tcvt.u64.u32 %rd5, %r4;\n"
    "\tsetp.ge.u64 %p1, %rd5, %rd3;\n"
    "\t@%p1 bra $L_done;\n"
    "\tmul.lo.s64 %rd6, %rd5, %rd4;\n"
    "\tadd.s64 %rd6, %rd6, %rd2;\n"
    "\tshl.b64 %rd7, %rd6, 2;\n"
    "\tcvta.to.global.u64 %rd8, %rd1;\n"
    "\tadd.s64 %rd9, %rd8, %rd7;\n"
    "\tld.global.f32 %f2, [%rd9];\n"
    "\tmul.rn.f32 %f2, %f2, %f1;\n"
    "\tst.global.f32 [%rd9], %f2;\n"
    "$L_done:\n"
    "\tret;\n"
    "}\n"
    "\n"
    "/* a kernel with other kinds of parameters */\n"
    ".visible .entry mixed(\n"
    "\t.param .align 8 .b8 mixed_param_0[16],\n"
    "\t.param .s32 mixed_param_1,\n"
    "\t.param .u16 mixed_param_2,\n"
    "\t.param .s8 mixed_param_3,\n"
    "\t.param .f64 mixed_param_4\n"
    ")\n"
    "{\n"
    "\tret;\n"
    "}\n";

static void *launch_default(void *arg) {
  void *s = mgpuStreamCreate();
  (void)arg;
  mgpuStreamSynchronize(s);
  mgpuStreamDestroy(s);
  return NULL;
}

typedef struct {
  float *allocated, *aligned;
  int64_t offset, sizes[2], strides[2];
} memref2d;

int main(int argc, char **argv) {
  const char *scenario = argc > 1 ? argv[1] : "basic";
  enum { N = 1024 };
  float *host = malloc(N * sizeof(float)), *back = malloc(N * sizeof(float));
  if (!host || !back)
    return 2;
  for (int i = 0; i < N; i++)
    host[i] = (float)i * 0.5f;

  if (!strcmp(scenario, "threads")) {
    pthread_t t[4];
    for (int i = 0; i < 4; i++)
      pthread_create(&t[i], NULL, launch_default, NULL);
    for (int i = 0; i < 4; i++)
      pthread_join(t[i], NULL);
    printf("ok\n");
    free(host);
    free(back);
    return 0;
  }
  if (!strcmp(scenario, "device1"))
    mgpuSetDefaultDevice(1);
  if (!strcmp(scenario, "bad-ptx")) {
    static char not_ptx[] = "this is not PTX";
    mgpuModuleLoadJIT(not_ptx, 2);
    printf("unreachable\n");
    return 0;
  }
  if (!strcmp(scenario, "strided")) {
    memref2d m = {host, host, 0, {4, 4}, {8, 1}};
    mgpuMemHostRegisterMemRef(2, &m, sizeof(float));
    printf("unreachable\n");
    return 0;
  }

  if (!strcmp(scenario, "tma")) {
    /* A memref<64x128xf16> at offset 128 elements in device memory, boxes of 32x64. */
    void *s = mgpuStreamCreate();
    char *buf = mgpuMemAlloc(2 * (128 + 64 * 128), s, false);
    struct {
      char *allocated, *aligned;
      int64_t offset, sizes[2], strides[2];
    } d = {buf, buf, 128, {64, 128}, {128, 1}};
    int64_t box[2] = {32, 64};
    void *map = mgpuTensorMapEncodeTiledMemref(2, &d, 6 /* FLOAT16 */, 0, 1, 2, 0, box);
    char text[9] = {0};
    mgpuMemcpy(text, map, 8, s);
    mgpuStreamSynchronize(s);
    mgpuMemFree(map, s);
    mgpuMemFree(buf, s);
    mgpuStreamDestroy(s);
    printf("%s\n", strcmp(text, "MOCKTMAP") ? "FAILED: no map" : "ok");
    free(host);
    free(back);
    return 0;
  }

  void *module = mgpuModuleLoadJIT((void *)ptx, 2);
  if (!strcmp(scenario, "no-kernel")) {
    mgpuModuleGetFunction(module, "missing");
    printf("unreachable\n");
    return 0;
  }
  void *scale = mgpuModuleGetFunction(module, "scale");
  void *mixed = mgpuModuleGetFunction(module, "mixed");
  void *stream = mgpuStreamCreate();

  float *dev = mgpuMemAlloc(N * sizeof(float), stream, false);
  mgpuMemcpy(dev, host, N * sizeof(float), stream);

  /* The memref descriptor's fields and the factor, as gpu.launch_func passes them. */
  float *allocated = dev, *aligned = dev;
  int64_t offset = 0, size = N, stride = 1;
  float factor = 2.5f;
  void *params[] = {&allocated, &aligned, &offset, &size, &stride, &factor};
  mgpuLaunchKernel(scale, N / 256, 1, 1, 256, 1, 1, 0, stream, params, NULL, 6);

  /* An offset pointer into the buffer prints as buf1+64. */
  float *inner = dev + 16;
  int64_t offset2 = 16, size2 = 32;
  void *params2[] = {&allocated, &inner, &offset2, &size2, &stride, &factor};
  mgpuLaunchKernel(scale, 1, 1, 1, 32, 1, 1, 65536, stream, params2, NULL, 6);

  unsigned char bytes[16];
  for (int i = 0; i < 16; i++)
    bytes[i] = (unsigned char)i;
  int32_t i32 = -7;
  uint16_t u16 = 65535;
  int8_t s8 = -2;
  double f64 = 0.125;
  void *params3[] = {bytes, &i32, &u16, &s8, &f64};
  mgpuLaunchKernel(mixed, 2, 3, 4, 8, 4, 2, 0, stream, params3, NULL, 5);
  mgpuLaunchClusterKernel(mixed, 2, 1, 1, 4, 3, 1, 128, 1, 1, 0, stream, params3, NULL);

  mgpuMemcpy(back, dev, N * sizeof(float), stream);

  /* Events: another stream waits for the first. */
  void *event = mgpuEventCreate();
  mgpuEventRecord(event, stream);
  void *stream2 = mgpuStreamCreate();
  mgpuStreamWaitEvent(stream2, event);
  mgpuEventSynchronize(event);
  mgpuEventDestroy(event);

  /* Device to device, and memsets. */
  float *dev2 = mgpuMemAlloc(N * sizeof(float), stream2, false);
  mgpuMemcpy(dev2, dev, N * sizeof(float), stream2);
  mgpuMemset32(dev2, 0x3f800000u, 8, stream2);
  mgpuMemset16(dev2 + 8, 0xbeefu, 8, stream2);
  float check[12];
  mgpuMemcpy(check, dev2, sizeof check, stream2);
  mgpuStreamSynchronize(stream2);

  /* Managed memory, host registration of a memref, a zero-byte allocation. */
  float *shared = mgpuMemAlloc(64, NULL, true);
  memref2d m = {host, host, 8, {4, 8}, {8, 1}};
  mgpuMemHostRegisterMemRef(2, &m, sizeof(float));
  mgpuMemHostUnregisterMemRef(2, &m, sizeof(float));
  void *none = mgpuMemAlloc(0, stream, false);

  mgpuStreamSynchronize(stream);
  mgpuMemFree(dev, stream);
  mgpuMemFree(dev2, stream2);
  mgpuMemFree(shared, NULL);
  mgpuMemFree(none, stream);
  mgpuStreamDestroy(stream2);
  mgpuStreamDestroy(stream);
  mgpuModuleUnload(module);

  int bad = none != NULL;
  for (int i = 0; i < N; i++)
    bad |= back[i] != host[i]; /* the mock computes nothing: the data come back unchanged */
  for (int i = 0; i < 8; i++)
    bad |= check[i] != 1.0f;
  uint16_t halves[8];
  memcpy(halves, check + 8, sizeof halves);
  for (int i = 0; i < 8; i++)
    bad |= halves[i] != 0xbeef;
  free(host);
  free(back);
  if (bad) {
    printf("FAILED: wrong data\n");
    return 1;
  }
  printf("ok\n");
  return 0;
}
