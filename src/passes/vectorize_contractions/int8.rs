//! The int8 (and bf16) kernel of `mlirc-vectorize-contractions`: `c + ext(a) * ext(b)` with i8 A and B
//! and an i32 C (`linalg.matmul`, `batch_matmul`, their transposed forms, a `linalg.generic`
//! of that shape: whatever `Contraction` recognizes) on x86 with VNNI (option `vnni=512`:
//! AVX-512 VNNI, `vnni=256`: AVX-VNNI or AVX-512 VNNI on 256-bit vectors), where B is
//! sign-extended and A sign- or zero-extended.
//!
//! `vpdpbusd acc, a, b` adds to each 32-bit lane of `acc` the sum of four products of
//! unsigned bytes of `a` and signed bytes of `b` (wrapping, not saturating: that is
//! `vpdpbusds`). So B is packed as `[k/4][n][4]` (four consecutive k of one column in one
//! 32-bit lane), and four consecutive k of one row of A are broadcast as one i32:
//! ```text
//! for b:                                  (batch)
//!  for jc in 0..N step NC:                (scf.parallel)
//!   for pc in 0..K step KC:
//!    pack B[pc.., jc..] → bp              (panels of KC/4 × NR × 4 bytes, zeros past K and N;
//!                                          corr[n] = 128 · Σk B[k][n] when A is signed)
//!    for ic in 0..M step MC:
//!     pack A[ic.., pc..] → ap             (one i32 per 4 k of a row, zeros past K, ^ 0x80808080
//!                                          when A is signed; rows past M repeat row M-1)
//!     for ir in 0..mc step MR:
//!      for jr in 0..nc step NR:
//!       acc[MR][NV] = C tile - corr; for kq: acc[r][v] = vpdpbusd(acc[r][v], bcast(ap[r][kq]), bp[kq][v])
//!       C tile = acc
//! ```
//! A signed A becomes unsigned by `a + 128` (`a ^ 0x80`); `Σ (a + 128)·b = Σ a·b + 128·Σ b`,
//! so the tile starts from C minus 128 times B's column sums over the block's k. Integer
//! sums wrap and do not depend on their order: the results are bit for bit those of the loops.
//! Zeros padding K to a multiple of 4 in B make the padded products 0 (whatever A holds there).
//! Edge tiles (at the M or N edge) go through `EdgeTile`, as the float kernel's.
//!
//! The instruction is an `llvm.call_intrinsic` of `llvm.x86.avx512.vpdpbusd.512` (or `.256`;
//! LLVM 22 takes the bytes as `<64 x i8>`): LLVM does not form `vpdpbusd` from generic vector
//! IR (a sum of groups of four extended products stays `vpmaddwd` and shuffles).
//!
//! **bf16** (options `bf16`: the target has AVX512_BF16, and `reassociate`: `-ffast-math`):
//! `c + extf(a) * extf(b)` with bf16 A and B and an f32 C takes the same schedule with pairs
//! instead of groups of four (B as `[k/2][n][2]`, one i32 of A per two k, no flip, no
//! correction) and `vdpbf16ps` (`llvm.x86.avx512bf16.dpbf16ps.512`), which adds each pair's
//! two products to the lane in its own order (the odd k first) and flushes subnormal inputs
//! and results: not the loops' sums bit for bit, hence only under `reassociate`.

use super::*;
use crate::ir::context::FloatKind;

/// A contraction of i8 operands into i32 (or of bf16 into f32), and its dot-product schedule.
pub(super) struct Int8 {
    base: Contraction,
    /// The dot-product intrinsic (`vpdpbusd` at 512 or 256 bits, or `vdpbf16ps`).
    intrin: &'static str,
    /// Elements of A and B per 32-bit lane of the instruction: 4 bytes, or 2 bf16.
    group: i64,
    /// bf16 operands and f32 sums (`vdpbf16ps`), else i8 and i32.
    bf16: bool,
    /// A is sign-extended (B always is): A's bytes get `^ 0x80` and C the column-sum correction.
    signed_a: bool,
    /// A's k dimension is its innermost, with unit stride: its packing copies vectors of bytes.
    a_contiguous: bool,
    /// i32 lanes per vector, vectors per tile row, tile rows; block sizes (KC a multiple of 4).
    vl: i64,
    nv: i64,
    mr: i64,
    kc: i64,
    mc: i64,
    nc: i64,
}

