//! `mlirc-conv-to-channels-last` (mlirc's own): PyTorch's NCHW convolutions and poolings on
//! tensors run in the channels-last layout (NHWC), where the vectorizers make them fast, and the
//! layout changes between them move out of the way so that a network pays about one conversion
//! at its input and one at its output.
//!
//! Takes: verified IR (tensors, before `linalg-fuse-elementwise-ops` and bufferization).
//!
//! Gives, first, each op below on ranked tensors of static shapes (with one result) rewritten
//! as `linalg.transpose`s of its input to NHWC, of its filter and of its init to NHWC, the
//! channels-last op, and a `linalg.transpose` of its result back to NCHW (every transpose into
//! a new `tensor.empty`; strides and dilations kept):
//! - `linalg.conv_2d_nchw_fchw` → a `linalg.generic` with the maps of `conv_2d_nhwc_hwcf` but
//!   the filter as CHWF (`[c, kh, kw, f]`) and the loops `(n, oh, ow, f, c, kh, kw)`: its sums
//!   run over c, kh, kw in the NCHW op's order (the named NHWC ops sum over kh, kw, c, which
//!   rounds differently), so results are the NCHW op's bit for bit; the payload is the op's own
//!   (moved). `mlirc-vectorize-contractions` recognizes this generic as it recognizes
//!   `conv_2d_nhwc_hwcf`;
//! - `linalg.depthwise_conv_2d_nchw_chw` → `linalg.depthwise_conv_2d_nhwc_hwc` (filter CHW →
//!   HWC), `linalg.pooling_nchw_max`/`_sum` → `linalg.pooling_nhwc_max`/`_sum` (the window
//!   operand as it is): both sum (or take the maximum) over kh, kw, in the same order.
//!
//! Then the transposes move, from a worklist of those this pass made (each new one goes on it),
//! each step a rewrite that only moves data:
//! - *up*: a transpose of a `tensor.empty` is an empty of the transposed shape; of a
//!   `linalg.fill`, a fill of the transposed init; of a `linalg.broadcast` whose kept
//!   dimensions stay in order, a broadcast into the transposed init; of a transpose, one
//!   transpose by the composed permutation, or nothing when that is the identity;
//! - *down* (only the transposes back to NCHW): past a `linalg.generic` on tensors reading such
//!   transposes as inputs (element-wise maps, per-channel `Cx1x1` broadcasts, reductions alike),
//!   which then reads their sources (each map's results permuted). When its inits are written
//!   in the order those sources are read (constants aside: reduced or broadcast dimensions),
//!   the generic runs in NHWC already and only its inputs change. Otherwise, when one of them
//!   indexes every loop and the transposed inits would be written in that order, the generic
//!   is rebuilt in NHWC: inits and results transposed the other way (an unread init becomes a
//!   `tensor.empty`), loops renamed so that the moved operand is read in order (reduction loops
//!   keep their relative order, so every sum keeps its order; `linalg.index` follows its loop),
//!   the payload unchanged, and a transpose of each result back to NCHW for its users. Either
//!   way, an input with unit dimensions read at the constant 0 (a per-channel `Cx1x1` operand,
//!   `(d3, 0, 0)` in NHWC) is read as the 1-D tensor (`(d3)`: the source of its
//!   `tensor.expand_shape`, or a `tensor.collapse_shape`), its channels innermost. Past a
//!   `tensor.pad` of static padding by a value defined above it (low and high permuted).
//!
//! A transpose back to NCHW thus reaches the next convolution's input transpose, where the two
//! compose to the identity. Transposes that cannot move stay (results are the same). Ops this
//! leaves unused are erased.
//!
//! Cost: each rewrite erases the op it moves a transpose past (or the transpose) and creates a
//! bounded number of ops; uses are visited through use-lists. Linear in the function.

use super::manager::{Analyses, OptionValues, Pass, PassInfo, PassResult, Preserved};
use crate::dialects::linalg::{indexing_maps, inputs_and_inits, iterator_types};
use crate::ir::affine::{AffineExpr, AffineMap};
use crate::ir::context::{AttrKind, TypeKind};
use crate::ir::entity::EntitySet;
use crate::ir::enums::LINALG_ITERATOR_TYPE;
use crate::ir::fxhash::FxHashMap;
use crate::ir::interfaces::IteratorType;
use crate::ir::rewrite::Rewriter;
use crate::ir::*;

