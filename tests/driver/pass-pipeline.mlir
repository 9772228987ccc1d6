// --pass-pipeline takes mlir-opt's pipeline syntax. The same pipeline string runs through
// mlirc and mlir-opt-22: lower-affine gives the same IR (compared in the generic form,
// renumbered by mlir-opt), the other passes are accepted by both and give IR mlir-opt reads.
// RUN: mlirc %s --pass-pipeline='builtin.module(lower-affine)' --mlir-print-op-generic | mlir-opt --mlir-print-op-generic > %t.mlirc
// RUN: mlir-opt %s --pass-pipeline='builtin.module(lower-affine)' --mlir-print-op-generic > %t.upstream
// RUN: diff %t.mlirc %t.upstream
// RUN: mlirc %s --pass-pipeline=' builtin.module( func.func( lower-affine ) ) ' --mlir-print-op-generic | mlir-opt --mlir-print-op-generic > %t.mlirc
// RUN: mlir-opt %s --pass-pipeline=' builtin.module( func.func( lower-affine ) ) ' --mlir-print-op-generic > %t.upstream
// RUN: diff %t.mlirc %t.upstream
// RUN: mlirc %s --pass-pipeline='any(lower-affine)' --mlir-print-op-generic | mlir-opt --mlir-print-op-generic > %t.mlirc
// RUN: mlir-opt %s --pass-pipeline='any(lower-affine)' --mlir-print-op-generic > %t.upstream
// RUN: diff %t.mlirc %t.upstream
// RUN: mlirc %s --pass-pipeline='builtin.module(symbol-dce,func.func(cse,loop-invariant-code-motion),lower-affine)' --mlir-print-op-generic | mlir-opt --mlir-print-op-generic > %t.mlirc
// RUN: mlir-opt %s --pass-pipeline='builtin.module(symbol-dce,func.func(cse,loop-invariant-code-motion),lower-affine)' --mlir-print-op-generic > %t.upstream
// RUN: diff %t.mlirc %t.upstream
// RUN: mlirc %s --pass-pipeline='builtin.module(func.func(canonicalize{max-iterations=3 top-down=false region-simplify=disabled}),lower-affine,convert-scf-to-cf{allow-pattern-rollback=false},canonicalize{max-num-rewrites=100 test-convergence=false})' | mlir-opt | FileCheck %s --check-prefix=CF
// RUN: mlir-opt %s --pass-pipeline='builtin.module(func.func(canonicalize{max-iterations=3 top-down=false region-simplify=disabled}),lower-affine,convert-scf-to-cf{allow-pattern-rollback=false},canonicalize{max-num-rewrites=100 test-convergence=false})' | FileCheck %s --check-prefix=CF
// RUN: mlirc %s --pass-pipeline='builtin.module()' | FileCheck %s --check-prefix=EMPTY
// The default pipeline, printed by --print-pipeline, is one mlir-opt runs once the
// mlirc-only passes (mlirc-decompose-linalg, mlirc-conv-to-channels-last, mlirc-fold-constants,
// mlirc-drop-unit-dims, mlirc-copy-removal, mlirc-vectorize-contractions,
// mlirc-vectorize-elementwise, mlirc-lower-vector, mlirc-buffer-deallocation and
// mlirc-static-memory-plan, which upstream
// does not have, and torch-mlir's tm-tensor-to-loops) are taken out.
// RUN: mlir-opt %s --pass-pipeline="$(mlirc --print-pipeline -O2 | sed 's/mlirc-decompose-linalg,//; s/mlirc-conv-to-channels-last,//; s/mlirc-fold-constants,//; s/mlirc-drop-unit-dims,//; s/tm-tensor-to-loops,//; s/mlirc-copy-removal,//; s/mlirc-vectorize-contractions{[^}]*},//; s/mlirc-vectorize-elementwise{[^}]*},//; s/func.func(mlirc-lower-vector),//; s/mlirc-buffer-deallocation,//; s/,mlirc-static-memory-plan//')" | FileCheck %s --check-prefix=CF
// RUN: mlir-opt %s --pass-pipeline="$(mlirc --print-pipeline -O0 | sed 's/mlirc-decompose-linalg,//; s/tm-tensor-to-loops,//; s/func.func(mlirc-lower-vector),//; s/,func.func(mlirc-buffer-deallocation)//')" | FileCheck %s --check-prefix=CF
// RUN: mlirc --print-pipeline -O2 | FileCheck %s --check-prefix=O2
// RUN: mlirc --print-pipeline -O0 | FileCheck %s --check-prefix=O0
// RUN: mlirc --print-pipeline -O2 | FileCheck %s --check-prefix=O2
// RUN: mlirc --print-pipeline --pass-pipeline='builtin.module(func.func(lower-affine,cse))' 2>&1 | FileCheck %s --check-prefix=GIVEN
// Pipelines both reject.
// RUN: not mlir-opt %s --pass-pipeline='builtin.module(frobnicate)' 2>&1 | FileCheck %s --check-prefix=UP-UNKNOWN
// RUN: not mlirc %s --pass-pipeline='builtin.module(frobnicate)' 2>&1 | FileCheck %s --check-prefix=UNKNOWN --strict-whitespace
// RUN: not mlir-opt %s --pass-pipeline='builtin.module(canonicalize{bogus=1})' 2>&1 | FileCheck %s --check-prefix=UP-OPTION
// RUN: not mlirc %s --pass-pipeline='builtin.module(canonicalize{bogus=1})' 2>&1 | FileCheck %s --check-prefix=OPTION
// RUN: not mlirc %s --pass-pipeline='builtin.module(canonicalize{max-iterations=many})' 2>&1 | FileCheck %s --check-prefix=VALUE
// RUN: not mlir-opt %s --pass-pipeline='lower-affine' 2>&1 | FileCheck %s --check-prefix=ANCHOR
// RUN: not mlirc %s --pass-pipeline='lower-affine' 2>&1 | FileCheck %s --check-prefix=ANCHOR
// RUN: not mlirc %s --pass-pipeline='builtin.module(lower-affine' 2>&1 | FileCheck %s --check-prefix=UNCLOSED
// RUN: not mlir-opt %s --pass-pipeline='builtin.module(func.func(symbol-dce))' 2>&1 | FileCheck %s --check-prefix=NOTABLE
// RUN: not mlirc %s --pass-pipeline='builtin.module(func.func(symbol-dce))' 2>&1 | FileCheck %s --check-prefix=NOTABLE
// RUN: not mlir-opt %s --pass-pipeline='func.func(lower-affine)' 2>&1 | FileCheck %s --check-prefix=ROOT
// RUN: not mlirc %s --pass-pipeline='func.func(lower-affine)' 2>&1 | FileCheck %s --check-prefix=ROOT
// RUN: mlirc --list-passes | FileCheck %s --check-prefix=LIST

