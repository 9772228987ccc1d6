// RUN: mlirc %s --emit=mlir --split-input-file --verify-diagnostics
// RUN: mlir-opt %s --split-input-file --verify-diagnostics

func.func @for_float_bound(%f: f32, %i: index) {
  // expected-error @+1 {{'scf.for' op operand #0 must be signless integer or index, but got 'f32'}}
  "scf.for"(%f, %i, %i) ({}) : (f32, index, index) -> ()
  return
}

// -----

func.func @for_bound_types(%a: i32, %i: index) {
  // expected-error @+1 {{'scf.for' op failed to verify that all of {lowerBound, upperBound, step} have same type}}
  "scf.for"(%i, %a, %i) ({}) : (index, i32, index) -> ()
  return
}

// -----

func.func @for_iv_type(%i: index) {
  // expected-error @+1 {{'scf.for' op expected induction variable to be same type as bounds}}
  "scf.for"(%i, %i, %i) ({
  ^bb0(%iv: i32):
    "scf.yield"() : () -> ()
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @for_two_blocks(%i: index) {
  // expected-error @+1 {{'scf.for' op expects region #0 to have 0 or 1 blocks}}
  "scf.for"(%i, %i, %i) ({
  ^bb0(%iv: index):
    cf.br ^bb1
  ^bb1:
    "scf.yield"() : () -> ()
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @for_results_mismatch(%i: index, %x: f32) {
  // expected-error @+1 {{mismatch in number of loop-carried values and defined values}}
  %r:2 = scf.for %iv = %i to %i step %i iter_args(%a = %x) -> (f32, f32) {
    scf.yield %a : f32
  }
  return
}

// -----

func.func @for_yield_count(%i: index, %x: f32) {
  // expected-error @+1 {{'scf.for' op different number of region iter_args and yielded values: 2 != 1}}
  %r:2 = "scf.for"(%i, %i, %i, %x, %x) ({
  ^bb0(%iv: index, %a: f32, %b: f32):
    "scf.yield"(%a) : (f32) -> ()
  }) : (index, index, index, f32, f32) -> (f32, f32)
  return
}

// -----

func.func @for_yield_type(%i: index, %x: f32) {
  // expected-error @+1 {{'scf.for' op 0-th region iter_arg and 0-th yielded value have different type: 'f32' != 'i32'}}
  %r = scf.for %iv = %i to %i step %i iter_args(%a = %x) -> (f32) {
    %c = arith.constant 1 : i32
    scf.yield %c : i32
  }
  return
}

// -----

func.func @for_result_type(%i: index, %x: f32) {
  // expected-error @+1 {{'scf.for' op 0-th region iter_arg and 0-th loop result have different type: 'f32' != 'f64'}}
  %r = "scf.for"(%i, %i, %i, %x) ({
  ^bb0(%iv: index, %a: f32):
    "scf.yield"(%a) : (f32) -> ()
  }) : (index, index, index, f32) -> f64
  return
}

// -----

// The generic form gets no implicit terminator.
func.func @for_generic_no_terminator(%i: index) {
  "scf.for"(%i, %i, %i) ({
  ^bb0(%iv: index):
    // expected-error @+1 {{block with no terminator, has}}
    scf.execute_region {
      scf.yield
    }
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @yield_parent() {
  // expected-error @+1 {{'scf.yield' op expects parent op to be one of 'scf.execute_region, scf.for, scf.if, scf.index_switch, scf.while'}}
  scf.yield
}

// -----

func.func @if_condition_type(%i: index) {
  // expected-error @+1 {{'scf.if' op operand #0 must be 1-bit signless integer, but got 'index'}}
  "scf.if"(%i) ({}, {}) : (index) -> ()
  return
}

// -----

func.func @if_three_regions(%c: i1) {
  // expected-error @+1 {{'scf.if' op expected 2 regions}}
  "scf.if"(%c) ({}, {}, {}) : (i1) -> ()
  return
}

// -----

func.func @if_block_argument(%c: i1) {
  // expected-error @+1 {{'scf.if' op region #0 should have no arguments}}
  "scf.if"(%c) ({
  ^bb0(%a: index):
    "scf.yield"() : () -> ()
  }, {}) : (i1) -> ()
  return
}

// -----

func.func @if_missing_else(%c: i1, %x: f32) {
  // expected-error @+1 {{'scf.if' op must have an else block if defining values}}
  %r = scf.if %c -> (f32) {
    scf.yield %x : f32
  }
  return
}

// -----

func.func @if_yield_count(%c: i1, %x: f32) {
  // expected-error @+1 {{'scf.if' op along control flow edge from Operation scf.yield to parent: region branch point has 1 operands, but region successor needs 2 inputs}}
  %r:2 = scf.if %c -> (f32, f32) {
    // expected-note @+1 {{region branch point}}
    scf.yield %x : f32
  } else {
    scf.yield %x, %x : f32, f32
  }
  return
}

// -----

func.func @if_yield_type(%c: i1, %x: f32, %i: i32) {
  // expected-error @+1 {{'scf.if' op along control flow edge from Operation scf.yield to parent: successor operand type #0 'i32' should match successor input type #0 'f32'}}
  %r = scf.if %c -> (f32) {
    // expected-note @+1 {{region branch point}}
    scf.yield %i : i32
  } else {
    scf.yield %x : f32
  }
  return
}

// -----

func.func @while_input_types() {
  %c = arith.constant true
  // expected-error @+1 {{expected as many input types as operands (expected 0 got 1)}}
  scf.while : (i32) -> () {
    scf.condition(%c)
  } do {
    scf.yield
  }
  return
}

// -----

func.func @while_before_terminator() {
  // expected-error @+1 {{'scf.while' op expects the 'before' region to terminate with 'scf.condition'}}
  scf.while : () -> () {
    // expected-note @+1 {{terminator here}}
    scf.yield
  } do {
    scf.yield
  }
  return
}

// -----

func.func @while_after_terminator(%c: i1) {
  // expected-error @+1 {{'scf.while' op expects the 'after' region to terminate with 'scf.yield'}}
  scf.while : () -> () {
    scf.condition(%c)
  } do {
    // expected-note @+1 {{terminator here}}
    scf.condition(%c)
  }
  return
}

// -----

func.func @while_empty_region() {
  // expected-error @+1 {{'scf.while' op region #0 ('before') failed to verify constraint: region with 1 blocks}}
  scf.while : () -> () {
  } do {
  }
  return
}

// -----

func.func @while_after_arguments(%c: i1) {
  // expected-error @+1 {{'scf.while' op along control flow edge from Operation scf.condition to Region #1: region branch point has 0 operands, but region successor needs 1 inputs}}
  scf.while : () -> () {
    // expected-note @+1 {{region branch point}}
    scf.condition(%c)
  } do {
  ^bb0(%a: i32):
    scf.yield
  }
  return
}

// -----

func.func @while_after_types(%c: i1) {
  // expected-error @+1 {{'scf.while' op along control flow edge from Operation scf.condition to Region #1: successor operand type #0 'i1' should match successor input type #0 'i32'}}
  %r = scf.while : () -> (i1) {
    // expected-note @+1 {{region branch point}}
    scf.condition(%c) %c : i1
  } do {
  ^bb0(%a: i32):
    scf.yield
  }
  return
}

// -----

func.func @while_results(%c: i1) {
  // expected-error @+1 {{'scf.while' op along control flow edge from Operation scf.condition to parent: region branch point has 1 operands, but region successor needs 0 inputs}}
  scf.while : () -> () {
    // expected-note @+1 {{region branch point}}
    scf.condition(%c) %c : i1
  } do {
  ^bb0(%a: i1):
    scf.yield
  }
  return
}

// -----

func.func @condition_parent(%c: i1) {
  %i = arith.constant 0 : index
  scf.for %iv = %i to %i step %i {
    // expected-error @+1 {{'scf.condition' op expects parent op 'scf.while'}}
    scf.condition(%c)
  }
  return
}

// -----

func.func @while_init_types(%x: i32, %c: i1) {
  // expected-error @+2 {{'scf.while' op along control flow edge from parent to Region #0: successor operand type #0 'i32' should match successor input type #0 'f32'}}
  // expected-note @+1 {{region branch point}}
  %r = "scf.while"(%x) ({
  ^bb0(%a: f32):
    scf.condition(%c) %a : f32
  }, {
  ^bb0(%b: f32):
    scf.yield %b : f32
  }) : (i32) -> f32
  return
}

// -----

func.func @while_yield_count(%x: i32, %c: i1) {
  // expected-error @+1 {{'scf.while' op along control flow edge from Operation scf.yield to Region #0: region branch point has 0 operands, but region successor needs 1 inputs}}
  %r = scf.while (%a = %x) : (i32) -> i32 {
    scf.condition(%c) %a : i32
  } do {
  ^bb0(%b: i32):
    // expected-note @+1 {{region branch point}}
    scf.yield
  }
  return
}

// -----

func.func @parallel_operand_count(%a: index, %b: index) {
  // expected-error @+1 {{expected 1 operands}}
  scf.parallel (%i) = (%a) to (%a, %b) step (%b) {
  }
  return
}

// -----

func.func @parallel_no_dims() {
  // expected-error @+1 {{'scf.parallel' op needs at least one tuple element for lowerBound, upperBound and step}}
  scf.parallel () = () to () step () {
  }
  return
}

// -----

func.func @parallel_zero_step(%a: index) {
  %c0 = arith.constant 0 : index
  // expected-error @+1 {{'scf.parallel' op constant step operand must be positive}}
  scf.parallel (%i) = (%a) to (%a) step (%c0) {
  }
  return
}

// -----

func.func @parallel_iv_type(%a: index) {
  // expected-error @+1 {{'scf.parallel' op expects arguments for the induction variable to be of index type}}
  "scf.parallel"(%a, %a, %a) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
  ^bb0(%i: f32):
    "scf.reduce"() : () -> ()
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @parallel_iv_count(%a: index) {
  // expected-error @+1 {{'scf.parallel' op expects the same number of induction variables: 2 as bound and step values: 1}}
  "scf.parallel"(%a, %a, %a) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
  ^bb0(%i: index, %j: index):
    "scf.reduce"() : () -> ()
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @parallel_missing_reductions(%a: index) {
  %x = arith.constant 1.0 : f32
  // expected-error @+1 {{'scf.parallel' op expects number of results: 1 to be the same as number of reductions: 0}}
  %r = scf.parallel (%i) = (%a) to (%a) step (%a) init (%x) -> f32 {
  }
  return
}

// -----

func.func @parallel_init_without_type(%a: index) {
  // expected-error @+1 {{number of operands and types do not match: got 0 operands and 1 types}}
  %r = scf.parallel (%i) = (%a) to (%a) step (%a) -> f32 {
    scf.reduce(%a : index) {
    ^bb0(%l: index, %r: index):
      scf.reduce.return %l : index
    }
  }
  return
}

// -----

func.func @parallel_reduction_type(%a: index) {
  %x = arith.constant 0.0 : f32
  %r = scf.parallel (%i) = (%a) to (%a) step (%a) init (%x) -> f32 {
    // expected-error @+1 {{'scf.reduce' op expects type of 0-th reduction operand: 'index' to be the same as the 0-th result type: 'f32'}}
    scf.reduce(%a : index) {
    ^bb0(%l: index, %r: index):
      scf.reduce.return %l : index
    }
  }
  return
}

// -----

func.func @parallel_wrong_terminator(%a: index) {
  // expected-error @+1 {{'scf.parallel' op expects body to terminate with 'scf.reduce'}}
  scf.parallel (%i) = (%a) to (%a) step (%a) {
    // expected-note @+1 {{terminator here}}
    scf.yield
  }
  return
}

// -----

func.func @reduce_parent(%x: f32) {
  // expected-error @+1 {{'scf.reduce' op expects parent op 'scf.parallel'}}
  scf.reduce(%x : f32) {
  ^bb0(%l: f32, %r: f32):
    scf.reduce.return %l : f32
  }
}

// -----

func.func @reduce_block_arguments(%a: index, %x: f32) {
  %r = scf.parallel (%i) = (%a) to (%a) step (%a) init (%x) -> f32 {
    // expected-error @+1 {{'scf.reduce' op expected two block arguments with type 'f32' in the 0-th reduction region}}
    scf.reduce(%x : f32) {
    ^bb0(%l: f32, %r: i32):
      scf.reduce.return %l : f32
    }
  }
  return
}

// -----

func.func @reduce_return_type(%a: index, %x: f32) {
  %r = scf.parallel (%i) = (%a) to (%a) step (%a) init (%x) -> f32 {
    scf.reduce(%x : f32) {
    ^bb0(%l: f32, %r: f32):
      %c = arith.constant 1 : index
      // expected-error @+1 {{'scf.reduce.return' op must have type 'f32' (the type of the reduction inputs)}}
      scf.reduce.return %c : index
    }
  }
  return
}

// -----

func.func @forall_results(%n: index, %t: tensor<4xf32>) {
  // expected-error @+1 {{number of operands and types do not match: got 1 operands and 2 types}}
  %r:2 = scf.forall (%i) in (%n) shared_outs(%o = %t) -> (tensor<4xf32>, tensor<4xf32>) {
  }
  return
}

// -----

func.func @forall_mapping_rank(%n: index) {
  // expected-error @+1 {{'scf.forall' op mapping attribute size must match op rank}}
  scf.forall (%i, %j) in (%n, %n) {
  } {mapping = [#gpu.block<x>, #gpu.block<y>, #gpu.block<z>]}
  return
}

// -----

func.func @forall_wrong_terminator(%n: index) {
  scf.forall (%i) in (%n) {
    // expected-error @+1 {{'scf.yield' op expects parent op to be one of 'scf.execute_region, scf.for, scf.if, scf.index_switch, scf.while'}}
    scf.yield
  }
  return
}

// -----

func.func @in_parallel_contents(%n: index, %t: tensor<4xf32>) {
  %r = scf.forall (%i) in (%n) shared_outs(%o = %t) -> (tensor<4xf32>) {
    // expected-error @+1 {{'scf.forall.in_parallel' op expected only ParallelCombiningOpInterface ops}}
    scf.forall.in_parallel {
      %c = arith.constant 1 : index
    }
  }
  return
}

// -----

func.func @switch_case_count(%n: index) {
  // expected-error @+1 {{'scf.index_switch' op has 0 case regions but 1 case values}}
  "scf.index_switch"(%n) <{cases = array<i64: 1>}> ({
    "scf.yield"() : () -> ()
  }) : (index) -> ()
  return
}

// -----

func.func @switch_duplicate(%n: index) {
  // expected-error @+1 {{'scf.index_switch' op has duplicate case value: 4}}
  scf.index_switch %n
  case 4 {
    scf.yield
  }
  case 4 {
    scf.yield
  }
  default {
  }
  return
}

// -----

func.func @switch_yield_count(%n: index) {
  // expected-error @+1 {{'scf.index_switch' op expected each region to return 0 values, but default region returns 1}}
  scf.index_switch %n
  default {
    // expected-note @+1 {{see yield operation here}}
    scf.yield %n : index
  }
  return
}

// -----

func.func @switch_yield_type(%n: index, %i: i32) {
  // expected-error @+1 {{'scf.index_switch' op expected result #0 of each region to be 'index'}}
  %r = scf.index_switch %n -> index
  case 0 {
    // expected-note @+1 {{case region #0 returns 'i32' here}}
    scf.yield %i : i32
  }
  default {
    scf.yield %n : index
  }
  return
}

// -----

func.func @switch_operand_type(%i: i32) {
  // expected-error @+1 {{'scf.index_switch' op operand #0 must be index, but got 'i32'}}
  "scf.index_switch"(%i) <{cases = array<i64>}> ({
    "scf.yield"() : () -> ()
  }) : (i32) -> ()
  return
}

// -----

func.func @execute_region_no_block() {
  // expected-error @+1 {{'scf.execute_region' op region needs to have at least one block}}
  scf.execute_region {
  }
  return
}

// -----

func.func @execute_region_arguments() {
  // expected-error @+1 {{'scf.execute_region' op region cannot have any arguments}}
  "scf.execute_region"() ({
  ^bb0(%a: i32):
    scf.yield
  }) : () -> ()
  return
}

// -----

func.func @execute_region_yield(%x: f32) {
  // expected-error @+1 {{'scf.execute_region' op along control flow edge from Operation scf.yield to parent: region branch point has 0 operands, but region successor needs 1 inputs}}
  %r = scf.execute_region -> f32 {
    // expected-note @+1 {{region branch point}}
    scf.yield
  }
  return
}

// -----

func.func @for_empty_region(%i: index) {
  // expected-error @+1 {{'scf.for' op region #0 ('region') failed to verify constraint: region with 1 blocks}}
  "scf.for"(%i, %i, %i) ({}) : (index, index, index) -> ()
  return
}

// -----

func.func @forall_step_count() {
  // expected-error @+1 {{expected 1 step values, got 2}}
  "scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1, 1>, staticUpperBound = array<i64: 4>}> ({
  ^bb0(%x: index):
    scf.forall.in_parallel {
    }
  }) : () -> ()
  return
}

// -----

func.func @forall_region_arguments() {
  // expected-error @+1 {{'scf.forall' op region expects 1 arguments}}
  "scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
  ^bb0(%x: index, %y: index):
    scf.forall.in_parallel {
    }
  }) : () -> ()
  return
}

// -----

func.func @forall_result_type(%t: tensor<4xf32>) {
  // expected-error @+1 {{'scf.forall' op expected type of operand #0 ('tensor<4xf32>') to match type of corresponding result ('tensor<5xf32>')}}
  %0 = "scf.forall"(%t) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
  ^bb0(%x: index, %y: tensor<4xf32>):
    scf.forall.in_parallel {
    }
  }) : (tensor<4xf32>) -> tensor<5xf32>
  return
}

// -----

func.func @in_parallel_parent() {
  // expected-error @+1 {{'scf.forall.in_parallel' op expects parent op 'scf.forall'}}
  scf.forall.in_parallel {
  }
}