pub const INFO: PassInfo = PassInfo {
    name: "mlirc-conv-to-channels-last",
    class: "ConvToChannelsLastPass",
    summary: "Run NCHW convolutions and poolings on tensors in NHWC and move the layout transposes past \
              element-wise ops, pads, fills and each other",
    options: &[],
    create: |_: &OptionValues| Box::new(ConvToChannelsLast),
};

struct ConvToChannelsLast;

impl Pass for ConvToChannelsLast {
    /// Preserves everything when there is no NCHW op.
    fn run(&mut self, ir: &mut Ir, op: Op, _: &mut Analyses) -> PassResult {
        Ok(if run(ir, op) { Preserved::None } else { Preserved::All })
    }
}

/// NCHW → NHWC (`linalg.transpose`'s convention: result dimension `i` is source dimension `perm[i]`).
const TO_NHWC: [usize; 4] = [0, 2, 3, 1];
/// NHWC → NCHW.
const TO_NCHW: [usize; 4] = [0, 3, 1, 2];

/// Rewrites the NCHW ops below `top` and moves the transposes; whether there was any.
pub fn run(ir: &mut Ir, top: Op) -> bool {
    let mut ops = vec![];
    ir.walk(top, &mut |o| {
        if matches!(
            ir.op_name(o),
            "linalg.conv_2d_nchw_fchw"
                | "linalg.depthwise_conv_2d_nchw_chw"
                | "linalg.pooling_nchw_max"
                | "linalg.pooling_nchw_sum"
        ) {
            ops.push(o);
        }
    });
    let mut st = State { ours: EntitySet::new(), work: vec![], made: FxHashMap::default() };
    let mut changed = false;
    for op in ops {
        changed |= st.convert(ir, op).is_some();
    }
    // The transposes in program order: the stack takes the last first.
    st.work.reverse();
    while let Some(t) = st.work.pop() {
        st.process(ir, t);
    }
    changed
}

struct State {
    /// The transposes this pass made.
    ours: EntitySet<Op>,
    /// Transposes to look at.
    work: Vec<Op>,
    /// The transpose made of each value by each permutation (the latest), reused for inputs
    /// where it comes earlier in the same block.
    made: FxHashMap<(Value, Vec<usize>), Op>,
}

/// The static shape of a ranked tensor value.
fn static_shape(ir: &Ir, v: Value) -> Option<Vec<i64>> {
    let t = ir.value_ty(v);
    match ir.ctx.type_kind(t) {
        TypeKind::Tensor { shape, .. } if !shape.contains(&DYNAMIC) => Some(shape.clone()),
        _ => None,
    }
}

fn tensor_ty(ir: &mut Ir, shape: Vec<i64>, elem: Type) -> Type {
    ir.ctx.ty(TypeKind::Tensor { shape, elem, encoding: None })
}

/// `shape` permuted as a transpose by `perm` permutes it.
fn permuted(shape: &[i64], perm: &[usize]) -> Vec<i64> {
    perm.iter().map(|&p| shape[p]).collect()
}

fn inverse(perm: &[usize]) -> Vec<usize> {
    let mut inv = vec![0; perm.len()];
    for (i, &p) in perm.iter().enumerate() {
        inv[p] = i;
    }
    inv
}

/// The permutation of `transpose(transpose(x, first), then)`.
fn compose(first: &[usize], then: &[usize]) -> Vec<usize> {
    then.iter().map(|&i| first[i]).collect()
}

fn is_identity(perm: &[usize]) -> bool {
    perm.iter().enumerate().all(|(i, &p)| i == p)
}

/// The permutation of a `linalg.transpose` on tensors (with one result), if it is one.
fn transpose_perm(ir: &Ir, op: Op) -> Option<Vec<usize>> {
    if ir.op_name(op) != "linalg.transpose" || ir.results(op).len() != 1 {
        return None;
    }
    let p = crate::dialects::common::dense_array(ir, op, "permutation")?;
    let n = p.len();
    let perm: Vec<usize> = p.iter().map(|&x| usize::try_from(x).ok().filter(|&x| x < n)).collect::<Option<_>>()?;
    (inverse_checked(&perm, n).is_some() && static_shape(ir, ir.operands(op)[0]).is_some()).then_some(perm)
}

