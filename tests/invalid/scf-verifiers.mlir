// RUN: mlirc %s --emit=mlir --split-input-file --verify-diagnostics
// RUN: mlir-opt %s --split-input-file --verify-diagnostics

func.func @for_inits_vs_iter_args(%i: index, %x: f32) {
  // expected-error @+1 {{'scf.for' op mismatch in number of loop-carried values and defined values}}
  "scf.for"(%i, %i, %i, %x) ({
  ^bb0(%iv: index):
    "scf.yield"() : () -> ()
  }) : (index, index, index, f32) -> ()
  return
}

// -----

func.func @for_init_type(%i: index, %x: f32) {
  // expected-error @+1 {{'scf.for' op 0-th init and 0-th region iter_arg have different type: 'f32' != 'i32'}}
  %r = "scf.for"(%i, %i, %i, %x) ({
  ^bb0(%iv: index, %a: i32):
    "scf.yield"(%a) : (i32) -> ()
  }) : (index, index, index, f32) -> f32
  return
}

// -----

func.func @for_wrong_terminator(%i: index, %c: i1) {
  // expected-error @+2 {{'scf.for' op expects regions to end with 'scf.yield', found 'llvm.unreachable'}}
  // expected-note @+1 {{in custom textual format, the absence of terminator implies 'scf.yield'}}
  "scf.for"(%i, %i, %i) ({
  ^bb0(%iv: index):
    llvm.unreachable
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @parallel_init_count(%i: index) {
  // expected-error @+1 {{'scf.parallel' op expects number of results: 1 to be the same as number of initial values: 0}}
  %r = "scf.parallel"(%i, %i, %i) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
  ^bb0(%iv: index):
    scf.reduce(%iv : index) {
    ^bb0(%a: index, %b: index):
      scf.reduce.return %a : index
    }
  }) : (index, index, index) -> index
  return
}

// -----

func.func @reduce_terminator(%lb: index, %ub: index, %st: index, %f: f32) {
  %r = scf.parallel (%iv) = (%lb) to (%ub) step (%st) init (%f) -> f32 {
    // expected-error @+1 {{'scf.reduce' op reduction bodies must be terminated with an 'scf.reduce.return' op}}
    scf.reduce(%f : f32) {
    ^bb0(%a: f32, %b: f32):
      llvm.unreachable
    }
  }
  return
}

// -----

func.func @reduce_region_count(%lb: index, %ub: index, %st: index, %f: f32) {
  scf.parallel (%iv) = (%lb) to (%ub) step (%st) {
    // expected-error @+1 {{'scf.reduce' op expects number of reduction regions: 0 to be the same as number of reduction operands: 1}}
    scf.reduce(%f : f32)
  }
  return
}

// -----

func.func @forall_results(%t: tensor<4xf32>) {
  // expected-error @+1 {{'scf.forall' op produces 1 results, but has only 0 outputs}}
  %r = "scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
  ^bb0(%i: index):
    scf.forall.in_parallel {
    }
  }) : () -> tensor<4xf32>
  return
}

// -----

func.func @forall_iv_type() {
  // expected-error @+1 {{'scf.forall' op expects 0-th block argument to be an index}}
  "scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
  ^bb0(%i: i32):
    scf.forall.in_parallel {
    }
  }) : () -> ()
  return
}

// -----

func.func @forall_output_arg_type(%t: tensor<4xf32>) {
  // expected-error @+1 {{'scf.forall' op type mismatch between 0-th output and corresponding block argument}}
  %r = "scf.forall"(%t) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
  ^bb0(%i: index, %o: tensor<5xf32>):
    scf.forall.in_parallel {
    }
  }) : (tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @forall_static_count() {
  // expected-error @+1 {{expected 1 upper bound values, got 2}}
  "scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4, 4>}> ({
  ^bb0(%i: index):
    scf.forall.in_parallel {
    }
  }) : () -> ()
  return
}

// -----

func.func @switch_terminator(%i: index) {
  // expected-error @+1 {{'scf.index_switch' op expected region to end with scf.yield, but got func.return}}
  "scf.index_switch"(%i) <{cases = array<i64>}> ({
    func.return
  }) : (index) -> ()
  return
}

// -----

func.func @switch_case_yield_count(%i: index) {
  // expected-error @+1 {{'scf.index_switch' op expected each region to return 1 values, but case region #0 returns 0}}
  %r = scf.index_switch %i -> index
  case 2 {
    // expected-note @+1 {{see yield operation here}}
    scf.yield
  }
  default {
    scf.yield %i : index
  }
  return
}

// -----

func.func @if_else_blocks(%c: i1) {
  // expected-error @+1 {{'scf.if' op expects region #1 to have 0 or 1 blocks}}
  "scf.if"(%c) ({
    scf.yield
  }, {
    cf.br ^bb1
  ^bb1:
    scf.yield
  }) : (i1) -> ()
  return
}

// -----

func.func @execute_region_yield_type(%x: i32) {
  // expected-error @+1 {{'scf.execute_region' op along control flow edge from Operation scf.yield to parent: successor operand type #0 'i32' should match successor input type #0 'f32'}}
  %r = scf.execute_region -> f32 {
    // expected-note @+1 {{region branch point}}
    scf.yield %x : i32
  }
  return
}

// -----

func.func @in_parallel_parent() {
  scf.execute_region {
    // expected-error @+1 {{'scf.forall.in_parallel' op expects parent op 'scf.forall'}}
    scf.forall.in_parallel {
    }
  }
  return
}

// -----

func.func @parallel_reduction_regions(%lb: index, %ub: index, %st: index, %f: f32) {
  // expected-error @+1 {{'scf.parallel' op expects number of results: 1 to be the same as number of reductions: 0}}
  %r = scf.parallel (%iv) = (%lb) to (%ub) step (%st) init (%f) -> f32 {
    scf.reduce(%f : f32)
  }
  return
}

// -----

// A loop with iter_args whose body ends without a yield (the implicit one yields nothing).
func.func @for_implicit_yield_with_iter_args(%x: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  // expected-error @+2 {{'scf.for' op along control flow edge from Operation scf.yield to Region #0: region branch point has 0 operands, but region successor needs 1 inputs}}
  // expected-note @+1 {{region branch point}}
  %r = scf.for %k = %c0 to %c1 step %c1 iter_args(%acc = %x) -> (f32) {
    %a = arith.addi %k, %k : index
  }
  return %r : f32
}
