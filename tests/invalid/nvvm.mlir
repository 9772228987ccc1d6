// RUN: mlirc %s --emit=mlir --split-input-file --verify-diagnostics
// RUN: mlir-opt %s --split-input-file --verify-diagnostics

// Cases written from the messages of upstream's nvvm verifiers (NVVMDialect.cpp), the
// generated operand/result constraints and the custom parsers' enum errors.

llvm.func @shfl_pred_not_struct(%m: i32, %v: f32) {
  // expected-error @+1 {{'nvvm.shfl.sync' op expected return type to be a two-element struct}}
  %0 = nvvm.shfl.sync bfly %m, %v, %m, %m {return_value_and_is_valid} : f32 -> f32
  llvm.return
}

// -----

llvm.func @shfl_struct_without_pred(%m: i32, %v: f32) {
  // expected-error @+1 {{'nvvm.shfl.sync' op "return_value_and_is_valid" attribute must be specified when the return type is a struct type}}
  %0 = nvvm.shfl.sync bfly %m, %v, %m, %m : f32 -> !llvm.struct<(f32, i1)>
  llvm.return
}

// -----

llvm.func @shfl_struct_first(%m: i32, %v: f32) {
  // expected-error @+1 {{'nvvm.shfl.sync' op expected first element in the returned struct to be of type 'f32' but got 'i32' instead}}
  %0 = nvvm.shfl.sync bfly %m, %v, %m, %m {return_value_and_is_valid} : f32 -> !llvm.struct<(i32, i1)>
  llvm.return
}

// -----

llvm.func @shfl_struct_second(%m: i32, %v: f32) {
  // expected-error @+1 {{'nvvm.shfl.sync' op expected second element in the returned struct to be of type 'i1' but got 'i32' instead}}
  %0 = nvvm.shfl.sync bfly %m, %v, %m, %m {return_value_and_is_valid} : f32 -> !llvm.struct<(f32, i32)>
  llvm.return
}

// -----

llvm.func @shfl_result_type(%m: i32, %v: f32) {
  // expected-error @+1 {{'nvvm.shfl.sync' op expected return type to be of type 'f32' but got 'i32' instead}}
  %0 = nvvm.shfl.sync up %m, %v, %m, %m : f32 -> i32
  llvm.return
}

// -----

llvm.func @shfl_f64(%m: i32, %v: f64) {
  // expected-error @+1 {{'nvvm.shfl.sync' op operand #1 must be 32-bit signless integer or 32-bit float, but got 'f64'}}
  %0 = nvvm.shfl.sync idx %m, %v, %m, %m : f64 -> f64
  llvm.return
}

// -----

llvm.func @shfl_kind(%m: i32, %v: f32) {
  // expected-error @+2 {{custom op 'nvvm.shfl.sync' expected ::mlir::NVVM::ShflKind to be one of: bfly, up, down, idx}}
  // expected-error @+1 {{custom op 'nvvm.shfl.sync' failed to parse ShflKindAttr parameter 'value' which is to be a `::mlir::NVVM::ShflKind`}}
  %0 = nvvm.shfl.sync xor %m, %v, %m, %m : f32 -> f32
  llvm.return
}

// -----

llvm.func @vote_ballot(%m: i32, %p: i1) {
  // expected-error @+1 {{'nvvm.vote.sync' op vote.sync 'ballot' returns an i32}}
  %0 = nvvm.vote.sync ballot %m, %p -> i1
  llvm.return
}

// -----

llvm.func @vote_any(%m: i32, %p: i1) {
  // expected-error @+1 {{'nvvm.vote.sync' op vote.sync 'any', 'all' and 'uni' returns an i1}}
  %0 = nvvm.vote.sync uni %m, %p -> i32
  llvm.return
}

// -----

llvm.func @vote_f32(%m: i32, %p: i1) {
  // expected-error @+1 {{'nvvm.vote.sync' op result #0 must be 32-bit signless integer or 1-bit signless integer, but got 'f32'}}
  %0 = nvvm.vote.sync any %m, %p -> f32
  llvm.return
}

// -----

llvm.func @redux_add_f32(%m: i32, %v: f32) {
  // expected-error @+1 {{'nvvm.redux.sync' op 'add' redux kind unsupported with 'f32' type. Only supported type is 'i32'.}}
  %0 = nvvm.redux.sync add %v, %m : f32 -> f32
  llvm.return
}

// -----

llvm.func @redux_fmax_i32(%m: i32) {
  // expected-error @+1 {{'nvvm.redux.sync' op 'fmax' redux kind unsupported with 'i32' type. Only supported type is 'f32'.}}
  %0 = nvvm.redux.sync fmax %m, %m : i32 -> i32
  llvm.return
}

// -----

llvm.func @redux_abs_i32(%m: i32) {
  // expected-error @+1 {{'nvvm.redux.sync' op abs attribute is supported only for f32 type}}
  %0 = nvvm.redux.sync max %m, %m {abs = true} : i32 -> i32
  llvm.return
}

// -----