/// `a` with its results reordered: result `i` is `a`'s result `perm[i]`.
fn permute_results(m: &AffineMap, perm: &[usize]) -> AffineMap {
    AffineMap { dims: m.dims, syms: m.syms, results: perm.iter().map(|&p| m.results[p].clone()).collect() }
}

/// A `tensor.empty` of `shape`.
fn empty(rw: &mut Rewriter, shape: Vec<i64>, elem: Type) -> Value {
    let t = tensor_ty(rw.ir, shape, elem);
    rw.create_value("tensor.empty", vec![], t, vec![])
}

impl State {
    /// `linalg.transpose ins(x) outs(tensor.empty) permutation = perm`, on the worklist.
    fn transpose(&mut self, rw: &mut Rewriter, x: Value, perm: &[usize]) -> Option<Value> {
        self.transpose_of(rw, x, perm, false)
    }

    /// `transpose`, or the value of one made earlier in the block (`reuse`: for an operand
    /// that is only read; an init written by two ops would need a copy of it).
    fn transpose_of(&mut self, rw: &mut Rewriter, x: Value, perm: &[usize], reuse: bool) -> Option<Value> {
        let key = (x, perm.to_vec());
        if let (true, Some(&t), Some(ip)) = (reuse, self.made.get(&key), rw.insertion_point()) {
            let ir = &*rw.ir;
            let earlier = ip.before.is_none_or(|b| ir.is_before_in_block(t, b));
            if !ir.is_erased(t) && ir.parent_block(t) == Some(ip.block) && earlier {
                return Some(ir.result(t, 0));
            }
        }
        let shape = static_shape(rw.ir, x)?;
        let elem = rw.ir.ctx.elem_ty(rw.ir.value_ty(x));
        let init = empty(rw, permuted(&shape, perm), elem);
        let region = crate::dialects::linalg::yield_first_body(rw, &[elem, elem]);
        let p: Vec<i64> = perm.iter().map(|&p| p as i64).collect();
        let p = rw.ir.ctx.dense_i64_array(&p);
        let t = rw.ir.value_ty(init);
        let op = rw.create("linalg.transpose", vec![x, init], &[t], vec![("permutation", p)], vec![region]);
        self.ours.insert(op);
        self.work.push(op);
        self.made.insert(key, op);
        Some(rw.ir.result(op, 0))
    }

    /// Step 1 for one op: its NHWC form between transposes (nothing changes when it is not one
    /// this pass takes).
    fn convert(&mut self, ir: &mut Ir, op: Op) -> Option<()> {
        let name = ir.op_name(op).to_string();
        let [input, second, init] = *ir.operands(op) else { return None };
        let [result] = *ir.results(op) else { return None };
        let [in_shape, second_shape, init_shape] = [input, second, init].map(|v| static_shape(ir, v));
        let (in_shape, second_shape, init_shape) = (in_shape?, second_shape?, init_shape?);
        if in_shape.len() != 4 || init_shape.len() != 4 || ir.value_ty(result) != ir.value_ty(init) {
            return None;
        }
        let window = |ir: &Ir, n: &str| ir.prop(op, n).or_else(|| ir.attr(op, n));
        let (strides, dilations) = (window(ir, "strides"), window(ir, "dilations"));
        let [sh, sw] = pair(ir, strides)?;
        let [dh, dw] = pair(ir, dilations)?;
        // The NHWC op and the permutation of its second operand (its filter).
        let (new_name, second_perm): (&str, Option<&[usize]>) = match name.as_str() {
            // FCHW → CHWF.
            "linalg.conv_2d_nchw_fchw" if second_shape.len() == 4 => ("linalg.generic", Some(&[1, 2, 3, 0])),
            // CHW → HWC.
            "linalg.depthwise_conv_2d_nchw_chw" if second_shape.len() == 3 => {
                ("linalg.depthwise_conv_2d_nhwc_hwc", Some(&[1, 2, 0]))
            }
            "linalg.pooling_nchw_max" => ("linalg.pooling_nhwc_max", None),
            "linalg.pooling_nchw_sum" => ("linalg.pooling_nhwc_sum", None),
            _ => return None,
        };
        let old_region = *ir.regions(op).first()?;
        let mut rw = Rewriter::before(ir, op);
        let in_t = self.transpose_of(&mut rw, input, &TO_NHWC, true)?;
        let second = match second_perm {
            Some(p) => self.transpose_of(&mut rw, second, p, true)?,
            None => second,
        };
        let init_t = self.transpose(&mut rw, init, &TO_NHWC)?;
        let init_ty = rw.ir.value_ty(init_t);
        let region = rw.ir.new_region();
        rw.inline_region_before(old_region, region, None);
        let seg = rw.ir.ctx.dense_i32_array(&[2, 1]);
        let mut props = vec![("operandSegmentSizes", seg)];
        if new_name == "linalg.generic" {
            let d = AffineExpr::Dim;
            let c = AffineExpr::Const;
            // (n, oh, ow, f, c, kh, kw)
            let maps = [
                vec![d(0), d(1).mul(c(sh)).add(d(5).mul(c(dh))), d(2).mul(c(sw)).add(d(6).mul(c(dw))), d(4)],
                vec![d(4), d(5), d(6), d(3)],
                vec![d(0), d(1), d(2), d(3)],
            ];
            let maps: Vec<Attr> = maps
                .into_iter()
                .map(|results| rw.ir.ctx.affine_map_attr(AffineMap { dims: 7, syms: 0, results }))
                .collect();
            props.push(("indexing_maps", rw.ir.ctx.array_attr(maps)));
            props.push(("iterator_types", iterators(rw.ir, &[false, false, false, false, true, true, true])));
        } else {
            for (n, a) in [("strides", strides), ("dilations", dilations)] {
                if let Some(a) = a {
                    props.push((n, a));
                }
            }
        }
        let new = rw.create(new_name, vec![in_t, second, init_t], &[init_ty], props, vec![region]);
        let r = rw.ir.result(new, 0);
        let back = self.transpose(&mut rw, r, &TO_NCHW)?;
        rw.replace_op(op, &[back]);
        Some(())
    }

