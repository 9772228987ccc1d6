// bufferization.dealloc in the LLVM translation: each buffer freed at most once, only when
// its condition holds and no retained memref has its allocated pointer (views included); the
// results tell whether a claim moved to each retained memref. Run under valgrind: a double
// or missed free shows.
// RUN: mlirc %s --pass-pipeline='builtin.module(convert-scf-to-cf)' -o %t
// RUN: valgrind -q --leak-check=full --errors-for-leak-kinds=definite,indirect --error-exitcode=9 %t | FileCheck %s
// RUN: mlirc %s --pass-pipeline='builtin.module(convert-scf-to-cf)' -O0 --emit=llvm-ir -o - | FileCheck %s --check-prefix=IR

// IR-LABEL: define {{.*}} @twice(
// IR: icmp eq i64
// IR: select i1 %{{.*}}, i64 %{{.*}}, i64 0
// IR: call void @mlirc_free(
// IR-LABEL: declare void @mlirc_free(ptr)

func.func private @printI64(i64)
func.func private @printNewline()

func.func @show(%b: i1) {
  %x = arith.extui %b : i1 to i64
  call @printI64(%x) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

// The same buffer listed twice with true conditions: freed once.
func.func @twice() {
  %true = arith.constant true
  %a = memref.alloc() : memref<4xf32>
  %v = memref.subview %a[1] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1], offset: 1>>
  bufferization.dealloc (%a, %v : memref<4xf32>, memref<2xf32, strided<[1], offset: 1>>) if (%true, %true)
  return
}

func.func @main() {
  %true = arith.constant true
  %false = arith.constant false
  call @twice() : () -> ()
  // Retained through a view: not freed, the claim moves to the view (1), then freed
  // through the view.
  %a = memref.alloc() : memref<8xf32>
  %v = memref.subview %a[2] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 2>>
  %r:2 = bufferization.dealloc (%a : memref<8xf32>) if (%true) retain (%v, %a : memref<4xf32, strided<[1], offset: 2>>, memref<8xf32>)
  call @show(%r#0) : (i1) -> ()
  %u = memref.cast %v : memref<4xf32, strided<[1], offset: 2>> to memref<*xf32>
  %s = bufferization.dealloc (%u : memref<*xf32>) if (%r#0) retain (%a : memref<8xf32>)
  // Retained %a is the same buffer: nothing freed, claim reported (1).
  call @show(%s) : (i1) -> ()
  bufferization.dealloc (%v : memref<4xf32, strided<[1], offset: 2>>) if (%s)
  // A false condition frees nothing and moves no claim (0); the buffer is freed after.
  %b = memref.alloc() : memref<2xi32>
  %q = bufferization.dealloc (%b : memref<2xi32>) if (%false) retain (%b : memref<2xi32>)
  call @show(%q) : (i1) -> ()
  %c = memref.alloc() : memref<2xi32>
  // Unrelated retained buffer: %b freed, no claim moves to %c (0).
  %p = bufferization.dealloc (%b : memref<2xi32>) if (%true) retain (%c : memref<2xi32>)
  call @show(%p) : (i1) -> ()
  memref.dealloc %c : memref<2xi32>
  return
}
// CHECK: 1
// CHECK-NEXT: 1
// CHECK-NEXT: 0
// CHECK-NEXT: 0
