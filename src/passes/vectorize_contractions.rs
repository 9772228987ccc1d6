//! `mlirc-vectorize-contractions` (mlirc's own): matrix-multiplication-like linalg ops on
//! buffers become cache-blocked, packed, register-tiled vector code (the schedule of BLAS
//! libraries: see /work/shared/PERF-NOTES.md).
//!
//! Takes: a function on buffers (after bufferization, before `convert-linalg-to-loops`).
//! Gives: each structured op recognized as a *contraction* replaced by loops (`scf.parallel`
//! over the column blocks, which `--threads=N` runs on threads; `scf.for` inside), 1-D
//! `vector` ops (`load`, `store`, `broadcast`, `fma`), `memref.load`/`store`/`alloc`/`dealloc`
//! (and `collapse_shape` for tiled contractions) and `arith`; every other op is left for
//! `convert-linalg-to-loops`.
//!
//! **Recognized** (through the structured-op interface, no op names): two memref inputs A, B
//! and one memref init C whose indexing maps are projected permutations such that each loop
//! is a *batch* dimension (in A, B and C), *m* (A and C), *n* (B and C) or *k* (A and B, a
//! reduction), with exactly one m, one n, one k and at most one batch dimension; n is C's
//! innermost dimension and C has the identity layout (A and B may have any layout and any
//! order of their dimensions: `linalg.matmul` with or without transposed operands,
//! `batch_matmul`, a `linalg.generic` that is such a contraction); the body is
//! `c + ext(a) * ext(b)` (`arith.addf`/`mulf` on floats, `addi`/`muli` on integers, `ext` an
//! optional `extf`/`extsi`/`extui` to C's element type, the operands of `+` and `*` in either
//! order); C's element type fits a vector register at least twice. Static or dynamic sizes.
//!
//! **Schedule** (`MR` rows × `NR` = `NV` vectors of `VL` lanes per register tile; `MR`×`NV`
//! accumulators fill the vector registers, keeping a few for B and the broadcasts):
//! ```text
//! for b:                                  (batch)
//!  for jc in 0..N step NC:                (scf.parallel; the scratch buffers are per block)
//!   for pc in 0..K step KC:
//!    pack B[pc.., jc..] → Bp              (panels of KC × NR, zero-padded at the N edge)
//!    for ic in 0..M step MC:              (MC × KC of A in L3)
//!     for ir in 0..mc step MR:            (an MR × KC micro-panel of A in L1)
//!      for jr in 0..nc step NR:           (KC × NR panels of packed B from L2)
//!       acc[MR][NV] = C tile; for k in 0..kc: acc[r][v] += bcast(A[i+r][pc+k]) * Bp[k][v]; C tile = acc
//! ```
//! With a static M, MR is at most M (rows past M would be computed and thrown away); when M ≤
//! MR (one row tile: batch-1 inference) and N is static and whole panels, B is not packed: every
//! element of it is used once, so the k loop reads B's rows in place.
//! When M and N are static and whole multiples of the tiles and blocks, no edge code is
//! emitted. Otherwise a tile that does not fit in C (at the M or N edge) goes through an
//! `MR × NR` scratch tile: the valid part of C is copied in and back, A's rows past M are clamped to
//! row M-1 (computed, never stored), B's columns past N are zeros. The k loop is emitted once
//! for both kinds of tiles: an `scf.if` yields the accumulators (from C, or from the scratch
//! tile) and another stores them back, so the edges do not double the code LLVM compiles. Block sizes come from the
//! cache options: `KC` so that A's micro-panel fills a quarter of L1, `NC` so that the packed
//! B block fills half of L2, `MC` so that the A block fills half of L3. A is not packed (but see
//! "Packed A"): its micro-panel is read in place (MR rows, each a sequential stream) and stays in
//! L1 while the B panels stream through.
//!
//! **Packed A** (option `pack-a`, AArch64's default from the target: NEON's `fmla` by element
//! takes its scalar from a vector lane, so A loaded one element at a time costs a load per row
//! and k, and the loop is dispatch-bound): A's MR × KC micro-panel is packed k-major
//! (`ap[k·MR + r]`, rows past M clamped as above) once per (ic, ir), before the jr loop; the k
//! loop loads the MR values of its k as MR/VL vectors and splats each row's from its lane
//! (`vector.shuffle %a, %a [l, l, ..]`), which LLVM folds into the multiply(-add) by element.
//! The rows: a multiple of VL such that MR × NV accumulators, NV B vectors and MR/VL A vectors
//! fit with one register to spare (four when products and sums are not fused: the products
//! need registers), at most 24/NV: 12 × 8 f32 (NV = 2) fused, 8 × 8 not. The convolution packs
//! each tile's input patch (`ap[((i·KW + j)·C + c)·MR + r]`, KH·KW·C·MR elements) once for all
//! its F tiles; mmt4d reads A's m0 run in place as vectors when it is contiguous (identity
//! layout, unit dimensions after it: K0 = 1), with four k1 steps per loop iteration. The order
//! of every sum is unchanged. x86's vectors get no rows from this rule (AVX-512: 16 lanes, more
//! than 12 rows; AVX2: 16 registers), so the option changes nothing there (x86 has no multiply
//! by element; its broadcasts come from memory).
//!
//! **Order of the sums**: every element of C is `c + a[0]*b[0] + a[1]*b[1] + ...` added in
//! the order of k, as in the loops of `convert-linalg-to-loops`; the k blocks run in order,
//! each starting from the value the previous left in C, so the result is bit for bit that of
//! the loops. **Contraction**: a product and its sum become one `vector.fma` (one rounding
//! instead of two, a different result in the last bit) only when the target has FMA (`fma`)
//! and contraction is allowed: by the `contract` option (`-ffp-contract=fast`, `-ffast-math`)
//! or by the op itself, whose body multiply and add both carry the `contract` fastmath flag
//! (or `fast`). Otherwise they stay an `arith.mulf` and an `arith.addf`.
//!
//! **Tiled contractions** (`linalg.mmt4d`, or a `linalg.generic` of its shape, recognized
//! through the same interface before the above): two m, two n and two k dimensions, no batch,
//! C[m1][n1][m0][n0] (identity layout, n0 its innermost dimension, static M0 and N0) +=
//! ext(A[.. m1, k1, m0, k0 ..]) · ext(B[.. n1, k1, n0, k0 ..]) with the body above; k1 is the
//! outer k loop of the op, k0 the inner one. The data are already tiled, so nothing is packed
//! when B's n0 run is contiguous (B's identity layout, every later dimension of size 1, e.g.
//! K0 = 1: read in place through a `memref.collapse_shape`); otherwise (K0 > 1) B[n1] is
//! packed once per n1 as bp[k1][k0][n0] (scratch of K1·K0·N0 elements) for all m1:
//! ```text
//! scf.parallel m1 { for n1 { tile } }                 (B read in place)
//! scf.parallel n1 { pack B[n1] → bp; for m1 { tile } } (B packed)
//! tile: for each register tile (rows × NVG vectors of C[m1][n1]; whole ones in a loop, then
//!       fewer rows / fewer or narrower vectors, so N0 needs not be a multiple of VL):
//!   acc = C; for k1 { for k0 { acc[r][v] += bcast(A[m1][k1][r][k0]) * B[n1][k1][v][k0] } }; C = acc
//! ```
//! Rows per register tile: as many as the registers hold next to the NVG (≤ 4, ≤ 2 with fewer
//! than 32 registers) B vectors and a broadcast, balanced over M0. Every element's sum runs
//! k1 outer, k0 inner, as in the loops. The emitted code is O(1) register tiles per op.
//!
//! **Threads** (option `threads=N`, N > 1, which `--threads=N` sets): enough parallel blocks for
//! N threads, the order of every element's sum unchanged (results bit for bit those of one
//! thread): with a static N, NC is at most N/N rounded up to NR, so the column blocks are at
//! least N when there are that many panels; the batch loop is an `scf.parallel` too (the column
//! blocks inside it then run in order on its thread); the convolution's output rows (N·OH, one
//! linearized `scf.parallel`, each row its own edge tile) run in parallel.
//!
//! Scratch buffers (the packed B, the edge tile) are `memref.alloc`s with their
//! `memref.dealloc` after the op's replacement, which `mlirc-buffer-deallocation` leaves alone.
//!
//! Cost: one walk of the function; each op is replaced once.

use super::manager::{Analyses, OptionInfo, OptionKind, OptionValues, Pass, PassInfo, PassResult, Preserved};
use crate::dialects::build;
use crate::ir::affine::{AffineExpr, AffineMap};
use crate::ir::context::{AttrKind, TypeKind};
use crate::ir::enums::{fastmath, ARITH_FASTMATH};
use crate::ir::interfaces::IteratorType;
use crate::ir::rewrite::Rewriter;
use crate::ir::*;

mod int8;

pub const INFO: PassInfo = PassInfo {
    name: "mlirc-vectorize-contractions",
    class: "VectorizeContractionsPass",
    summary: "Tile, pack and vectorize matmul-like linalg ops on buffers into register-blocked vector kernels",
    options: &[
        OptionInfo {
            name: "vector-bits",
            kind: OptionKind::Int,
            default: "128",
            help: "Width of a vector register in bits (0: do nothing)",
        },
        OptionInfo {
            name: "vector-registers",
            kind: OptionKind::Int,
            default: "16",
            help: "Number of vector registers",
        },
        OptionInfo { name: "l1-cache", kind: OptionKind::Int, default: "32768", help: "L1 data cache size in bytes" },
        OptionInfo { name: "l2-cache", kind: OptionKind::Int, default: "262144", help: "L2 cache size in bytes" },
        OptionInfo { name: "l3-cache", kind: OptionKind::Int, default: "8388608", help: "L3 cache size in bytes" },
        OptionInfo {
            name: "fma",
            kind: OptionKind::Bool,
            default: "false",
            help: "The target has fused multiply-add (used where contraction is allowed: see 'contract')",
        },
        OptionInfo {
            name: "masked",
            kind: OptionKind::Bool,
            default: "false",
            help: "The target has masked vector loads and stores of 32- and 64-bit elements (edge tiles use them)",
        },
        OptionInfo {
            name: "pack-a",
            kind: OptionKind::Bool,
            default: "false",
            help: "Pack A's micro-panel k-major and multiply by vector element (A loaded as vectors, each \
                   value taken from a lane: AArch64's fmla by element); else A is broadcast one element at a time",
        },
        OptionInfo {
            name: "threads",
            kind: OptionKind::Int,
            default: "1",
            help: "Threads the parallel blocks are made for (0: the cores of this machine; 1: one thread)",
        },
        OptionInfo {
            name: "contract",
            kind: OptionKind::Bool,
            default: "false",
            help: "Fuse every float multiply and add into an FMA when the target has one (-ffp-contract=fast); \
                   else only those of ops whose body carries the contract fastmath flag",
        },
        OptionInfo {
            name: "vnni",
            kind: OptionKind::Int,
            default: "0",
            help:
                "Width in bits of the x86 VNNI byte dot product (vpdpbusd) the int8 kernel uses: 512, 256 or 0 (none)",
        },
        OptionInfo {
            name: "bf16",
            kind: OptionKind::Bool,
            default: "false",
            help:
                "The target has AVX512_BF16's dot product (vdpbf16ps), which bf16 contractions use under 'reassociate'",
        },
        OptionInfo {
            name: "reassociate",
            kind: OptionKind::Bool,
            default: "false",
            help: "Float sums may change order and flush subnormals (-ffast-math): bf16 contractions may use vdpbf16ps",
        },
    ],
    create: |o: &OptionValues| {
        Box::new(Vectorize {
            cfg: Config {
                vector_bits: o.int("vector-bits").max(0),
                registers: o.int("vector-registers").max(0),
                l1: o.int("l1-cache").max(1024),
                l2: o.int("l2-cache").max(1024),
                l3: o.int("l3-cache").max(1024),
                fma: o.bool("fma"),
                masked: o.bool("masked"),
                pack_a: o.bool("pack-a"),
                contract: o.bool("contract"),
                vnni: o.int("vnni"),
                bf16_dot: o.bool("bf16"),
                reassociate: o.bool("reassociate"),
                threads: match o.int("threads") {
                    0 => std::thread::available_parallelism().map_or(1, |n| n.get() as i64),
                    n => n.clamp(1, 256),
                },
            },
        })
    },
};

#[derive(Clone, Copy)]
struct Config {
    vector_bits: i64,
    registers: i64,
    l1: i64,
    l2: i64,
    l3: i64,
    /// The target has FMA.
    fma: bool,
    masked: bool,
    /// Pack A and multiply by vector element (see "Packed A" above).
    pack_a: bool,
    /// Contraction of every float multiply and add is allowed (see "Contraction" above).
    contract: bool,
    /// Threads the parallel blocks are made for (see "Threads" above).
    threads: i64,
    /// Width of the VNNI byte dot product (0: none): i8 × i8 → i32 contractions use it (`int8`).
    vnni: i64,
    /// The target has AVX512_BF16 (`vdpbf16ps`), and float sums may be reordered and flush
    /// subnormals: bf16 × bf16 → f32 contractions then use it (`int8`).
    bf16_dot: bool,
    reassociate: bool,
}