    /// Step 2 for one transpose: up, then down.
    fn process(&mut self, ir: &mut Ir, t: Op) {
        if ir.is_erased(t) {
            return;
        }
        if !self.ours.contains(t) {
            return;
        }
        let Some(perm) = transpose_perm(ir, t) else { return };
        let r = ir.result(t, 0);
        if ir.use_empty(r) {
            ir.erase_if_dead(t);
            return;
        }
        if let Some(v) = self.fold_up(ir, t, &perm) {
            // Its users that are transposes may move further (they compose with `v`'s).
            let users: Vec<Op> =
                ir.uses(r).iter().filter(|u| u.index == 0 && self.ours.contains(u.op)).map(|u| u.op).collect();
            let mut rw = Rewriter::before(ir, t);
            rw.replace_all_uses_with(r, v);
            let producers: Vec<Op> = ir.operands(t).iter().filter_map(|&v| ir.defining_op(v)).collect();
            ir.erase_if_dead(t);
            for p in producers {
                ir.erase_if_dead(p);
            }
            self.work.extend(users);
            return;
        }
        if perm != TO_NCHW {
            return;
        }
        let uses: Vec<(Op, usize)> = ir.uses(r).iter().map(|u| (u.op, u.index as usize)).collect();
        for (user, idx) in uses {
            if ir.is_erased(user) || ir.operands(user).get(idx) != Some(&r) {
                continue;
            }
            match ir.op_name(user) {
                "linalg.transpose" if idx == 0 && self.ours.contains(user) => self.work.push(user),
                "linalg.generic" => {
                    self.sink_generic(ir, user, &perm);
                }
                "tensor.pad" if idx == 0 => {
                    self.sink_pad(ir, user, &perm);
                }
                _ => {}
            }
        }
        ir.erase_if_dead(t);
    }

