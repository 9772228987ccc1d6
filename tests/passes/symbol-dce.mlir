// RUN: mlirc %s --pass-pipeline='builtin.module(symbol-dce)' --split-input-file | FileCheck %s
// RUN: mlir-opt %s --pass-pipeline='builtin.module(symbol-dce)' --split-input-file | FileCheck %s
// RUN: not mlirc %s --pass-pipeline='builtin.module(func.func(symbol-dce))' --split-input-file 2>&1 \
// RUN:   | FileCheck %s --check-prefix=ERR
// symbol-dce: the same checks on mlirc's output and on mlir-opt-22's.

// ERR: error: 'func.func' op  was scheduled to run under SymbolDCE, but does not define a symbol table

// Public symbols are roots; private ones live only if something live refers to them,
// transitively: @dead_a and @dead_b refer to each other (and to @leaf) but nothing live does.
// CHECK-LABEL: module {
// CHECK-NOT: @dead_a
// CHECK-NOT: @dead_b
// CHECK-NOT: @leaf
// CHECK: func.func private @live_leaf()
// CHECK-NEXT: func.func private @live_mid()
// CHECK-NEXT: call @live_leaf()
// CHECK: memref.global "private" @g
// CHECK-NEXT: func.func @pub()
// CHECK-NEXT: memref.get_global @g
// CHECK-NEXT: call @live_mid()
// CHECK-NOT: @g_dead
// CHECK: }
module {
  func.func private @dead_a() {
    func.call @dead_b() : () -> ()
    return
  }
  func.func private @dead_b() {
    func.call @dead_a() : () -> ()
    func.call @leaf() : () -> ()
    return
  }
  func.func private @leaf()
  func.func private @live_leaf()
  func.func private @live_mid() {
    func.call @live_leaf() : () -> ()
    return
  }
  memref.global "private" @g : memref<2xi32> = dense<0>
  memref.global "private" @g_dead : memref<2xi32> = dense<0>
  func.func @pub() {
    %0 = memref.get_global @g : memref<2xi32>
    func.call @live_mid() : () -> ()
    return
  }
}

// -----

// References from ops that are not symbols (at the top level of the table), and from
// attributes (arrays and dictionaries included) of live ops, keep symbols alive. A reference
// held by a dead symbol does not.
// CHECK-LABEL: module {
// CHECK-NEXT: memref.global "private" @by_top_level
// CHECK-NEXT: memref.global "private" @by_attr
// CHECK-NEXT: memref.global "private" @by_dict
// CHECK-NOT: @by_dead
// CHECK: func.func @f() attributes {refs = [@by_attr, {k = @by_dict}]}
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: memref.get_global @by_top_level
// CHECK-NEXT: }
module {
  memref.global "private" @by_top_level : memref<i32> = dense<0>
  memref.global "private" @by_attr : memref<i32> = dense<0>
  memref.global "private" @by_dict : memref<i32> = dense<0>
  memref.global "private" @by_dead : memref<i32> = dense<0>
  func.func private @dead() attributes {r = @by_dead}
  func.func @f() attributes {refs = [@by_attr, {k = @by_dict}]} {
    return
  }
  %0 = memref.get_global @by_top_level : memref<i32>
}

// -----

// Nested symbol tables: a private table is live only when referred to (`@sub::@inner` makes
// both live); inside a live table, public symbols are roots and private ones follow the same
// rules; `nested` visibility is discardable in a table hidden from above (the top-level
// module is), and in a private one.
// CHECK-LABEL: module {
// CHECK-NOT: @nested_vis
// CHECK: func.func @pub() attributes {r = @sub::@inner}
// CHECK: module @sub attributes {sym_visibility = "private"} {
// CHECK-NEXT: func.func @inner()
// CHECK: func.func @inner_pub()
// CHECK-NOT: @inner_priv
// CHECK-NOT: @inner_nested
// CHECK: module @pubsub {
// CHECK-NEXT: func.func @y()
// CHECK-NOT: @z
// CHECK-NOT: @sub2
// CHECK-NOT: @x
module {
  func.func nested @nested_vis()
  func.func @pub() attributes {r = @sub::@inner} {
    return
  }
  module @sub attributes {sym_visibility = "private"} {
    func.func @inner() {
      return
    }
    func.func @inner_pub() {
      return
    }
    func.func private @inner_priv() {
      return
    }
    func.func nested @inner_nested() {
      return
    }
  }
  module @sub2 attributes {sym_visibility = "private"} {
    func.func @x() {
      return
    }
  }
  module @pubsub {
    func.func @y() {
      return
    }
    func.func private @z() {
      return
    }
  }
}

// -----

// An unnamed nested module is not a symbol: it is live, and its private symbols are resolved
// in it. A reference to an unknown symbol is ignored.
// CHECK-LABEL: module {
// CHECK-NEXT: func.func @main()
// CHECK-NEXT: call @used()
// CHECK: module {
// CHECK-NEXT: func.func private @used()
// CHECK-NEXT: func.func @entry()
// CHECK-NEXT: call @used()
// CHECK-NOT: @unused
// CHECK-NOT: func.func
module {
  func.func @main() attributes {unknown = @nowhere} {
    func.call @used() : () -> ()
    return
  }
  func.func private @used()
  module {
    func.func private @used()
    func.func private @unused()
    func.func @entry() {
      func.call @used() : () -> ()
      return
    }
  }
}
