// `mlirc -shared -o libk.so` (or --emit=shared, or just the .so extension) links a shared library:
// position-independent module code and the runtime, exporting every public function's
// _mlir_ciface_ wrapper and the runtime's mlirc_free, for dlopen (Python's ctypes) or a link.
// RUN: mlirc %s -shared -o %T/libk.so --emit-header=%t.h
// RUN: file %T/libk.so | FileCheck %s --check-prefix=ELF
// RUN: nm -D --defined-only %T/libk.so | FileCheck %s --check-prefix=SYMS
// RUN: cc -std=c11 -Wall -Wextra -Werror -include %t.h -o %t.dl %S/Inputs/shared_library_main.c -ldl
// RUN: %t.dl %T/libk.so | FileCheck %s --check-prefix=DL
// RUN: cc -std=c11 -Wall -Wextra -Werror -include %t.h -o %t.linked %S/Inputs/shared_library_link.c -L%T -lk -Wl,-rpath,%T
// RUN: %t.linked | FileCheck %s --check-prefix=LINKED
// The same through --emit=shared and through the extension alone, at -O0, and under valgrind.
// RUN: mlirc %s --emit=shared -O0 -o %t.emit.so && nm -D --defined-only %t.emit.so | FileCheck %s --check-prefix=SYMS
// RUN: mlirc %s -o %t.ext.so && %t.dl %t.ext.so | FileCheck %s --check-prefix=DL
// RUN: valgrind -q --error-exitcode=1 --leak-check=full %t.dl %T/libk.so | FileCheck %s --check-prefix=DL
// AArch64, run under qemu (the program dlopens the library).
// RUN: mlirc %s -shared --target=aarch64-unknown-linux-gnu -o %t.arm.so
// RUN: aarch64-linux-gnu-gcc -std=c11 -include %t.h -o %t.arm %S/Inputs/shared_library_main.c -ldl
// RUN: qemu-aarch64 -L /usr/aarch64-linux-gnu %t.arm %t.arm.so | FileCheck %s --check-prefix=DL
// Usage errors: -shared with -c, -S or -emit-llvm or another --emit=, a GPU target, a cross
// target whose C compiler is missing (not installed, or named and not found). Nothing written.
// RUN: not mlirc %s -shared -c -o %t.x.so 2>&1 | FileCheck %s --check-prefix=DASH-C
// RUN: not mlirc %s -shared -S -o %t.x.so 2>&1 | FileCheck %s --check-prefix=DASH-C
// RUN: not mlirc %s -shared --emit=obj -o %t.x.so 2>&1 | FileCheck %s --check-prefix=EMIT
// RUN: not mlirc %s -shared --target=nvptx64-nvidia-cuda -o %t.x.so 2>&1 | FileCheck %s --check-prefix=GPU
// RUN: env PATH=/nonexistent not mlirc %s -shared --target=aarch64-unknown-linux-gnu -o %t.x.so 2>&1 | FileCheck %s --check-prefix=NO-CC
// RUN: env CC_aarch64_unknown_linux_gnu=no-such-gcc not mlirc %s -shared --target=aarch64-unknown-linux-gnu -o %t.x.so 2>&1 | FileCheck %s --check-prefix=NAMED-CC
// RUN: mlirc %s -shared -c -o %t.x.so; test $? = 2
// RUN: test ! -e %t.x.so

// ELF: ELF 64-bit LSB shared object
// SYMS-DAG: T _mlir_ciface_f
// SYMS-DAG: T _mlir_ciface_g
// SYMS-DAG: T mlirc_free
// SYMS-DAG: mlirc_alloc
// DL: f: 10 20 30 40
// DL-NEXT: g: 42
// LINKED: f: 0.5 1 1.5 2
// LINKED-NEXT: g: -15
// DASH-C: mlirc: error: '-shared' links a shared library: it cannot be combined with -c, -S or -emit-llvm
// EMIT: mlirc: error: '-shared' cannot be combined with another '--emit=' kind
// GPU: mlirc: error: -shared: target 'nvptx64-nvidia-cuda' is a GPU target: it has no shared libraries
// NO-CC: mlirc: error: -shared: the C compiler for target 'aarch64-unknown-linux-gnu' ('aarch64-linux-gnu-gcc') is not installed
// NAMED-CC: mlirc: error: -shared: the C compiler 'no-such-gcc' for target 'aarch64-unknown-linux-gnu' is not found

func.func @f(%a: tensor<4xf32>, %s: f32) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>],
                       iterator_types = ["parallel"]}
      ins(%a : tensor<4xf32>) outs(%e : tensor<4xf32>) {
  ^bb0(%x: f32, %o: f32):
    %m = arith.mulf %x, %s : f32
    linalg.yield %m : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}

func.func @g(%a: i64, %b: i64) -> i64 {
  %m = arith.muli %a, %b : i64
  return %m : i64
}