impl Int8 {
    pub(super) fn of(ir: &Ir, op: Op, cfg: &Config) -> Option<Int8> {
        let bf16_ok = cfg.bf16_dot && cfg.reassociate && cfg.vector_bits >= 512;
        if !(matches!(cfg.vnni, 256 | 512) && cfg.vector_bits >= cfg.vnni) && !bf16_ok {
            return None;
        }
        let base = Contraction::of(ir, op, cfg)?;
        if bits(ir, base.elem)? != 32 {
            return None;
        }
        let operand_elem = |v: Value| ir.ctx.elem_ty(ir.value_ty(v));
        let (intrin, group, bf16, signed_a, width) = if base.float {
            // bf16 x bf16 -> f32: vdpbf16ps, whose sums are not the loops' (see the module doc).
            let both_bf16 =
                [base.a, base.b].iter().all(|&v| ir.ctx.float_kind(operand_elem(v)) == Some(FloatKind::BF16));
            if !bf16_ok || base.a_ext != Ext::Float || base.b_ext != Ext::Float || !both_bf16 {
                return None;
            }
            ("llvm.x86.avx512bf16.dpbf16ps.512", 2, true, false, 512)
        } else {
            if !matches!(cfg.vnni, 256 | 512) || cfg.vector_bits < cfg.vnni || base.b_ext != Ext::Signed {
                return None;
            }
            let signed_a = match base.a_ext {
                Ext::Signed => true,
                Ext::Unsigned => false,
                _ => return None,
            };
            if [base.a, base.b].iter().any(|&v| bits(ir, operand_elem(v)) != Some(8)) {
                return None;
            }
            let intrin = if cfg.vnni == 512 { "llvm.x86.avx512.vpdpbusd.512" } else { "llvm.x86.avx512.vpdpbusd.256" };
            (intrin, 4, false, signed_a, cfg.vnni)
        };
        let vl = width / 32;
        let cty = ir.value_ty(base.c);
        let m_static = base.cmap.iter().position(|&d| d == base.m).and_then(|p| ir.ctx.shape(cty).map(|s| s[p]));
        // MR × NV accumulators, NV B vectors and a broadcast in the registers; with one or two
        // rows, wider tiles (more independent accumulators for the instruction's latency).
        let mut nv = 2;
        let mut mr = ((cfg.registers - nv - 2) / nv).clamp(1, 8);
        if let Some(ms) = m_static.filter(|&m| m > 0) {
            mr = mr.min(ms);
        }
        if mr <= 2 {
            nv = 4;
        }
        let nr = nv * vl;
        // A packed B panel (KC × NR bytes) in half of L1, the packed B block (KC × NC) in half
        // of L2, the packed A block (MC × KC) in a quarter of it.
        let kc = ((cfg.l1 / 2) / nr / 4 * 4).clamp(64, 2048);
        let nc = ((cfg.l2 / 2) / kc / nr * nr).clamp(nr, 8192 / nr * nr);
        let mc = ((cfg.l2 / 4) / kc / mr * mr).clamp(mr, 4096 / mr * mr);
        let a_contiguous = *base.amap.last()? == base.k && identity_layout(ir, ir.value_ty(base.a));
        Some(Int8 { base, intrin, group, bf16, signed_a, a_contiguous, vl, nv, mr, kc, mc, nc })
    }

    /// The element type of the packed operands: i8 or bf16.
    fn operand_elem(&self, g: &mut Gen) -> Type {
        if self.bf16 {
            g.rw.ir.ctx.float_ty(FloatKind::BF16)
        } else {
            g.rw.ir.ctx.int_ty(8)
        }
    }