impl Config {
    /// Whether a product and its sum become one `vector.fma`: floats, a target with FMA, and
    /// contraction allowed by the option or by the op's body (`body_contracts`).
    fn fuse(&self, float: bool, body_contracts: bool) -> bool {
        float && self.fma && (self.contract || body_contracts)
    }
    /// With `pack-a`, the register tile's rows for `nv` vectors of `vl` lanes: a multiple of
    /// `vl` (A's values of one k are whole vectors) with MR×NV accumulators, NV B vectors and
    /// MR/VL A vectors in the registers, one to spare, four when products and sums are not
    /// `fused` (each product needs a register until it is added), at most 24/NV. f32 on 32
    /// registers: 12 × 2 (24 accumulators + 2 + 3) fused, 8 × 2 not (more spills). None
    /// without `pack-a` or when no multiple fits.
    fn packed_rows(&self, nv: i64, vl: i64, fused: bool) -> Option<i64> {
        if !self.pack_a {
            return None;
        }
        let spare = if fused { 1 } else { 4 };
        let mut mr = (24 / nv) / vl * vl;
        while mr >= vl && mr * nv + nv + mr / vl > self.registers - spare {
            mr -= vl;
        }
        (mr >= vl).then_some(mr)
    }
}

struct Vectorize {
    cfg: Config,
}

impl Pass for Vectorize {
    fn run(&mut self, ir: &mut Ir, top: Op, am: &mut Analyses) -> PassResult {
        if self.cfg.vector_bits < 64 {
            return Ok(Preserved::All);
        }
        let mut work = vec![];
        ir.walk(top, &mut |o| {
            if ir.def(o).interfaces.structured.is_some() {
                work.push(o);
            }
        });
        let mut count = 0u64;
        for op in work {
            let cfg = &self.cfg;
            // The schedule of the first recognizer that takes the op.
            type Emit = Box<dyn FnOnce(&mut Rewriter)>;
            let emit: Option<Emit> = Conv::of(ir, op, cfg)
                .map(|c| Box::new(move |rw: &mut Rewriter| c.emit(rw)) as Emit)
                .or_else(|| Mmt4d::of(ir, op, cfg).map(|c| Box::new(move |rw: &mut Rewriter| c.emit(rw)) as Emit))
                .or_else(|| int8::Int8::of(ir, op, cfg).map(|c| Box::new(move |rw: &mut Rewriter| c.emit(rw)) as Emit))
                .or_else(|| {
                    Contraction::of(ir, op, cfg).map(|c| Box::new(move |rw: &mut Rewriter| c.emit(rw)) as Emit)
                });
            if let Some(emit) = emit {
                let mut rw = Rewriter::before(ir, op);
                emit(&mut rw);
                rw.erase_op(op);
                count += 1;
            }
        }
        if count == 0 {
            return Ok(Preserved::All);
        }
        let name = String::from_utf8_lossy(crate::ir::symbols::symbol_name(ir, top).unwrap_or_default()).into_owned();
        am.stat(&name, "contractions vectorized", count);
        Ok(Preserved::None)
    }
}

/// The element types of a contraction with C of type `cty` and inputs `[a, b]` (`a_arg`: A's
/// position among the body's arguments): C's element (32- or 64-bit float or signless
/// integer), the vector length, how A's and B's elements become C's, and whether products
/// and sums fuse (`Config::fuse`).
struct Elements {
    elem: Type,
    float: bool,
    fma: bool,
    vl: i64,
    a_ext: Ext,
    b_ext: Ext,
}

impl Elements {
    fn of(ir: &Ir, op: Op, cty: Type, [a, b]: [Value; 2], a_arg: usize, cfg: &Config) -> Option<Elements> {
        let elem = ir.ctx.elem_ty(cty);
        let float = ir.ctx.is_float(elem);
        if !float && !ir.ctx.is_signless_int(elem) {
            return None;
        }
        let ebits = bits(ir, elem)? as i64;
        if !matches!(ebits, 32 | 64) {
            return None;
        }
        let vl = cfg.vector_bits / ebits;
        if vl < 2 {
            return None;
        }
        let ([e0, e1], contracts) = body_exts(ir, op, elem, float)?;
        let (a_ext, b_ext) = if a_arg == 0 { (e0, e1) } else { (e1, e0) };
        for (v, e) in [(a, a_ext), (b, b_ext)] {
            let t = ir.ctx.elem_ty(ir.value_ty(v));
            if (e == Ext::None) != (t == elem) {
                return None;
            }
            bits(ir, t)?;
        }
        Some(Elements { elem, float, fma: cfg.fuse(float, contracts), vl, a_ext, b_ext })
    }
}

/// A register tile that may reach past the edge of its buffer (rows past the end, or columns).
/// `at(r, l)` are `buf`'s indices of the tile's element (r, l). The k loop is emitted once.
/// On a target with masked loads and stores (`masked`), its accumulators are loaded and stored
/// under masks of the valid part (`valid` = [rows, columns]), whole tiles included: one path,
/// no branch. Otherwise they come from `buf` itself when the tile is `full`, else from an
/// `mr` × `nr` scratch `tile` of `elem`s that is zeroed and gets the valid part copied in;
/// afterwards they go back the same way (only the valid part of the scratch tile is copied out).
struct EdgeTile {
    tile: Value,
    buf: Value,
    elem: Type,
    mr: i64,
    nr: i64,
    vl: i64,
    masked: bool,
}

impl EdgeTile {
    /// `buf`'s indices of vector `v` of row `r`.
    fn direct<'f>(
        &self,
        at: &'f dyn Fn(&mut Gen, Value, Value) -> Vec<Value>,
    ) -> impl Fn(&mut Gen, usize, i64) -> Vec<Value> + 'f {
        let vl = self.vl;
        move |g: &mut Gen, r: usize, v: i64| {
            let (r, l) = (g.c(r as i64), g.c(v * vl));
            at(g, r, l)
        }
    }
    /// A whole tile, directly in `buf`: the accumulators loaded, `kloop` on the source rows
    /// `first + r`, the accumulators stored back.
    fn full(
        &self,
        g: &mut Gen,
        first: Value,
        at: &dyn Fn(&mut Gen, Value, Value) -> Vec<Value>,
        kloop: impl FnOnce(&mut Gen, Vec<Value>, &[Value]) -> Vec<Value>,
    ) {
        let (mr, nv) = (self.mr as usize, self.nr / self.vl);
        let direct = self.direct(at);
        let rows: Vec<Value> = (0..self.mr)
            .map(|r| {
                let cr = g.c(r);
                g.addi(first, cr)
            })
            .collect();
        let accs = g.load_accs(self.buf, &direct, mr, nv, self.vl, self.elem);
        let out = kloop(g, accs, &rows);
        g.store_accs(&out, self.buf, &direct, mr, nv);
    }
    /// `kloop(g, accs, rows)` updates the accumulators, reading source rows `first + r` clamped
    /// below `end` (the same rows when the tile is full).
    #[allow(clippy::too_many_arguments, clippy::type_complexity)]
    /// A matmul's register tile at row `i0` (`ir` within the block of `mcv` rows) and column
    /// `j0` (`jr` within the block of `ncv` columns) of an `m` × `n` C: `full` when `always_full`
    /// (every tile whole), else `emit` with the tile's valid rows and columns.
    #[allow(clippy::too_many_arguments)]
    fn emit_mn(
        &self,
        g: &mut Gen,
        always_full: bool,
        [i0, j0]: [Value; 2],
        [ir, jr]: [Value; 2],
        [mcv, ncv]: [Value; 2],
        [m, n]: [Value; 2],
        at: &dyn Fn(&mut Gen, Value, Value) -> Vec<Value>,
        kloop: impl FnOnce(&mut Gen, Vec<Value>, &[Value]) -> Vec<Value>,
    ) {
        if always_full {
            return self.full(g, i0, at, kloop);
        }
        let (c_mr, c_nr) = (g.c(self.mr), g.c(self.nr));
        let ir_end = g.addi(ir, c_mr);
        let jr_end = g.addi(jr, c_nr);
        let fm = g.cmpi(build::SLE, ir_end, mcv);
        let fn_ = g.cmpi(build::SLE, jr_end, ncv);
        let full = g.bin("arith.andi", fm, fn_);
        let mvalid = g.subi(m, i0);
        let mvalid = g.bin("arith.minsi", mvalid, c_mr);
        let nvalid = g.subi(n, j0);
        let nvalid = g.bin("arith.minsi", nvalid, c_nr);
        self.emit(g, full, [mvalid, nvalid], i0, m, at, kloop);
    }
    fn emit(
        &self,
        g: &mut Gen,
        full: Value,
        valid: [Value; 2],
        first: Value,
        end: Value,
        at: &dyn Fn(&mut Gen, Value, Value) -> Vec<Value>,
        kloop: impl FnOnce(&mut Gen, Vec<Value>, &[Value]) -> Vec<Value>,
    ) {
        if self.masked {
            return self.emit_masked(g, valid, first, end, at, kloop);
        }
        let (tile, buf, vl, mr, nv) = (self.tile, self.buf, self.vl, self.mr as usize, self.nr / self.vl);
        let direct = self.direct(at);
        let direct = &direct;
        let zero_i = g.c(0);
        let one = g.c(1);
        let (c_mr, c_nr) = (g.c(self.mr), g.c(self.nr));
        let tile_rows: Vec<Value> = (0..self.mr).map(|r| g.c(r)).collect();
        let in_tile = |g: &mut Gen, r: usize, v: i64| {
            let cv = g.c(v * vl);
            vec![tile_rows[r], cv]
        };
        let vty = g.vty(vl, self.elem);
        let tys = vec![vty; mr * nv as usize];
        let accs = g.if_yield(
            full,
            &tys,
            |g| g.load_accs(buf, direct, mr, nv, vl, self.elem),
            |g| {
                let zero = g.zero(self.elem);
                g.for_(zero_i, c_mr, one, |g, r| {
                    g.for_(zero_i, c_nr, one, |g, l| g.store(zero, tile, vec![r, l]));
                });
                g.for_(zero_i, valid[0], one, |g, r| {
                    g.for_(zero_i, valid[1], one, |g, l| {
                        let idx = at(g, r, l);
                        let x = g.load(buf, idx);
                        g.store(x, tile, vec![r, l]);
                    });
                });
                g.load_accs(tile, &in_tile, mr, nv, vl, self.elem)
            },
        );
        let rows = self.clamped_rows(g, first, end);
        let out = kloop(g, accs, &rows);
        g.if_(
            full,
            |g| g.store_accs(&out, buf, direct, mr, nv),
            |g| {
                g.store_accs(&out, tile, &in_tile, mr, nv);
                g.for_(zero_i, valid[0], one, |g, r| {
                    g.for_(zero_i, valid[1], one, |g, l| {
                        let x = g.load(tile, vec![r, l]);
                        let idx = at(g, r, l);
                        g.store(x, buf, idx);
                    });
                });
            },
        );
    }
    /// The source rows `first + r`, clamped below `end`.
    fn clamped_rows(&self, g: &mut Gen, first: Value, end: Value) -> Vec<Value> {
        let one = g.c(1);
        let last = g.subi(end, one);
        (0..self.mr)
            .map(|r| {
                let cr = g.c(r);
                let row = g.addi(first, cr);
                g.bin("arith.minsi", row, last)
            })
            .collect()
    }
    /// `emit` with masked loads and stores: vector `v` of row `r` holds `valid[1] - v·vl`
    /// lanes of a valid row (`r < valid[0]`) and none of another, whose address is that of the
    /// last valid row (in bounds; nothing is read or written there).
    fn emit_masked(
        &self,
        g: &mut Gen,
        valid: [Value; 2],
        first: Value,
        end: Value,
        at: &dyn Fn(&mut Gen, Value, Value) -> Vec<Value>,
        kloop: impl FnOnce(&mut Gen, Vec<Value>, &[Value]) -> Vec<Value>,
    ) {
        let (vl, nv) = (self.vl, self.nr / self.vl);
        let zero_i = g.c(0);
        let one = g.c(1);
        let last_valid = g.subi(valid[0], one);
        let pass = g.zero_vector(vl, self.elem);
        let mut slots = vec![];
        for r in 0..self.mr {
            let cr = g.c(r);
            let live = g.cmpi(build::SLT, cr, valid[0]);
            let lanes = build::select(g.rw, live, valid[1], zero_i);
            let row = g.bin("arith.minsi", cr, last_valid);
            for v in 0..nv {
                let off = g.c(v * vl);
                let n = g.subi(lanes, off);
                let mask = g.create_mask(n, vl);
                slots.push((at(g, row, off), mask));
            }
        }
        let accs = slots.iter().map(|(idx, mask)| g.masked_load(self.buf, idx.clone(), *mask, pass)).collect();
        let rows = self.clamped_rows(g, first, end);
        let out = kloop(g, accs, &rows);
        for ((idx, mask), x) in slots.into_iter().zip(out) {
            g.masked_store(x, self.buf, idx, mask);
        }
    }
}

/// How an operand's element becomes C's element type in the body.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Ext {
    None,
    Float,
    Signed,
    Unsigned,
}

impl Ext {
    fn op_name(self) -> &'static str {
        match self {
            Ext::None => "",
            Ext::Float => "arith.extf",
            Ext::Signed => "arith.extsi",
            Ext::Unsigned => "arith.extui",
        }
    }
}

/// A recognized contraction and its schedule.
struct Contraction {
    a: Value,
    b: Value,
    c: Value,
    /// The loop dimension of each result of A's, B's and C's maps.
    amap: Vec<usize>,
    bmap: Vec<usize>,
    cmap: Vec<usize>,
    batch: Option<usize>,
    m: usize,
    n: usize,
    k: usize,
    a_ext: Ext,
    b_ext: Ext,
    /// C's element type (the computation's).
    elem: Type,
    float: bool,
    /// B's n dimension is its innermost, with unit stride: full panels are packed with vectors.
    b_contiguous: bool,
    fma: bool,
    /// Edge tiles and partial B panels use masked loads and stores (see `EdgeTile`).
    masked: bool,
    /// A's micro-panel is packed k-major and multiplied by vector element (see "Packed A").
    pack_a: bool,
    /// Lanes per vector, vectors per tile row, tile rows; block sizes.
    vl: i64,
    nv: i64,
    mr: i64,
    kc: i64,
    mc: i64,
    nc: i64,
    threads: i64,
}

