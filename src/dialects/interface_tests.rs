//! Unit tests of the traits and interfaces of the `builtin`, `tensor`, `linalg`, `vector`,
//! `bufferization` and `gpu` ops: what `Ir::memory_effects`, `Ir::dps_inits`, the effects
//! functions and the structured-op interface report for parsed ops. (Behaviour that depends on
//! them, e.g. canonicalize erasing dead ops, is tested in `tests/passes/interfaces/`.)

use crate::ir::interfaces::{Effect, EffectKind, EffectOn, IteratorType};
use crate::ir::{Ir, Op};

/// Parses and verifies `text`; returns the IR and its ops in walk order.
fn parse(text: &str) -> (Ir, Vec<Op>) {
    let mut ir = super::new_ir();
    let top = match crate::syntax::parse(&mut ir, "test.mlir", text, 0, text.len()) {
        Ok(t) => t,
        Err(d) => panic!("parse error: {}", d[0].msg),
    };
    let diags = crate::ir::verify::verify(&ir, top);
    assert!(diags.is_empty(), "does not verify: {}", diags[0].msg);
    let mut ops = vec![];
    ir.walk(top, &mut |o| ops.push(o));
    (ir, ops)
}

/// The `n`-th op named `name`.
fn nth(ir: &Ir, ops: &[Op], name: &str, n: usize) -> Op {
    *ops.iter().filter(|&&o| ir.op_name(o) == name).nth(n).unwrap_or_else(|| panic!("no {name} #{n}"))
}

/// The op's own effects (its effects function, without nested ops).
fn own(ir: &Ir, op: Op) -> Vec<Effect> {
    let f = ir.def(op).interfaces.effects.unwrap_or_else(|| panic!("{} has no effects function", ir.op_name(op)));
    let mut v = vec![];
    f.collect(ir, op, &mut v);
    v
}

fn read(i: u32) -> Effect {
    Effect::new(EffectKind::Read, EffectOn::Operand(i))
}
fn write(i: u32) -> Effect {
    Effect::new(EffectKind::Write, EffectOn::Operand(i))
}

/// `memory_effects` as (kind, operand index or None) pairs, `None` when unknown.
fn effects(ir: &Ir, op: Op) -> Option<Vec<(EffectKind, Option<usize>)>> {
    let e = ir.memory_effects(op)?;
    Some(e.iter().map(|e| (e.kind, e.value.and_then(|v| ir.operands(op).iter().position(|&x| x == v)))).collect())
}

fn maps(ir: &Ir, op: Op) -> Vec<String> {
    let s = ir.def(op).interfaces.structured.expect("structured");
    (s.indexing_maps)(ir, op).unwrap().iter().map(|m| m.to_string()).collect()
}

fn iterators(ir: &Ir, op: Op) -> String {
    let s = ir.def(op).interfaces.structured.expect("structured");
    (s.iterator_types)(ir, op)
        .unwrap()
        .iter()
        .map(|t| match t {
            IteratorType::Parallel => 'p',
            IteratorType::Reduction => 'r',
        })
        .collect()
}

#[test]
fn linalg_matmul() {
    let (ir, ops) = parse(
        "func.func @f(%a: memref<4x8xf32>, %b: memref<8x2xf32>, %c: memref<4x2xf32>,
                      %ta: tensor<4x8xf32>, %tb: tensor<8x2xf32>, %tc: tensor<4x2xf32>) -> tensor<4x2xf32> {
           linalg.matmul ins(%a, %b : memref<4x8xf32>, memref<8x2xf32>) outs(%c : memref<4x2xf32>)
           %r = linalg.matmul ins(%ta, %tb : tensor<4x8xf32>, tensor<8x2xf32>) outs(%tc : tensor<4x2xf32>) -> tensor<4x2xf32>
           return %r : tensor<4x2xf32>
         }",
    );
    let (m, t) = (nth(&ir, &ops, "linalg.matmul", 0), nth(&ir, &ops, "linalg.matmul", 1));
    for op in [m, t] {
        assert_eq!(maps(&ir, op), ["(d0, d1, d2) -> (d0, d2)", "(d0, d1, d2) -> (d2, d1)", "(d0, d1, d2) -> (d0, d1)"]);
        assert_eq!(iterators(&ir, op), "ppr");
        assert_eq!(ir.dps_inits(op), Some(2..3));
    }
    // Inputs read; the accumulator read (the payload uses it) and written.
    assert_eq!(own(&ir, m), [read(0), read(1), read(2), write(2)]);
    assert!(own(&ir, t).is_empty());
}

