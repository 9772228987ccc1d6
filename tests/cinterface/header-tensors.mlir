// Tensor functions through the generated header: tensor arguments are plain contiguous
// buffers the function never writes into (an update works on a copy), tensor results are new
// buffers the caller releases with mlirc_free; host (under valgrind) and aarch64.
// RUN: mlirc %s -o %t.a --emit-header=%t.h
// RUN: FileCheck %s < %t.h
// RUN: cc -std=c11 -Wall -Wextra -Werror -pedantic -DHEADER='"%t.h"' %S/Inputs/tensors.c %t.a -lm -o %t.exe
// RUN: %t.exe | FileCheck %S/Inputs/tensors.c
// RUN: valgrind -q --error-exitcode=99 --leak-check=full --errors-for-leak-kinds=definite,indirect %t.exe > /dev/null
// RUN: mlirc %s --target=aarch64-unknown-linux-gnu -o %t.arm.a --emit-header=%t.arm.h
// RUN: aarch64-linux-gnu-gcc -std=c11 -Wall -Wextra -Werror -DHEADER='"%t.arm.h"' %S/Inputs/tensors.c %t.arm.a -lm -o %t.arm
// RUN: qemu-aarch64 -L /usr/aarch64-linux-gnu %t.arm | FileCheck %S/Inputs/tensors.c

// CHECK: /* Returned buffers belong to the caller: release each with mlirc_free(result.allocated). */
// CHECK-NEXT: void _mlir_ciface_scale(mlirc_memref_1d_f32 *result, mlirc_memref_1d_f32 *arg0, float arg1);
// CHECK: void _mlir_ciface_update(mlirc_memref_1d_f32 *result, mlirc_memref_1d_f32 *arg0, int64_t arg1, float arg2);
// CHECK: void _mlir_ciface_matmul(mlirc_memref_2d_f32 *result, mlirc_memref_2d_f32 *arg0, mlirc_memref_2d_f32 *arg1);

// result[i] = t[i] * s
func.func @scale(%t: tensor<?xf32>, %s: f32) -> tensor<?xf32> attributes { llvm.emit_c_interface } {
  %c0 = arith.constant 0 : index
  %n = tensor.dim %t, %c0 : tensor<?xf32>
  %e = tensor.empty(%n) : tensor<?xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%t : tensor<?xf32>) outs(%e : tensor<?xf32>) {
  ^bb0(%a: f32, %b: f32):
    %m = arith.mulf %a, %s : f32
    linalg.yield %m : f32
  } -> tensor<?xf32>
  return %r : tensor<?xf32>
}

// t with t[i] = x: a copy, t itself unchanged.
func.func @update(%t: tensor<?xf32>, %i: index, %x: f32) -> tensor<?xf32> attributes { llvm.emit_c_interface } {
  %r = tensor.insert %x into %t[%i] : tensor<?xf32>
  return %r : tensor<?xf32>
}

func.func @matmul(%a: tensor<2x3xf32>, %b: tensor<3x2xf32>) -> tensor<2x2xf32> attributes { llvm.emit_c_interface } {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x2xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<2x2xf32>) -> tensor<2x2xf32>
  %m = linalg.matmul ins(%a, %b : tensor<2x3xf32>, tensor<3x2xf32>) outs(%f : tensor<2x2xf32>) -> tensor<2x2xf32>
  return %m : tensor<2x2xf32>
}
