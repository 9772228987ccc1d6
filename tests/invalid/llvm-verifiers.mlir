// RUN: mlirc %s --emit=mlir --split-input-file --verify-diagnostics
// RUN: mlir-opt %s --split-input-file --verify-diagnostics

// The messages of upstream's llvm dialect verifiers (op-specific checks and the constraints
// of the declared ops): types of atomics, orderings, GEP struct indices, aggregates, calls,
// symbol references.

llvm.func @gep_count(%p: !llvm.ptr, %i: i64) {
       // expected-error @+1 {{'llvm.getelementptr' op expected as many dynamic indices as specified in 'rawConstantIndices'}}
  %0 = "llvm.getelementptr"(%p, %i) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 0>}> : (!llvm.ptr, i64) -> !llvm.ptr
  llvm.return
}

// -----

llvm.func @extract_mismatch(%s: !llvm.struct<(i64, f32)>) {
       // expected-error @+1 {{'llvm.extractvalue' op Type mismatch: extracting from '!llvm.struct<(i64, f32)>' should produce 'f32' but this op returns 'i64'}}
  %0 = "llvm.extractvalue"(%s) <{position = array<i64: 1>}> : (!llvm.struct<(i64, f32)>) -> i64
  llvm.return
}

// -----

llvm.func @insert_mismatch(%s: !llvm.struct<(i64, f32)>, %v: i32) {
       // expected-error @+1 {{'llvm.insertvalue' op Type mismatch: cannot insert 'i32' into '!llvm.struct<(i64, f32)>'}}
  %0 = "llvm.insertvalue"(%s, %v) <{position = array<i64: 0>}> : (!llvm.struct<(i64, f32)>, i32) -> !llvm.struct<(i64, f32)>
  llvm.return
}

// -----

llvm.func @extract_oob(%s: !llvm.struct<(i64, f32)>) {
       // expected-error @+1 {{'llvm.extractvalue' op position out of bounds: 2}}
  %0 = "llvm.extractvalue"(%s) <{position = array<i64: 2>}> : (!llvm.struct<(i64, f32)>) -> i64
  llvm.return
}

// -----

// expected-note @+1 {{when returning from function}}
llvm.func @return_void(%a: i32) {
  // expected-error @+1 {{'llvm.return' op expected no operands}}
  llvm.return %a : i32
}

// -----

llvm.func @callee(i64) -> i64

llvm.func @call_result(%a: i64) {
       // expected-error @+1 {{'llvm.call' op result type mismatch: 'i32' != 'i64'}}
  %0 = llvm.call @callee(%a) : (i64) -> i32
  llvm.return
}

// -----

llvm.func @call_missing(%a: i64) {
  // expected-error @+1 {{'llvm.call' op 'nowhere' does not reference a symbol in the current scope}}
  llvm.call @nowhere(%a) : (i64) -> ()
  llvm.return
}

// -----

llvm.func @vcallee(i64)

llvm.func @call_void(%a: i64) {
       // expected-error @+1 {{'llvm.call' op calling function with void result must not produce values}}
  %0 = llvm.call @vcallee(%a) : (i64) -> i64
  llvm.return
}

// -----

// expected-error @+1 {{'llvm.func' op external functions must have 'external' or 'extern_weak' linkage}}
llvm.func internal @external_internal(i64)

// -----

llvm.func @icmp_types(%a: i64, %b: i32) {
       // expected-error @+1 {{'llvm.icmp' op requires all operands to have the same type}}
  %0 = "llvm.icmp"(%a, %b) <{predicate = 0 : i64}> : (i64, i32) -> i1
  llvm.return
}

// -----