    /// The value that replaces transpose `t` (of `perm`) when it folds into its source's producer.
    fn fold_up(&mut self, ir: &mut Ir, t: Op, perm: &[usize]) -> Option<Value> {
        let x = ir.operands(t)[0];
        let def = ir.defining_op(x)?;
        let out_shape = static_shape(ir, ir.result(t, 0))?;
        let elem = ir.ctx.elem_ty(ir.value_ty(x));
        match ir.op_name(def) {
            "linalg.transpose" => {
                let first = transpose_perm(ir, def)?;
                let z = ir.operands(def)[0];
                let c = compose(&first, perm);
                let mut rw = Rewriter::before(ir, t);
                if is_identity(&c) {
                    Some(z)
                } else {
                    self.transpose(&mut rw, z, &c)
                }
            }
            "tensor.empty" if ir.operands(def).is_empty() => {
                let mut rw = Rewriter::before(ir, t);
                Some(empty(&mut rw, out_shape, elem))
            }
            "linalg.fill" if ir.results(def).len() == 1 => {
                let [_, init] = *ir.operands(def) else { return None };
                let mut rw = Rewriter::before(ir, t);
                let init_t = self.transposed_init(&mut rw, init, perm)?;
                Some(self.clone_with(&mut rw, def, &[(1, init_t)], vec![]))
            }
            "linalg.broadcast" if ir.results(def).len() == 1 => {
                let dims = crate::dialects::common::dense_array(ir, def, "dimensions")?;
                // Result dimension `i` of the transpose is the broadcast's `perm[i]`: kept
                // dimensions must stay in order, the added ones are those of `dims`.
                let kept: Vec<usize> = perm.iter().copied().filter(|&p| !dims.contains(&(p as i64))).collect();
                if kept.windows(2).any(|w| w[0] > w[1]) {
                    return None;
                }
                let new_dims: Vec<i64> =
                    (0..perm.len()).filter(|&i| dims.contains(&(perm[i] as i64))).map(|i| i as i64).collect();
                let [_, init] = *ir.operands(def) else { return None };
                let mut rw = Rewriter::before(ir, t);
                let init_t = self.transposed_init(&mut rw, init, perm)?;
                let d = rw.ir.ctx.dense_i64_array(&new_dims);
                Some(self.clone_with(&mut rw, def, &[(1, init_t)], vec![("dimensions", d)]))
            }
            _ => None,
        }
    }

    /// `init` transposed by `perm`: a new `tensor.empty` when it is one, else a transpose.
    fn transposed_init(&mut self, rw: &mut Rewriter, init: Value, perm: &[usize]) -> Option<Value> {
        let shape = static_shape(rw.ir, init)?;
        let elem = rw.ir.ctx.elem_ty(rw.ir.value_ty(init));
        match rw.ir.defining_op(init) {
            Some(e) if rw.ir.op_name(e) == "tensor.empty" && rw.ir.operands(e).is_empty() => {
                Some(empty(rw, permuted(&shape, perm), elem))
            }
            _ => self.transpose(rw, init, perm),
        }
    }

    /// A copy of the one-result op `op` at the insertion point with operands replaced as
    /// `operands` says, properties set, and the result typed as its new operand 1 (its init).
    fn clone_with(
        &mut self,
        rw: &mut Rewriter,
        op: Op,
        operands: &[(usize, Value)],
        props: Vec<(&str, Attr)>,
    ) -> Value {
        let c = rw.clone_op(op, &mut IrMapping::new());
        for &(i, v) in operands {
            rw.ir.set_operand(c, i, v);
        }
        for (n, a) in props {
            rw.ir.set_prop(c, n, a);
        }
        let t = rw.ir.value_ty(rw.ir.operands(c)[1]);
        let r = rw.ir.result(c, 0);
        rw.ir.set_type(r, t);
        r
    }