    /// Replaces the op (the insertion point is before it).
    pub(super) fn emit(&self, rw: &mut Rewriter) {
        let c = &self.base;
        let mut g = Gen { rw };
        let (m_size, m_static) = c.size(g.rw, c.m);
        let (n_size, n_static) = c.size(g.rw, c.n);
        let (k_size, k_static) = c.size(g.rw, c.k);
        let (vl, nv, mr, kc, mc) = (self.vl, self.nv, self.mr, self.kc, self.mc);
        let nr = nv * vl;
        let nc = match n_static {
            Some(n) if c.threads > 1 => self.nc.min(((n + c.threads - 1) / c.threads + nr - 1) / nr * nr).max(nr),
            _ => self.nc,
        };
        let always_full = m_static.is_some_and(|m| m % mr == 0 && mc % mr == 0)
            && n_static.is_some_and(|n| n % nr == 0 && nc % nr == 0);
        let et = self.operand_elem(&mut g);
        let i32t = g.rw.ir.ctx.int_ty(32);
        let grp = self.group;
        let zero_i = g.c(0);
        let one = g.c(1);
        let batch = c.batch.map(|d| c.size(g.rw, d));
        let round_up = |x: i64, to: i64| (x + to - 1) / to * to;
        let body = |g: &mut Gen, bi: Option<Value>| {
            let c_nc = g.c(nc);
            g.parallel(zero_i, n_size, c_nc, |g, jc| {
                // Scratch: the packed B block, its column sums, the packed A block, the edge tile.
                let kq_alloc = k_static.map_or(kc, |k| round_up(k.clamp(1, kc), grp)) / grp;
                let ncr = n_static.map_or(nc, |n| round_up(n, nr).clamp(nr, nc));
                let mcr = m_static.map_or(mc, |m| round_up(m, mr).clamp(mr, mc));
                let bp = g.alloc(&[kq_alloc * grp * ncr], et, vec![]);
                let corr = g.alloc(&[ncr], i32t, vec![]);
                let ap = g.alloc(&[mcr * kq_alloc], i32t, vec![]);
                // (Edge tiles with masked loads and stores, or none at all, need no scratch tile.)
                let tile = if always_full || c.masked { c.c } else { g.alloc(&[mr, nr], c.elem, vec![]) };
                let ncv = g.block_len(n_size, n_static, jc, nc);
                let c_kc = g.c(kc);
                g.for_(zero_i, k_size, c_kc, |g, pc| {
                    let kcv = g.block_len(k_size, k_static, pc, kc);
                    let c_g1 = g.c(grp - 1);
                    let c_g = g.c(grp);
                    let kq = g.addi(kcv, c_g1);
                    let kq = g.bin("arith.divui", kq, c_g);
                    self.pack_b(g, bp, corr, bi, jc, ncv, pc, kcv, kq, n_size, k_size);
                    let c_mc = g.c(mc);
                    g.for_(zero_i, m_size, c_mc, |g, ic| {
                        let mcv = g.block_len(m_size, m_static, ic, mc);
                        self.pack_a(g, ap, bi, ic, mcv, pc, kcv, kq, m_size, k_size);
                        let c_nr = g.c(nr);
                        let c_mr = g.c(mr);
                        g.for_(zero_i, mcv, c_mr, |g, ir_| {
                            g.for_(zero_i, ncv, c_nr, |g, jr| {
                                let i0 = g.addi(ic, ir_);
                                let j0 = g.addi(jc, jr);
                                let at = |g: &mut Gen, r: Value, l: Value| {
                                    let row = g.addi(i0, r);
                                    let col = g.addi(j0, l);
                                    c.c_indices(bi, row, col)
                                };
                                let kloop = |g: &mut Gen, accs: Vec<Value>, _: &[Value]| {
                                    self.k_loop(g, accs, ap, ir_, bp, corr, jr, kq)
                                };
                                let edge = EdgeTile { tile, buf: c.c, elem: c.elem, mr, nr, vl, masked: c.masked };
                                edge.emit_mn(
                                    g,
                                    always_full,
                                    [i0, j0],
                                    [ir_, jr],
                                    [mcv, ncv],
                                    [m_size, n_size],
                                    &at,
                                    kloop,
                                );
                            });
                        });
                    });
                });
                for buf in [tile, ap, corr, bp] {
                    if buf != c.c {
                        g.rw.create("memref.dealloc", vec![buf], &[], vec![], vec![]);
                    }
                }
            });
        };
        match batch {
            Some((bs, s)) if c.threads > 1 && s != Some(1) => g.parallel(zero_i, bs, one, |g, bi| body(g, Some(bi))),
            Some((bs, _)) => g.for_(zero_i, bs, one, |g, bi| body(g, Some(bi))),
            None => body(&mut g, None),
        }
    }