#[test]
fn linalg_generic() {
    let (ir, ops) = parse(
        "#id = affine_map<(d0, d1) -> (d0, d1)>
         #row = affine_map<(d0, d1) -> (d0)>
         func.func @f(%a: memref<4x8xf32>, %c: memref<4xf32>, %ta: tensor<4x8xf32>, %tc: tensor<4xf32>) {
           linalg.generic {indexing_maps = [#id, #row], iterator_types = [\"parallel\", \"reduction\"]}
               ins(%a : memref<4x8xf32>) outs(%c : memref<4xf32>) {
           ^bb0(%x: f32, %y: f32):
             linalg.yield %x : f32
           }
           %r = linalg.generic {indexing_maps = [#id, #row], iterator_types = [\"parallel\", \"reduction\"]}
               ins(%ta : tensor<4x8xf32>) outs(%tc : tensor<4xf32>) {
           ^bb0(%x: f32, %y: f32):
             linalg.yield %x : f32
           } -> tensor<4xf32>
           return
         }",
    );
    let (m, t) = (nth(&ir, &ops, "linalg.generic", 0), nth(&ir, &ops, "linalg.generic", 1));
    assert_eq!(maps(&ir, m), ["(d0, d1) -> (d0, d1)", "(d0, d1) -> (d0)"]);
    assert_eq!(iterators(&ir, m), "pr");
    assert_eq!(ir.dps_inits(m), Some(1..2));
    // The payload ignores the init's value: written, not read. The yield adds nothing.
    assert_eq!(effects(&ir, m), Some(vec![(EffectKind::Read, Some(0)), (EffectKind::Write, Some(1))]));
    assert!(!ir.is_trivially_dead_candidate(m));
    assert_eq!(effects(&ir, t), Some(vec![]));
    assert!(ir.is_trivially_dead_candidate(t));
    let y = nth(&ir, &ops, "linalg.yield", 0);
    assert!(ir.def(y).has(super::TERMINATOR | super::RETURN_LIKE | super::PURE));
}

#[test]
fn linalg_conv_and_pooling() {
    let (ir, ops) = parse(
        "func.func @f(%i: memref<1x9x9x3xf32>, %k: memref<3x3x3x8xf32>, %o: memref<1x4x4x8xf32>,
                      %w: memref<2x2xf32>, %po: memref<1x8x8x3xf32>) {
           linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
               ins(%i, %k : memref<1x9x9x3xf32>, memref<3x3x3x8xf32>) outs(%o : memref<1x4x4x8xf32>)
           linalg.pooling_nhwc_max {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
               ins(%i, %w : memref<1x9x9x3xf32>, memref<2x2xf32>) outs(%po : memref<1x8x8x3xf32>)
           return
         }",
    );
    // As `mlir-opt-22 --linalg-generalize-named-ops` prints them.
    let conv = nth(&ir, &ops, "linalg.conv_2d_nhwc_hwcf", 0);
    assert_eq!(
        maps(&ir, conv),
        [
            "(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1 * 2 + d4, d2 * 2 + d5, d6)",
            "(d0, d1, d2, d3, d4, d5, d6) -> (d4, d5, d6, d3)",
            "(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)",
        ]
    );
    assert_eq!(iterators(&ir, conv), "pppprrr");
    assert_eq!(ir.dps_inits(conv), Some(2..3));
    assert_eq!(own(&ir, conv), [read(0), read(1), read(2), write(2)]);
    let pool = nth(&ir, &ops, "linalg.pooling_nhwc_max", 0);
    assert_eq!(
        maps(&ir, pool),
        [
            "(d0, d1, d2, d3, d4, d5) -> (d0, d1 + d4, d2 + d5, d3)",
            "(d0, d1, d2, d3, d4, d5) -> (d4, d5)",
            "(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)",
        ]
    );
    assert_eq!(iterators(&ir, pool), "pppprr");
    assert_eq!(own(&ir, pool), [read(0), read(1), read(2), write(2)]);
}

#[test]
fn linalg_other_ops() {
    let (ir, ops) = parse(
        "func.func @f(%f: f32, %a: memref<4x8xf32>, %b: memref<4x8xf32>, %t: memref<8x4xf32>, %s: memref<4xf32>,
                      %ta: tensor<4x8xf32>, %tt: tensor<8x4xf32>, %tp: tensor<2x4x2x2xf32>) {
           linalg.fill ins(%f : f32) outs(%a : memref<4x8xf32>)
           linalg.copy ins(%a : memref<4x8xf32>) outs(%b : memref<4x8xf32>)
           linalg.transpose ins(%a : memref<4x8xf32>) outs(%t : memref<8x4xf32>) permutation = [1, 0]
           linalg.reduce ins(%a : memref<4x8xf32>) outs(%s : memref<4xf32>) dimensions = [1]
             (%x: f32, %y: f32) {
               linalg.yield %x : f32
             }
           linalg.softmax dimension(1) ins(%a : memref<4x8xf32>) outs(%b : memref<4x8xf32>)
           %p = linalg.pack %ta inner_dims_pos = [0, 1] inner_tiles = [2, 2] into %tp : tensor<4x8xf32> -> tensor<2x4x2x2xf32>
           return
         }",
    );
    let fill = nth(&ir, &ops, "linalg.fill", 0);
    assert_eq!(ir.dps_inits(fill), Some(1..2));
    assert_eq!(effects(&ir, fill), Some(vec![(EffectKind::Write, Some(1))]));
    let copy = nth(&ir, &ops, "linalg.copy", 0);
    assert_eq!(effects(&ir, copy), Some(vec![(EffectKind::Read, Some(0)), (EffectKind::Write, Some(1))]));
    let tr = nth(&ir, &ops, "linalg.transpose", 0);
    assert_eq!(maps(&ir, tr), ["(d0, d1) -> (d1, d0)", "(d0, d1) -> (d0, d1)"]);
    assert_eq!(own(&ir, tr), [read(0), write(1)]);
    let red = nth(&ir, &ops, "linalg.reduce", 0);
    assert_eq!(iterators(&ir, red), "pr");
    assert_eq!(ir.dps_inits(red), Some(1..2));
    let sm = nth(&ir, &ops, "linalg.softmax", 0);
    assert!(ir.def(sm).interfaces.structured.is_none());
    assert_eq!(ir.dps_inits(sm), Some(1..2));
    assert_eq!(own(&ir, sm), [read(0), read(1), write(1)]);
    let pack = nth(&ir, &ops, "linalg.pack", 0);
    assert_eq!(ir.dps_inits(pack), Some(1..2));
    assert_eq!(effects(&ir, pack), Some(vec![]));
}

#[test]
fn tensor_ops() {
    let (ir, ops) = parse(
        "func.func @f(%t: tensor<8xf32>, %s: tensor<4xf32>, %i: index, %f: f32) {
           %e = tensor.extract %t[%i] : tensor<8xf32>
           %a = tensor.insert %f into %t[%i] : tensor<8xf32>
           %b = tensor.insert_slice %s into %t[%i] [4] [1] : tensor<4xf32> into tensor<8xf32>
           %d = tensor.dim %t, %i : tensor<8xf32>
           %g = tensor.generate %i {
           ^bb0(%j: index):
             tensor.yield %f : f32
           } : tensor<?xf32>
           return
         }",
    );
    let ex = nth(&ir, &ops, "tensor.extract", 0);
    assert!(ir.def(ex).has(super::PURE));
    assert_eq!(ir.dps_inits(ex), None);
    assert_eq!(ir.dps_inits(nth(&ir, &ops, "tensor.insert", 0)), Some(1..2));
    assert_eq!(ir.dps_inits(nth(&ir, &ops, "tensor.insert_slice", 0)), Some(1..2));
    let dim = nth(&ir, &ops, "tensor.dim", 0);
    assert!(ir.def(dim).has(super::NO_MEMORY_EFFECT) && ir.is_trivially_dead_candidate(dim));
    let g = nth(&ir, &ops, "tensor.generate", 0);
    assert!(ir.def(g).has(super::RECURSIVE_EFFECTS));
    assert_eq!(effects(&ir, g), Some(vec![]));
}

#[test]
fn vector_ops() {
    let (ir, ops) = parse(
        "func.func @f(%m: memref<8xf32>, %t: tensor<8xf32>, %i: index, %f: f32, %v: vector<4xf32>) -> tensor<8xf32> {
           %r0 = vector.transfer_read %m[%i], %f : memref<8xf32>, vector<4xf32>
           %r1 = vector.transfer_read %t[%i], %f : tensor<8xf32>, vector<4xf32>
           vector.transfer_write %v, %m[%i] : vector<4xf32>, memref<8xf32>
           %w = vector.transfer_write %v, %t[%i] : vector<4xf32>, tensor<8xf32>
           %l = vector.load %m[%i] : memref<8xf32>, vector<4xf32>
           vector.store %v, %m[%i] : memref<8xf32>, vector<4xf32>
           vector.print %v : vector<4xf32>
           %b = vector.broadcast %f : f32 to vector<4xf32>
           return %w : tensor<8xf32>
         }",
    );
    let (rm, rt) = (nth(&ir, &ops, "vector.transfer_read", 0), nth(&ir, &ops, "vector.transfer_read", 1));
    assert_eq!(effects(&ir, rm), Some(vec![(EffectKind::Read, Some(0))]));
    assert_eq!(effects(&ir, rt), Some(vec![]));
    assert_eq!(ir.dps_inits(rm), Some(0..0));
    let (wm, wt) = (nth(&ir, &ops, "vector.transfer_write", 0), nth(&ir, &ops, "vector.transfer_write", 1));
    assert_eq!(effects(&ir, wm), Some(vec![(EffectKind::Write, Some(1))]));
    assert_eq!(effects(&ir, wt), Some(vec![]));
    assert_eq!(ir.dps_inits(wt), Some(1..2));
    let load = nth(&ir, &ops, "vector.load", 0);
    assert_eq!(effects(&ir, load), Some(vec![(EffectKind::Read, Some(0))]));
    assert!(ir.is_trivially_dead_candidate(load));
    let store = nth(&ir, &ops, "vector.store", 0);
    assert_eq!(effects(&ir, store), Some(vec![(EffectKind::Write, Some(1))]));
    assert!(!ir.is_trivially_dead_candidate(store));
    assert_eq!(effects(&ir, nth(&ir, &ops, "vector.print", 0)), Some(vec![(EffectKind::Write, None)]));
    assert!(ir.def(nth(&ir, &ops, "vector.broadcast", 0)).has(super::PURE));
}

#[test]
fn bufferization_ops() {
    let (ir, ops) = parse(
        "func.func @f(%m: memref<4xf32>, %t: tensor<4xf32>) {
           %c = bufferization.clone %m : memref<4xf32> to memref<4xf32>
           %x = bufferization.to_tensor %m : memref<4xf32> to tensor<4xf32>
           %y = bufferization.to_buffer %t : tensor<4xf32> to memref<4xf32>
           %a = bufferization.alloc_tensor() : tensor<4xf32>
           bufferization.materialize_in_destination %t in restrict writable %m : (tensor<4xf32>, memref<4xf32>) -> ()
           %z = bufferization.materialize_in_destination %t in %t : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
           return
         }",
    );
    let clone = nth(&ir, &ops, "bufferization.clone", 0);
    let e = ir.memory_effects(clone).unwrap();
    assert_eq!(e.len(), 3);
    assert!(e[1].value == Some(ir.result(clone, 0)) && e[2].kind == EffectKind::Allocate);
    // The write is on the result the op allocates itself: dead when unused, as upstream.
    assert!(ir.is_trivially_dead_candidate(clone));
    assert_eq!(effects(&ir, nth(&ir, &ops, "bufferization.to_tensor", 0)), Some(vec![(EffectKind::Read, Some(0))]));
    assert!(ir.def(nth(&ir, &ops, "bufferization.to_buffer", 0)).has(super::PURE));
    assert_eq!(effects(&ir, nth(&ir, &ops, "bufferization.alloc_tensor", 0)), None);
    let (mm, mt) = (
        nth(&ir, &ops, "bufferization.materialize_in_destination", 0),
        nth(&ir, &ops, "bufferization.materialize_in_destination", 1),
    );
    assert_eq!(effects(&ir, mm), Some(vec![(EffectKind::Write, Some(1))]));
    assert_eq!(effects(&ir, mt), Some(vec![]));
    assert_eq!(ir.dps_inits(mt), Some(1..2));
}

