// Memrefs of f8/f6/f4 types and of narrow integers have a C interface form: one byte per
// element (uint8_t bits for the floats, int8_t/uint8_t for iN/uiN, N < 8), named in the ABI file.
// RUN: mlirc -c %s -o %t.o --emit-header=%t.h --emit-abi=%t.json
// RUN: FileCheck %s --check-prefix=ABI < %t.json
// RUN: FileCheck %s --check-prefix=H < %t.h
// RUN: echo '#include "%t.h"' > %t.c && cc -Wall -Werror -pedantic -c %t.c -o %t.c.o

// ABI: "a": [{"type": "memref", "element": "f8E4M3FN", "rank": 1, "shape": [5], {{.*}}}, {"type": "memref", "element": "i4", "rank": 2, {{.*}}}, "f8E5M2FNUZ", {"type": "memref", "element": "u4", {{.*}}}, {"type": "memref", "element": "f4E2M1FN", {{.*}}}]
// H: typedef struct mlirc_memref_1d_f8E4M3FN {
// H-NEXT: uint8_t *allocated;
// H: typedef struct mlirc_memref_2d_i4 {
// H-NEXT: int8_t *allocated;
// H: typedef struct mlirc_memref_1d_u4 {
// H-NEXT: uint8_t *allocated;
// H: void _mlir_ciface_conv(mlirc_memref_1d_f32 *result, mlirc_memref_1d_f8E4M3FN *arg0, mlirc_memref_2d_i4 *arg1, uint8_t arg2, mlirc_memref_1d_u4 *arg3, mlirc_memref_1d_f4E2M1FN *arg4);
func.func @conv(%a: memref<5xf8E4M3FN>, %b: memref<2x3xi4>, %c: f8E5M2FNUZ, %d: memref<?xui4>, %e: memref<4xf4E2M1FN>) -> memref<5xf32> {
  %r = memref.alloc() : memref<5xf32>
  return %r : memref<5xf32>
}