    fn i32_const(g: &mut Gen, v: i64) -> Value {
        let t = g.rw.ir.ctx.int_ty(32);
        let a = g.rw.ir.ctx.int_attr(t, v as i128);
        g.rw.create_value("arith.constant", vec![], t, vec![("value", a)])
    }

    /// Packs B[pc .. pc+kcv, jc .. jc+ncv] into `bp`: panel p (columns p·NR ..) at byte
    /// 4·p·NR·kq, its group of four k `q` at + 4·q·NR, column l at + 4·l, the four k in order;
    /// bytes past K or N are zeros. With a signed A, `corr[col] = 128 · Σ` of the column.
    /// Whole panels of a B contiguous along n are packed with vectors (four rows interleaved by
    /// two shuffles), the group past the last whole one and partial panels byte by byte.
    #[allow(clippy::too_many_arguments)]
    fn pack_b(
        &self,
        g: &mut Gen,
        bp: Value,
        corr: Value,
        bi: Option<Value>,
        jc: Value,
        ncv: Value,
        pc: Value,
        kcv: Value,
        kq: Value,
        n_size: Value,
        k_size: Value,
    ) {
        let nr = self.nv * self.vl;
        let k_static = {
            let c = &self.base;
            let t = g.rw.ir.value_ty(c.a);
            c.amap
                .iter()
                .position(|&d| d == c.k)
                .and_then(|p| g.rw.ir.ctx.shape(t).map(|s| s[p]))
                .filter(|&k| k != DYNAMIC)
        };
        let zero_i = g.c(0);
        let c_nr = g.c(nr);
        let c_g = g.c(self.group);
        g.for_(zero_i, ncv, c_nr, |g, jp| {
            let base = g.muli(jp, kq);
            let scalar = |g: &mut Gen, from: Value, accumulate: bool| {
                self.pack_b_bytes(g, bp, corr, bi, jc, jp, base, ncv, pc, kcv, from, kq, n_size, k_size, accumulate)
            };
            if !self.base.b_contiguous {
                scalar(g, zero_i, false);
                return;
            }
            let end = g.addi(jp, c_nr);
            let full = g.cmpi(build::SLE, end, ncv);
            g.if_(
                full,
                |g| {
                    let whole = g.bin("arith.divui", kcv, c_g);
                    self.pack_b_vectors(g, bp, corr, bi, jc, jp, base, pc, whole);
                    // (No group past the whole ones when K is a multiple of 4, as every block then is.)
                    if k_static.is_none_or(|k| k % self.group != 0) {
                        scalar(g, whole, true);
                    }
                },
                |g| scalar(g, zero_i, false),
            );
        });
    }

