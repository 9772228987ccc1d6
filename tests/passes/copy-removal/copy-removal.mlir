// mlirc-copy-removal: a temporary that only feeds a copy into a fresh buffer is replaced by
// that buffer; a fresh buffer that a copy fills and that is only read while the source does
// not change is replaced by the source.
// RUN: mlirc %s --split-input-file --pass-pipeline='builtin.module(func.func(mlirc-copy-removal))' | FileCheck %s

// CHECK-LABEL: func.func @temp_feeds_copy(
// CHECK-NEXT: %[[D:.*]] = memref.alloc() : memref<4xf32>
// CHECK-NEXT: linalg.fill ins(%{{.*}} : f32) outs(%[[D]] : memref<4xf32>)
// CHECK-NEXT: memref.store %{{.*}}, %[[D]]
// CHECK-NEXT: return %[[D]]
func.func @temp_feeds_copy(%x: f32, %i: index) -> memref<4xf32> {
  %d = memref.alloc() : memref<4xf32>
  %t = memref.alloc() : memref<4xf32>
  linalg.fill ins(%x : f32) outs(%t : memref<4xf32>)
  memref.store %x, %t[%i] : memref<4xf32>
  memref.copy %t, %d : memref<4xf32> to memref<4xf32>
  memref.dealloc %t : memref<4xf32>
  return %d : memref<4xf32>
}

// -----

// The destination is read while the temporary is computed: the copy stays.
// CHECK-LABEL: func.func @dest_read_between(
// CHECK: memref.copy
func.func @dest_read_between(%x: f32, %i: index) -> f32 {
  %d = memref.alloc() : memref<4xf32>
  linalg.fill ins(%x : f32) outs(%d : memref<4xf32>)
  %t = memref.alloc() : memref<4xf32>
  %old = memref.load %d[%i] : memref<4xf32>
  linalg.fill ins(%old : f32) outs(%t : memref<4xf32>)
  memref.copy %t, %d : memref<4xf32> to memref<4xf32>
  %v = memref.load %d[%i] : memref<4xf32>
  %s = arith.addf %v, %old : f32
  return %s : f32
}

// -----

// An argument as the destination (it may alias what the temporary's ops read): stays.
// CHECK-LABEL: func.func @dest_argument(
// CHECK: memref.copy
func.func @dest_argument(%x: memref<4xf32>, %d: memref<4xf32>) {
  %t = memref.alloc() : memref<4xf32>
  linalg.copy ins(%x : memref<4xf32>) outs(%t : memref<4xf32>)
  memref.copy %t, %d : memref<4xf32> to memref<4xf32>
  return
}

// -----

// The temporary is used after the copy: stays.
// CHECK-LABEL: func.func @temp_used_after(
// CHECK: memref.copy
func.func @temp_used_after(%x: f32, %i: index) -> f32 {
  %d = memref.alloc() : memref<4xf32>
  %t = memref.alloc() : memref<4xf32>
  linalg.fill ins(%x : f32) outs(%t : memref<4xf32>)
  memref.copy %t, %d : memref<4xf32> to memref<4xf32>
  memref.store %x, %t[%i] : memref<4xf32>
  %v = memref.load %t[%i] : memref<4xf32>
  %w = memref.load %d[%i] : memref<4xf32>
  %s = arith.addf %v, %w : f32
  return %s : f32
}

// -----

// A view of the destination taken before and written while the temporary is computed: stays.
// CHECK-LABEL: func.func @dest_view_before(
// CHECK: memref.copy
func.func @dest_view_before(%x: f32) -> memref<4xf32> {
  %c0 = arith.constant 0 : index
  %d = memref.alloc() : memref<4xf32>
  %v = memref.subview %d[0] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1]>>
  %t = memref.alloc() : memref<4xf32>
  linalg.fill ins(%x : f32) outs(%t : memref<4xf32>)
  memref.store %x, %v[%c0] : memref<2xf32, strided<[1]>>
  memref.copy %t, %d : memref<4xf32> to memref<4xf32>
  return %d : memref<4xf32>
}