#[test]
fn gpu_and_builtin_ops() {
    let (ir, ops) = parse(
        "func.func @f(%n: index, %a: memref<?xf32>, %b: memref<?xf32>, %i: i32) {
           %x = gpu.thread_id x
           gpu.barrier
           %t0 = gpu.wait async
           %t1 = gpu.memcpy async [%t0] %a, %b : memref<?xf32>, memref<?xf32>
           %m = gpu.alloc (%n) : memref<?xf32>
           gpu.dealloc %m : memref<?xf32>
           gpu.printf \"%d\", %i : i32
           gpu.launch blocks(%bx, %by, %bz) in (%gx = %n, %gy = %n, %gz = %n)
                      threads(%tx, %ty, %tz) in (%sx = %n, %sy = %n, %sz = %n) {
             %l = gpu.lane_id
             gpu.terminator
           }
           %c = builtin.unrealized_conversion_cast %i : i32 to f32
           return
         }",
    );
    assert_eq!(effects(&ir, nth(&ir, &ops, "gpu.thread_id", 0)), Some(vec![]));
    assert_eq!(effects(&ir, nth(&ir, &ops, "gpu.barrier", 0)), None);
    let cp = nth(&ir, &ops, "gpu.memcpy", 0);
    assert_eq!(effects(&ir, cp), Some(vec![(EffectKind::Write, Some(1)), (EffectKind::Read, Some(2))]));
    let alloc = nth(&ir, &ops, "gpu.alloc", 0);
    assert!(ir.is_trivially_dead_candidate(alloc));
    assert_eq!(effects(&ir, nth(&ir, &ops, "gpu.dealloc", 0)), Some(vec![(EffectKind::Free, Some(0))]));
    assert_eq!(effects(&ir, nth(&ir, &ops, "gpu.printf", 0)), Some(vec![(EffectKind::Write, None)]));
    // Its effects are those of its body: none here.
    assert_eq!(effects(&ir, nth(&ir, &ops, "gpu.launch", 0)), Some(vec![]));
    assert_eq!(effects(&ir, nth(&ir, &ops, "builtin.unrealized_conversion_cast", 0)), Some(vec![]));
    let module = nth(&ir, &ops, "builtin.module", 0);
    assert!(ir.def(module).has(super::SYMBOL_TABLE | super::SYMBOL | super::ISOLATED | super::NO_TERMINATOR));
}

/// Upstream's `ElementwiseMappable`: every `arith` op but `constant`, every `math` op, and no
/// op of another dialect.
#[test]
fn elementwise_trait() {
    let reg = &super::new_ir();
    let mut n = 0;
    for (_, d) in reg.registry().defs() {
        let expected = (d.dialect() == "arith" && d.name != "arith.constant") || d.dialect() == "math";
        assert_eq!(d.has(crate::ir::registry::ELEMENTWISE), expected, "{}", d.name);
        n += usize::from(expected);
    }
    assert!(n > 70, "{n} element-wise ops");
}