    /// The groups `0 .. whole` (all four k in K) of the whole panel at column `jp`, with vectors.
    #[allow(clippy::too_many_arguments)]
    fn pack_b_vectors(
        &self,
        g: &mut Gen,
        bp: Value,
        corr: Value,
        bi: Option<Value>,
        jc: Value,
        jp: Value,
        base: Value,
        pc: Value,
        whole: Value,
    ) {
        let c = &self.base;
        let nr = self.nv * self.vl;
        let grp = self.group;
        let zero_i = g.c(0);
        let one = g.c(1);
        let c_nr = g.c(nr);
        let c_g = g.c(grp);
        let et = self.operand_elem(g);
        let i16t = g.rw.ir.ctx.int_ty(16);
        let i32t = g.rw.ir.ctx.int_ty(32);
        let col = g.addi(jc, jp);
        // Lanes a0 b0 a1 b1 ...: the i8 pairs of rows (0, 1) and (2, 3), then the i16 pairs of those.
        let zip: Vec<i64> = (0..nr).flat_map(|l| [l, nr + l]).collect();
        let zip = g.rw.ir.ctx.dense_i64_array(&zip);
        let shuffle = |g: &mut Gen, a: Value, b: Value, elem: Type| {
            let t = g.vty(2 * nr, elem);
            g.rw.create_value("vector.shuffle", vec![a, b], t, vec![("mask", zip)])
        };
        let s0 = g.zero_vector(nr, i32t);
        let sums = g.for_iter(zero_i, whole, one, vec![s0], |g, q, s| {
            let k0 = g.muli(q, c_g);
            let k0 = g.addi(pc, k0);
            let rows: Vec<Value> = (0..grp)
                .map(|t| {
                    let ct = g.c(t);
                    let kk = g.addi(k0, ct);
                    let idx: Vec<Value> = c.bmap.iter().map(|&d| c.pick(d, bi, col, col, kk)).collect();
                    g.vload(c.b, idx, nr, et)
                })
                .collect();
            let w = if grp == 2 {
                shuffle(g, rows[0], rows[1], et)
            } else {
                let lo = shuffle(g, rows[0], rows[1], et);
                let hi = shuffle(g, rows[2], rows[3], et);
                let t16 = g.vty(nr, i16t);
                let lo = g.rw.create_value("vector.bitcast", vec![lo], t16, vec![]);
                let hi = g.rw.create_value("vector.bitcast", vec![hi], t16, vec![]);
                let w = shuffle(g, lo, hi, i16t);
                let t8 = g.vty(4 * nr, et);
                g.rw.create_value("vector.bitcast", vec![w], t8, vec![])
            };
            let word = g.muli(q, c_nr);
            let word = g.addi(base, word);
            let at = g.muli(word, c_g);
            g.vstore(w, bp, vec![at]);
            let mut s = s[0];
            if self.signed_a {
                let t32 = g.vty(nr, i32t);
                for &r in &rows {
                    let e = g.rw.create_value("arith.extsi", vec![r], t32, vec![]);
                    s = g.addi(s, e);
                }
            }
            vec![s]
        });
        if self.signed_a {
            let c7 = Self::i32_const(g, 7);
            let t32 = g.vty(nr, i32t);
            let c7 = g.rw.create_value("vector.broadcast", vec![c7], t32, vec![]);
            let s = g.bin("arith.shli", sums[0], c7);
            g.vstore(s, corr, vec![jp]);
        }
    }

    /// The groups `from .. kq` of the panel at column `jp`, byte by byte (zeros past K and
    /// N); the column sums stored to `corr`, or added to it (`accumulate`).
    #[allow(clippy::too_many_arguments)]
    fn pack_b_bytes(
        &self,
        g: &mut Gen,
        bp: Value,
        corr: Value,
        bi: Option<Value>,
        jc: Value,
        jp: Value,
        base: Value,
        ncv: Value,
        pc: Value,
        kcv: Value,
        from: Value,
        kq: Value,
        n_size: Value,
        k_size: Value,
        accumulate: bool,
    ) {
        let c = &self.base;
        let nr = self.nv * self.vl;
        let zero_i = g.c(0);
        let one = g.c(1);
        let c_nr = g.c(nr);
        let c_g = g.c(self.group);
        let n1 = g.subi(n_size, one);
        let k1 = g.subi(k_size, one);
        let et = self.operand_elem(g);
        let i32t = g.rw.ir.ctx.int_ty(32);
        g.for_(zero_i, c_nr, one, |g, l| {
            let col = g.addi(jp, l);
            let in_n = g.cmpi(build::SLT, col, ncv);
            let colg = g.addi(jc, col);
            let colc = g.bin("arith.minsi", colg, n1);
            let s0 = Self::i32_const(g, 0);
            let sum = g.for_iter(from, kq, one, vec![s0], |g, q, s| {
                let word = g.muli(q, c_nr);
                let word = g.addi(base, word);
                let word = g.addi(word, l);
                let byte0 = g.muli(word, c_g);
                let mut s = s[0];
                for t in 0..self.group {
                    let ct = g.c(t);
                    let kl = g.muli(q, c_g);
                    let kl = g.addi(kl, ct);
                    let in_k = g.cmpi(build::SLT, kl, kcv);
                    let inb = g.bin("arith.andi", in_n, in_k);
                    let kk = g.addi(pc, kl);
                    let kk = g.bin("arith.minsi", kk, k1);
                    let idx: Vec<Value> = c.bmap.iter().map(|&d| c.pick(d, bi, colc, colc, kk)).collect();
                    let x = g.load(c.b, idx);
                    let z = g.zero(et);
                    let x = build::select(g.rw, inb, x, z);
                    let at = g.addi(byte0, ct);
                    g.store(x, bp, vec![at]);
                    if self.signed_a {
                        let xe = g.rw.create_value("arith.extsi", vec![x], i32t, vec![]);
                        s = g.addi(s, xe);
                    }
                }
                vec![s]
            });
            if self.signed_a {
                let c7 = Self::i32_const(g, 7);
                let mut s = g.bin("arith.shli", sum[0], c7);
                if accumulate {
                    let old = g.load(corr, vec![col]);
                    s = g.addi(old, s);
                }
                g.store(s, corr, vec![col]);
            }
        });
    }