llvm.func @select_types(%c: i1, %a: i64, %b: i32) {
       // expected-error @+1 {{'llvm.select' op failed to verify that all of {trueValue, falseValue, res} have same type}}
  %0 = "llvm.select"(%c, %a, %b) <{fastmathFlags = #llvm.fastmath<none>}> : (i1, i64, i32) -> i64
  llvm.return
}

// -----

llvm.func @rmw_result(%p: !llvm.ptr, %a: i64) {
       // expected-error @+1 {{'llvm.atomicrmw' op failed to verify that result #0 and operand #1 have the same type}}
  %0 = "llvm.atomicrmw"(%p, %a) <{bin_op = 1 : i64, ordering = 2 : i64}> : (!llvm.ptr, i64) -> i32
  llvm.return
}

// -----

llvm.func @rmw_int(%p: !llvm.ptr, %a: f32) {
       // expected-error @+1 {{'llvm.atomicrmw' op expected LLVM IR integer type}}
  %0 = llvm.atomicrmw add %p, %a monotonic : !llvm.ptr, f32
  llvm.return
}

// -----

llvm.func @rmw_float(%p: !llvm.ptr, %a: i32) {
       // expected-error @+1 {{'llvm.atomicrmw' op expected LLVM IR floating point type}}
  %0 = llvm.atomicrmw fadd %p, %a monotonic : !llvm.ptr, i32
  llvm.return
}

// -----

llvm.func @rmw_unordered(%p: !llvm.ptr, %a: i32) {
       // expected-error @+1 {{'llvm.atomicrmw' op expected at least 'monotonic' ordering}}
  %0 = llvm.atomicrmw add %p, %a unordered : !llvm.ptr, i32
  llvm.return
}

// -----

llvm.func @cmpxchg_types(%p: !llvm.ptr, %a: i64, %b: i32) {
       // expected-error @+1 {{'llvm.cmpxchg' op failed to verify that operand #1 and operand #2 have the same type}}
  %0 = "llvm.cmpxchg"(%p, %a, %b) <{failure_ordering = 2 : i64, success_ordering = 2 : i64}> : (!llvm.ptr, i64, i32) -> !llvm.struct<(i64, i1)>
  llvm.return
}

// -----

llvm.func @cmpxchg_failure(%p: !llvm.ptr, %a: i64) {
       // expected-error @+1 {{'llvm.cmpxchg' op failure ordering cannot be 'release' or 'acq_rel'}}
  %0 = llvm.cmpxchg %p, %a, %a acq_rel release : !llvm.ptr, i64
  llvm.return
}

// -----

llvm.func @cmpxchg_weak_order(%p: !llvm.ptr, %a: i64) {
       // expected-error @+1 {{'llvm.cmpxchg' op ordering must be at least 'monotonic'}}
  %0 = llvm.cmpxchg %p, %a, %a unordered monotonic : !llvm.ptr, i64
  llvm.return
}

// -----

llvm.func @load_release(%p: !llvm.ptr) {
       // expected-error @+1 {{'llvm.load' op unsupported ordering 'release'}}
  %0 = llvm.load %p atomic release {alignment = 8 : i64} : !llvm.ptr -> i64
  llvm.return
}

// -----

llvm.func @load_align(%p: !llvm.ptr) {
       // expected-error @+1 {{'llvm.load' op expected alignment for atomic access}}
  %0 = llvm.load %p atomic acquire : !llvm.ptr -> i64
  llvm.return
}

// -----

llvm.func @store_acquire(%p: !llvm.ptr, %a: i64) {
  // expected-error @+1 {{'llvm.store' op unsupported ordering 'acquire'}}
  llvm.store %a, %p atomic acquire {alignment = 8 : i64} : i64, !llvm.ptr
  llvm.return
}

// -----

llvm.func @load_atomic_type(%p: !llvm.ptr) {
       // expected-error @+1 {{'llvm.load' op unsupported type '!llvm.struct<(i64)>' for atomic access}}
  %0 = llvm.load %p atomic acquire {alignment = 8 : i64} : !llvm.ptr -> !llvm.struct<(i64)>
  llvm.return
}

// -----

llvm.func @load_syncscope(%p: !llvm.ptr) {
       // expected-error @+1 {{'llvm.load' op expected syncscope to be null for non-atomic access}}
  %0 = "llvm.load"(%p) <{ordering = 0 : i64, syncscope = "x"}> : (!llvm.ptr) -> i64
  llvm.return
}

// -----

llvm.func @load_ptr(%a: i64) {
       // expected-error @+1 {{'llvm.load' op operand #0 must be LLVM pointer type, but got 'i64'}}
  %0 = "llvm.load"(%a) <{ordering = 0 : i64}> : (i64) -> f32
  llvm.return
}

// -----

llvm.func @alloca_size(%x: f32) {
       // expected-error @+1 {{'llvm.alloca' op operand #0 must be signless integer, but got 'f32'}}
  %0 = "llvm.alloca"(%x) <{elem_type = f32}> : (f32) -> !llvm.ptr
  llvm.return
}

// -----

llvm.func @add_float(%x: f32) {
       // expected-error @+1 {{'llvm.add' op operand #0 must be signless integer or LLVM dialect-compatible vector of signless integer, but got 'f32'}}
  %0 = "llvm.add"(%x, %x) <{overflowFlags = 0 : i32}> : (f32, f32) -> f32
  llvm.return
}

// -----

llvm.func @fadd_int(%a: i64) {
       // expected-error @+1 {{'llvm.fadd' op operand #0 must be floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type, but got 'i64'}}
  %0 = "llvm.fadd"(%a, %a) <{fastmathFlags = #llvm.fastmath<none>}> : (i64, i64) -> i64
  llvm.return
}

// -----

llvm.func @add_result(%a: i64) {
       // expected-error @+1 {{'llvm.add' op requires the same type for all operands and results}}
  %0 = "llvm.add"(%a, %a) <{overflowFlags = 0 : i32}> : (i64, i64) -> i32
  llvm.return
}

// -----

llvm.func @cond_br_i64(%a: i64) {
  // expected-error @+1 {{'llvm.cond_br' op operand #0 must be 1-bit signless integer, but got 'i64'}}
  "llvm.cond_br"(%a)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i64) -> ()
^bb1:
  llvm.return
}

// -----

llvm.func @addressof_int() {
       // expected-error @+1 {{'llvm.mlir.addressof' op result #0 must be LLVM pointer type, but got 'i64'}}
  %0 = "llvm.mlir.addressof"() <{global_name = @addressof_int}> : () -> i64
  llvm.return
}

// -----

llvm.func @addressof_missing() {
       // expected-error @+1 {{'llvm.mlir.addressof' op must reference a global defined by 'llvm.mlir.global', 'llvm.mlir.alias' or 'llvm.func' or 'llvm.mlir.ifunc'}}
  %0 = llvm.mlir.addressof @nowhere : !llvm.ptr
  llvm.return
}

// -----

llvm.func @extract_int(%a: i64) {
       // expected-error @+1 {{'llvm.extractvalue' op operand #0 must be LLVM aggregate type, but got 'i64'}}
  %0 = "llvm.extractvalue"(%a) <{position = array<i64: 0>}> : (i64) -> i64
  llvm.return
}

// -----

llvm.func @gep_struct_dynamic(%p: !llvm.ptr, %i: i32) {
       // expected-error @+1 {{'llvm.getelementptr' op expected index 1 indexing a struct to be constant}}
  %0 = llvm.getelementptr %p[0, %i] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i64, f32)>
  llvm.return
}


