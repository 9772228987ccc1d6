// --stats: the static memory plan of each function: the arena's bytes (with reuse), the planned
// buffers' bytes without reuse, how many were planned and how many stay on the heap, and why.
// RUN: mlirc %s -c -o %t.o --stats --max-stack-alloc-bytes=0 2>&1 | FileCheck %s
// RUN: mlirc %s -c -o %t.o --stats -O0 2>&1 | FileCheck %s --check-prefix=O0

// CHECK: mlirc: static memory plan
// CHECK-NEXT: function arena unshared planned heap why
// CHECK-NEXT: @two 64 128 2 1 1 returned
// CHECK-NEXT: @dyn 0 0 0 1 1 dynamic or not plannable type
// O0-NOT: static memory plan

func.func private @use(memref<16xf32>)
func.func @two() -> memref<16xf32> {
  %a = memref.alloc() : memref<16xf32>
  call @use(%a) : (memref<16xf32>) -> ()
  memref.dealloc %a : memref<16xf32>
  %b = memref.alloc() : memref<16xf32>
  call @use(%b) : (memref<16xf32>) -> ()
  memref.dealloc %b : memref<16xf32>
  %r = memref.alloc() : memref<16xf32>
  return %r : memref<16xf32>
}
func.func private @used(memref<?xf32>)
func.func @dyn(%n: index) {
  %d = memref.alloc(%n) : memref<?xf32>
  call @used(%d) : (memref<?xf32>) -> ()
  memref.dealloc %d : memref<?xf32>
  return
}
