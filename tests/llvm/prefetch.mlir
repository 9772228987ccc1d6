// memref.prefetch becomes llvm.prefetch(address, rw, locality, cache type) at the element's
// address, as upstream's lowering makes it (checked on both).
// RUN: mlirc %s -O0 -S -emit-llvm -o - | FileCheck %s
// RUN: mlir-opt-22 %s --finalize-memref-to-llvm --convert-arith-to-llvm --convert-func-to-llvm --reconcile-unrealized-casts | mlir-translate-22 --mlir-to-llvmir | FileCheck %s

// CHECK-LABEL: define void @prefetch(
// CHECK: %[[P:.*]] = getelementptr {{.*}}float
// CHECK: call void @llvm.prefetch.p0(ptr %[[P]], i32 0, i32 3, i32 1)
// CHECK: %[[Q:.*]] = getelementptr {{.*}}float
// CHECK: call void @llvm.prefetch.p0(ptr %[[Q]], i32 1, i32 0, i32 0)
// CHECK: call void @llvm.prefetch.p0(ptr %{{.*}}, i32 0, i32 1, i32 1)
func.func @prefetch(%m: memref<?x8xf32>, %i: index, %j: index) {
  memref.prefetch %m[%i, %j], read, locality<3>, data : memref<?x8xf32>
  memref.prefetch %m[%j, %i], write, locality<0>, instr : memref<?x8xf32>
  memref.prefetch %m[%i, %i], read, locality<1>, data : memref<?x8xf32>
  return
}