/// The loop dimension of each result of `m`, when every result is a plain dimension.
fn dims_of(m: &crate::ir::affine::AffineMap) -> Option<Vec<usize>> {
    m.results
        .iter()
        .map(|e| match e {
            AffineExpr::Dim(d) => Some(*d as usize),
            _ => None,
        })
        .collect()
}

fn identity_layout(ir: &Ir, t: Type) -> bool {
    match ir.ctx.type_kind(t) {
        TypeKind::MemRef { layout, .. } => crate::ir::layout::is_identity_layout(&ir.ctx, *layout),
        _ => false,
    }
}

/// The width in bits of a scalar int or float type.
fn bits(ir: &Ir, t: Type) -> Option<u32> {
    ir.ctx.int_width(t).or_else(|| ir.ctx.float_kind(t).map(|k| k.width()))
}

/// The extensions of the body `yield (c + ext(in0) * ext(in1))` (operands of `+` and `*` in
/// either order, nothing else in the body), for operand 0 and operand 1, and whether the
/// multiply and the add both allow contraction (`contract` in their fastmath flags); None for
/// any other body.
fn body_exts(ir: &Ir, op: Op, elem: Type, float: bool) -> Option<([Ext; 2], bool)> {
    let body = ir.entry_block(*ir.regions(op).first()?)?;
    let args = ir.args(body).to_vec();
    if args.len() != 3 || ir.value_ty(args[2]) != elem {
        return None;
    }
    let term = ir.terminator(body)?;
    let (mul_name, add_name) = if float { ("arith.mulf", "arith.addf") } else { ("arith.muli", "arith.addi") };
    let [y] = ir.operands(term) else { return None };
    let add = ir.defining_op(*y)?;
    if ir.op_name(add) != add_name || ir.parent_block(add) != Some(body) {
        return None;
    }
    let [x0, x1] = ir.operands(add) else { return None };
    let prod = if *x0 == args[2] {
        *x1
    } else if *x1 == args[2] {
        *x0
    } else {
        return None;
    };
    let mul = ir.defining_op(prod)?;
    if ir.op_name(mul) != mul_name || ir.parent_block(mul) != Some(body) {
        return None;
    }
    let [p0, p1] = ir.operands(mul) else { return None };
    let ext_of = |v: Value| -> Option<(Value, Ext)> {
        if ir.value_ty(v) != elem {
            return None;
        }
        if args.contains(&v) {
            return Some((v, Ext::None));
        }
        let d = ir.defining_op(v)?;
        if ir.parent_block(d) != Some(body) {
            return None;
        }
        let e = match ir.op_name(d) {
            "arith.extf" if float => Ext::Float,
            "arith.extsi" if !float => Ext::Signed,
            "arith.extui" if !float => Ext::Unsigned,
            _ => return None,
        };
        let src = ir.operands(d)[0];
        args.contains(&src).then_some((src, e))
    };
    let (s0, e0) = ext_of(*p0)?;
    let (s1, e1) = ext_of(*p1)?;
    let exts = if s0 == args[0] && s1 == args[1] {
        [e0, e1]
    } else if s0 == args[1] && s1 == args[0] {
        [e1, e0]
    } else {
        return None;
    };
    // Only these ops in the body (no other effect or use of the arguments).
    let expected = 3 + exts.iter().filter(|&&e| e != Ext::None).count();
    let contracts =
        |o: Op| ir.attr(o, "fastmath").is_some_and(|a| ir.ctx.enum_has(a, &ARITH_FASTMATH, fastmath::CONTRACT));
    (ir.ops(body).count() == expected).then_some((exts, contracts(mul) && contracts(add)))
}

impl Contraction {
    fn of(ir: &Ir, op: Op, cfg: &Config) -> Option<Contraction> {
        let iface = ir.def(op).interfaces.structured?;
        let maps = (iface.indexing_maps)(ir, op).ok()?;
        let iters = (iface.iterator_types)(ir, op).ok()?;
        let operands = ir.operands(op);
        if operands.len() != 3 || maps.len() != 3 || !ir.results(op).is_empty() {
            return None;
        }
        if ir.dps_inits(op) != Some(2..3) {
            return None;
        }
        let (a, b, c) = (operands[0], operands[1], operands[2]);
        if !operands.iter().all(|&v| ir.ctx.is_memref(ir.value_ty(v))) || a == c || b == c {
            return None;
        }
        let amap = dims_of(&maps[0])?;
        let bmap = dims_of(&maps[1])?;
        let cmap = dims_of(&maps[2])?;
        if maps.iter().any(|m| m.syms != 0) {
            return None;
        }
        let n_loops = iters.len();
        let (mut batch, mut m, mut n, mut k) = (vec![], vec![], vec![], vec![]);
        for (d, it) in iters.iter().enumerate() {
            let count = |v: &[usize]| v.iter().filter(|&&x| x == d).count();
            let (ia, ib, ic) = (count(&amap), count(&bmap), count(&cmap));
            if ia > 1 || ib > 1 || ic > 1 {
                return None;
            }
            match (ia, ib, ic, it) {
                (1, 1, 1, IteratorType::Parallel) => batch.push(d),
                (1, 0, 1, IteratorType::Parallel) => m.push(d),
                (0, 1, 1, IteratorType::Parallel) => n.push(d),
                (1, 1, 0, IteratorType::Reduction) => k.push(d),
                _ => return None,
            }
        }
        if batch.len() > 1 || m.len() != 1 || n.len() != 1 || k.len() != 1 {
            return None;
        }
        let (mut m, mut n, k, batch) = (m[0], n[0], k[0], batch.first().copied());
        // The operand sharing C's innermost dimension is B (vectors run along it).
        let (mut a, mut b, mut amap, mut bmap) = (a, b, amap, bmap);
        let mut a_arg = 0;
        if cmap.last() == Some(&m) {
            std::mem::swap(&mut a, &mut b);
            std::mem::swap(&mut amap, &mut bmap);
            std::mem::swap(&mut m, &mut n);
            a_arg = 1;
        }
        if amap.len() + bmap.len() + cmap.len() != 3 * batch.iter().count() + 6 || n_loops != 3 + batch.iter().count() {
            return None;
        }
        // C: vectors along n, its innermost dimension, contiguous.
        let cty = ir.value_ty(c);
        if *cmap.last()? != n || !identity_layout(ir, cty) {
            return None;
        }
        let Elements { elem, float, fma, vl, a_ext, b_ext } = Elements::of(ir, op, cty, [a, b], a_arg, cfg)?;
        let b_contiguous = *bmap.last()? == n && identity_layout(ir, ir.value_ty(b));
        // Register tile: MR × NV accumulators, leaving room for NV B vectors and a broadcast.
        // With `pack-a`, more rows: A's values come from vectors (MR/VL registers).
        let nv = 2;
        let packed = cfg.packed_rows(nv, vl, fma);
        let mr = packed.unwrap_or(((cfg.registers - nv - 2) / nv).clamp(1, 8));
        // No more rows than C has (a row past M is computed and thrown away).
        let m_static = cmap.iter().position(|&d| d == m).and_then(|p| ir.ctx.shape(cty).map(|s| s[p]));
        let mut mr = match m_static {
            Some(ms) if ms > 0 => mr.min(ms),
            _ => mr,
        };
        if packed.is_some() && mr > vl && mr % vl != 0 {
            mr = mr / vl * vl;
        }
        // A packed when its values of one k are whole vectors.
        let pack_a = packed.is_some() && mr % vl == 0;
        // With one or two rows, wider tiles: more independent accumulators (FMA latency) and
        // fewer passes down B; a width that divides a static N.
        let n_static = cmap.iter().position(|&d| d == n).and_then(|p| ir.ctx.shape(cty).map(|s| s[p]));
        let nv = match n_static {
            Some(ns) if mr <= 2 && ns > 0 => {
                [8, 4, 2].into_iter().find(|&w| mr * w + w + 2 <= cfg.registers && ns % (w * vl) == 0).unwrap_or(nv)
            }
            _ => nv,
        };
        let nr = nv * vl;
        let eb = bits(ir, elem)? as i64 / 8;
        let abytes = (bits(ir, ir.ctx.elem_ty(ir.value_ty(a)))? as i64 + 7) / 8;
        // The A micro-panel (MR × KC) stays in L1 across the B panels, the packed B block
        // (KC × NC) in L2, the A block (MC × KC) in L3.
        let kc = ((cfg.l1 / 4) / (mr * if pack_a { eb } else { abytes }) / 8 * 8).clamp(32, 512);
        let nc = ((cfg.l2 / 2) / (kc * eb) / nr * nr).clamp(nr, 8192 / nr * nr);
        let mc = ((cfg.l3 / 2) / (kc * abytes) / mr * mr).clamp(mr, 8192 / mr * mr);
        Some(Contraction {
            a,
            b,
            c,
            amap,
            bmap,
            cmap,
            batch,
            m,
            n,
            k,
            a_ext,
            b_ext,
            elem,
            float,
            b_contiguous,
            fma,
            masked: cfg.masked,
            pack_a,
            vl,
            nv,
            mr,
            kc,
            mc,
            nc,
            threads: cfg.threads,
        })
    }

    /// The size of loop `d`: from the first of C, A, B that has it.
    fn size(&self, rw: &mut Rewriter, d: usize) -> (Value, Option<i64>) {
        for (v, map) in [(self.c, &self.cmap), (self.a, &self.amap), (self.b, &self.bmap)] {
            if let Some(pos) = map.iter().position(|&x| x == d) {
                let s = rw.ir.ctx.shape(rw.ir.value_ty(v)).map(|s| s[pos]).unwrap_or(DYNAMIC);
                if s != DYNAMIC {
                    return (build::index_const(rw, s), Some(s));
                }
                let i = build::index_const(rw, pos as i64);
                let t = rw.ir.ctx.index_ty();
                return (rw.create_value("memref.dim", vec![v, i], t, vec![]), None);
            }
        }
        unreachable!("every loop dimension indexes an operand")
    }

