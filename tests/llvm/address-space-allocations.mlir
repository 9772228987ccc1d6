// Allocations of memrefs in a non-default memory space: the stack slot or the runtime's
// memory (default address space) enters the descriptor through an addrspacecast, and the
// program runs (on the host, address space 1 is ordinary memory).
// RUN: mlirc %s --emit=llvm-ir -o - | FileCheck %s --check-prefix=IR
// RUN: mlirc %s -o %t && %t | FileCheck %s
// IR: addrspacecast ptr %{{.*}} to ptr addrspace(1)
func.func private @printF32(f32)
func.func private @printNewline()

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %x = arith.constant 2.5 : f32
  %b = memref.alloca() : memref<2xf32, 1>
  memref.store %x, %b[%c0] : memref<2xf32, 1>
  %old = memref.atomic_rmw addf %x, %b[%c0] : (f32, memref<2xf32, 1>) -> f32
  %v = memref.load %b[%c0] : memref<2xf32, 1>
  %h = memref.alloc() : memref<2xf32, 1>
  memref.store %v, %h[%c1] : memref<2xf32, 1>
  %w = memref.load %h[%c1] : memref<2xf32, 1>
  memref.dealloc %h : memref<2xf32, 1>
  // CHECK: 2.5
  call @printF32(%old) : (f32) -> ()
  call @printNewline() : () -> ()
  // CHECK-NEXT: 5
  call @printF32(%w) : (f32) -> ()
  call @printNewline() : () -> ()
  return
}
