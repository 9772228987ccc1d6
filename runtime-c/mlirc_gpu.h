/* mlirc GPU runtime: the `mgpu*` host functions that MLIR 22's `gpu-to-llvm`
 * lowering (and the `gpu.launch_func` translation to LLVM IR) call, for
 * NVIDIA GPUs through the CUDA driver API.
 *
 * C11 (and C++17), no CUDA header needed: the driver library (libcuda.so.1,
 * or $MLIRC_CUDA_LIBRARY) is opened with dlopen on first use. Handles
 * (modules, functions, streams, events) are the driver's, passed through as
 * `void *`; device memory is a plain pointer (CUDA's unified addressing).
 * Every failure prints one line `mlirc runtime: ...` to stderr and ends the
 * process with exit status 1. See README.md next to this file.
 */
#ifndef MLIRC_GPU_H
#define MLIRC_GPU_H

#include <stddef.h>
#include <stdint.h>
#ifndef __cplusplus
#include <stdbool.h>
#endif

#ifdef __cplusplus
extern "C" {
#endif

/* ---- Modules and kernels ----------------------------------------------- */

/* Loads a binary image (cubin, fatbin or NUL-terminated PTX) of `size` bytes. */
void *mgpuModuleLoad(void *data, size_t size);
/* Loads NUL-terminated PTX, JIT-compiled at optimization level `optLevel` (0-4). */
void *mgpuModuleLoadJIT(void *data, int optLevel);
/* mlirc's load of PTX for several architectures: the newest one the device runs. */
void *mlircModuleLoadPtx(const char *const *ptx, const int32_t *sm, int32_t n, int32_t optLevel);
/* NULL is ignored. */
void mgpuModuleUnload(void *module);
void *mgpuModuleGetFunction(void *module, const char *name);

/* Launches `function` on `stream`; `params` points to `paramsCount` pointers,
 * one to each kernel argument's value (CUDA's kernelParams); `extra` is
 * CUDA's `extra` (NULL in lowered code). Sizes must be in 1..2^32-1. */
void mgpuLaunchKernel(void *function, intptr_t gridX, intptr_t gridY, intptr_t gridZ, intptr_t blockX,
                      intptr_t blockY, intptr_t blockZ, int32_t smem, void *stream, void **params, void **extra,
                      size_t paramsCount);
/* The same with thread-block clusters (needs a CUDA 12 driver: cuLaunchKernelEx).
 * Lowered code passes no `paramsCount`, so there is none. */
void mgpuLaunchClusterKernel(void *function, intptr_t clusterX, intptr_t clusterY, intptr_t clusterZ,
                             intptr_t gridX, intptr_t gridY, intptr_t gridZ, intptr_t blockX, intptr_t blockY,
                             intptr_t blockZ, int32_t smem, void *stream, void **params, void **extra);

/* ---- Streams and events ------------------------------------------------ */

void *mgpuStreamCreate(void);
void mgpuStreamDestroy(void *stream);
void mgpuStreamSynchronize(void *stream);
void mgpuStreamWaitEvent(void *stream, void *event);
void *mgpuEventCreate(void);
void mgpuEventDestroy(void *event);
void mgpuEventSynchronize(void *event);
void mgpuEventRecord(void *event, void *stream);

/* ---- Memory ------------------------------------------------------------ */

/* Device memory (managed memory when `hostShared`); 0 bytes gives NULL. */
void *mgpuMemAlloc(uint64_t sizeBytes, void *stream, bool hostShared);
/* NULL is ignored. */
void mgpuMemFree(void *ptr, void *stream);
/* Any direction (host or device pointers), ordered on `stream`. */
void mgpuMemcpy(void *dst, void *src, size_t sizeBytes, void *stream);
/* Sets `count` 32-bit (16-bit) elements at `dst` to `value`, on `stream`. */
void mgpuMemset32(void *dst, uint32_t value, size_t count, void *stream);
void mgpuMemset16(void *dst, uint16_t value, size_t count, void *stream);

/* Page-locks host memory (cuMemHostRegister); 0 bytes does nothing. */
void mgpuMemHostRegister(void *ptr, uint64_t sizeBytes);
void mgpuMemHostUnregister(void *ptr);
/* The same for a ranked memref descriptor of rank `rank` whose elements are
 * `elementSizeBytes` bytes; it must be row-major contiguous. */
void mgpuMemHostRegisterMemRef(int64_t rank, void *descriptor, int64_t elementSizeBytes);
void mgpuMemHostUnregisterMemRef(int64_t rank, void *descriptor, int64_t elementSizeBytes);

/* The device the calling thread's later calls use (default 0). */
void mgpuSetDefaultDevice(int32_t device);

/* ---- Tensor maps (TMA, sm_90; needs cuTensorMapEncodeTiled) ------------ */

/* Encodes a tiled tensor map into `tensorMap` (128 bytes, 64-byte aligned);
 * the enums are CUDA's CUtensorMap* values. */
void mgpuTensorMapEncodeTiled(void *tensorMap, int tensorDataType, uint32_t tensorRank, void *globalAddress,
                              const uint64_t *globalDim, const uint64_t *globalStrides, const uint32_t *boxDim,
                              const uint32_t *elementStrides, int interleave, int swizzle, int l2Promotion,
                              int oobFill);
/* Encodes a tensor map for a ranked memref descriptor (rank 1-5, box sizes
 * in `inputBoxDims`, outermost first) and returns a device copy of it. */
void *mgpuTensorMapEncodeTiledMemref(int64_t tensorRank, void *descriptor, int64_t tensorDataType, int64_t interleave,
                                     int64_t swizzle, int64_t l2Promotion, int64_t oobFill, int64_t *inputBoxDims);

#ifdef __cplusplus
}
#endif

#endif /* MLIRC_GPU_H */