    /// Replaces the op (the insertion point is before it).
    fn emit(&self, rw: &mut Rewriter) {
        let mut g = Gen { rw };
        let (m_size, m_static) = self.size(g.rw, self.m);
        let (n_size, n_static) = self.size(g.rw, self.n);
        let (k_size, k_static) = self.size(g.rw, self.k);
        let (kc, nv, vl, mr, mc, nc) = (self.kc, self.nv, self.vl, self.mr, self.mc, self.nc);
        let nr = nv * vl;
        // Threads: at least as many column blocks as threads (when there are that many panels).
        let nc = match n_static {
            Some(n) if self.threads > 1 => nc.min(((n + self.threads - 1) / self.threads + nr - 1) / nr * nr).max(nr),
            _ => nc,
        };
        // Static sizes that the blocks and register tiles divide: every tile is whole, so the
        // edge-tile code is not emitted (less code for LLVM to compile).
        let always_full = m_static.is_some_and(|m| m % mr == 0 && mc % mr == 0)
            && n_static.is_some_and(|n| n % nr == 0 && nc % nr == 0);
        let zero_i = g.c(0);
        let one = g.c(1);
        let batch = self.batch.map(|d| self.size(g.rw, d));
        // One row tile (M ≤ MR): every B element is used once, so packing B would only copy
        // it; B is read in place (whole NR panels only, so no read passes B's rows).
        // A constant B (weights, `[K, N]`): its K × NR panels packed at compile time
        // (`pack_constants`: zero-padded past N), read from there; nothing packed at run time.
        let pre = if self.batch.is_none() && self.b_ext == Ext::None && self.bmap == [self.k, self.n] {
            super::pack_constants::panels(g.rw, self.b, &[0], nr)
        } else {
            None
        };
        let direct = pre.is_none()
            && self.b_contiguous
            && self.b_ext == Ext::None
            && m_static.is_some_and(|m| m <= mr)
            && n_static.is_some_and(|n| n % nr == 0 && nc % nr == 0);
        let body = |g: &mut Gen, bi: Option<Value>| {
            let c_nc = g.c(nc);
            // The column blocks are independent (each its own scratch): a parallel loop, which
            // `--threads=N` runs on threads.
            g.parallel(zero_i, n_size, c_nc, |g, jc| {
                // Scratch: the packed B block (KC × NC at most, fewer when the sizes are known).
                let kc_alloc = k_static.map_or(kc, |k| k.clamp(1, kc));
                let bp_len = n_static.map(|n| kc_alloc * ((n + nr - 1) / nr * nr).clamp(nr, nc));
                let bp = match bp_len {
                    _ if pre.is_some() => pre.unwrap_or(self.b),
                    _ if direct => self.b,
                    Some(len) => g.alloc(&[len], self.elem, vec![]),
                    None => {
                        // KC × min(NC, N rounded up to NR).
                        let c_nr = g.c(nr);
                        let c_nm1 = g.c(nr - 1);
                        let up = g.addi(n_size, c_nm1);
                        let up = g.bin("arith.divui", up, c_nr);
                        let up = g.muli(up, c_nr);
                        let c_nc = g.c(nc);
                        let w = g.bin("arith.minui", up, c_nc);
                        let w = g.bin("arith.maxui", w, c_nr);
                        let c_kc = g.c(kc_alloc);
                        let len = g.muli(w, c_kc);
                        g.alloc(&[DYNAMIC], self.elem, vec![len])
                    }
                };
                let tile = g.alloc(&[mr, nr], self.elem, vec![]);
                // Scratch: A's packed micro-panel (KC × MR, k-major).
                let ap = self.pack_a.then(|| g.alloc(&[kc_alloc * mr], self.elem, vec![]));
                let ncv = g.block_len(n_size, n_static, jc, nc);
                let c_kc = g.c(kc);
                g.for_(zero_i, k_size, c_kc, |g, pc| {
                    let kcv = g.block_len(k_size, k_static, pc, kc);
                    if !direct && pre.is_none() {
                        self.pack_b(
                            g,
                            bp,
                            bi,
                            jc,
                            ncv,
                            pc,
                            kcv,
                            n_size,
                            n_static.is_some_and(|n| n % nr == 0 && nc % nr == 0),
                        );
                    }
                    let c_mc = g.c(mc);
                    g.for_(zero_i, m_size, c_mc, |g, ic| {
                        let mcv = g.block_len(m_size, m_static, ic, mc);
                        let c_nr = g.c(nr);
                        let c_mr = g.c(mr);
                        g.for_(zero_i, mcv, c_mr, |g, ir_| {
                            if let Some(ap) = ap {
                                let i0 = g.addi(ic, ir_);
                                self.pack_a(g, ap, bi, i0, pc, kcv, m_size, !always_full);
                            }
                            g.for_(zero_i, ncv, c_nr, |g, jr| {
                                let i0 = g.addi(ic, ir_);
                                let j0 = g.addi(jc, jr);
                                // Packed: panel jr/NR of bp; in place: column j0 of B;
                                // packed at compile time: panel j0/NR of the global.
                                let bbase = if pre.is_some() {
                                    g.bin("arith.divui", j0, c_nr)
                                } else if direct {
                                    j0
                                } else {
                                    g.muli(jr, kcv)
                                };
                                let at = |g: &mut Gen, r: Value, l: Value| {
                                    let row = g.addi(i0, r);
                                    let col = g.addi(j0, l);
                                    self.c_indices(bi, row, col)
                                };
                                let kloop = |g: &mut Gen, accs: Vec<Value>, rows: &[Value]| {
                                    self.k_loop(g, accs, rows, ap, bi, pc, kcv, bp, bbase, direct, pre.is_some())
                                };
                                let edge =
                                    EdgeTile { tile, buf: self.c, elem: self.elem, mr, nr, vl, masked: self.masked };
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
                g.rw.create("memref.dealloc", vec![tile], &[], vec![], vec![]);
                if let Some(ap) = ap {
                    g.rw.create("memref.dealloc", vec![ap], &[], vec![], vec![]);
                }
                if !direct && pre.is_none() {
                    g.rw.create("memref.dealloc", vec![bp], &[], vec![], vec![]);
                }
            });
        };
        match batch {
            // Batches are independent: parallel too with threads (more than one batch).
            Some((bs, s)) if self.threads > 1 && s != Some(1) => g.parallel(zero_i, bs, one, |g, bi| body(g, Some(bi))),
            Some((bs, _)) => g.for_(zero_i, bs, one, |g, bi| body(g, Some(bi))),
            None => body(&mut g, None),
        }
    }

    /// C's indices for (row, col) of batch `bi`.
    fn c_indices(&self, bi: Option<Value>, row: Value, col: Value) -> Vec<Value> {
        self.cmap.iter().map(|&d| self.pick(d, bi, row, col, col)).collect()
    }

    /// The value of loop `d` among batch, m (`row`), n (`col`), k (`kk`).
    fn pick(&self, d: usize, bi: Option<Value>, row: Value, col: Value, kk: Value) -> Value {
        if Some(d) == self.batch {
            bi.expect("a batch index")
        } else if d == self.m {
            row
        } else if d == self.n {
            col
        } else {
            kk
        }
    }

    /// Packs B[pc .. pc+kcv, jc .. jc+ncv] into `bp`: panel p (columns p·NR ..) at p·NR·kcv,
    /// row k of it at + k·NR; columns past ncv are zeros.
    #[allow(clippy::too_many_arguments)]
    fn pack_b(
        &self,
        g: &mut Gen,
        bp: Value,
        bi: Option<Value>,
        jc: Value,
        ncv: Value,
        pc: Value,
        kcv: Value,
        n_size: Value,
        n_whole: bool,
    ) {
        let (nv, vl) = (self.nv, self.vl);
        let nr = nv * vl;
        let zero_i = g.c(0);
        let one = g.c(1);
        let c_nr = g.c(nr);
        g.for_(zero_i, ncv, c_nr, |g, jp| {
            let base = g.muli(jp, kcv);
            let end = g.addi(jp, c_nr);
            let full = g.cmpi(build::SLE, end, ncv);
            let scalar = |g: &mut Gen| {
                let n1 = g.subi(n_size, one);
                g.for_(zero_i, kcv, one, |g, k| {
                    let kk = g.addi(pc, k);
                    let row = g.muli(k, c_nr);
                    let row = g.addi(base, row);
                    g.for_(zero_i, c_nr, one, |g, l| {
                        let col = g.addi(jp, l);
                        let inb = g.cmpi(build::SLT, col, ncv);
                        let colg = g.addi(jc, col);
                        let colc = g.bin("arith.minsi", colg, n1);
                        let idx: Vec<Value> = self.bmap.iter().map(|&d| self.pick(d, bi, colc, colc, kk)).collect();
                        let x = g.load(self.b, idx);
                        let x = g.ext(x, self.b_ext, self.elem);
                        let z = g.zero(self.elem);
                        let x = build::select(g.rw, inb, x, z);
                        let at = g.addi(row, l);
                        g.store(x, bp, vec![at]);
                    });
                });
            };
            if self.b_contiguous {
                let src_elem = g.rw.ir.ctx.elem_ty(g.rw.ir.value_ty(self.b));
                // With masked loads, a partial panel is read as a whole one, its columns past
                // ncv masked to zeros.
                let masked = self.masked && !n_whole && bits(g.rw.ir, src_elem).is_some_and(|b| b >= 32);
                let vector = |g: &mut Gen| {
                    let masks: Option<(Vec<Value>, Value)> = masked.then(|| {
                        let left = g.subi(ncv, jp);
                        let masks = (0..nv)
                            .map(|v| {
                                let cv = g.c(v * vl);
                                let n = g.subi(left, cv);
                                g.create_mask(n, vl)
                            })
                            .collect();
                        (masks, g.zero_vector(vl, src_elem))
                    });
                    g.for_(zero_i, kcv, one, |g, k| {
                        let kk = g.addi(pc, k);
                        let row = g.muli(k, c_nr);
                        let row = g.addi(base, row);
                        for v in 0..nv {
                            let cv = g.c(v * vl);
                            let col = g.addi(jp, cv);
                            let col = g.addi(jc, col);
                            let idx: Vec<Value> = self.bmap.iter().map(|&d| self.pick(d, bi, col, col, kk)).collect();
                            let x = match &masks {
                                Some((m, pass)) => g.masked_load(self.b, idx, m[v as usize], *pass),
                                None => g.vload(self.b, idx, vl, src_elem),
                            };
                            let x = g.ext(x, self.b_ext, self.elem);
                            let at = g.addi(row, cv);
                            g.vstore(x, bp, vec![at]);
                        }
                    });
                };
                if n_whole || masked {
                    vector(g);
                } else {
                    g.if_(full, vector, scalar);
                }
            } else {
                scalar(g);
            }
        });
    }

    /// Packs A's micro-panel: rows `i0` .. `i0 + MR` (with `clamp`, clamped below M: rows past
    /// it repeat row M-1, computed and never stored), columns `pc` .. `pc + kcv`, k-major:
    /// `ap[k·MR + r] = ext(A[i0 + r][pc + k])`.
    #[allow(clippy::too_many_arguments)]
    fn pack_a(
        &self,
        g: &mut Gen,
        ap: Value,
        bi: Option<Value>,
        i0: Value,
        pc: Value,
        kcv: Value,
        m_size: Value,
        clamp: bool,
    ) {
        let zero_i = g.c(0);
        let one = g.c(1);
        let last = g.subi(m_size, one);
        let rows: Vec<Value> = (0..self.mr)
            .map(|r| {
                let cr = g.c(r);
                let row = g.addi(i0, cr);
                if clamp {
                    g.bin("arith.minsi", row, last)
                } else {
                    row
                }
            })
            .collect();
        let c_mr = g.c(self.mr);
        g.for_(zero_i, kcv, one, |g, k| {
            let kk = g.addi(pc, k);
            let base = g.muli(k, c_mr);
            for (r, &row) in rows.iter().enumerate() {
                let idx: Vec<Value> = self.amap.iter().map(|&d| self.pick(d, bi, row, row, kk)).collect();
                let x = g.load(self.a, idx);
                let x = g.ext(x, self.a_ext, self.elem);
                let cr = g.c(r as i64);
                let at = g.addi(base, cr);
                g.store(x, ap, vec![at]);
            }
        });
    }

    /// The register-blocked kernel's k loop: the accumulators `accs` (`mr` × `nv` vectors)
    /// updated over the packed B panel at `bbase` and A's `rows` (or A's packed micro-panel
    /// `ap`, MR/VL vectors per k, each row's value taken from a lane); with `direct`, over B
    /// itself (`bp` is B, `bbase` the tile's first column); with `pre`, over the panels packed
    /// at compile time (`bp` is `[N/NR, K, NR]`, `bbase` the panel).
    #[allow(clippy::too_many_arguments)]
    fn k_loop(
        &self,
        g: &mut Gen,
        accs: Vec<Value>,
        rows: &[Value],
        ap: Option<Value>,
        bi: Option<Value>,
        pc: Value,
        kcv: Value,
        bp: Value,
        bbase: Value,
        direct: bool,
        pre: bool,
    ) -> Vec<Value> {
        let (nv, vl) = (self.nv, self.vl);
        let nr = nv * vl;
        let zero_i = g.c(0);
        let one = g.c(1);
        let c_nr = g.c(nr);
        let vty = g.vty(vl, self.elem);
        g.for_iter(zero_i, kcv, one, accs, |g, k, accs| {
            let kk = g.addi(pc, k);
            let off = if direct { bbase } else { g.muli(k, c_nr) };
            let off = if direct { off } else { g.addi(bbase, off) };
            let bvs: Vec<Value> = (0..nv)
                .map(|v| {
                    let cv = g.c(v * vl);
                    if pre {
                        // bp[panel][pc + k][lane]
                        return g.vload(bp, vec![bbase, kk, cv], vl, self.elem);
                    }
                    let at = g.addi(off, cv);
                    if direct {
                        let idx: Vec<Value> = self.bmap.iter().map(|&d| self.pick(d, bi, at, at, kk)).collect();
                        g.vload(bp, idx, vl, self.elem)
                    } else {
                        g.vload(bp, vec![at], vl, self.elem)
                    }
                })
                .collect();
            // Packed A: MR/VL vectors of the MR values of this k.
            let avs: Vec<Value> = match ap {
                Some(ap) => {
                    let c_mr = g.c(self.mr);
                    let base = g.muli(k, c_mr);
                    (0..self.mr / vl)
                        .map(|j| {
                            let cj = g.c(j * vl);
                            let at = g.addi(base, cj);
                            g.vload(ap, vec![at], vl, self.elem)
                        })
                        .collect()
                }
                None => vec![],
            };
            let mut next = vec![];
            for (r, &row) in rows.iter().enumerate() {
                let xb = if ap.is_some() {
                    g.splat_lane(avs[r / vl as usize], r as i64 % vl, vl)
                } else {
                    let idx: Vec<Value> = self.amap.iter().map(|&d| self.pick(d, bi, row, row, kk)).collect();
                    let x = g.load(self.a, idx);
                    let x = g.ext(x, self.a_ext, self.elem);
                    g.rw.create_value("vector.broadcast", vec![x], vty, vec![])
                };
                for v in 0..nv as usize {
                    let acc = accs[r * nv as usize + v];
                    next.push(g.mul_add(xb, bvs[v], acc, self.float, self.fma));
                }
            }
            next
        })
    }
}

/// A recognized tiled contraction (`linalg.mmt4d` or a `linalg.generic` of the same shape):
/// C[m1][n1][m0][n0] += A[.. m1, k1, m0, k0 ..] · B[.. n1, k1, n0, k0 ..] with static inner
/// tile sizes M0 and N0, and its schedule.
struct Mmt4d {
    a: Value,
    b: Value,
    c: Value,
    amap: Vec<usize>,
    bmap: Vec<usize>,
    cmap: Vec<usize>,
    /// Loop dimensions: the outer (tile) and inner m and n; the k dimensions in loop order
    /// (`k1` outer, `k0` inner: the order of every element's sum).
    m1: usize,
    m0: usize,
    n1: usize,
    n0: usize,
    k1: usize,
    k0: usize,
    /// The static inner tile sizes M0, N0.
    m0_size: i64,
    n0_size: i64,
    a_ext: Ext,
    b_ext: Ext,
    elem: Type,
    float: bool,
    fma: bool,
    /// B's n0 position when the elements of one n0 run are contiguous in B (identity layout,
    /// every later dimension of size 1): read in place as vectors; else B is packed per n1.
    b_direct: Option<usize>,
    /// With `pack-a`, when the elements of one m0 run are contiguous in A (identity layout,
    /// every later dimension of size 1, e.g. K0 = 1) and M0 is a multiple of VL: A's values of
    /// one k are read as vectors in place and multiplied by element (see "Packed A").
    a_vectors: Option<usize>,
    vl: i64,
    /// Register tile: rows, vectors per row.
    rows: i64,
    nvg: i64,
}

impl Mmt4d {
    fn of(ir: &Ir, op: Op, cfg: &Config) -> Option<Mmt4d> {
        let iface = ir.def(op).interfaces.structured?;
        let maps = (iface.indexing_maps)(ir, op).ok()?;
        let iters = (iface.iterator_types)(ir, op).ok()?;
        let operands = ir.operands(op);
        if operands.len() != 3 || maps.len() != 3 || !ir.results(op).is_empty() || ir.dps_inits(op) != Some(2..3) {
            return None;
        }
        let (a, b, c) = (operands[0], operands[1], operands[2]);
        if !operands.iter().all(|&v| ir.ctx.is_memref(ir.value_ty(v))) || a == c || b == c {
            return None;
        }
        if maps.iter().any(|m| m.syms != 0) || iters.len() != 6 {
            return None;
        }
        let (mut amap, mut bmap, cmap) = (dims_of(&maps[0])?, dims_of(&maps[1])?, dims_of(&maps[2])?);
        if amap.len() != 4 || bmap.len() != 4 || cmap.len() != 4 {
            return None;
        }
        let (mut ms, mut ns, mut ks) = (vec![], vec![], vec![]);
        for (d, it) in iters.iter().enumerate() {
            let count = |v: &[usize]| v.iter().filter(|&&x| x == d).count();
            match (count(&amap), count(&bmap), count(&cmap), it) {
                (1, 0, 1, IteratorType::Parallel) => ms.push(d),
                (0, 1, 1, IteratorType::Parallel) => ns.push(d),
                (1, 1, 0, IteratorType::Reduction) => ks.push(d),
                _ => return None,
            }
        }
        if ms.len() != 2 || ns.len() != 2 || ks.len() != 2 {
            return None;
        }
        // The operand sharing C's innermost dimension is B (vectors run along it).
        let (mut a, mut b) = (a, b);
        let mut a_arg = 0;
        if ms.contains(cmap.last()?) {
            std::mem::swap(&mut a, &mut b);
            std::mem::swap(&mut amap, &mut bmap);
            std::mem::swap(&mut ms, &mut ns);
            a_arg = 1;
        }
        let cpos = |d: usize| cmap.iter().position(|&x| x == d).expect("a dimension of C");
        let n0 = *cmap.last()?;
        let n1 = if ns[0] == n0 { ns[1] } else { ns[0] };
        let (m1, m0) = if cpos(ms[0]) < cpos(ms[1]) { (ms[0], ms[1]) } else { (ms[1], ms[0]) };
        let (k1, k0) = (ks[0], ks[1]);
        let cty = ir.value_ty(c);
        if !identity_layout(ir, cty) {
            return None;
        }
        let cshape = ir.ctx.shape(cty)?;
        let (m0_size, n0_size) = (cshape[cpos(m0)], cshape[cpos(n0)]);
        if m0_size == DYNAMIC || n0_size == DYNAMIC || m0_size < 1 || n0_size < 2 {
            return None;
        }
        let Elements { elem, float, fma, vl, a_ext, b_ext } = Elements::of(ir, op, cty, [a, b], a_arg, cfg)?;
        let bty = ir.value_ty(b);
        let p = bmap.iter().position(|&x| x == n0)?;
        let b_direct = (identity_layout(ir, bty) && ir.ctx.shape(bty)?[p + 1..].iter().all(|&s| s == 1)).then_some(p);
        // Register tile: `rows` × `nvg` accumulators, leaving room for the B vectors and a
        // broadcast; the rows balanced over M0.
        let nv = (n0_size + vl - 1) / vl;
        let nvg = nv.min(if cfg.registers >= 32 { 4 } else { 2 });
        let rmax = ((cfg.registers - nvg - 2) / nvg).clamp(1, 24);
        let groups = (m0_size + rmax - 1) / rmax;
        let rows = (m0_size + groups - 1) / groups;
        // A in vectors: rows a multiple of VL (so are the remainder rows), MR/VL A registers.
        let aty = ir.value_ty(a);
        let pa = amap.iter().position(|&x| x == m0)?;
        let a_contiguous = identity_layout(ir, aty) && ir.ctx.shape(aty)?[pa + 1..].iter().all(|&s| s == 1);
        let packed = cfg.packed_rows(nvg, vl, fma).filter(|_| a_contiguous && m0_size % vl == 0);
        let (a_vectors, rows) = match packed {
            Some(rmax) => {
                let groups = (m0_size + rmax - 1) / rmax;
                (Some(pa), (m0_size / vl + groups - 1) / groups * vl)
            }
            None => (None, rows),
        };
        Some(Mmt4d {
            a,
            b,
            c,
            amap,
            bmap,
            cmap,
            m1,
            m0,
            n1,
            n0,
            k1,
            k0,
            m0_size,
            n0_size,
            a_ext,
            b_ext,
            elem,
            float,
            fma,
            b_direct,
            a_vectors,
            vl,
            rows,
            nvg,
        })
    }

    /// The size of loop `d`: from the first of C, A, B that has it.
    fn size(&self, g: &mut Gen, d: usize) -> (Value, Option<i64>) {
        for (v, map) in [(self.c, &self.cmap), (self.a, &self.amap), (self.b, &self.bmap)] {
            if let Some(pos) = map.iter().position(|&x| x == d) {
                let s = g.rw.ir.ctx.shape(g.rw.ir.value_ty(v)).map(|s| s[pos]).unwrap_or(DYNAMIC);
                if s != DYNAMIC {
                    return (g.c(s), Some(s));
                }
                let i = g.c(pos as i64);
                let t = g.rw.ir.ctx.index_ty();
                return (g.rw.create_value("memref.dim", vec![v, i], t, vec![]), None);
            }
        }
        unreachable!("every loop dimension indexes an operand")
    }

    /// The indices of an operand with map `map`, each loop dimension's value in `at`
    /// (m1, m0, n1, n0, k1, k0).
    fn indices(&self, map: &[usize], at: [Value; 6]) -> Vec<Value> {
        let dims = [self.m1, self.m0, self.n1, self.n0, self.k1, self.k0];
        map.iter().map(|d| at[dims.iter().position(|x| x == d).expect("a loop dimension")]).collect()
    }

    /// Replaces the op (the insertion point is before it).
    fn emit(&self, rw: &mut Rewriter) {
        let mut g = Gen { rw };
        let g = &mut g;
        let (m1_size, _) = self.size(g, self.m1);
        let (n1_size, _) = self.size(g, self.n1);
        let (k1_size, _) = self.size(g, self.k1);
        let (k0_size, k0_static) = self.size(g, self.k0);
        let zero_i = g.c(0);
        let one = g.c(1);
        // A read as vectors: its m0 run and the size-1 dimensions after it collapsed.
        let aview = self.a_vectors.map(|p| (g.collapse_tail(self.a, p), self.amap[..=p].to_vec()));
        let aview = aview.as_ref();
        match self.b_direct {
            Some(p) => {
                // B's n0 run and the size-1 dimensions after it collapsed into one dimension.
                let b_elem = g.rw.ir.ctx.elem_ty(g.rw.ir.value_ty(self.b));
                let bview = g.collapse_tail(self.b, p);
                let bmap: Vec<usize> = self.bmap[..=p].to_vec();
                // The C tiles are independent: the m1 loop is parallel (`--threads=N`).
                g.parallel(zero_i, m1_size, one, |g, m1| {
                    g.for_(zero_i, n1_size, one, |g, n1| {
                        let bvec = |g: &mut Gen, k1: Value, k0: Value, col: Value, w: i64| {
                            let idx = self.indices(&bmap, [m1, m1, n1, col, k1, k0]);
                            let x = g.vload(bview, idx, w, b_elem);
                            g.ext(x, self.b_ext, self.elem)
                        };
                        self.tile(g, m1, n1, k1_size, k0_size, k0_static, aview, &bvec);
                    });
                });
            }
            None => {
                // B[n1] packed once per n1 as bp[k1][k0][n0] (converted to C's type), for all m1.
                let n0s = self.n0_size;
                g.parallel(zero_i, n1_size, one, |g, n1| {
                    let kk = g.muli(k1_size, k0_size);
                    let c_n0 = g.c(n0s);
                    let len = g.muli(kk, c_n0);
                    let bp = g.alloc(&[DYNAMIC], self.elem, vec![len]);
                    g.for_(zero_i, k1_size, one, |g, k1| {
                        g.for_(zero_i, k0_size, one, |g, k0| {
                            let row = g.muli(k1, k0_size);
                            let row = g.addi(row, k0);
                            let row = g.muli(row, c_n0);
                            g.for_(zero_i, c_n0, one, |g, col| {
                                let idx = self.indices(&self.bmap, [n1, n1, n1, col, k1, k0]);
                                let x = g.load(self.b, idx);
                                let x = g.ext(x, self.b_ext, self.elem);
                                let at = g.addi(row, col);
                                g.store(x, bp, vec![at]);
                            });
                        });
                    });
                    g.for_(zero_i, m1_size, one, |g, m1| {
                        let bvec = |g: &mut Gen, k1: Value, k0: Value, col: Value, w: i64| {
                            let row = g.muli(k1, k0_size);
                            let row = g.addi(row, k0);
                            let row = g.muli(row, c_n0);
                            let at = g.addi(row, col);
                            g.vload(bp, vec![at], w, self.elem)
                        };
                        self.tile(g, m1, n1, k1_size, k0_size, k0_static, aview, &bvec);
                    });
                    g.rw.create("memref.dealloc", vec![bp], &[], vec![], vec![]);
                });
            }
        }
    }

    /// The C tile (m1, n1) in register tiles: `rows` × `nvg` vectors, uniform ones in loops,
    /// the remainders (fewer rows, fewer or narrower vectors) after them.
    #[allow(clippy::too_many_arguments)]
    fn tile(
        &self,
        g: &mut Gen,
        m1: Value,
        n1: Value,
        k1_size: Value,
        k0_size: Value,
        k0_static: Option<i64>,
        aview: Option<&(Value, Vec<usize>)>,
        bvec: &dyn Fn(&mut Gen, Value, Value, Value, i64) -> Value,
    ) {
        let cols = self.nvg * self.vl;
        let mut per_rows = |g: &mut Gen, row0: Value, nrows: i64| {
            let mut per_cols = |g: &mut Gen, col0: Value, ncols: i64| {
                let widths: Vec<i64> = (0..ncols).step_by(self.vl as usize).map(|s| (ncols - s).min(self.vl)).collect();
                self.kernel(g, m1, n1, row0, nrows, col0, &widths, k1_size, k0_size, k0_static, aview, bvec);
            };
            steps(g, self.n0_size, cols, &mut per_cols);
        };
        steps(g, self.m0_size, self.rows, &mut per_rows);
    }

    /// One register tile: the accumulators loaded from C, the k1 and k0 loops (in this order),
    /// the accumulators stored back.
    #[allow(clippy::too_many_arguments)]
    fn kernel(
        &self,
        g: &mut Gen,
        m1: Value,
        n1: Value,
        row0: Value,
        nrows: i64,
        col0: Value,
        widths: &[i64],
        k1_size: Value,
        k0_size: Value,
        k0_static: Option<i64>,
        aview: Option<&(Value, Vec<usize>)>,
        bvec: &dyn Fn(&mut Gen, Value, Value, Value, i64) -> Value,
    ) {
        let zero_i = g.c(0);
        let one = g.c(1);
        let rows: Vec<Value> = (0..nrows)
            .map(|r| {
                let cr = g.c(r);
                g.addi(row0, cr)
            })
            .collect();
        let cols: Vec<Value> = (0..widths.len() as i64)
            .map(|v| {
                let cv = g.c(v * self.vl);
                g.addi(col0, cv)
            })
            .collect();
        let mut accs = vec![];
        for &row in &rows {
            for (v, &w) in widths.iter().enumerate() {
                let idx = self.indices(&self.cmap, [m1, row, n1, cols[v], zero_i, zero_i]);
                accs.push(g.vload(self.c, idx, w, self.elem));
            }
        }
        let step = |g: &mut Gen, k1: Value, k0: Value, accs: Vec<Value>| -> Vec<Value> {
            let bvs: Vec<Value> = widths.iter().enumerate().map(|(v, &w)| bvec(g, k1, k0, cols[v], w)).collect();
            // A in vectors: the values of rows r .. r + VL of this k.
            let vl = self.vl;
            let avs: Vec<Value> = if let Some((aview, amap)) = aview {
                let a_elem = g.rw.ir.ctx.elem_ty(g.rw.ir.value_ty(self.a));
                rows.iter()
                    .step_by(vl as usize)
                    .map(|&row| {
                        let idx = self.indices(amap, [m1, row, n1, n1, k1, k0]);
                        let x = g.vload(*aview, idx, vl, a_elem);
                        g.ext(x, self.a_ext, self.elem)
                    })
                    .collect()
            } else {
                vec![]
            };
            let mut next = vec![];
            for (r, &row) in rows.iter().enumerate() {
                let x = if aview.is_some() {
                    None
                } else {
                    let idx = self.indices(&self.amap, [m1, row, n1, n1, k1, k0]);
                    let x = g.load(self.a, idx);
                    Some(g.ext(x, self.a_ext, self.elem))
                };
                let mut bcast: Vec<(i64, Value)> = vec![];
                for (v, &w) in widths.iter().enumerate() {
                    let xb = match bcast.iter().find(|(bw, _)| *bw == w) {
                        Some(&(_, xb)) => xb,
                        None => {
                            let xb = match x {
                                Some(x) => {
                                    let vty = g.vty(w, self.elem);
                                    g.rw.create_value("vector.broadcast", vec![x], vty, vec![])
                                }
                                None => g.splat_lane(avs[r / vl as usize], r as i64 % vl, w),
                            };
                            bcast.push((w, xb));
                            xb
                        }
                    };
                    next.push(g.mul_add(xb, bvs[v], accs[r * widths.len() + v], self.float, self.fma));
                }
            }
            next
        };
        let out = if k0_static == Some(1) && aview.is_some() {
            // A in vectors, one k per step: UNROLL steps per iteration (a loop of 16 FMAs and 5
            // loads dispatches below the FMA pipes' rate on Neoverse cores: 0.80 of the peak on
            // neoverse-v2 by llvm-mca, 0.89 with 2 steps), then the remaining ones (k in order).
            const UNROLL: i64 = 4;
            let c_u = g.c(UNROLL);
            let left = g.bin("arith.remui", k1_size, c_u);
            let whole = g.subi(k1_size, left);
            let accs = g.for_iter(zero_i, whole, c_u, accs, |g, k1, mut accs| {
                for u in 0..UNROLL {
                    let cu = g.c(u);
                    let k = g.addi(k1, cu);
                    accs = step(g, k, zero_i, accs);
                }
                accs
            });
            g.for_iter(whole, k1_size, one, accs, |g, k1, accs| step(g, k1, zero_i, accs))
        } else {
            g.for_iter(zero_i, k1_size, one, accs, |g, k1, accs| {
                if k0_static == Some(1) {
                    step(g, k1, zero_i, accs)
                } else {
                    g.for_iter(zero_i, k0_size, one, accs, |g, k0, accs| step(g, k1, k0, accs))
                }
            })
        };
        for (r, &row) in rows.iter().enumerate() {
            for v in 0..widths.len() {
                let idx = self.indices(&self.cmap, [m1, row, n1, cols[v], zero_i, zero_i]);
                g.vstore(out[r * widths.len() + v], self.c, idx);
            }
        }
    }
}

/// `body(start, count)` over 0..size in pieces of `step`: the whole ones in an `scf.for` (or
/// once, at 0, when there is one), then the remainder piece of `size % step`.
fn steps(g: &mut Gen, size: i64, step: i64, body: &mut dyn FnMut(&mut Gen, Value, i64)) {
    let full = size / step;
    if full == 1 {
        let z = g.c(0);
        body(g, z, step);
    } else if full > 1 {
        let z = g.c(0);
        let ub = g.c(full * step);
        let s = g.c(step);
        g.for_(z, ub, s, |g, i| body(g, i, step));
    }
    if size % step != 0 {
        let at = g.c(full * step);
        body(g, at, size % step);
    }
}

/// A channels-last 2-D convolution on buffers: out[n, oh, ow, f] += in[n, oh·sh + kh·dh,
/// ow·sw + kw·dw, c] · filter[..kh, kw, c in any order.., f] — `linalg.conv_2d_nhwc_hwcf`, or a
/// `linalg.generic` of those maps with the reduction loops kh, kw, c in any order (the form
/// `mlirc-conv-to-channels-last` gives NCHW convolutions: filter CHWF, loops c, kh, kw),
/// recognized through the structured-op interface — tiled over (ow × f) with the matmul's
/// register tile (MR output pixels × NV vectors of channels), the loops kh, kw, c inside in the
/// op's order (the order of the loops' sums), the filter's rows read in place as vectors (F a
/// multiple of the vector length), the input broadcast; output tiles past OW through the
/// scratch tile.
struct Conv {
    input: Value,
    filter: Value,
    out: Value,
    /// Strides and dilations (h, w).
    strides: [i64; 2],
    dilations: [i64; 2],
    /// The reduction loops outermost first, and the position of each of kh, kw, c (in that
    /// order) among the filter's first three dimensions.
    k_order: [ConvK; 3],
    filter_pos: [usize; 3],
    in_ext: Ext,
    f_ext: Ext,
    elem: Type,
    float: bool,
    fma: bool,
    /// Edge tiles use masked loads and stores (see `EdgeTile`).
    masked: bool,
    /// The input patch of each tile is packed and multiplied by vector element (see "Packed A").
    pack_a: bool,
    vl: i64,
    nv: i64,
    mr: i64,
    threads: i64,
    /// The filter's column panels are the outermost loop (see `emit`).
    filter_outer: bool,
}

impl Conv {
    fn of(ir: &Ir, op: Op, cfg: &Config) -> Option<Conv> {
        if !matches!(ir.op_name(op), "linalg.conv_2d_nhwc_hwcf" | "linalg.generic") || !ir.results(op).is_empty() {
            return None;
        }
        let [input, filter, out] = ir.operands(op) else { return None };
        let (input, filter, out) = (*input, *filter, *out);
        if ![input, filter, out].iter().all(|&v| ir.ctx.is_memref(ir.value_ty(v))) || input == out || filter == out {
            return None;
        }
        let (ot, ft) = (ir.value_ty(out), ir.value_ty(filter));
        if !identity_layout(ir, ot) || !identity_layout(ir, ft) {
            return None;
        }
        let iface = ir.def(op).interfaces.structured?;
        let maps = (iface.indexing_maps)(ir, op).ok()?;
        let iters = (iface.iterator_types)(ir, op).ok()?;
        let ConvMaps { strides, dilations, k_order, filter_pos } = ConvMaps::of(&maps, &iters)?;
        let elem = ir.ctx.elem_ty(ot);
        let float = ir.ctx.is_float(elem);
        if !float || !matches!(bits(ir, elem)?, 32 | 64) {
            return None;
        }
        let f = *ir.ctx.shape(ot)?.get(3)?;
        let lanes = cfg.vector_bits / bits(ir, elem)? as i64;
        let order = k_order.map(|k| filter_pos[k as usize]);
        // A constant filter is read from column panels zero-padded to whole vectors
        // (`pack_constants`): the register's length, or the narrower width (halving) with the
        // fewest vectors per row of F, exact on a tie (72 channels on AVX-512: five 16-lane
        // vectors, the last one half padding, rather than nine of 8 lanes; 8 channels: one of
        // 8). Else vectors of the register's length, or narrower ones (halving) when F is not a
        // multiple of it: few channels (8 on AVX-512) still fill whole vectors.
        let padded = f != DYNAMIC && f % lanes != 0 && super::pack_constants::packable(ir, filter, &order, lanes);
        let mut vl = lanes;
        if padded {
            vl = std::iter::successors(Some(lanes), |&w| (w > 2).then_some(w / 2))
                .min_by_key(|&w| ((f + w - 1) / w, f % w != 0))
                .unwrap_or(lanes);
        } else {
            while vl > 2 && f != DYNAMIC && f % vl != 0 {
                vl /= 2;
            }
        }
        if vl < 2 || f == DYNAMIC || (!padded && f % vl != 0) {
            return None;
        }
        let ([in_ext, f_ext], contracts) = body_exts(ir, op, elem, float)?;
        for (v, e) in [(input, in_ext), (filter, f_ext)] {
            let t = ir.ctx.elem_ty(ir.value_ty(v));
            if (e == Ext::None) != (t == elem) {
                return None;
            }
        }
        // Two vectors per column panel when they divide F (in whole vectors, padding included).
        let nv = if ((f + vl - 1) / vl) % 2 == 0 { 2 } else { 1 };
        let (fma, masked) = (cfg.fuse(float, contracts), cfg.masked);
        let packed = cfg.packed_rows(nv, vl, fma);
        // A static OW split into tiles of equal rows (OW 7 or 14: tiles of 7, not 8 and an
        // edge tile for every row of the output); packed tiles keep their rows (whole vectors).
        let ow = *ir.ctx.shape(ot)?.get(2)?;
        let mr = packed.unwrap_or_else(|| {
            let mr = ((cfg.registers - nv - 2) / nv).clamp(1, 8);
            if ow > 0 {
                let tiles = (ow + mr - 1) / mr;
                (ow + tiles - 1) / tiles
            } else {
                mr
            }
        });
        let threads = cfg.threads;
        let fbytes = ir
            .ctx
            .shape(ft)?
            .iter()
            .try_fold(bits(ir, ir.ctx.elem_ty(ft))? as i64 / 8, |acc, &d| (d != DYNAMIC).then_some(acc * d));
        let filter_outer = fbytes.is_some_and(|b| b > cfg.l2 / 2);
        Some(Conv {
            input,
            filter,
            out,
            strides,
            dilations,
            k_order,
            filter_pos,
            in_ext,
            f_ext,
            elem,
            float,
            fma,
            masked,
            pack_a: packed.is_some(),
            vl,
            nv,
            mr,
            threads,
            filter_outer,
        })
    }

    fn dim(&self, g: &mut Gen, v: Value, i: usize) -> Value {
        let s = g.rw.ir.ctx.shape(g.rw.ir.value_ty(v)).map(|s| s[i]).unwrap_or(DYNAMIC);
        if s != DYNAMIC {
            return g.c(s);
        }
        let c = g.c(i as i64);
        let t = g.rw.ir.ctx.index_ty();
        g.rw.create_value("memref.dim", vec![v, c], t, vec![])
    }

    fn emit(&self, rw: &mut Rewriter) {
        let mut g = Gen { rw };
        let g = &mut g;
        let (vl, nv, mr) = (self.vl, self.nv, self.mr);
        let nr = vl * nv;
        let nb = self.dim(g, self.out, 0);
        let oh = self.dim(g, self.out, 1);
        let ow = self.dim(g, self.out, 2);
        let fo = self.dim(g, self.out, 3);
        let kh = self.dim(g, self.filter, self.filter_pos[0]);
        let kw = self.dim(g, self.filter, self.filter_pos[1]);
        let ch = self.dim(g, self.filter, self.filter_pos[2]);
        // A static output width that the register tile divides: every tile is whole, so no
        // edge-tile code (and no scratch tile) is emitted.
        let ow_static = g.rw.ir.ctx.shape(g.rw.ir.value_ty(self.out)).map(|s| s[2]).unwrap_or(DYNAMIC);
        let always_full = ow_static != DYNAMIC && ow_static % mr == 0;
        // F not a multiple of the panel width (the panels are zero-padded): the last panel's
        // tiles store only F's columns.
        let f_static = g.rw.ir.ctx.shape(g.rw.ir.value_ty(self.out)).map(|s| s[3]).unwrap_or(DYNAMIC);
        let col_edges = f_static % nr != 0;
        let always_full = always_full && !col_edges;
        // (With every tile whole, the scratch tile is never touched and goes with the dead code.)
        // With threads, each output row has its own (rows run in parallel).
        let par = self.threads > 1;
        let shared_tile = (!par).then(|| g.alloc(&[mr, nr], self.elem, vec![]));
        // The packed input patch of a tile: KH·KW·C·MR.
        let patch_len = |g: &mut Gen| {
            let a = g.muli(kh, kw);
            let a = g.muli(a, ch);
            let c_mr = g.c(mr);
            g.muli(a, c_mr)
        };
        let fshape = g.rw.ir.ctx.shape(g.rw.ir.value_ty(self.filter)).map(|s| s.to_vec()).unwrap_or_default();
        let patch_static =
            self.filter_pos.iter().try_fold(mr, |n, &p| fshape.get(p).filter(|&&s| s != DYNAMIC).map(|s| n * s));
        let alloc_patch = |g: &mut Gen| match patch_static {
            Some(len) => g.alloc(&[len], self.elem, vec![]),
            None => {
                let len = patch_len(g);
                g.alloc(&[DYNAMIC], self.elem, vec![len])
            }
        };
        let shared_ap = (self.pack_a && !par).then(|| alloc_patch(g));
        let zero_i = g.c(0);
        let one = g.c(1);
        let c_mr = g.c(mr);
        let c_nr = g.c(nr);
        let [sh, sw] = self.strides.map(|x| g.c(x));
        let [dh, dw] = self.dilations.map(|x| g.c(x));
        // A constant filter is read from its column panels, packed at compile time in the order
        // of the reduction loops (`pack_constants`): a panel's rows are contiguous, not a whole
        // filter row (F elements) apart.
        let order = self.k_order.map(|k| self.filter_pos[k as usize]);
        let packed = super::pack_constants::panels(g.rw, self.filter, &order, nr);
        assert!(packed.is_some() || !col_edges, "a filter that Conv::of found packable");
        // One register tile: output pixels (n, y, x0..x0+MR), channels f0..f0+NR (the input
        // patch packed in `ap` with pack-a).
        let tile_at = |g: &mut Gen, tile: Value, ap: Option<Value>, n: Value, y: Value, x0: Value, f0: Value| {
            let ybase = g.muli(y, sh);
            let at = |g: &mut Gen, r: Value, l: Value| {
                let x = g.addi(x0, r);
                let col = g.addi(f0, l);
                vec![n, y, x, col]
            };
            let panel = packed.map(|p| {
                let c_nr = g.c(nr);
                (p, g.bin("arith.divui", f0, c_nr))
            });
            let kloop = |g: &mut Gen, accs: Vec<Value>, xs: &[Value]| {
                self.k_loop(g, accs, xs, ap, n, ybase, f0, panel, [kh, kw, ch], [sw, dh, dw])
            };
            let edge = EdgeTile { tile, buf: self.out, elem: self.elem, mr, nr, vl, masked: self.masked };
            if always_full {
                edge.full(g, x0, &at, kloop);
                return;
            }
            let x_end = g.addi(x0, c_mr);
            let full = g.cmpi(build::SLE, x_end, ow);
            let valid = g.subi(ow, x0);
            let valid = g.bin("arith.minsi", valid, c_mr);
            let (full, cols) = if col_edges {
                let f_end = g.addi(f0, c_nr);
                let full_cols = g.cmpi(build::SLE, f_end, fo);
                let cols = g.subi(fo, f0);
                let cols = g.bin("arith.minsi", cols, c_nr);
                (g.bin("arith.andi", full, full_cols), cols)
            } else {
                (full, c_nr)
            };
            edge.emit(g, full, [valid, cols], x0, ow, &at, kloop);
        };
        let own_tile = |g: &mut Gen| shared_tile.unwrap_or_else(|| g.alloc(&[mr, nr], self.elem, vec![]));
        let free_own = |g: &mut Gen, tile: Value| {
            if shared_tile.is_none() {
                g.rw.create("memref.dealloc", vec![tile], &[], vec![], vec![]);
            }
        };
        if self.filter_outer && !self.pack_a {
            // A filter larger than half of L2 (3x3x512x512: 9 MiB): its column panels (KH·KW·C ×
            // NR) outermost, each read once from memory and then from L2 by every output
            // pixel, rather than the whole filter read again for every output row. With
            // threads, the panels run in parallel. (With pack-a the input patch of a tile is
            // packed once for all its F tiles: the rows stay outermost.)
            let panels = |g: &mut Gen, f0: Value| {
                let tile = own_tile(g);
                g.for_(zero_i, nb, one, |g, n| {
                    g.for_(zero_i, oh, one, |g, y| {
                        g.for_(zero_i, ow, c_mr, |g, x0| tile_at(g, tile, None, n, y, x0, f0))
                    })
                });
                free_own(g, tile);
            };
            if par {
                g.parallel(zero_i, fo, c_nr, panels);
            } else {
                g.for_(zero_i, fo, c_nr, panels);
            }
        } else {
            let row = |g: &mut Gen, n: Value, y: Value| {
                let tile = own_tile(g);
                let ap = if self.pack_a { Some(shared_ap.unwrap_or_else(|| alloc_patch(g))) } else { None };
                g.for_(zero_i, ow, c_mr, |g, x0| {
                    if let Some(ap) = ap {
                        let ybase = g.muli(y, sh);
                        self.pack_input(g, ap, n, ybase, x0, ow, [kh, kw, ch], [sw, dh, dw], !always_full);
                    }
                    g.for_(zero_i, fo, c_nr, |g, f0| tile_at(g, tile, ap, n, y, x0, f0))
                });
                free_own(g, tile);
                if let (Some(ap), None) = (ap, shared_ap) {
                    g.rw.create("memref.dealloc", vec![ap], &[], vec![], vec![]);
                }
            };
            if par {
                // The N·OH output rows as one parallel loop.
                let rows = g.muli(nb, oh);
                g.parallel(zero_i, rows, one, |g, ny| {
                    let n = g.bin("arith.divui", ny, oh);
                    let y = g.bin("arith.remui", ny, oh);
                    row(g, n, y)
                });
            } else {
                g.for_(zero_i, nb, one, |g, n| g.for_(zero_i, oh, one, |g, y| row(g, n, y)));
            }
        }
        if let Some(tile) = shared_tile {
            g.rw.create("memref.dealloc", vec![tile], &[], vec![], vec![]);
        }
        if let Some(ap) = shared_ap {
            g.rw.create("memref.dealloc", vec![ap], &[], vec![], vec![]);
        }
    }

    /// Packs the input patch of the tile of output columns `x0` .. `x0 + MR` (with `clamp`,
    /// clamped below OW: columns past it repeat column OW-1, computed and never stored) in row
    /// `ybase / sh` of image `n`: `ap[((i·KW + j)·C + c)·MR + r] = ext(input[n][ybase + i·dh][(x0
    /// + r)·sw + j·dw][c])`, so that the MR values of one (i, j, c) are whole vectors.
    #[allow(clippy::too_many_arguments)]
    fn pack_input(
        &self,
        g: &mut Gen,
        ap: Value,
        n: Value,
        ybase: Value,
        x0: Value,
        ow: Value,
        [kh, kw, ch]: [Value; 3],
        [sw, dh, dw]: [Value; 3],
        clamp: bool,
    ) {
        let zero_i = g.c(0);
        let one = g.c(1);
        let last = g.subi(ow, one);
        let xcols: Vec<Value> = (0..self.mr)
            .map(|r| {
                let cr = g.c(r);
                let x = g.addi(x0, cr);
                let x = if clamp { g.bin("arith.minsi", x, last) } else { x };
                g.muli(x, sw)
            })
            .collect();
        let c_mr = g.c(self.mr);
        g.for_(zero_i, kh, one, |g, i| {
            let yo = g.muli(i, dh);
            let yi = g.addi(ybase, yo);
            g.for_(zero_i, kw, one, |g, j| {
                let xo = g.muli(j, dw);
                let cols: Vec<Value> = xcols.iter().map(|&x| g.addi(x, xo)).collect();
                let ij = g.muli(i, kw);
                let ij = g.addi(ij, j);
                let ij = g.muli(ij, ch);
                g.for_(zero_i, ch, one, |g, c| {
                    let base = g.addi(ij, c);
                    let base = g.muli(base, c_mr);
                    for (r, &col) in cols.iter().enumerate() {
                        let a = g.load(self.input, vec![n, yi, col, c]);
                        let a = g.ext(a, self.in_ext, self.elem);
                        let cr = g.c(r as i64);
                        let at = g.addi(base, cr);
                        g.store(a, ap, vec![at]);
                    }
                });
            });
        });
    }

    /// The loops kh, kw, c (in the op's order) over the accumulators `accs` (`mr` × `nv`
    /// vectors) of output columns `xs` (the input from the packed patch `ap`, when packed).
    #[allow(clippy::too_many_arguments)]
    fn k_loop(
        &self,
        g: &mut Gen,
        accs: Vec<Value>,
        xs: &[Value],
        ap: Option<Value>,
        n: Value,
        ybase: Value,
        f0: Value,
        panel: Option<(Value, Value)>,
        [kh, kw, ch]: [Value; 3],
        [sw, dh, dw]: [Value; 3],
    ) -> Vec<Value> {
        // Input columns: x·sw (the kw·dw part added inside).
        let xcols: Vec<Value> = xs.iter().map(|&x| g.muli(x, sw)).collect();
        let at = KAt {
            n,
            ybase,
            f0,
            panel,
            xcols,
            bounds: [kh, kw, ch],
            dh,
            dw,
            i: None,
            j: None,
            c: None,
            yi: None,
            cols: vec![],
            ap,
        };
        self.k_nest(g, 0, accs, at)
    }

    /// Loop `level` of the reduction nest and those inside it.
    fn k_nest(&self, g: &mut Gen, level: usize, accs: Vec<Value>, at: KAt) -> Vec<Value> {
        if level == 3 {
            return self.k_step(g, accs, &at);
        }
        let zero_i = g.c(0);
        let one = g.c(1);
        let which = self.k_order[level];
        g.for_iter(zero_i, at.bounds[which as usize], one, accs, |g, v, accs| {
            let mut at = at;
            match which {
                ConvK::Kh => {
                    let yo = g.muli(v, at.dh);
                    at.yi = Some(g.addi(at.ybase, yo));
                    at.i = Some(v);
                }
                ConvK::Kw => {
                    let xo = g.muli(v, at.dw);
                    at.cols = at.xcols.iter().map(|&x| g.addi(x, xo)).collect();
                    at.j = Some(v);
                }
                ConvK::C => at.c = Some(v),
            }
            self.k_nest(g, level + 1, accs, at)
        })
    }

    /// One step of the reduction: the filter's vectors of (kh, kw, c) times the broadcast
    /// input of each output column, into the accumulators.
    fn k_step(&self, g: &mut Gen, accs: Vec<Value>, at: &KAt) -> Vec<Value> {
        let (vl, nv) = (self.vl, self.nv);
        let vty = g.vty(vl, self.elem);
        let f_elem = g.rw.ir.ctx.elem_ty(g.rw.ir.value_ty(self.filter));
        let (Some(i), Some(j), Some(c), Some(yi)) = (at.i, at.j, at.c, at.yi) else { return accs };
        let bvs: Vec<Value> = (0..nv)
            .map(|v| {
                let cv = g.c(v * vl);
                let b = match at.panel {
                    // packed[f0 / NR][the reduction loops in order][lane]
                    Some((p, fblk)) => {
                        let ivs = [i, j, c];
                        let mut idx = vec![fblk];
                        idx.extend(self.k_order.map(|k| ivs[k as usize]));
                        idx.push(cv);
                        g.vload(p, idx, vl, f_elem)
                    }
                    None => {
                        let col = g.addi(at.f0, cv);
                        let mut idx = vec![col; 4];
                        for (k, x) in [i, j, c].into_iter().enumerate() {
                            idx[self.filter_pos[k]] = x;
                        }
                        g.vload(self.filter, idx, vl, f_elem)
                    }
                };
                g.ext(b, self.f_ext, self.elem)
            })
            .collect();
        // Packed: the MR inputs of (i, j, c) as MR/VL vectors.
        let avs: Vec<Value> = match at.ap {
            Some(ap) => {
                let [_, kw, ch] = at.bounds;
                let base = g.muli(i, kw);
                let base = g.addi(base, j);
                let base = g.muli(base, ch);
                let base = g.addi(base, c);
                let c_mr = g.c(self.mr);
                let base = g.muli(base, c_mr);
                (0..self.mr / vl)
                    .map(|q| {
                        let cq = g.c(q * vl);
                        let idx = g.addi(base, cq);
                        g.vload(ap, vec![idx], vl, self.elem)
                    })
                    .collect()
            }
            None => vec![],
        };
        let mut next = vec![];
        for (r, &col) in at.cols.iter().enumerate() {
            let ab = if at.ap.is_some() {
                g.splat_lane(avs[r / vl as usize], r as i64 % vl, vl)
            } else {
                let a = g.load(self.input, vec![at.n, yi, col, c]);
                let a = g.ext(a, self.in_ext, self.elem);
                g.rw.create_value("vector.broadcast", vec![a], vty, vec![])
            };
            for v in 0..nv as usize {
                next.push(g.mul_add(ab, bvs[v], accs[r * nv as usize + v], self.float, self.fma));
            }
        }
        next
    }
}

/// A reduction loop of a convolution.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum ConvK {
    Kh = 0,
    Kw = 1,
    C = 2,
}

/// Where the reduction nest of a convolution is: the loop-invariant values, and the induction
/// variables (with what follows from them) of the loops entered so far.
#[derive(Clone)]
struct KAt {
    n: Value,
    ybase: Value,
    f0: Value,
    /// The packed filter and the index of this tile's panel in it (`f0 / NR`).
    panel: Option<(Value, Value)>,
    xcols: Vec<Value>,
    /// Trip counts of kh, kw, c.
    bounds: [Value; 3],
    dh: Value,
    dw: Value,
    i: Option<Value>,
    j: Option<Value>,
    c: Option<Value>,
    /// The input row `ybase + i·dh`, and the input columns `xcols + j·dw`.
    yi: Option<Value>,
    cols: Vec<Value>,
    /// The packed input patch of the tile (see `Conv::pack_input`), when packed.
    ap: Option<Value>,
}

/// The maps of a channels-last 2-D convolution (see `Conv`) read through the interface.
struct ConvMaps {
    strides: [i64; 2],
    dilations: [i64; 2],
    k_order: [ConvK; 3],
    filter_pos: [usize; 3],
}

impl ConvMaps {
    fn of(maps: &[AffineMap], iters: &[IteratorType]) -> Option<ConvMaps> {
        let [im, fm, om] = maps else { return None };
        if iters.len() != 7 || maps.iter().any(|m| m.syms != 0 || m.results.len() != 4) {
            return None;
        }
        let od = dims_of(om)?;
        let fd = dims_of(fm)?;
        let [n, oh, ow, f] = od[..] else { return None };
        // Input: (n, oh·sh + kh·dh, ow·sw + kw·dw, c).
        let (AffineExpr::Dim(in_n), AffineExpr::Dim(c)) = (&im.results[0], &im.results[3]) else { return None };
        let window = |e: &AffineExpr, o: usize| -> Option<(usize, i64, i64)> {
            let (coeffs, k) = linear(e, 7)?;
            let others: Vec<usize> = (0..7).filter(|&d| d != o && coeffs[d] != 0).collect();
            match (&others[..], k) {
                (&[kd], 0) if coeffs[o] > 0 && coeffs[kd] > 0 => Some((kd, coeffs[o], coeffs[kd])),
                _ => None,
            }
        };
        let (kh, sh, dh) = window(&im.results[1], oh)?;
        let (kw, sw, dw) = window(&im.results[2], ow)?;
        let c = *c as usize;
        if *in_n as usize != n || fd[3] != f {
            return None;
        }
        let mut seen = [false; 7];
        for d in [n, oh, ow, f, kh, kw, c] {
            if std::mem::replace(&mut seen[d], true) {
                return None;
            }
        }
        let par = [n, oh, ow, f].iter().all(|&d| iters[d] == IteratorType::Parallel);
        if !par || ![kh, kw, c].iter().all(|&d| iters[d] == IteratorType::Reduction) {
            return None;
        }
        let pos = |d: usize| fd[..3].iter().position(|&x| x == d);
        let filter_pos = [pos(kh)?, pos(kw)?, pos(c)?];
        let mut k_order = [(kh, ConvK::Kh), (kw, ConvK::Kw), (c, ConvK::C)];
        k_order.sort_by_key(|&(d, _)| d);
        Some(ConvMaps { strides: [sh, sw], dilations: [dh, dw], k_order: k_order.map(|(_, k)| k), filter_pos })
    }
}

/// `e` as `Σ coeffs[d]·d + k` over `n` dimensions, when it is such a sum.
fn linear(e: &AffineExpr, n: usize) -> Option<(Vec<i64>, i64)> {
    use crate::ir::affine::AffineBinOp;
    match e {
        AffineExpr::Dim(d) => {
            let mut c = vec![0; n];
            *c.get_mut(*d as usize)? = 1;
            Some((c, 0))
        }
        AffineExpr::Const(k) => Some((vec![0; n], *k)),
        AffineExpr::Bin(AffineBinOp::Add, l, r) => {
            let ((a, x), (b, y)) = (linear(l, n)?, linear(r, n)?);
            Some((a.iter().zip(&b).map(|(p, q)| p + q).collect(), x + y))
        }
        AffineExpr::Bin(AffineBinOp::Mul, l, r) => {
            let ((a, x), (b, y)) = (linear(l, n)?, linear(r, n)?);
            if a.iter().all(|&v| v == 0) {
                Some((b.iter().map(|q| q * x).collect(), x * y))
            } else if b.iter().all(|&v| v == 0) {
                Some((a.iter().map(|p| p * y).collect(), x * y))
            } else {
                None
            }
        }
        _ => None,
    }
}

/// IR building helpers over a rewriter (insertion point moves into the regions they make).
struct Gen<'r, 'a> {
    rw: &'r mut Rewriter<'a>,
}

impl Gen<'_, '_> {
    fn c(&mut self, v: i64) -> Value {
        build::index_const(self.rw, v)
    }
    fn bin(&mut self, name: &str, a: Value, b: Value) -> Value {
        build::int_bin(self.rw, name, a, b)
    }
    fn addi(&mut self, a: Value, b: Value) -> Value {
        self.bin("arith.addi", a, b)
    }
    fn subi(&mut self, a: Value, b: Value) -> Value {
        self.bin("arith.subi", a, b)
    }
    fn muli(&mut self, a: Value, b: Value) -> Value {
        self.bin("arith.muli", a, b)
    }
    fn cmpi(&mut self, pred: i128, a: Value, b: Value) -> Value {
        build::cmpi(self.rw, pred, a, b)
    }
    fn zero(&mut self, t: Type) -> Value {
        let a = if self.rw.ir.ctx.is_float(t) {
            self.rw.ir.ctx.attr(AttrKind::Float { ty: t, bits: 0 })
        } else {
            self.rw.ir.ctx.int_attr(t, 0)
        };
        self.rw.create_value("arith.constant", vec![], t, vec![("value", a)])
    }
    /// A vector of `n` zeros of `elem`.
    fn zero_vector(&mut self, n: i64, elem: Type) -> Value {
        let z = self.zero(elem);
        let t = self.vty(n, elem);
        self.rw.create_value("vector.broadcast", vec![z], t, vec![])
    }
    fn vty(&mut self, n: i64, elem: Type) -> Type {
        self.rw.ir.ctx.ty(TypeKind::Vector { shape: vec![n], scalable: vec![false], elem })
    }
    fn alloc(&mut self, shape: &[i64], elem: Type, dyn_sizes: Vec<Value>) -> Value {
        let t = self.rw.ir.ctx.ty(TypeKind::MemRef { shape: shape.to_vec(), elem, layout: None, space: None });
        let seg = self.rw.ir.ctx.dense_i32_array(&[dyn_sizes.len() as i64, 0]);
        let i64t = self.rw.ir.ctx.int_ty(64);
        let al = self.rw.ir.ctx.int_attr(i64t, 64);
        self.rw.create_value("memref.alloc", dyn_sizes, t, vec![("operandSegmentSizes", seg), ("alignment", al)])
    }
    fn load(&mut self, buf: Value, idx: Vec<Value>) -> Value {
        let t = self.rw.ir.ctx.elem_ty(self.rw.ir.value_ty(buf));
        let mut ops = vec![buf];
        ops.extend(idx);
        self.rw.create_value("memref.load", ops, t, vec![])
    }
    fn store(&mut self, x: Value, buf: Value, idx: Vec<Value>) {
        let mut ops = vec![x, buf];
        ops.extend(idx);
        self.rw.create("memref.store", ops, &[], vec![], vec![]);
    }
    fn vload(&mut self, buf: Value, idx: Vec<Value>, n: i64, elem: Type) -> Value {
        let t = self.vty(n, elem);
        let mut ops = vec![buf];
        ops.extend(idx);
        self.rw.create_value("vector.load", ops, t, vec![])
    }
    fn vstore(&mut self, x: Value, buf: Value, idx: Vec<Value>) {
        let mut ops = vec![x, buf];
        ops.extend(idx);
        self.rw.create("vector.store", ops, &[], vec![], vec![]);
    }
    /// The length of the block at `start` of a dimension of `size` cut in blocks of `block`:
    /// `min(size - start, block)`, or the constant `block` when the static size makes every
    /// block whole (constant trip counts: less for LLVM to analyze).
    fn block_len(&mut self, size: Value, size_static: Option<i64>, start: Value, block: i64) -> Value {
        let c_block = self.c(block);
        if size_static.is_some_and(|s| s % block == 0) {
            return c_block;
        }
        let rem = self.subi(size, start);
        self.bin("arith.minsi", rem, c_block)
    }
    /// `vector.create_mask %n : vector<n x i1>` (the first `n` lanes, clamped to 0..=n).
    fn create_mask(&mut self, n: Value, lanes: i64) -> Value {
        let i1 = self.rw.ir.ctx.int_ty(1);
        let t = self.vty(lanes, i1);
        self.rw.create_value("vector.create_mask", vec![n], t, vec![])
    }
    /// `vector.maskedload`: the lanes of `mask` from `buf` at `idx`, the others from `pass`.
    fn masked_load(&mut self, buf: Value, idx: Vec<Value>, mask: Value, pass: Value) -> Value {
        let t = self.rw.ir.value_ty(pass);
        let mut ops = vec![buf];
        ops.extend(idx);
        ops.extend([mask, pass]);
        self.rw.create_value("vector.maskedload", ops, t, vec![])
    }
    /// `vector.maskedstore`: the lanes of `mask` of `x` to `buf` at `idx`.
    fn masked_store(&mut self, x: Value, buf: Value, idx: Vec<Value>, mask: Value) {
        let mut ops = vec![buf];
        ops.extend(idx);
        ops.extend([mask, x]);
        self.rw.create("vector.maskedstore", ops, &[], vec![], vec![]);
    }
    /// `x` converted to `elem` (a scalar or a vector of the same shape).
    fn ext(&mut self, x: Value, e: Ext, elem: Type) -> Value {
        if e == Ext::None {
            return x;
        }
        let xt = self.rw.ir.value_ty(x);
        let t = match self.rw.ir.ctx.type_kind(xt).clone() {
            TypeKind::Vector { shape, .. } => self.vty(shape[0], elem),
            _ => elem,
        };
        self.rw.create_value(e.op_name(), vec![x], t, vec![])
    }
    /// Lane `lane` of vector `v` in every lane of a vector of `n` (`vector.shuffle %v, %v
    /// [lane, ...]`: what AArch64's multiply(-add) by element reads).
    fn splat_lane(&mut self, v: Value, lane: i64, n: i64) -> Value {
        let elem = self.rw.ir.ctx.elem_ty(self.rw.ir.value_ty(v));
        let t = self.vty(n, elem);
        let mask = self.rw.ir.ctx.dense_i64_array(&vec![lane; n as usize]);
        self.rw.create_value("vector.shuffle", vec![v, v], t, vec![("mask", mask)])
    }
    fn mul_add(&mut self, a: Value, b: Value, acc: Value, float: bool, fma: bool) -> Value {
        let t = self.rw.ir.value_ty(acc);
        if fma {
            return self.rw.create_value("vector.fma", vec![a, b, acc], t, vec![]);
        }
        if float {
            let p = self.rw.create_value("arith.mulf", vec![a, b], t, vec![]);
            self.rw.create_value("arith.addf", vec![acc, p], t, vec![])
        } else {
            let p = self.bin("arith.muli", a, b);
            self.bin("arith.addi", acc, p)
        }
    }
    /// `scf.for %i = lb to ub step s { body(%i) }`.
    fn for_(&mut self, lb: Value, ub: Value, step: Value, body: impl FnOnce(&mut Gen, Value)) {
        self.for_iter(lb, ub, step, vec![], |g, i, _| {
            body(g, i);
            vec![]
        });
    }
    /// `scf.parallel (%i) = (lb) to (ub) step (s) { body(%i) }`.
    fn parallel(&mut self, lb: Value, ub: Value, step: Value, body: impl FnOnce(&mut Gen, Value)) {
        let index = self.rw.ir.ctx.index_ty();
        let (region, block) = self.rw.ir.new_region_with_block(&[index]);
        let seg = self.rw.ir.ctx.dense_i32_array(&[1, 1, 1, 0]);
        let p =
            self.rw.create("scf.parallel", vec![lb, ub, step], &[], vec![("operandSegmentSizes", seg)], vec![region]);
        crate::dialects::llvm::mark_vectorized_loop(self.rw.ir, p);
        let iv = self.rw.ir.arg(block, 0);
        self.rw.set_insertion_point_to_end(block);
        body(self, iv);
        self.rw.create("scf.reduce", vec![], &[], vec![], vec![]);
        self.rw.set_insertion_point_after(p);
    }
    /// `scf.for` with iter_args `init`; `body(iv, args)` gives the yielded values.
    fn for_iter(
        &mut self,
        lb: Value,
        ub: Value,
        step: Value,
        init: Vec<Value>,
        body: impl FnOnce(&mut Gen, Value, Vec<Value>) -> Vec<Value>,
    ) -> Vec<Value> {
        let index = self.rw.ir.ctx.index_ty();
        let tys: Vec<Type> = init.iter().map(|&v| self.rw.ir.value_ty(v)).collect();
        let mut arg_tys = vec![index];
        arg_tys.extend(&tys);
        let (region, block) = self.rw.ir.new_region_with_block(&arg_tys);
        let mut ops = vec![lb, ub, step];
        ops.extend(init);
        let for_op = self.rw.create("scf.for", ops, &tys, vec![], vec![region]);
        crate::dialects::llvm::mark_vectorized_loop(self.rw.ir, for_op);
        let args = self.rw.ir.args(block).to_vec();
        self.rw.set_insertion_point_to_end(block);
        let ys = body(self, args[0], args[1..].to_vec());
        self.rw.create("scf.yield", ys, &[], vec![], vec![]);
        self.rw.set_insertion_point_after(for_op);
        self.rw.ir.results(for_op).to_vec()
    }
    /// `buf` (identity layout) with dimension `p` and the size-1 dimensions after it collapsed
    /// into one (`memref.collapse_shape`; `buf` itself when `p` is the last).
    fn collapse_tail(&mut self, buf: Value, p: usize) -> Value {
        let t = self.rw.ir.value_ty(buf);
        let shape = self.rw.ir.ctx.shape(t).expect("a memref").to_vec();
        let elem = self.rw.ir.ctx.elem_ty(t);
        if p + 1 == shape.len() {
            return buf;
        }
        let groups: Vec<Attr> = (0..=p)
            .map(|i| {
                let last = if i == p { shape.len() - 1 } else { i };
                let v = (i..=last).map(|j| self.rw.ir.ctx.i64_attr(j as i64)).collect();
                self.rw.ir.ctx.array_attr(v)
            })
            .collect();
        let reassoc = self.rw.ir.ctx.array_attr(groups);
        let t = self.rw.ir.ctx.ty(TypeKind::MemRef { shape: shape[..=p].to_vec(), elem, layout: None, space: None });
        self.rw.create_value("memref.collapse_shape", vec![buf], t, vec![("reassociation", reassoc)])
    }
    /// `mr` × `nv` vectors of `vl` `elem`s from `buf` at `idx(r, v)` (row-major).
    fn load_accs(
        &mut self,
        buf: Value,
        idx: &dyn Fn(&mut Gen, usize, i64) -> Vec<Value>,
        mr: usize,
        nv: i64,
        vl: i64,
        elem: Type,
    ) -> Vec<Value> {
        let mut accs = vec![];
        for r in 0..mr {
            for v in 0..nv {
                let at = idx(self, r, v);
                accs.push(self.vload(buf, at, vl, elem));
            }
        }
        accs
    }
    /// Stores what `load_accs` loaded.
    fn store_accs(
        &mut self,
        accs: &[Value],
        buf: Value,
        idx: &dyn Fn(&mut Gen, usize, i64) -> Vec<Value>,
        mr: usize,
        nv: i64,
    ) {
        for r in 0..mr {
            for v in 0..nv {
                let at = idx(self, r, v);
                self.vstore(accs[r * nv as usize + v as usize], buf, at);
            }
        }
    }
    /// `scf.if %c -> (tys) { then } else { else }`: each branch gives the values it yields.
    fn if_yield(
        &mut self,
        c: Value,
        tys: &[Type],
        then: impl FnOnce(&mut Gen) -> Vec<Value>,
        els: impl FnOnce(&mut Gen) -> Vec<Value>,
    ) -> Vec<Value> {
        let (r0, b0) = self.rw.ir.new_region_with_block(&[]);
        let (r1, b1) = self.rw.ir.new_region_with_block(&[]);
        let if_op = self.rw.create("scf.if", vec![c], tys, vec![], vec![r0, r1]);
        self.rw.set_insertion_point_to_end(b0);
        let ys = then(self);
        self.rw.create("scf.yield", ys, &[], vec![], vec![]);
        self.rw.set_insertion_point_to_end(b1);
        let ys = els(self);
        self.rw.create("scf.yield", ys, &[], vec![], vec![]);
        self.rw.set_insertion_point_after(if_op);
        self.rw.ir.results(if_op).to_vec()
    }
    /// `scf.if %c { then } else { else }` with no results.
    fn if_(&mut self, c: Value, then: impl FnOnce(&mut Gen), els: impl FnOnce(&mut Gen)) {
        self.if_yield(
            c,
            &[],
            |g| {
                then(g);
                vec![]
            },
            |g| {
                els(g);
                vec![]
            },
        );
    }
}