llvm.func @redux_nan_i32(%m: i32) {
  // expected-error @+1 {{'nvvm.redux.sync' op nan attribute is supported only for f32 type}}
  %0 = nvvm.redux.sync min %m, %m {nan = true} : i32 -> i32
  llvm.return
}

// -----

llvm.func @redux_types(%m: i32) {
  // expected-error @+1 {{'nvvm.redux.sync' op failed to verify that all of {res, val} have same type}}
  %0 = nvvm.redux.sync add %m, %m : i32 -> f32
  llvm.return
}

// -----

llvm.func @barrier_threads_without_id(%n: i32) {
  // expected-error @+1 {{'nvvm.barrier' op barrier id is missing, it should be set between 0 to 15}}
  nvvm.barrier number_of_threads = %n
  llvm.return
}

// -----

llvm.func @barrier_reduction_with_id(%id: i32, %p: i32) {
  // expected-error @+1 {{'nvvm.barrier' op reduction are only available when id is 0}}
  %0 = "nvvm.barrier"(%id, %p) <{operandSegmentSizes = array<i32: 1, 0, 1>, reductionOp = #nvvm.reduction<or>}> : (i32, i32) -> i32
  llvm.return
}

// -----

llvm.func @barrier_predicate_alone(%p: i32) {
  // expected-error @+1 {{'nvvm.barrier' op reduction predicate and reduction operation must be specified together}}
  %0 = "nvvm.barrier"(%p) <{operandSegmentSizes = array<i32: 0, 0, 1>}> : (i32) -> i32
  llvm.return
}

// -----

llvm.func @barrier_reduction_alone() {
  // expected-error @+1 {{'nvvm.barrier' op reduction predicate and reduction operation must be specified together}}
  %0 = "nvvm.barrier"() <{operandSegmentSizes = array<i32: 0, 0, 0>, reductionOp = #nvvm.reduction<and>}> : () -> i32
  llvm.return
}

// -----

llvm.func @barrier_reduction_kind(%p: i32) {
  // expected-error @+2 {{expected ::mlir::NVVM::BarrierReduction to be one of: popc, and, or}}
  // expected-error @+1 {{failed to parse BarrierReductionAttr parameter 'value' which is to be a `::mlir::NVVM::BarrierReduction`}}
  %0 = nvvm.barrier #nvvm.reduction<xor> %p -> i32
  llvm.return
}

// -----

llvm.func @elect_i32() {
  // expected-error @+1 {{'nvvm.elect.sync' op result #0 must be 1-bit signless integer, but got 'i32'}}
  %0 = nvvm.elect.sync -> i32
  llvm.return
}

// -----

llvm.func @rcp_i32(%x: i32) {
  // expected-error @+1 {{custom op 'nvvm.rcp.approx.ftz.f' invalid kind of type specified}}
  %0 = nvvm.rcp.approx.ftz.f %x : i32
  llvm.return
}

// -----

llvm.func @nanosleep_i64(%t: i64) {
  // expected-error @+1 {{'nvvm.nanosleep' op operand #0 must be 32-bit signless integer, but got 'i64'}}
  "nvvm.nanosleep"(%t) : (i64) -> ()
  llvm.return
}

// -----

llvm.func @vote_kind(%m: i32, %p: i1) {
  // expected-error @+2 {{custom op 'nvvm.vote.sync' expected ::mlir::NVVM::VoteSyncKind to be one of: any, all, ballot, uni}}
  // expected-error @+1 {{custom op 'nvvm.vote.sync' failed to parse VoteSyncKindAttr parameter 'value' which is to be a `::mlir::NVVM::VoteSyncKind`}}
  %0 = nvvm.vote.sync none %m, %p -> i1
  llvm.return
}

// -----

// Upstream's NVVMRequiresSM: checked against the chips of the enclosing gpu.module's targets.
gpu.module @old [#nvvm.target<chip = "sm_80">] {
  llvm.func @f() -> i32 {
    // expected-error @+1 {{'nvvm.read.ptx.sreg.clusterid.x' op is not supported on sm_80}}
    %0 = nvvm.read.ptx.sreg.clusterid.x : i32
    llvm.return %0 : i32
  }
}

// -----

gpu.module @default_chip [#nvvm.target] {
  llvm.func @f() {
    // expected-error @+1 {{'nvvm.cluster.wait' op is not supported on sm_50}}
    nvvm.cluster.wait
    llvm.return
  }
}

// -----

gpu.module @two [#nvvm.target<chip = "sm_90a">, #nvvm.target<chip = "sm_75">] {
  llvm.func @f(%i: i32) -> i32 {
    // expected-error @+1 {{'nvvm.redux.sync' op is not supported on sm_75}}
    %0 = nvvm.redux.sync add %i, %i : i32 -> i32
    llvm.return %0 : i32
  }
}

// -----

gpu.module @ancient [#nvvm.target<chip = "sm_20">] {
  llvm.func @f(%i: i32) -> i32 {
    // expected-error @+1 {{'nvvm.shfl.sync' op is not supported on sm_20}}
    %0 = nvvm.shfl.sync bfly %i, %i, %i, %i : i32 -> i32
    llvm.return %0 : i32
  }
}
