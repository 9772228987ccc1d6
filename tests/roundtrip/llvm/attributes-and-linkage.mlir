// Function linkage, calling conventions, visibility and function-level attributes on
// llvm.func, as convert-func-to-llvm produces them (llvm.emit_c_interface, sym_visibility,
// passthrough, argument attributes), plus discardable attributes on ops and on the module.
module attributes {llvm.data_layout = "e-m:e-i64:64-f80:128-n8:16:32:64-S128", llvm.target_triple = "x86_64-unknown-linux-gnu"} {
  llvm.func internal @internal_fn(%a: i32) -> i32 {
    llvm.return %a : i32
  }
  llvm.func private @private_fn(%a: i32) -> i32 {
    llvm.return %a : i32
  }
  llvm.func linkonce_odr @linkonce_odr_fn() {
    llvm.return
  }
  llvm.func weak @weak_fn() {
    llvm.return
  }
  llvm.func extern_weak @maybe_missing(i32) -> i32
  llvm.func fastcc @fast(%a: i64) -> i64 {
    llvm.return %a : i64
  }
  llvm.func internal coldcc @cold(%a: i64) -> i64 {
    llvm.return %a : i64
  }
  llvm.func @hidden() attributes {sym_visibility = "private"} {
    llvm.return
  }
  llvm.func @c_iface(%a: !llvm.ptr, %b: !llvm.ptr, %n: i64) attributes {llvm.emit_c_interface} {
    llvm.return
  }
  llvm.func @_mlir_ciface_c_iface(%d: !llvm.ptr) attributes {llvm.emit_c_interface} {
    llvm.return
  }
  llvm.func @passthrough_attrs() attributes {passthrough = ["nounwind", ["frame-pointer", "all"]]} {
    llvm.return
  }
  llvm.func @noinline_fn() attributes {no_inline} {
    llvm.return
  }
  llvm.func @always_inline_fn() attributes {always_inline} {
    llvm.return
  }
  llvm.func @args(%p: !llvm.ptr {llvm.noalias}, %q: !llvm.ptr {llvm.align = 16 : i64, llvm.nonnull}, %x: i32 {llvm.zeroext}) {
    llvm.return
  }
  llvm.func @discardable(%a: i32) -> i32 {
    %0 = llvm.add %a, %a {tag, note = "x"} : i32
    %1 = llvm.mlir.constant(3 : i32) {origin = "arith.constant"} : i32
    %2 = llvm.mul %0, %1 {tag} : i32
    llvm.return %2 : i32
  }
  llvm.func @calls(%a: i32) -> i32 {
    %0 = llvm.call @internal_fn(%a) : (i32) -> i32
    %1 = llvm.call @private_fn(%0) : (i32) -> i32
    %2 = llvm.call @maybe_missing(%1) : (i32) -> i32
    %3 = llvm.sext %2 : i32 to i64
    %4 = llvm.call fastcc @fast(%3) : (i64) -> i64
    %5 = llvm.call coldcc @cold(%4) : (i64) -> i64
    llvm.call @weak_fn() : () -> ()
    llvm.call @linkonce_odr_fn() {tag} : () -> ()
    %6 = llvm.trunc %5 : i64 to i32
    llvm.return %6 : i32
  }
}
