// Allocations move up their dominator chain and out of non-loop region ops as far as their
// sizes allow, as upstream's buffer-hoisting does (same IR; compared in the generic form).
// RUN: mlirc %s --pass-pipeline='builtin.module(func.func(buffer-hoisting))' --mlir-print-op-generic | mlir-opt --mlir-print-op-generic > %t.mlirc
// RUN: mlir-opt %s --pass-pipeline='builtin.module(func.func(buffer-hoisting))' --mlir-print-op-generic > %t.upstream
// RUN: diff %t.mlirc %t.upstream
// RUN: mlirc %s --pass-pipeline='builtin.module(func.func(buffer-hoisting))' | FileCheck %s

func.func private @use(memref<2xf32>)
func.func private @use_dyn(memref<?xf32>)

// CHECK-LABEL: func.func @cond_branch(
// CHECK-NEXT: %[[A:.*]] = memref.alloc() : memref<2xf32>
// CHECK-NEXT: cf.cond_br
func.func @cond_branch(%c: i1, %x: memref<2xf32>) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  cf.br ^bb3(%x : memref<2xf32>)
^bb2:
  %a = memref.alloc() : memref<2xf32>
  func.call @use(%a) : (memref<2xf32>) -> ()
  cf.br ^bb3(%a : memref<2xf32>)
^bb3(%r: memref<2xf32>):
  func.call @use(%r) : (memref<2xf32>) -> ()
  return
}

// The size is a block argument of the allocating block: it stays.
// CHECK-LABEL: func.func @dynamic_block_arg(
// CHECK-NEXT: cf.cond_br
// CHECK: ^bb2(%[[N:.*]]: index):
// CHECK-NEXT: memref.alloc(%[[N]])
func.func @dynamic_block_arg(%c: i1, %n: index) {
  cf.cond_br %c, ^bb1, ^bb2(%n : index)
^bb1:
  return
^bb2(%m: index):
  %a = memref.alloc(%m) : memref<?xf32>
  func.call @use_dyn(%a) : (memref<?xf32>) -> ()
  return
}

// Out of nested scf.if regions, as far as the sizes allow.
// CHECK-LABEL: func.func @nested_if(
// CHECK-NEXT: %[[A:.*]] = memref.alloc(%arg1) : memref<?xf32>
// CHECK-NEXT: %[[B:.*]] = memref.alloc(%arg2) : memref<?xf32>
// CHECK-NEXT: scf.if
// CHECK: arith.addi
// CHECK-NEXT: memref.alloc(%{{.*}}) : memref<?xf32>
func.func @nested_if(%c: i1, %n: index, %m: index) -> memref<?xf32> {
  %r = scf.if %c -> (memref<?xf32>) {
    %s = scf.if %c -> (memref<?xf32>) {
      %a = memref.alloc(%n) : memref<?xf32>
      scf.yield %a : memref<?xf32>
    } else {
      %k = arith.addi %n, %m : index
      %b = memref.alloc(%k) : memref<?xf32>
      scf.yield %b : memref<?xf32>
    }
    scf.yield %s : memref<?xf32>
  } else {
    %d = memref.alloc(%m) : memref<?xf32>
    scf.yield %d : memref<?xf32>
  }
  return %r : memref<?xf32>
}