    /// Packs A[ic .. ic+mcv, pc .. pc+kcv] into `ap`: row i's group of four k `q` is the i32 at
    /// i·kq + q (the four bytes in order, little-endian; zeros past K; `^ 0x80808080` when A
    /// is signed); rows up to the next multiple of MR, those past M repeating row M-1.
    #[allow(clippy::too_many_arguments)]
    fn pack_a(
        &self,
        g: &mut Gen,
        ap: Value,
        bi: Option<Value>,
        ic: Value,
        mcv: Value,
        pc: Value,
        kcv: Value,
        kq: Value,
        m_size: Value,
        k_size: Value,
    ) {
        let c = &self.base;
        let grp = self.group;
        let zero_i = g.c(0);
        let one = g.c(1);
        let c_g = g.c(grp);
        let c_mr = g.c(self.mr);
        let m1 = g.subi(m_size, one);
        let k1 = g.subi(k_size, one);
        let et = self.operand_elem(g);
        let i8t = g.rw.ir.ctx.int_ty(8);
        let i32t = g.rw.ir.ctx.int_ty(32);
        let rows = g.addi(mcv, c_mr);
        let rows = g.subi(rows, one);
        let rows = g.bin("arith.divui", rows, c_mr);
        let rows = g.muli(rows, c_mr);
        // With A contiguous along k: 16 words (64 bytes) at a time while they are in K, then
        // word by word.
        let (vw, c_vw) = (16, g.c(16));
        let vector_words = if self.a_contiguous {
            let c_vk = g.c(grp * vw);
            let n = g.bin("arith.divui", kcv, c_vk);
            g.muli(n, c_vw)
        } else {
            zero_i
        };
        g.for_(zero_i, rows, one, |g, i| {
            let row = g.addi(ic, i);
            let row = g.bin("arith.minsi", row, m1);
            let rbase = g.muli(i, kq);
            if self.a_contiguous {
                g.for_(zero_i, vector_words, c_vw, |g, q| {
                    let kk = g.muli(q, c_g);
                    let kk = g.addi(pc, kk);
                    let idx: Vec<Value> = c.amap.iter().map(|&d| c.pick(d, bi, row, row, kk)).collect();
                    let mut x = g.vload(c.a, idx, grp * vw, et);
                    if self.signed_a {
                        let f = g.rw.ir.ctx.int_attr(i8t, -128);
                        let f = g.rw.create_value("arith.constant", vec![], i8t, vec![("value", f)]);
                        let t = g.vty(4 * vw, i8t);
                        let f = g.rw.create_value("vector.broadcast", vec![f], t, vec![]);
                        x = g.bin("arith.xori", x, f);
                    }
                    let t = g.vty(vw, i32t);
                    let x = g.rw.create_value("vector.bitcast", vec![x], t, vec![]);
                    let at = g.addi(rbase, q);
                    g.vstore(x, ap, vec![at]);
                });
            }
            g.for_(vector_words, kq, one, |g, q| {
                let mut w = Self::i32_const(g, 0);
                let ebits = 32 / grp;
                let it = g.rw.ir.ctx.int_ty(ebits as u32);
                for t in 0..grp {
                    let ct = g.c(t);
                    let kl = g.muli(q, c_g);
                    let kl = g.addi(kl, ct);
                    let in_k = g.cmpi(build::SLT, kl, kcv);
                    let kk = g.addi(pc, kl);
                    let kk = g.bin("arith.minsi", kk, k1);
                    let idx: Vec<Value> = c.amap.iter().map(|&d| c.pick(d, bi, row, row, kk)).collect();
                    let x = g.load(c.a, idx);
                    let z = g.zero(et);
                    let x = build::select(g.rw, in_k, x, z);
                    let x = if self.bf16 { g.rw.create_value("arith.bitcast", vec![x], it, vec![]) } else { x };
                    let x = g.rw.create_value("arith.extui", vec![x], i32t, vec![]);
                    let x = if t == 0 {
                        x
                    } else {
                        let sh = Self::i32_const(g, ebits * t);
                        g.bin("arith.shli", x, sh)
                    };
                    w = g.bin("arith.ori", w, x);
                }
                if self.signed_a {
                    let flip = Self::i32_const(g, 0x8080_8080u32 as i32 as i64);
                    w = g.bin("arith.xori", w, flip);
                }
                let at = g.addi(rbase, q);
                g.store(w, ap, vec![at]);
            });
        });
    }