    /// Moves the transposes (by `perm`) among the inputs of generic `g` past it.
    fn sink_generic(&mut self, ir: &mut Ir, g: Op, perm: &[usize]) -> Option<()> {
        let k = perm.len();
        let (ins, inits) = inputs_and_inits(ir, g);
        if inits.is_empty() || ir.results(g).len() != inits.len() || ir.regions(g).len() != 1 {
            return None;
        }
        let maps = indexing_maps(ir, g).ok()?;
        let iters = iterator_types(ir, g).ok()?;
        if maps.len() != ins.len() + inits.len() || maps.iter().any(|m| m.syms != 0) {
            return None;
        }
        if !ir.operands(g).iter().all(|&v| {
            let t = ir.value_ty(v);
            !ir.ctx.is_memref(t) && (!ir.ctx.is_tensor(t) || static_shape(ir, v).is_some())
        }) {
            return None;
        }
        let inv = inverse(perm);
        let body = ir.entry_block(ir.regions(g)[0])?;
        let args = ir.args(body).to_vec();
        // Inputs: each transpose back to NCHW read from its source.
        let mut new_ins = vec![];
        let mut new_maps = vec![];
        let mut folded = vec![];
        for (i, &v) in ins.iter().enumerate() {
            let src = ir.defining_op(v).filter(|&d| self.ours.contains(d)).and_then(|d| {
                let p = transpose_perm(ir, d)?;
                (p == perm).then(|| ir.operands(d)[0])
            });
            match src {
                Some(x) => {
                    let m = permute_results(&maps[i], &inv);
                    folded.push(m.clone());
                    new_ins.push(x);
                    new_maps.push(m);
                }
                None => {
                    new_ins.push(v);
                    new_maps.push(maps[i].clone());
                }
            }
        }
        if folded.is_empty() {
            return None;
        }
        // `o` and `m` index the same dimensions at each position, but where either is a
        // constant (a reduced or broadcast dimension).
        let agrees = |o: &AffineMap, m: &AffineMap| {
            o.results.len() == m.results.len()
                && o.results
                    .iter()
                    .zip(&m.results)
                    .all(|(a, b)| a == b || matches!(a, AffineExpr::Const(_)) || matches!(b, AffineExpr::Const(_)))
        };
        let outs = &maps[ins.len()..];
        // Where the inits are written as the moved operands are read, the generic is in
        // their layout already: only its inputs change.
        if outs.iter().all(|o| folded.iter().all(|m| agrees(o, m))) {
            let old: Vec<Op> = ins.iter().filter_map(|&v| ir.defining_op(v)).collect();
            let mut rw = Rewriter::before(ir, g);
            drop_unit_dims(&mut rw, &mut new_ins, &mut new_maps);
            new_maps.extend_from_slice(outs);
            let maps_attr: Vec<Attr> = new_maps.into_iter().map(|m| rw.ir.ctx.affine_map_attr(m)).collect();
            let maps_attr = rw.ir.ctx.array_attr(maps_attr);
            rw.modify_in_place(g, |ir| {
                for (i, &v) in new_ins.iter().enumerate() {
                    ir.set_operand(g, i, v);
                }
                ir.set_prop(g, "indexing_maps", maps_attr);
            });
            for p in old {
                ir.erase_if_dead(p);
            }
            return Some(());
        }
        // Otherwise the whole generic moves to their layout when a moved operand indexes
        // every dimension (not a broadcast one: that alone does not decide the layout) and
        // the inits, transposed, are then written as the moved operands are read.
        if !inits.iter().all(|&v| static_shape(ir, v).is_some_and(|s| s.len() == k)) {
            return None;
        }
        let reference = folded.iter().find(|m| m.results.iter().all(|e| matches!(e, AffineExpr::Dim(_))))?.clone();
        if !outs.iter().all(|o| folded.iter().all(|m| agrees(&permute_results(o, &inv), m))) {
            return None;
        }
        // Inits and results: transposed by the inverse.
        let mut rw = Rewriter::before(ir, g);
        drop_unit_dims(&mut rw, &mut new_ins, &mut new_maps);
        let mut new_inits = vec![];
        let mut result_types = vec![];
        for (j, &v) in inits.iter().enumerate() {
            let read = !rw.ir.use_empty(args[ins.len() + j]);
            let shape = static_shape(rw.ir, v)?;
            let elem = rw.ir.ctx.elem_ty(rw.ir.value_ty(v));
            let new = if read {
                self.transposed_init(&mut rw, v, &inv)?
            } else {
                empty(&mut rw, permuted(&shape, &inv), elem)
            };
            result_types.push(rw.ir.value_ty(new));
            new_inits.push(new);
            new_maps.push(permute_results(&maps[ins.len() + j], &inv));
        }
        // Loop `order[a]` becomes loop `a`: the moved operand read in order, when that keeps
        // the reduction loops in their order.
        let n = iters.len();
        let mut order: Vec<usize> = (0..n).collect();
        if reference.results.len() == n {
            let cand: Option<Vec<usize>> = reference
                .results
                .iter()
                .map(|e| match e {
                    AffineExpr::Dim(d) => Some(*d as usize),
                    _ => None,
                })
                .collect();
            if let Some(cand) = cand.filter(|c| inverse_checked(c, n).is_some()) {
                let reductions: Vec<usize> =
                    cand.iter().copied().filter(|&d| iters[d] == IteratorType::Reduction).collect();
                if reductions.windows(2).all(|w| w[0] < w[1]) {
                    order = cand;
                }
            }
        }
        let new_pos = inverse(&order);
        let subst: Vec<AffineExpr> = (0..n).map(|d| AffineExpr::Dim(new_pos[d] as u32)).collect();
        let new_maps: Vec<Attr> = new_maps
            .into_iter()
            .map(|m| {
                let results = m.results.iter().map(|e| e.replace(&subst, &[])).collect();
                rw.ir.ctx.affine_map_attr(AffineMap { dims: m.dims, syms: 0, results })
            })
            .collect();
        let new_iters: Vec<bool> = order.iter().map(|&d| iters[d] == IteratorType::Reduction).collect();
        // The generic, its payload moved.
        let mut operands = new_ins.clone();
        operands.extend(&new_inits);
        let maps_attr = rw.ir.ctx.array_attr(new_maps);
        let iters_attr = iterators(rw.ir, &new_iters);
        let seg = rw.ir.ctx.dense_i32_array(&[new_ins.len() as i64, new_inits.len() as i64]);
        let region = rw.ir.new_region();
        let old_region = rw.ir.regions(g)[0];
        rw.inline_region_before(old_region, region, None);
        let props = vec![("indexing_maps", maps_attr), ("iterator_types", iters_attr), ("operandSegmentSizes", seg)];
        let new = rw.create("linalg.generic", operands, &result_types, props, vec![region]);
        renumber_indices(rw.ir, new, &new_pos);
        // Results back to NCHW.
        let mut backs = vec![];
        for j in 0..inits.len() {
            let r = rw.ir.result(new, j);
            backs.push(self.transpose(&mut rw, r, perm)?);
        }
        let old_operands: Vec<Op> = ir.operands(g).iter().filter_map(|&v| ir.defining_op(v)).collect();
        let mut rw = Rewriter::before(ir, g);
        rw.replace_op(g, &backs);
        for p in old_operands {
            ir.erase_if_dead(p);
        }
        Some(())
    }