// -----

// A copy only read: the reads read the source.
// CHECK-LABEL: func.func @only_read(
// CHECK-SAME: %[[S:[a-z0-9]+]]: memref<4xf32>
// CHECK-NOT: memref.alloc()
// CHECK-NOT: memref.copy
// CHECK: memref.load %[[S]]
// CHECK: linalg.copy ins(%[[S]] : memref<4xf32>)
func.func @only_read(%s: memref<4xf32>, %o: memref<4xf32>, %i: index) -> f32 {
  %d = memref.alloc() : memref<4xf32>
  memref.copy %s, %d : memref<4xf32> to memref<4xf32>
  %v = memref.load %d[%i] : memref<4xf32>
  %t = memref.alloc() : memref<4xf32>
  linalg.copy ins(%d : memref<4xf32>) outs(%t : memref<4xf32>)
  memref.copy %t, %o : memref<4xf32> to memref<4xf32>
  memref.dealloc %d : memref<4xf32>
  memref.dealloc %t : memref<4xf32>
  return %v : f32
}

// -----

// The source changes (a store into it, a call, a store into memory not allocated here)
// before the last read: the copy stays. A store into another local buffer does not matter.
// CHECK-LABEL: func.func @source_written(
// CHECK: memref.copy
// CHECK-LABEL: func.func @call_between(
// CHECK: memref.copy
// CHECK-LABEL: func.func @other_argument_written(
// CHECK: memref.copy
// CHECK-LABEL: func.func @local_written(
// CHECK-NOT: memref.copy
// CHECK: return
func.func private @f()
func.func @source_written(%s: memref<4xf32>, %x: f32, %i: index) -> f32 {
  %d = memref.alloc() : memref<4xf32>
  memref.copy %s, %d : memref<4xf32> to memref<4xf32>
  memref.store %x, %s[%i] : memref<4xf32>
  %v = memref.load %d[%i] : memref<4xf32>
  return %v : f32
}
func.func @call_between(%s: memref<4xf32>, %i: index) -> f32 {
  %d = memref.alloc() : memref<4xf32>
  memref.copy %s, %d : memref<4xf32> to memref<4xf32>
  func.call @f() : () -> ()
  %v = memref.load %d[%i] : memref<4xf32>
  return %v : f32
}
func.func @other_argument_written(%s: memref<4xf32>, %s2: memref<4xf32>, %x: f32, %i: index) -> f32 {
  %d = memref.alloc() : memref<4xf32>
  memref.copy %s, %d : memref<4xf32> to memref<4xf32>
  memref.store %x, %s2[%i] : memref<4xf32>
  %v = memref.load %d[%i] : memref<4xf32>
  return %v : f32
}
func.func @local_written(%s: memref<4xf32>, %x: f32, %i: index) -> f32 {
  %d = memref.alloc() : memref<4xf32>
  %l = memref.alloca() : memref<4xf32>
  memref.copy %s, %d : memref<4xf32> to memref<4xf32>
  memref.store %x, %l[%i] : memref<4xf32>
  %v = memref.load %d[%i] : memref<4xf32>
  %w = memref.load %l[%i] : memref<4xf32>
  %r = arith.addf %v, %w : f32
  return %r : f32
}

// -----

// A local source written through a view between the copy and the read: stays.
// CHECK-LABEL: func.func @local_source_view_written(
// CHECK: memref.copy
func.func @local_source_view_written(%x: f32, %i: index) -> f32 {
  %c0 = arith.constant 0 : index
  %s = memref.alloc() : memref<4xf32>
  linalg.fill ins(%x : f32) outs(%s : memref<4xf32>)
  %d = memref.alloc() : memref<4xf32>
  memref.copy %s, %d : memref<4xf32> to memref<4xf32>
  %v = memref.subview %s[1] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1], offset: 1>>
  %z = arith.constant 0.0 : f32
  memref.store %z, %v[%c0] : memref<2xf32, strided<[1], offset: 1>>
  %r = memref.load %d[%i] : memref<4xf32>
  return %r : f32
}
