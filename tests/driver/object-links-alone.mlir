// An object of a tensor program links with `cc main.c k.o` and nothing else: it calls the
// runtime's mlirc_alloc/mlirc_dealloc/mlirc_free and holds weak definitions of them over libc.
// RUN: mlirc -c %s -o %t.o
// RUN: nm %t.o | FileCheck %s --check-prefix=WEAK
// RUN: mlirc %s --emit-header=%t.h > /dev/null
// RUN: cc -std=c11 -Wall -Wextra -Werror -include %t.h -o %t %S/Inputs/links_alone_main.c %t.o
// RUN: %t | FileCheck %s --check-prefix=OUT
// A program's own allocator (strong definitions) wins over the object's weak ones, for the
// compiled code and mlirc_free alike.
// RUN: cc -std=c11 -Wall -Wextra -Werror -DOWN_ALLOCATOR -include %t.h -o %t.own %S/Inputs/links_alone_main.c %t.o
// RUN: %t.own | FileCheck %s --check-prefix=OWN
// Two objects of mlirc link together (weak definitions do not clash), and with the runtime,
// whose definitions they give way to; the archive (-o lib.a) has the runtime and no fallbacks.
// RUN: sed -e 's/@forward/@forward2/' -e 's/@scale/@scale2/' -e 's/@alloc_n/@alloc_n2/' %s > %t.2.mlir && mlirc -c %t.2.mlir -o %t.2.o
// RUN: mlirc --emit=runtime -o %t.rt.a && ar t %t.rt.a | FileCheck %s --check-prefix=RT
// RUN: cc -include %t.h -o %t.two %S/Inputs/links_alone_main.c %t.o %t.2.o %t.rt.a -lm && %t.two | FileCheck %s --check-prefix=OUT
// RUN: mlirc %s -o %t.a && nm %t.a | FileCheck %s --check-prefix=ARCHIVE
// RUN: cc -include %t.h -o %t.lib %S/Inputs/links_alone_main.c %t.a -lm && %t.lib | FileCheck %s --check-prefix=OUT
// Memory exhaustion still ends in a message and abort.
// RUN: not --crash %t huge 2>&1 | FileCheck %s --check-prefix=OOM
// The same for AArch64, run under qemu.
// RUN: mlirc -c --target=aarch64-unknown-linux-gnu %s -o %t.arm.o
// RUN: aarch64-linux-gnu-gcc -std=c11 -include %t.h -o %t.arm %S/Inputs/links_alone_main.c %t.arm.o
// RUN: qemu-aarch64 -L /usr/aarch64-linux-gnu %t.arm | FileCheck %s --check-prefix=OUT
// Objects built with --threads=N call the runtime's thread pool: they link with the runtime
// that --emit=runtime writes for the target (-lpthread for glibc before 2.34).
// RUN: mlirc -c --threads=2 %s -o %t.mt.o && nm %t.mt.o | FileCheck %s --check-prefix=THREADS
// RUN: cc -include %t.h -o %t.mt %S/Inputs/links_alone_main.c %t.mt.o %t.rt.a -lpthread && %t.mt | FileCheck %s --check-prefix=OUT
// RUN: mlirc --emit=runtime --target=aarch64-unknown-linux-gnu -o %t.rt.arm.a
// RUN: mlirc -c --threads=2 --target=aarch64-unknown-linux-gnu %s -o %t.mt.arm.o
// RUN: aarch64-linux-gnu-gcc -include %t.h -o %t.mt.arm %S/Inputs/links_alone_main.c %t.mt.arm.o %t.rt.arm.a -lpthread
// RUN: qemu-aarch64 -L /usr/aarch64-linux-gnu %t.mt.arm | FileCheck %s --check-prefix=OUT
// --emit=runtime takes no input, and the runtime is host code.
// RUN: not mlirc --emit=runtime %s -o %t.x.a 2>&1 | FileCheck %s --check-prefix=RT-INPUT
// RUN: not mlirc --emit=runtime --target=nvptx64-nvidia-cuda -o %t.x.a 2>&1 | FileCheck %s --check-prefix=RT-GPU

// WEAK-DAG: U aligned_alloc
// WEAK-DAG: W mlirc_alloc
// WEAK-DAG: W mlirc_dealloc
// WEAK-DAG: W mlirc_free
// OUT: forward: 11 22 33 44
// OUT-NEXT: scaled: 2 4 6 8
// OWN: forward: 11 22 33 44
// OWN: own allocator: 1 allocations, 1 deallocations
// RT: mlirc_gpu.o
// RT-NEXT: mlirc_parallel.o
// RT-NEXT: mlirc_runtime.o
// ARCHIVE-NOT: W mlirc_alloc
// ARCHIVE: mlirc_runtime.o:
// ARCHIVE: W mlirc_alloc
// OOM: mlirc: out of memory
// THREADS: U mlirc_parallel_for
// RT-INPUT: mlirc: error: '--emit=runtime' writes the runtime alone: it takes no input file
// RT-GPU: mlirc: error: --emit=runtime: the runtime is host code

func.func @forward(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %0 = arith.addf %a, %b : tensor<4xf32>
  return %0 : tensor<4xf32>
}

func.func @scale(%m: memref<?xf32>, %s: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %m, %c0 : memref<?xf32>
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    %v = memref.load %m[%i] : memref<?xf32>
    %r = arith.mulf %v, %s : f32
    memref.store %r, %m[%i] : memref<?xf32>
  }
  return
}

// Allocates what its argument says (for the out-of-memory case).
func.func @alloc_n(%n: index) -> memref<?xi8> {
  %m = memref.alloc(%n) : memref<?xi8>
  return %m : memref<?xi8>
}