    /// Moves a transpose (by `perm`) of `pad`'s source past it.
    fn sink_pad(&mut self, ir: &mut Ir, pad: Op, perm: &[usize]) -> Option<()> {
        let k = perm.len();
        if ir.operands(pad).len() != 1 || ir.results(pad).len() != 1 {
            return None;
        }
        let low = crate::dialects::common::dense_array(ir, pad, "static_low")?;
        let high = crate::dialects::common::dense_array(ir, pad, "static_high")?;
        if low.len() != k || high.len() != k || low.iter().chain(&high).any(|&x| x == DYNAMIC) {
            return None;
        }
        // A padding value defined above the pad: the same for every position.
        let body = ir.entry_block(*ir.regions(pad).first()?)?;
        let term = ir.terminator(body)?;
        let [y] = *ir.operands(term) else { return None };
        if ir.num_ops(body) != 1 || ir.value_region(y).is_some_and(|r| Some(r) == ir.block_region(body)) {
            return None;
        }
        let t = ir.defining_op(ir.operands(pad)[0])?;
        let x = ir.operands(t)[0];
        let shape = static_shape(ir, ir.result(pad, 0))?;
        let inv = inverse(perm);
        let elem = ir.ctx.elem_ty(ir.value_ty(x));
        let new_ty = tensor_ty(ir, permuted(&shape, &inv), elem);
        let lo: Vec<i64> = inv.iter().map(|&i| low[i]).collect();
        let hi: Vec<i64> = inv.iter().map(|&i| high[i]).collect();
        let mut rw = Rewriter::before(ir, pad);
        let c = rw.clone_op(pad, &mut IrMapping::new());
        rw.ir.set_operand(c, 0, x);
        let (lo, hi) = (rw.ir.ctx.dense_i64_array(&lo), rw.ir.ctx.dense_i64_array(&hi));
        rw.ir.set_prop(c, "static_low", lo);
        rw.ir.set_prop(c, "static_high", hi);
        let r = rw.ir.result(c, 0);
        rw.ir.set_type(r, new_ty);
        let back = self.transpose(&mut rw, r, perm)?;
        rw.replace_op(pad, &[back]);
        ir.erase_if_dead(t);
        Some(())
    }
}

/// The inverse of `p` when it is a permutation of `0..n`.
fn inverse_checked(p: &[usize], n: usize) -> Option<Vec<usize>> {
    let mut seen = vec![false; n];
    for &d in p {
        if d >= n || seen[d] {
            return None;
        }
        seen[d] = true;
    }
    (p.len() == n).then(|| inverse(p))
}

