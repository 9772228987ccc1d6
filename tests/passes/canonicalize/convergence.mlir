// The greedy driver's limits. Stopping at max-iterations leaves valid IR behind and warns
// (the compilation succeeds); with test-convergence it is an error. max-num-rewrites bounds
// the pattern applications of one iteration, as upstream: folds do not count, so the fold
// below still happens and the run converges.
// RUN: mlirc %s --pass-pipeline='builtin.module(func.func(canonicalize{max-iterations=1}))' --verify-diagnostics | FileCheck %s --check-prefix=LIMIT
// RUN: mlirc %s --pass-pipeline='builtin.module(func.func(canonicalize{max-iterations=1}))' 2>&1 >/dev/null | FileCheck %s --check-prefix=WARN
// RUN: not mlirc %s --pass-pipeline='builtin.module(func.func(canonicalize{max-iterations=1 test-convergence=true}))' 2>&1 | FileCheck %s --check-prefix=FAIL
// RUN: mlirc %s --pass-pipeline='builtin.module(func.func(canonicalize{max-num-rewrites=1}))' 2>&1 | FileCheck %s --check-prefix=REWRITES
// RUN: mlirc %s --pass-pipeline='builtin.module(func.func(canonicalize{max-iterations=2}))' 2>&1 | FileCheck %s --check-prefix=TWO

// expected-warning @+1 {{canonicalizer stopped at its limit {max-iterations=1} before converging; the IR may not be fully simplified}}
func.func @f(%a: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %s = arith.addi %c1, %c2 : i32
  %r = arith.addi %a, %s : i32
  return %r : i32
}

// LIMIT-LABEL: func.func @f(
// LIMIT: arith.constant 3 : i32
// LIMIT: arith.addi
// WARN: convergence.mlir:12:1: warning: canonicalizer stopped at its limit {max-iterations=1} before converging
// WARN-NEXT: func.func @f(%a: i32) -> i32 {
// WARN-NEXT: ^
// FAIL: convergence.mlir:12:1: error: canonicalizer failed to converge within {max-iterations=1} (test-convergence)
// REWRITES-NOT: warning
// REWRITES: %[[C:.*]] = arith.constant 3 : i32
// REWRITES-NEXT: arith.addi %{{.*}}, %[[C]] : i32
// TWO-NOT: warning
// TWO: arith.constant 3 : i32
// TWO-NOT: arith.constant