    /// The k loop of a register tile (rows `ir_ ..` of the packed A block, the packed B panel of
    /// columns `jr ..`): the accumulators less the column-sum correction, then one `vpdpbusd`
    /// per accumulator and group of four k.
    #[allow(clippy::too_many_arguments)]
    fn k_loop(
        &self,
        g: &mut Gen,
        accs: Vec<Value>,
        ap: Value,
        ir_: Value,
        bp: Value,
        corr: Value,
        jr: Value,
        kq: Value,
    ) -> Vec<Value> {
        let (nv, vl, mr) = (self.nv, self.vl, self.mr);
        let nr = nv * vl;
        let zero_i = g.c(0);
        let one = g.c(1);
        let c_nr = g.c(nr);
        let grp = self.group;
        let c_g = g.c(grp);
        let et = self.operand_elem(g);
        let i32t = g.rw.ir.ctx.int_ty(32);
        let vty = g.vty(vl, i32t);
        let bty = g.vty(grp * vl, et);
        let accs = if self.signed_a {
            let cs: Vec<Value> = (0..nv)
                .map(|v| {
                    let cv = g.c(v * vl);
                    let at = g.addi(jr, cv);
                    g.vload(corr, vec![at], vl, i32t)
                })
                .collect();
            accs.iter().enumerate().map(|(i, &a)| g.subi(a, cs[i % nv as usize])).collect()
        } else {
            accs
        };
        let panel = g.muli(jr, kq);
        let rbases: Vec<Value> = (0..mr)
            .map(|r| {
                let cr = g.c(r);
                let row = g.addi(ir_, cr);
                g.muli(row, kq)
            })
            .collect();
        let intrin = g.rw.ir.ctx.str_attr(self.intrin);
        g.for_iter(zero_i, kq, one, accs, |g, q, accs| {
            let word = g.muli(q, c_nr);
            let word = g.addi(panel, word);
            let bvs: Vec<Value> = (0..nv)
                .map(|v| {
                    let cv = g.c(v * vl);
                    let at = g.addi(word, cv);
                    let at = g.muli(at, c_g);
                    g.vload(bp, vec![at], grp * vl, et)
                })
                .collect();
            let mut next = vec![];
            for (r, &rb) in rbases.iter().enumerate() {
                let at = g.addi(rb, q);
                let w = g.load(ap, vec![at]);
                let wb = g.rw.create_value("vector.broadcast", vec![w], vty, vec![]);
                let wb = g.rw.create_value("vector.bitcast", vec![wb], bty, vec![]);
                for v in 0..nv as usize {
                    next.push(Self::vpdpbusd(g, intrin, accs[r * nv as usize + v], wb, bvs[v]));
                }
            }
            next
        })
    }

    /// `llvm.call_intrinsic "llvm.x86.avx512.vpdpbusd.N"(acc, a, b)`.
    fn vpdpbusd(g: &mut Gen, intrin: Attr, acc: Value, a: Value, b: Value) -> Value {
        let t = g.rw.ir.value_ty(acc);
        let fm = g.rw.ir.ctx.enum_attr(&crate::ir::enums::LLVM_FASTMATH, 0);
        let sizes = g.rw.ir.ctx.dense_i32_array(&[]);
        let seg = g.rw.ir.ctx.dense_i32_array(&[3, 0]);
        g.rw.create_value(
            "llvm.call_intrinsic",
            vec![acc, a, b],
            t,
            vec![("intrin", intrin), ("fastmathFlags", fm), ("op_bundle_sizes", sizes), ("operandSegmentSizes", seg)],
        )
    }
}