// CF-LABEL: func.func @f(
// CF: cf.cond_br
// CF-NOT: affine.
// CF-NOT: scf.
// EMPTY: affine.for
// O0: builtin.module(func.func(tosa-to-scf,tosa-to-linalg-named,tosa-to-linalg,tosa-to-arith{include-apply-rescale=true},tosa-to-tensor),convert-elementwise-to-linalg,mlirc-decompose-linalg,one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map},func.func(tm-tensor-to-loops,convert-linalg-to-loops),lower-affine,func.func(mlirc-lower-vector),convert-scf-to-cf,func.func(mlirc-buffer-deallocation))
// O2: builtin.module(func.func(tosa-to-scf,tosa-to-linalg-named,tosa-to-linalg,tosa-to-arith{include-apply-rescale=true},tosa-to-tensor),convert-elementwise-to-linalg,mlirc-decompose-linalg,mlirc-conv-to-channels-last,mlirc-fold-constants,mlirc-drop-unit-dims,linalg-fuse-elementwise-ops,eliminate-empty-tensors,one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map},symbol-dce,func.func(buffer-hoisting,buffer-loop-hoisting,mlirc-copy-removal,promote-buffers-to-stack{max-alloc-size-in-bytes=1024 max-rank-of-allocated-memref=8},mlirc-vectorize-contractions{vector-bits=128 vector-registers=16 l1-cache=32768 l2-cache=524288 l3-cache=8388608 fma=false masked=false},mlirc-vectorize-elementwise{vector-bits=128 fma=false l2-cache=524288},tm-tensor-to-loops,convert-linalg-to-loops,canonicalize,cse,loop-invariant-code-motion),lower-affine,func.func(mlirc-lower-vector),convert-scf-to-cf,func.func(mlirc-buffer-deallocation,canonicalize,cse),mlirc-static-memory-plan)
// GIVEN: builtin.module(func.func(lower-affine,cse))
// UP-UNKNOWN: 'frobnicate' does not refer to a registered pass or pass pipeline
// UNKNOWN: mlirc: error: invalid '--pass-pipeline=': 'frobnicate' does not refer to a registered pass or pass pipeline (known passes: canonicalize,
// UNKNOWN-NEXT: {{^  builtin.module\(frobnicate\)$}}
// UNKNOWN-NEXT: {{^ {17}\^$}}
// UP-OPTION: no such option bogus
// OPTION: no such option 'bogus' for pass 'canonicalize' (options of 'canonicalize': top-down, region-simplify, max-iterations
// VALUE: invalid value 'many' for option 'max-iterations' of pass 'canonicalize' (expected an integer)
// ANCHOR: expected pass pipeline to be wrapped with the anchor operation type, e.g. 'builtin.module(...)'
// UNCLOSED: expected ')' to end the pass pipeline
// ROOT: can't run 'func.func' pass manager on 'builtin.module' op
// NOTABLE: 'func.func' op  was scheduled to run under SymbolDCE, but does not define a symbol table
// LIST: --canonicalize
// LIST: --max-iterations=<long>
// LIST: --convert-linalg-to-loops
// LIST: --convert-scf-to-cf
// LIST: --cse
// LIST: --loop-invariant-code-motion
// LIST: --lower-affine
// LIST: --mlirc-buffer-deallocation
// LIST: --mlirc-static-memory-plan
// LIST: --symbol-dce

func.func @f(%m: memref<?xf32>, %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %z = arith.constant 0.0 : f32
  %r = affine.for %i = 0 to %n iter_args(%a = %z) -> f32 {
    %v = affine.load %m[%i + 1] : memref<?xf32>
    %s = arith.addf %a, %v : f32
    affine.yield %s : f32
  }
  %b = arith.cmpf olt, %r, %z : f32
  %x = scf.if %b -> f32 {
    scf.yield %z : f32
  } else {
    scf.yield %r : f32
  }
  return %x : f32
}