/// Each input read through a map whose results at its unit dimensions are the constant 0 (a
/// per-channel `Cx1x1` operand, `(d3, 0, 0)` in NHWC) is read without them: the source of the
/// `tensor.expand_shape` that added them, or a `tensor.collapse_shape` (a view once buffers),
/// so that its channels are its innermost, contiguous dimension as the generic's are.
fn drop_unit_dims(rw: &mut Rewriter, ins: &mut [Value], maps: &mut [AffineMap]) {
    for (v, m) in ins.iter_mut().zip(maps.iter_mut()) {
        let Some(shape) = static_shape(rw.ir, *v) else { continue };
        if shape.len() != m.results.len() {
            continue;
        }
        let unit = |i: usize| shape[i] == 1 && m.results[i] == AffineExpr::Const(0);
        let keep: Vec<usize> = (0..shape.len()).filter(|&i| !unit(i)).collect();
        if keep.len() == shape.len() || keep.is_empty() {
            continue;
        }
        // Unit dimensions join the group of the kept dimension before them (leading ones the
        // first group).
        let mut groups: Vec<Vec<i64>> = vec![vec![]; keep.len()];
        let mut g = 0;
        for i in 0..shape.len() {
            if keep.get(g + 1) == Some(&i) {
                g += 1;
            }
            groups[g].push(i as i64);
        }
        let new_shape: Vec<i64> = keep.iter().map(|&i| shape[i]).collect();
        let elem = rw.ir.ctx.elem_ty(rw.ir.value_ty(*v));
        let t = tensor_ty(rw.ir, new_shape, elem);
        let groups_attr: Vec<Attr> = groups
            .iter()
            .map(|g| {
                let a = g.iter().map(|&i| rw.ir.ctx.i64_attr(i)).collect();
                rw.ir.ctx.array_attr(a)
            })
            .collect();
        let reassoc = rw.ir.ctx.array_attr(groups_attr);
        let src = rw.ir.defining_op(*v).filter(|&d| {
            rw.ir.op_name(d) == "tensor.expand_shape"
                && rw.ir.value_ty(rw.ir.operands(d)[0]) == t
                && rw.ir.attr(d, "reassociation") == Some(reassoc)
        });
        *v = match src {
            Some(d) => rw.ir.operands(d)[0],
            None => rw.create_value("tensor.collapse_shape", vec![*v], t, vec![("reassociation", reassoc)]),
        };
        *m = AffineMap { dims: m.dims, syms: m.syms, results: keep.iter().map(|&i| m.results[i].clone()).collect() };
    }
}

/// The `linalg.index` ops of generic `g`'s payload (not those of nested structured ops) name
/// loop `new_pos[d]` where they named `d`.
fn renumber_indices(ir: &mut Ir, g: Op, new_pos: &[usize]) {
    let mut found = vec![];
    ir.walk(g, &mut |o| {
        if ir.op_name(o) == "linalg.index" {
            found.push(o);
        }
    });
    for o in found {
        // The nearest enclosing structured op must be `g`.
        let mut p = ir.parent_op(o);
        while let Some(q) = p {
            if q == g || ir.def(q).interfaces.structured.is_some() {
                break;
            }
            p = ir.parent_op(q);
        }
        if p != Some(g) {
            continue;
        }
        let Some(d) = ir.attr(o, "dim").and_then(|a| ir.ctx.as_int(a)) else { continue };
        if let Some(&nd) = new_pos.get(d as usize) {
            let a = ir.ctx.i64_attr(nd as i64);
            ir.set_prop(o, "dim", a);
        }
    }
}

/// An `iterator_types` array: `true` for a reduction.
fn iterators(ir: &mut Ir, reduction: &[bool]) -> Attr {
    let v = reduction.iter().map(|&r| ir.ctx.enum_attr(&LINALG_ITERATOR_TYPE, r as u64)).collect();
    ir.ctx.array_attr(v)
}

/// The two values of a `strides`/`dilations` attribute (a splat or two), `[1, 1]` when absent.
fn pair(ir: &Ir, a: Option<Attr>) -> Option<[i64; 2]> {
    let Some(a) = a else { return Some([1, 1]) };
    match ir.ctx.attr_kind(a) {
        AttrKind::Dense { data, .. } if data.is_int() => match data.len() {
            1 => Some([data.int_at(0) as i64; 2]),
            2 => Some([data.int_at(0) as i64, data.int_at(1) as i64]),
            _ => None,
        },
        _ => None,
    }
}