// -----

llvm.func @trunc_float(%x: f32) {
       // expected-error @+1 {{'llvm.trunc' op operand #0 must be signless integer or LLVM dialect-compatible vector of signless integer, but got 'f32'}}
  %0 = "llvm.trunc"(%x) <{overflowFlags = 0 : i32}> : (f32) -> i32
  llvm.return
}

// -----

llvm.func @sitofp_float(%x: f32) {
       // expected-error @+1 {{'llvm.sitofp' op operand #0 must be signless integer or LLVM dialect-compatible vector of signless integer, but got 'f32'}}
  %0 = "llvm.sitofp"(%x) : (f32) -> f64
  llvm.return
}

// -----

llvm.func @stackrestore_int(%a: i64) {
  // expected-error @+1 {{'llvm.intr.stackrestore' op operand #0 must be LLVM pointer type, but got 'i64'}}
  "llvm.intr.stackrestore"(%a) : (i64) -> ()
  llvm.return
}

// -----

llvm.func @sqrt_int(%a: i64) {
       // expected-error @+1 {{'llvm.intr.sqrt' op operand #0 must be floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type, but got 'i64'}}
  %0 = "llvm.intr.sqrt"(%a) <{fastmathFlags = #llvm.fastmath<none>}> : (i64) -> i64
  llvm.return
}

// -----

llvm.func @return_two(%a: i64) -> i64 {
  // expected-error @+1 {{'llvm.return' op operand group starting at #0 requires 0 or 1 element, but found 2}}
  "llvm.return"(%a, %a) : (i64, i64) -> ()
}

// -----

llvm.func @gep_struct_oob(%p: !llvm.ptr) {
       // expected-error @+1 {{'llvm.getelementptr' op index 1 indexing a struct is out of bounds}}
  %0 = llvm.getelementptr %p[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i64, f32)>
  llvm.return
}

// -----

llvm.func @xchg_type(%p: !llvm.ptr, %a: i1) {
       // expected-error @+1 {{'llvm.atomicrmw' op unexpected LLVM IR type for 'xchg' bin_op}}
  %0 = llvm.atomicrmw xchg %p, %a monotonic : !llvm.ptr, i1
  llvm.return
}

// -----

llvm.func @cmpxchg_type(%p: !llvm.ptr, %a: i7) {
       // expected-error @+1 {{'llvm.cmpxchg' op unexpected LLVM IR type}}
  %0 = llvm.cmpxchg %p, %a, %a acq_rel monotonic : !llvm.ptr, i7
  llvm.return
}

// -----

llvm.func @store_syncscope(%p: !llvm.ptr, %a: i64) {
  // expected-error @+1 {{'llvm.store' op expected syncscope to be null for non-atomic access}}
  "llvm.store"(%a, %p) <{ordering = 0 : i64, syncscope = "x"}> : (i64, !llvm.ptr) -> ()
  llvm.return
}

// -----

llvm.func @gep_array_in_struct(%p: !llvm.ptr, %i: i64) {
       // expected-error @+1 {{'llvm.getelementptr' op index 3 indexing a struct is out of bounds}}
  %0 = llvm.getelementptr %p[0, 1, %i, 3] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(i64, array<4 x struct<(i8, i8)>>)>
  llvm.return
}

// -----

llvm.func @f(%x: i32) {
  // expected-error@+1 {{'llvm.switch' op expects number of case values to match number of case destinations}}
  "llvm.switch"(%x)[^bb1, ^bb1] <{case_operand_segments = array<i32: 0>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  llvm.return
}

// -----

llvm.func @f(%x: i32) {
  // expected-error@+1 {{expects number of branch weights to match number of successors: 1 vs 2}}
  "llvm.switch"(%x)[^bb1, ^bb1] <{branch_weights = array<i32: 1>, case_values = dense<1> : vector<1xi32>, case_operand_segments = array<i32: 0>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  llvm.return
}

// -----

llvm.func @f(%x: i32) {
  // expected-error@+1 {{expects case value type to match condition value type}}
  "llvm.switch"(%x)[^bb1, ^bb1] <{case_values = dense<1> : vector<1xi64>, case_operand_segments = array<i32: 0>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  llvm.return
}

// -----

llvm.func @f(%x: i32) {
  // expected-error@+1 {{'llvm.switch' op caseOperands count (0) does not match with the total size (1) specified in attribute 'case_operand_segments'}}
  "llvm.switch"(%x)[^bb1, ^bb1] <{case_values = dense<1> : vector<1xi32>, case_operand_segments = array<i32: 1>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  llvm.return
}

// -----

llvm.func @f(%x: i32) {
  // expected-error@+1 {{'llvm.switch' op requires at least 1 successors but found 0}}
  "llvm.switch"(%x) <{case_operand_segments = array<i32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  llvm.return
}

// -----

llvm.func @f(%x: f32) {
  // expected-error@+1 {{'llvm.switch' op operand #0 must be signless integer, but got 'f32'}}
  "llvm.switch"(%x)[^bb1] <{case_operand_segments = array<i32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (f32) -> ()
^bb1:
  llvm.return
}

// -----

llvm.func @f(%x: f32) {
  // expected-error @+1 {{'llvm.intr.abs' op operand #0 must be signless integer or LLVM dialect-compatible vector of signless integer, but got 'f32'}}
  %0 = "llvm.intr.abs"(%x) <{is_int_min_poison = false}> : (f32) -> f32
  llvm.return
}

// -----

llvm.func @f(%x: i32) {
  // expected-error @+1 {{'llvm.intr.abs' op requires attribute 'is_int_min_poison'}}
  %0 = "llvm.intr.abs"(%x) : (i32) -> i32
  llvm.return
}

// -----

llvm.func @f(%x: i32) {
  // expected-error @+1 {{'llvm.intr.abs' op attribute 'is_int_min_poison' failed to satisfy constraint: 1-bit signless integer attribute}}
  %0 = "llvm.intr.abs"(%x) <{is_int_min_poison = 1 : i32}> : (i32) -> i32
  llvm.return
}

// -----

llvm.func @f(%x: i32) {
  // expected-error @+1 {{'llvm.intr.abs' op result #0 must be LLVM dialect-compatible type, but got 'tensor<i32>'}}
  %0 = "llvm.intr.abs"(%x) <{is_int_min_poison = false}> : (i32) -> tensor<i32>
  llvm.return
}

// -----

llvm.func @f(%x: f32) {
  // expected-error @+1 {{'llvm.intr.ctlz' op operand #0 must be signless integer or LLVM dialect-compatible vector of signless integer, but got 'f32'}}
  %0 = "llvm.intr.ctlz"(%x) <{is_zero_poison = false}> : (f32) -> f32
  llvm.return
}

// -----

llvm.func @f(%x: i32) {
  // expected-error @+1 {{'llvm.intr.cttz' op requires attribute 'is_zero_poison'}}
  %0 = "llvm.intr.cttz"(%x) : (i32) -> i32
  llvm.return
}

// -----

llvm.func @f(%x: f32, %p: !llvm.ptr) {
  // expected-error @+1 {{'llvm.intr.memcpy' op operand #0 must be LLVM pointer type, but got 'f32'}}
  "llvm.intr.memcpy"(%x, %p, %x) <{isVolatile = false}> : (f32, !llvm.ptr, f32) -> ()
  llvm.return
}

// -----

llvm.func @f(%x: f32, %p: !llvm.ptr) {
  // expected-error @+1 {{'llvm.intr.memcpy' op operand #2 must be signless integer, but got 'f32'}}
  "llvm.intr.memcpy"(%p, %p, %x) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, f32) -> ()
  llvm.return
}

// -----

llvm.func @f(%x: i32, %p: !llvm.ptr) {
  // expected-error @+1 {{'llvm.intr.memcpy' op requires attribute 'isVolatile'}}
  "llvm.intr.memcpy"(%p, %p, %x) : (!llvm.ptr, !llvm.ptr, i32) -> ()
  llvm.return
}

// -----

llvm.func @f(%x: i32, %p: !llvm.ptr) {
  // expected-error @+1 {{'llvm.intr.memmove' op operand #1 must be LLVM pointer type, but got 'i32'}}
  "llvm.intr.memmove"(%p, %x, %x) <{isVolatile = false}> : (!llvm.ptr, i32, i32) -> ()
  llvm.return
}

// -----

llvm.func @f(%x: i32, %p: !llvm.ptr) {
  // expected-error @+1 {{'llvm.intr.memset' op operand #1 must be 8-bit signless integer, but got 'i32'}}
  "llvm.intr.memset"(%p, %x, %x) <{isVolatile = false}> : (!llvm.ptr, i32, i32) -> ()
  llvm.return
}

// -----

llvm.func @f(%x: i8, %p: !llvm.ptr, %f: f32) {
  // expected-error @+1 {{'llvm.intr.memset' op operand #2 must be signless integer, but got 'f32'}}
  "llvm.intr.memset"(%p, %x, %f) <{isVolatile = false}> : (!llvm.ptr, i8, f32) -> ()
  llvm.return
}

// -----

llvm.func @f(%x: i32, %p: !llvm.ptr) {
  // expected-error @+1 {{'llvm.intr.memset' op expected 3 operands, but found 2}}
  "llvm.intr.memset"(%p, %x) <{isVolatile = false}> : (!llvm.ptr, i32) -> ()
  llvm.return
}

// -----

llvm.func @f(%x: f32) {
  // expected-error @+1 {{'llvm.intr.sadd.with.overflow' op operand #0 must be signless integer or LLVM dialect-compatible vector of signless integer, but got 'f32'}}
  %0 = "llvm.intr.sadd.with.overflow"(%x, %x) : (f32, f32) -> !llvm.struct<(f32, i1)>
  llvm.return
}

// -----

llvm.func @f(%x: i32, %y: i64) {
  // expected-error @+1 {{'llvm.intr.uadd.with.overflow' op requires the same element type for all operands}}
  %0 = "llvm.intr.uadd.with.overflow"(%x, %y) : (i32, i64) -> !llvm.struct<(i32, i1)>
  llvm.return
}

// -----

llvm.func @f(%x: i32) {
  // expected-error @+1 {{'llvm.intr.umul.with.overflow' op result #0 must be LLVM dialect-compatible type, but got 'tensor<i32>'}}
  %0 = "llvm.intr.umul.with.overflow"(%x, %x) : (i32, i32) -> tensor<i32>
  llvm.return
}

// -----

llvm.func @f(%v: vector<4xf32>, %i: i32) {
  // expected-error @+1 {{'llvm.extractelement' op failed to verify that result type matches vector element type}}
  %0 = "llvm.extractelement"(%v, %i) : (vector<4xf32>, i32) -> f64
  llvm.return
}

// -----

llvm.func @f(%v: vector<4xf32>, %i: i32, %x: f64) {
  // expected-error @+1 {{'llvm.insertelement' op failed to verify that argument type matches vector element type}}
  %0 = "llvm.insertelement"(%v, %x, %i) : (vector<4xf32>, f64, i32) -> vector<4xf32>
  llvm.return
}
