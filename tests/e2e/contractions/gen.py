#!/usr/bin/env python3
"""Generates the differential programs of tests/e2e/contractions/ (run from this folder:
`python3 gen.py`; its outputs are checked in). Each program computes one op kind on many
shapes (1, primes, odd sizes, sizes around the register tiles, vector lengths and cache
blocks, dynamic shapes), one function per shape, and prints the results; the e2e harness
compares them with the upstream reference (naive loops, `convert-linalg-to-loops`), for the
host and AArch64. The data are small integers, exact in floating point, so the sums do not
depend on rounding or fusion.

Kinds and shape counts:
- `mlirc-vectorize-contractions` (tiled, packed, register-tiled): matmul f32/f64/i32/i8->i32,
  transposed A and B, a generic contraction (42 shapes each), batch_matmul (30),
  conv_2d_nhwc_hwcf (42: N, H, W, C, kernel, F, strides 1-3, dilations 1-2; F static in the
  dynamic shapes, as the vectorized convolution needs);
- the int8 (VNNI) kernel's kinds, i8 data over the whole range (-128 included): matmul,
  transposed B, batch_matmul, a generic with unsigned A ('vnni' variant: see VNNI_RUN); matmul
  bf16 x bf16 -> f32 ('bf16dot': see BF16_RUN);
- `mlirc-vectorize-elementwise`: matvec (43 (M, K); the ordered reduction across rows) and
  vecmat (43; the parallel strategy);
- mmt4d (42 (M1, N1, K1, M0, N0, K0), K0 = 1 mostly, M0/N0 in {1, 2, 3, 4, 5, 8, 16});
- the 'threads' variant (avx512's parameters, `--threads=2`, every parallel loop on the pool):
  matmul, batch_matmul, conv_2d_nhwc_hwcf, matvec, max pooling, depthwise convolution;
- depthwise_conv_2d_nhwc_hwc, pooling_nhwc_sum and pooling_nhwc_max (42 each: channels 1..70
  with primes, kernels 1..4, strides and dilations 1-2), which the loop lowering computes;
- the NCHW forms of these (conv_2d_nchw_fchw on the 42 convolution shapes, depthwise_conv_2d_nchw_chw,
  pooling_nchw_sum and pooling_nchw_max on the 42 window shapes), which `mlirc-conv-to-channels-last`
  computes in NHWC between transposes (its static shapes; the dynamic ones stay NCHW).
Every fourth shape of a kind (of conv_2d_nhwc_hwcf: from the 16th on) has dynamic sizes, the
result's sizes computed from the operands' `tensor.dim`s.

Variants of the code generation parameters (`--codegen=`) cover the register tiles and vector
lengths of 128-, 256- and 512-bit vectors (4, 8 and 16 f32 lanes) with 16 or 32 registers,
and tiny caches make the cache blocking (k, m and n blocks) happen on small shapes; the
AVX-512 and AVX2 variants use masked loads and stores for edge tiles and partial panels, as on
those machines (the others a scratch tile); 'default' is the target's own parameters. The
AVX-512 variant also passes `-ffp-contract=fast`, so its float products and sums are fused
(`vector.fma`); the AVX2 one has FMA but no permission to contract (a multiply and an add).
The 'neon' variant (matmul f32/f64, batch_matmul, conv_2d_nhwc_hwcf, mmt4d) has AArch64's
kernels (128-bit vectors, 32 registers, `pack-a`: A packed and multiplied by vector element)
with `-ffp-contract=fast` and tiny caches, on the host too."""

SHAPES = [  # (M, N, K)
    (1, 1, 1), (1, 1, 7), (1, 33, 5), (2, 3, 4), (3, 5, 7), (5, 7, 3), (7, 8, 9), (8, 32, 4),
    (8, 32, 33), (9, 33, 31), (13, 17, 19), (16, 64, 8), (17, 31, 2), (6, 8, 5), (12, 16, 3),
    (4, 4, 4), (31, 1, 17), (1, 40, 40), (40, 1, 3), (23, 29, 37), (24, 24, 24), (11, 13, 65),
    (33, 65, 7), (7, 3, 130), (5, 70, 33), (64, 2, 11), (3, 97, 5), (37, 41, 43), (19, 8, 1),
    (1, 1, 100), (2, 2, 2), (25, 9, 16), (14, 15, 16), (47, 5, 6), (6, 47, 2), (32, 32, 32),
    (15, 31, 63), (10, 100, 3), (29, 2, 29), (3, 3, 67), (16, 17, 18), (9, 9, 9),
]

VARIANTS = {
    # name: --codegen value ('' = the target's defaults)
    "default": "",
    "avx512": "vector-bits=512,vector-registers=32,fma=1,masked=1,l1-cache=1024,l2-cache=4096,l3-cache=8192",
    "avx2": "vector-bits=256,vector-registers=16,fma=1,masked=1,l1-cache=2048,l2-cache=16384,l3-cache=32768",
    "sse": "vector-bits=128,vector-registers=16,fma=0,l1-cache=1024,l2-cache=2048,l3-cache=4096",
    # AArch64's NEON kernels (A packed, multiplied by vector element: pack-a) with tiny caches
    "neon": "vector-bits=128,vector-registers=32,fma=1,pack-a=1,l1-cache=1024,l2-cache=4096,l3-cache=8192",
    # avx512 on two threads (--threads=2 below), every parallel loop on the pool however small
    "threads": "vector-bits=512,vector-registers=32,fma=1,masked=1,l1-cache=1024,l2-cache=4096,l3-cache=8192,"
    "parallel-min-work=0",
}

# The 'vnni' variant: the target's defaults for the harness (no VNNI on its default CPU: the
# i32 vector kernel, compared with the upstream reference), and RUN lines for the VNNI kernel:
# vpdpbusd in the assembly for a CPU with AVX-512 VNNI (AVX-VNNI), and where this machine has
# the feature, the program for it (tiny caches, so the k, m and n blocks happen) prints what
# the default target's prints.
VARIANTS["vnni"] = ""
VNNI_RUN = """// RUN: mlirc %s -mattr=+avx512f,+avx512bw,+avx512vnni -S -o - | FileCheck %s --check-prefix=VNNI-ASM
// VNNI-ASM: vpdpbusd %zmm
// RUN: mlirc %s -mattr=+avx2,+avxvnni -S -o - | FileCheck %s --check-prefix=AVXVNNI-ASM
// AVXVNNI-ASM: {vex} vpdpbusd %ymm
// RUN: mlirc %s -o %t.ref && %t.ref | sed 's/0x[0-9a-f]*/0x/' > %t.ref.txt
// RUN: if grep -qw avx512_vnni /proc/cpuinfo; then mlirc %s -mcpu=native --codegen=l1-cache=1024,l2-cache=4096,l3-cache=8192 -o %t.512 && %t.512 | sed 's/0x[0-9a-f]*/0x/' | diff %t.ref.txt -; fi
// RUN: if grep -qw avx_vnni /proc/cpuinfo; then mlirc %s -mcpu=native -mattr=-avx512f,+avxvnni --codegen=l1-cache=1024,l2-cache=4096,l3-cache=8192 -o %t.256 && %t.256 | sed 's/0x[0-9a-f]*/0x/' | diff %t.ref.txt -; fi"""

# The 'bf16dot' variant: the same for bf16 contractions and AVX512_BF16's vdpbf16ps, which
# mlirc uses only under -ffast-math (it adds each pair's products in its own order and flushes
# subnormals; the small integers here make every order's sums exact).
VARIANTS["bf16dot"] = ""
BF16_RUN = """// RUN: mlirc %s -ffast-math -mattr=+avx512f,+avx512bw,+avx512bf16 -S -o - | FileCheck %s --check-prefix=BF16-ASM
// BF16-ASM: vdpbf16ps %zmm
// RUN: mlirc %s -mattr=+avx512f,+avx512bw,+avx512bf16 -S -o - | FileCheck %s --check-prefix=STRICT-ASM
// STRICT-ASM-NOT: vdpbf16ps
// RUN: mlirc %s -o %t.ref && %t.ref | sed 's/0x[0-9a-f]*/0x/' > %t.ref.txt
// RUN: if grep -qw avx512_bf16 /proc/cpuinfo; then mlirc %s -mcpu=native -ffast-math --codegen=l1-cache=1024,l2-cache=4096,l3-cache=8192 -o %t.bf && %t.bf | sed 's/0x[0-9a-f]*/0x/' | diff %t.ref.txt -; fi"""

# Flags after --codegen= per variant.
EXTRA_FLAGS = {
    "avx512": " -ffp-contract=fast",
    "neon": " -ffp-contract=fast",
    "threads": " -ffp-contract=fast --threads=2",
}

INIT = """
// Small integers: in[i][j] = ((i * {p} + j * {q}) mod {r}) - {s}.
func.func private @init_{name}(%t: {ty}) -> {ty} {{
  %r = linalg.generic {{indexing_maps = [affine_map<({dims}) -> ({dims})>], iterator_types = [{iters}]}}
      outs(%t : {ty}) {{
  ^bb0(%o: {elem}):
{body}
    linalg.yield %v : {elem}
  }} -> {ty}
  return %r : {ty}
}}
"""


def init_fn(name, rank, elem, p, q, r, s):
    dims = ", ".join(f"d{i}" for i in range(rank))
    iters = ", ".join('"parallel"' for _ in range(rank))
    ty = f"tensor<{'x'.join('?' * rank)}x{elem}>"
    lines = []
    for i in range(rank):
        lines.append(f"    %i{i} = linalg.index {i} : index")
    lines.append(f"    %cp = arith.constant {p} : index")
    lines.append(f"    %cq = arith.constant {q} : index")
    lines.append(f"    %cr = arith.constant {r} : index")
    lines.append(f"    %cs = arith.constant {s} : index")
    acc = "%i0"
    if rank >= 2:
        lines.append(f"    %a0 = arith.muli %i{rank - 2}, %cp : index")
        lines.append(f"    %a1 = arith.muli %i{rank - 1}, %cq : index")
        lines.append("    %a2 = arith.addi %a0, %a1 : index")
        acc = "%a2"
    if rank == 3:
        lines.append("    %a3 = arith.addi %a2, %i0 : index")
        acc = "%a3"
    lines.append(f"    %m = arith.remui {acc}, %cr : index")
    lines.append("    %d = arith.subi %m, %cs : index")
    if elem.startswith("f") or elem == "bf16":
        lines.append("    %di = arith.index_cast %d : index to i32")
        lines.append(f"    %v = arith.sitofp %di : i32 to {elem}")
    else:
        lines.append(f"    %v = arith.index_cast %d : index to {elem}")
    return INIT.format(name=name, ty=ty, dims=dims, iters=iters, elem=elem, body="\n".join(lines), p=p, q=q, r=r, s=s)


def tensor(shape, elem, dynamic):
    return "tensor<" + "x".join("?" if dynamic else str(d) for d in shape) + f"x{elem}>"


class Kind:
    """One op kind: its operand shapes from (M, N, K) and the op text."""

    def __init__(self, name, a_elem, b_elem, c_elem, a_shape, b_shape, c_shape, op, batch=False, full=False):
        self.name, self.a_elem, self.b_elem, self.c_elem = name, a_elem, b_elem, c_elem
        self.a_shape, self.b_shape, self.c_shape, self.op, self.batch = a_shape, b_shape, c_shape, op, batch
        # i8 data over the whole range -128..127 (else small integers)
        self.full = full


MATMUL = "linalg.matmul ins(%a, %b : {ta}, {tb}) outs(%f : {tc}) -> {tc}"
TRANS_B = ("linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, "
           "affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%a, %b : {ta}, {tb}) outs(%f : {tc}) -> {tc}")
TRANS_A = ("linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, "
           "affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%a, %b : {ta}, {tb}) outs(%f : {tc}) -> {tc}")
# A matmul of unsigned A (extui) and signed B (extsi) bytes into i32.
GENERIC_U8 = """linalg.generic {{indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>,
      affine_map<(m, n, k) -> (m, n)>], iterator_types = ["parallel", "parallel", "reduction"]}}
      ins(%a, %b : {ta}, {tb}) outs(%f : {tc}) {{
    ^bb0(%x: {ea}, %y: {eb}, %w: {ec}):
      %xe = arith.extui %x : {ea} to {ec}
      %ye = arith.extsi %y : {eb} to {ec}
      %p = arith.muli %xe, %ye : {ec}
      %s = arith.addi %w, %p : {ec}
      linalg.yield %s : {ec}
    }} -> {tc}"""
BATCH = "linalg.batch_matmul ins(%a, %b : {ta}, {tb}) outs(%f : {tc}) -> {tc}"
GENERIC = """linalg.generic {{indexing_maps = [affine_map<(n, k, m) -> (k, n)>, affine_map<(n, k, m) -> (m, k)>,
      affine_map<(n, k, m) -> (m, n)>], iterator_types = ["parallel", "reduction", "parallel"]}}
      ins(%b, %a : {tb}, {ta}) outs(%f : {tc}) {{
    ^bb0(%x: {eb}, %y: {ea}, %w: {ec}):
      %p = arith.mulf %y, %x : {ec}
      %s = arith.addf %p, %w : {ec}
      linalg.yield %s : {ec}
    }} -> {tc}"""

KINDS = {
    "matmul_f32": Kind("matmul_f32", "f32", "f32", "f32", lambda m, n, k: [m, k], lambda m, n, k: [k, n],
                       lambda m, n, k: [m, n], MATMUL),
    "matmul_f64": Kind("matmul_f64", "f64", "f64", "f64", lambda m, n, k: [m, k], lambda m, n, k: [k, n],
                       lambda m, n, k: [m, n], MATMUL),
    "matmul_transpose_b": Kind("matmul_transpose_b", "f32", "f32", "f32", lambda m, n, k: [m, k],
                               lambda m, n, k: [n, k], lambda m, n, k: [m, n], TRANS_B),
    "matmul_transpose_a": Kind("matmul_transpose_a", "f32", "f32", "f32", lambda m, n, k: [k, m],
                               lambda m, n, k: [k, n], lambda m, n, k: [m, n], TRANS_A),
    "matmul_i8_i32": Kind("matmul_i8_i32", "i8", "i8", "i32", lambda m, n, k: [m, k], lambda m, n, k: [k, n],
                          lambda m, n, k: [m, n], MATMUL),
    "matmul_i32": Kind("matmul_i32", "i32", "i32", "i32", lambda m, n, k: [m, k], lambda m, n, k: [k, n],
                       lambda m, n, k: [m, n], MATMUL),
    "batch_matmul_f32": Kind("batch_matmul_f32", "f32", "f32", "f32", lambda m, n, k: [3, m, k],
                             lambda m, n, k: [3, k, n], lambda m, n, k: [3, m, n], BATCH, batch=True),
    # i8 -> i32 over the whole i8 range (-128 included): the VNNI kernel's kinds (see VNNI_RUN).
    "matmul_i8_full": Kind("matmul_i8_full", "i8", "i8", "i32", lambda m, n, k: [m, k], lambda m, n, k: [k, n],
                           lambda m, n, k: [m, n], MATMUL, full=True),
    "matmul_transpose_b_i8": Kind("matmul_transpose_b_i8", "i8", "i8", "i32", lambda m, n, k: [m, k],
                                  lambda m, n, k: [n, k], lambda m, n, k: [m, n], TRANS_B, full=True),
    "batch_matmul_i8": Kind("batch_matmul_i8", "i8", "i8", "i32", lambda m, n, k: [3, m, k],
                            lambda m, n, k: [3, k, n], lambda m, n, k: [3, m, n], BATCH, batch=True, full=True),
    "generic_u8_i8": Kind("generic_u8_i8", "i8", "i8", "i32", lambda m, n, k: [m, k], lambda m, n, k: [k, n],
                          lambda m, n, k: [m, n], GENERIC_U8, full=True),
    # bf16 x bf16 -> f32: vdpbf16ps under -ffast-math (see BF16_RUN)
    "matmul_bf16": Kind("matmul_bf16", "bf16", "bf16", "f32", lambda m, n, k: [m, k], lambda m, n, k: [k, n],
                        lambda m, n, k: [m, n], MATMUL),
    # A contraction written as a generic: loops (n, k, m), operands swapped, C = (m, n).
    "generic_f32": Kind("generic_f32", "f32", "f32", "f32", lambda m, n, k: [m, k], lambda m, n, k: [k, n],
                        lambda m, n, k: [m, n], GENERIC),
}


def zero(elem):
    return "0.0" if elem.startswith("f") else "0"


def program(kind, shapes, variant):
    k = kind
    out = [f"// Generated by gen.py: {k.name} on {len(shapes)} shapes, code generation '{variant}'."]
    if VARIANTS[variant]:
        out.append(f"// MLIRC-FLAGS: --codegen={VARIANTS[variant]}{EXTRA_FLAGS.get(variant, '')}")
    if variant == "vnni":
        out.append(VNNI_RUN)
    if variant == "bf16dot":
        out.append(BF16_RUN)
    pr = {"f32": "printMemrefF32", "f64": "printMemrefF64", "i32": "printMemrefI32"}[k.c_elem]
    out.append(f"func.func private @{pr}(tensor<*x{k.c_elem}>)")
    ranks = 3 if k.batch else 2
    elems = sorted({k.a_elem, k.b_elem, k.c_elem})
    for i, e in enumerate(elems):
        if k.full and e == "i8":
            out.append(init_fn(f"{e}", ranks, e, 37, 101, 256, 128).rstrip().replace("Small integers", "All i8"))
            continue
        out.append(init_fn(f"{e}", ranks, e, 7 + i, 3 + 2 * i, 5 + 2 * i, 2 + i).rstrip())
    main = ["func.func @main() {"]
    for idx, (m, n, kk) in enumerate(shapes):
        dyn = idx % 4 == 3
        sa, sb, sc = k.a_shape(m, n, kk), k.b_shape(m, n, kk), k.c_shape(m, n, kk)
        ta, tb, tc = tensor(sa, k.a_elem, dyn), tensor(sb, k.b_elem, dyn), tensor(sc, k.c_elem, dyn)
        fname = f"f{idx}_{m}x{n}x{kk}"
        body = k.op.format(ta=ta, tb=tb, tc=tc, ea=k.a_elem, eb=k.b_elem, ec=k.c_elem)
        if dyn:
            dims = []
            empties = []
            for j, (src, pos) in enumerate(c_dim_sources(k)):
                out_d = f"%d{j}"
                dims.append(f"  %c{j} = arith.constant {pos} : index\n  {out_d} = tensor.dim %{src}, %c{j} : "
                            + (ta if src == "a" else tb))
                empties.append(out_d)
            empty = f"  %e = tensor.empty({', '.join(empties)}) : {tc}"
            pre = "\n".join(dims) + "\n" + empty
        else:
            pre = f"  %e = tensor.empty() : {tc}"
        out.append(f"""
func.func @{fname}(%a: {ta}, %b: {tb}) -> {tc} {{
{pre}
  %z = arith.constant {zero(k.c_elem)} : {k.c_elem}
  %f = linalg.fill ins(%z : {k.c_elem}) outs(%e : {tc}) -> {tc}
  %r = {body}
  return %r : {tc}
}}""")
        dshape = "x".join("?" * ranks)
        lines = []
        for name, shape, elem in (("a", sa, k.a_elem), ("b", sb, k.b_elem)):
            st = tensor(shape, elem, False)
            lines.append(f"  %{name}e{idx} = tensor.empty() : {st}")
            lines.append(f"  %{name}d{idx} = tensor.cast %{name}e{idx} : {st} to tensor<{dshape}x{elem}>")
            lines.append(f"  %{name}i{idx} = call @init_{elem}(%{name}d{idx}) : (tensor<{dshape}x{elem}>) -> "
                         f"tensor<{dshape}x{elem}>")
            want = tensor(shape, elem, dyn)
            lines.append(f"  %{name}{idx} = tensor.cast %{name}i{idx} : tensor<{dshape}x{elem}> to {want}")
        lines.append(f"  %r{idx} = call @{fname}(%a{idx}, %b{idx}) : ({ta}, {tb}) -> {tc}")
        lines.append(f"  %u{idx} = tensor.cast %r{idx} : {tc} to tensor<*x{k.c_elem}>")
        lines.append(f"  call @{pr}(%u{idx}) : (tensor<*x{k.c_elem}>) -> ()")
        main.extend(lines)
    main.append("  return")
    main.append("}")
    out.append("")
    out.extend(main)
    return "\n".join(out) + "\n"


def c_dim_sources(k):
    """Where each dimension of C comes from: (operand, position)."""
    if k.batch:
        return [("a", 0), ("a", 1), ("b", 2)]
    if k.op == TRANS_B:
        return [("a", 0), ("b", 0)]
    if k.op == TRANS_A:
        return [("a", 1), ("b", 1)]
    return [("a", 0), ("b", 1)]


# ---------------------------------------------------------------------------
# The other structured kinds: conv_2d_nhwc_hwcf, matvec, vecmat, depthwise_conv_2d_nhwc_hwc,
# pooling_nhwc_max/sum and mmt4d. Each shape is one function `@c<idx>` taking the inputs and
# returning the result; every fourth function (for conv_2d_nhwc_hwcf, from the 16th on) has
# dynamic dimensions (all but those a `Case` keeps), the result's sizes then computed from the
# inputs' `tensor.dim`s.

# Per rank: the coefficient of each index, the modulus and the offset of the init data. The
# product of the last two indices is added too, so that the rows are not all shifts of one
# another (values in -5..5 for ranks 1-2, -3..3 for ranks 3-4: every sum stays exact).
INIT_ND = {1: ([3], 11, 5), 2: ([5, 3], 11, 5), 3: ([1, 7, 3], 7, 3), 4: ([2, 1, 7, 3], 7, 3)}


def init_nd(rank, elem="f32"):
    coeffs, r, s = INIT_ND[rank]
    ty = tensor(["?"] * rank, elem, True)
    dims = ", ".join(f"d{i}" for i in range(rank))
    iters = ", ".join('"parallel"' for _ in range(rank))
    terms = " + ".join(f"i{i} * {c}" for i, c in enumerate(coeffs))
    if rank >= 2:
        terms += f" + i{rank - 2} * i{rank - 1}"
    body = [f"    %i{i} = linalg.index {i} : index" for i in range(rank)]
    acc = None
    for i, c in enumerate(coeffs):
        body.append(f"    %c{i} = arith.constant {c} : index")
        body.append(f"    %p{i} = arith.muli %i{i}, %c{i} : index")
        if acc is None:
            acc = f"%p{i}"
        else:
            body.append(f"    %s{i} = arith.addi {acc}, %p{i} : index")
            acc = f"%s{i}"
    if rank >= 2:
        body.append(f"    %x = arith.muli %i{rank - 2}, %i{rank - 1} : index")
        body.append(f"    %xs = arith.addi {acc}, %x : index")
        acc = "%xs"
    body.append(f"    %cr = arith.constant {r} : index")
    body.append(f"    %cs = arith.constant {s} : index")
    body.append(f"    %m = arith.remui {acc}, %cr : index")
    body.append("    %d = arith.subi %m, %cs : index")
    body.append("    %di = arith.index_cast %d : index to i32")
    body.append(f"    %v = arith.sitofp %di : i32 to {elem}")
    return f"""
// Small integers: in[i...] = (({terms}) mod {r}) - {s}.
func.func private @init{rank}_{elem}(%t: {ty}) -> {ty} {{
  %r = linalg.generic {{indexing_maps = [affine_map<({dims}) -> ({dims})>], iterator_types = [{iters}]}}
      outs(%t : {ty}) {{
  ^bb0(%o: {elem}):
{chr(10).join(body)}
    linalg.yield %v : {elem}
  }} -> {ty}
  return %r : {ty}
}}"""


class Case:
    """One shape of a kind: the input shapes, the result shape, the op (a template over the
    types `{t0}`, `{t1}` and `{to}`), and for a dynamic case how each result size derives from
    the inputs: a list of (input, position) or (input, position, extent, stride), the latter
    meaning `(dim - extent) / stride + 1` (a convolution's output size); `keep` lists the
    dimensions that stay static in a dynamic case, as (operand, position) with operand
    `len(ins)` for the result (whose size entry is then unused)."""

    def __init__(self, label, ins, out, op, sizes, dyn, keep=()):
        self.label, self.ins, self.out, self.op, self.sizes, self.dyn = label, ins, out, op, sizes, dyn
        self.keep = set(keep)

    def ty(self, operand):
        shape = self.out if operand == len(self.ins) else self.ins[operand]
        dims = [d if not self.dyn or (operand, i) in self.keep else "?" for i, d in enumerate(shape)]
        return tensor(dims, "f32", False)


def case_program(title, variant, cases, fill="0.0"):
    out = [f"// Generated by gen.py: {title} on {len(cases)} shapes, code generation '{variant}'."]
    if VARIANTS[variant]:
        out.append(f"// MLIRC-FLAGS: --codegen={VARIANTS[variant]}{EXTRA_FLAGS.get(variant, '')}")
    out.append("func.func private @printMemrefF32(tensor<*xf32>)")
    for rank in sorted({len(s) for c in cases for s in c.ins}):
        out.append(init_nd(rank))
    main = ["func.func @main() {"]
    for idx, c in enumerate(cases):
        tins = [c.ty(j) for j in range(len(c.ins))]
        to = c.ty(len(c.ins))
        pre = []
        if c.dyn:
            names = []
            for j, size in enumerate(c.sizes):
                if (len(c.ins), j) in c.keep:
                    continue
                src, pos = size[0], size[1]
                pre.append(f"  %p{j} = arith.constant {pos} : index")
                pre.append(f"  %x{j} = tensor.dim %a{src}, %p{j} : {tins[src]}")
                if len(size) == 4:
                    _, _, extent, stride = size
                    pre.append(f"  %e{j} = arith.constant {extent} : index")
                    pre.append(f"  %s{j} = arith.constant {stride} : index")
                    pre.append(f"  %one{j} = arith.constant 1 : index")
                    pre.append(f"  %y{j} = arith.subi %x{j}, %e{j} : index")
                    pre.append(f"  %q{j} = arith.divui %y{j}, %s{j} : index")
                    pre.append(f"  %d{j} = arith.addi %q{j}, %one{j} : index")
                    names.append(f"%d{j}")
                else:
                    names.append(f"%x{j}")
            pre.append(f"  %e = tensor.empty({', '.join(names)}) : {to}")
        else:
            pre.append(f"  %e = tensor.empty() : {to}")
        args = ", ".join(f"%a{j}: {t}" for j, t in enumerate(tins))
        types = {f"t{j}": t for j, t in enumerate(tins)}
        body = c.op.format(to=to, **types)
        out.append(f"""
// {c.label}
func.func @c{idx}({args}) -> {to} {{
{chr(10).join(pre)}
  %z = arith.constant {fill} : f32
  %f = linalg.fill ins(%z : f32) outs(%e : {to}) -> {to}
  %r = {body}
  return %r : {to}
}}""")
        vals = []
        for j, s in enumerate(c.ins):
            st = tensor(s, "f32", False)
            dt = tensor(["?"] * len(s), "f32", True)
            main.append(f"  %e{idx}_{j} = tensor.empty() : {st}")
            main.append(f"  %d{idx}_{j} = tensor.cast %e{idx}_{j} : {st} to {dt}")
            main.append(f"  %i{idx}_{j} = call @init{len(s)}_f32(%d{idx}_{j}) : ({dt}) -> {dt}")
            main.append(f"  %v{idx}_{j} = tensor.cast %i{idx}_{j} : {dt} to {tins[j]}")
            vals.append(f"%v{idx}_{j}")
        main.append(f"  %r{idx} = call @c{idx}({', '.join(vals)}) : ({', '.join(tins)}) -> {to}")
        main.append(f"  %u{idx} = tensor.cast %r{idx} : {to} to tensor<*xf32>")
        main.append(f"  call @printMemrefF32(%u{idx}) : (tensor<*xf32>) -> ()")
    main += ["  return", "}"]
    out.append("")
    out.extend(main)
    return "\n".join(out) + "\n"


def out_size(size, kernel, stride, dilation):
    return (size - (kernel - 1) * dilation - 1) // stride + 1


# conv_2d_nhwc_hwcf: (N, H, W, C, KH, KW, F, stride, dilation). F mostly a multiple of 16 (the
# vectorized convolution needs F a multiple of the vector length: 4 lanes by default, 16 with
# avx512; one or two vectors per register tile), a few multiples of 4 and odd values (loops);
# output widths around the tile's pixels, 1 and primes; C and the kernel 1, primes.
CONV_SHAPES = [
    (1, 3, 3, 1, 1, 1, 8, 1, 1), (1, 5, 5, 3, 3, 3, 8, 1, 1), (1, 6, 10, 4, 3, 3, 16, 1, 1),
    (2, 4, 9, 2, 2, 3, 32, 1, 1), (1, 7, 13, 5, 3, 3, 64, 1, 1), (1, 9, 9, 3, 3, 3, 16, 2, 1),
    (1, 9, 11, 2, 3, 3, 16, 1, 2), (1, 8, 20, 3, 1, 1, 32, 1, 1), (1, 10, 10, 1, 5, 5, 8, 2, 2),
    (1, 4, 17, 6, 2, 2, 48, 1, 1), (1, 3, 8, 7, 3, 1, 24, 1, 1), (1, 5, 6, 3, 2, 2, 5, 1, 1),
    (1, 12, 12, 2, 3, 3, 16, 3, 1), (2, 3, 3, 3, 3, 3, 16, 1, 1), (1, 6, 33, 2, 3, 3, 8, 1, 1),
    (1, 1, 1, 1, 1, 1, 16, 1, 1), (1, 1, 1, 7, 1, 1, 1, 1, 1), (1, 2, 9, 1, 1, 2, 32, 1, 1),
    (3, 3, 5, 2, 2, 2, 48, 1, 1), (1, 4, 11, 13, 2, 2, 16, 1, 1), (1, 5, 15, 3, 3, 3, 32, 1, 1),
    (1, 3, 16, 2, 1, 1, 16, 1, 1), (1, 4, 18, 3, 3, 3, 64, 1, 1), (1, 2, 23, 5, 1, 4, 16, 1, 1),
    (1, 7, 7, 2, 4, 4, 8, 1, 1), (1, 11, 11, 3, 3, 3, 40, 2, 2), (2, 6, 7, 1, 3, 2, 12, 2, 1),
    (1, 5, 29, 2, 2, 3, 64, 1, 2), (1, 3, 8, 17, 3, 3, 16, 1, 1), (1, 13, 13, 2, 5, 5, 5, 1, 2),
    (1, 8, 8, 4, 2, 2, 96, 2, 1), (1, 2, 41, 3, 1, 3, 16, 2, 1), (1, 6, 6, 31, 1, 1, 32, 1, 1),
    (1, 9, 17, 2, 3, 3, 48, 3, 1), (2, 5, 5, 5, 5, 5, 16, 1, 1), (1, 3, 64, 1, 3, 3, 24, 1, 1),
    (1, 4, 9, 8, 1, 1, 80, 1, 1), (1, 7, 10, 3, 4, 3, 16, 1, 2), (1, 6, 19, 2, 2, 2, 32, 3, 2),
    (1, 1, 37, 4, 1, 5, 16, 1, 1), (1, 10, 7, 3, 2, 1, 20, 2, 1), (1, 4, 4, 67, 2, 2, 8, 1, 1),
]

CONV = ("linalg.conv_2d_nhwc_hwcf {{{{strides = dense<{s}> : tensor<2xi64>, dilations = dense<{d}> : tensor<2xi64>}}}}"
        " ins(%a0, %a1 : {{t0}}, {{t1}}) outs(%f : {{to}}) -> {{to}}")
DEPTHWISE = ("linalg.depthwise_conv_2d_nhwc_hwc {{{{strides = dense<{s}> : tensor<2xi64>, dilations = dense<{d}> : "
             "tensor<2xi64>}}}} ins(%a0, %a1 : {{t0}}, {{t1}}) outs(%f : {{to}}) -> {{to}}")
POOLING = ("linalg.pooling_nhwc_{kind} {{{{strides = dense<{s}> : tensor<2xi64>, dilations = dense<{d}> : "
           "tensor<2xi64>}}}} ins(%a0, %a1 : {{t0}}, {{t1}}) outs(%f : {{to}}) -> {{to}}")


def conv_cases():
    cases = []
    for idx, (n, h, w, c, kh, kw, f, s, d) in enumerate(CONV_SHAPES):
        oh, ow = out_size(h, kh, s, d), out_size(w, kw, s, d)
        assert oh >= 1 and ow >= 1, (n, h, w, c, kh, kw, f, s, d)
        dyn = idx >= 15 and idx % 4 == 3  # the first 15 shapes stay static, as they were
        sizes = [(0, 0), (0, 1, (kh - 1) * d + 1, s), (0, 2, (kw - 1) * d + 1, s), (1, 3)]
        # The vectorized convolution needs a static F (a multiple of the vector length).
        cases.append(Case(f"N={n} H={h} W={w} C={c} KH={kh} KW={kw} F={f} stride={s} dilation={d}",
                          [[n, h, w, c], [kh, kw, c, f]], [n, oh, ow, f], CONV.format(s=s, d=d), sizes, dyn,
                          keep=[(1, 3), (2, 3)]))
    return cases


CONV_NCHW = ("linalg.conv_2d_nchw_fchw {{{{strides = dense<{s}> : tensor<2xi64>, dilations = dense<{d}> : "
             "tensor<2xi64>}}}} ins(%a0, %a1 : {{t0}}, {{t1}}) outs(%f : {{to}}) -> {{to}}")


def conv_nchw_cases():
    """The convolution shapes in NCHW/FCHW, every fourth from the 16th on dynamic but for F."""
    cases = []
    for idx, (n, h, w, c, kh, kw, f, s, d) in enumerate(CONV_SHAPES):
        oh, ow = out_size(h, kh, s, d), out_size(w, kw, s, d)
        dyn = idx >= 15 and idx % 4 == 3
        sizes = [(0, 0), (1, 0), (0, 2, (kh - 1) * d + 1, s), (0, 3, (kw - 1) * d + 1, s)]
        cases.append(Case(f"N={n} C={c} H={h} W={w} F={f} KH={kh} KW={kw} stride={s} dilation={d}",
                          [[n, c, h, w], [f, c, kh, kw]], [n, f, oh, ow], CONV_NCHW.format(s=s, d=d), sizes, dyn,
                          keep=[(1, 0), (2, 1)]))
    return cases


# depthwise_conv_2d_nhwc_hwc and pooling_nhwc_{max,sum}: (N, C, KH, KW, stride, dilation, OH, OW),
# the input as large as OH x OW outputs need plus (stride - 1) rows/columns no window reaches on
# every other shape. Channels 1..70 with primes, kernels 1..4, strides and dilations 1..2.
WINDOW_CHANNELS = [1, 2, 3, 4, 5, 7, 8, 11, 13, 16, 17, 19, 23, 24, 29, 31, 32, 33, 37, 41, 43, 47, 48,
                   53, 59, 61, 64, 67, 70, 1, 3, 6, 9, 12, 15, 16, 20, 31, 63, 65, 8, 2]


def window_shapes():
    shapes = []
    for idx, c in enumerate(WINDOW_CHANNELS):
        kh, kw = 1 + idx % 4, 1 + (idx // 4 + idx) % 4
        s, d = 1 + (idx // 2) % 2, 1 + (idx // 3) % 2
        oh, ow = 1 + (idx * 3) % 5, 1 + (idx * 7 + 2) % 6
        n = 2 if idx % 9 == 4 else 1
        h = (kh - 1) * d + 1 + (oh - 1) * s + (s - 1) * (idx % 2)
        w = (kw - 1) * d + 1 + (ow - 1) * s + (s - 1) * (idx % 2)
        assert out_size(h, kh, s, d) == oh and out_size(w, kw, s, d) == ow
        shapes.append((n, h, w, c, kh, kw, s, d))
    return shapes


def window_cases(op, nchw=False):
    cases = []
    for idx, (n, h, w, c, kh, kw, s, d) in enumerate(window_shapes()):
        oh, ow = out_size(h, kh, s, d), out_size(w, kw, s, d)
        sizes = [(0, 0), (0, 1, (kh - 1) * d + 1, s), (0, 2, (kw - 1) * d + 1, s), (0, 3)]
        if op == "depthwise":
            filt, text = [kh, kw, c], DEPTHWISE.format(s=s, d=d)
        else:
            filt, text = [kh, kw], POOLING.format(kind=op, s=s, d=d)
        label = f"N={n} H={h} W={w} C={c} KH={kh} KW={kw} stride={s} dilation={d}"
        if nchw:
            sizes = [(0, 0), (0, 1), (0, 2, (kh - 1) * d + 1, s), (0, 3, (kw - 1) * d + 1, s)]
            filt = [c, kh, kw] if op == "depthwise" else filt
            text = text.replace("nhwc_hwc", "nchw_chw").replace("nhwc", "nchw")
            cases.append(Case(label, [[n, c, h, w], filt], [n, c, oh, ow], text, sizes, idx % 4 == 3))
            continue
        cases.append(Case(label, [[n, h, w, c], filt], [n, oh, ow, c], text, sizes, idx % 4 == 3))
    return cases


# matvec (M, K) and vecmat (K, N): 1, primes, odd sizes, multiples and non-multiples of the
# 4, 8 and 16 lanes of 128-, 256- and 512-bit f32 vectors.
VEC_SHAPES = [
    (1, 1), (1, 7), (7, 1), (2, 3), (3, 5), (4, 4), (5, 16), (16, 5), (7, 8), (8, 8), (9, 15), (15, 17),
    (16, 16), (17, 16), (16, 17), (31, 33), (32, 32), (33, 31), (13, 64), (64, 13), (47, 3), (3, 47),
    (1, 100), (100, 1), (37, 41), (48, 48), (63, 65), (65, 63), (11, 128), (128, 11), (19, 23), (29, 2),
    (2, 29), (24, 40), (40, 24), (20, 12), (12, 20), (97, 5), (5, 97), (80, 80), (33, 1), (1, 33), (61, 67),
]

MATVEC = "linalg.matvec ins(%a0, %a1 : {t0}, {t1}) outs(%f : {to}) -> {to}"
VECMAT = "linalg.vecmat ins(%a0, %a1 : {t0}, {t1}) outs(%f : {to}) -> {to}"


def matvec_cases():
    return [Case(f"M={m} K={k}", [[m, k], [k]], [m], MATVEC, [(0, 0)], idx % 4 == 3)
            for idx, (m, k) in enumerate(VEC_SHAPES)]


def vecmat_cases():
    return [Case(f"K={k} N={n}", [[k], [k, n]], [n], VECMAT, [(1, 1)], idx % 4 == 3)
            for idx, (n, k) in enumerate(VEC_SHAPES)]


# mmt4d: (M1, N1, K1, M0, N0, K0); K0 = 1 is the common case, M0 and N0 in {1, 2, 3, 4, 5, 8, 16}.
MMT4D_SHAPES = [
    (1, 1, 1, 1, 1, 1), (1, 1, 1, 8, 8, 1), (2, 3, 4, 8, 8, 1), (3, 2, 5, 16, 16, 1), (1, 4, 7, 4, 4, 1),
    (5, 3, 2, 2, 2, 1), (2, 2, 13, 1, 16, 1), (3, 1, 3, 16, 1, 1), (1, 5, 9, 3, 5, 1), (4, 2, 6, 5, 3, 1),
    (2, 2, 3, 8, 16, 1), (2, 3, 2, 16, 8, 1), (7, 1, 4, 2, 8, 1), (1, 7, 4, 8, 2, 1), (3, 3, 3, 4, 16, 1),
    (2, 5, 11, 16, 4, 1), (1, 2, 1, 3, 3, 1), (6, 1, 5, 1, 1, 1), (1, 6, 2, 5, 5, 1), (2, 2, 17, 8, 4, 1),
    (3, 4, 1, 4, 8, 1), (1, 1, 31, 16, 16, 1), (4, 3, 2, 3, 16, 1), (2, 4, 5, 1, 8, 1), (5, 1, 3, 8, 1, 1),
    (2, 3, 4, 8, 8, 2), (3, 2, 3, 4, 4, 2), (1, 2, 5, 16, 16, 2), (2, 1, 7, 3, 5, 2), (2, 2, 2, 8, 8, 3),
    (1, 3, 3, 5, 3, 3), (3, 1, 4, 1, 16, 3), (2, 2, 3, 4, 4, 4), (1, 2, 2, 16, 8, 4), (2, 3, 1, 2, 2, 4),
    (1, 1, 6, 8, 16, 4), (4, 2, 2, 5, 1, 2), (2, 5, 3, 2, 4, 3), (1, 1, 1, 16, 16, 4), (3, 3, 2, 3, 3, 2),
    (2, 2, 9, 1, 1, 3), (5, 2, 4, 4, 2, 1),
]

MMT4D = "linalg.mmt4d ins(%a0, %a1 : {t0}, {t1}) outs(%f : {to}) -> {to}"


def mmt4d_cases():
    return [Case(f"M1={m1} N1={n1} K1={k1} M0={m0} N0={n0} K0={k0}", [[m1, k1, m0, k0], [n1, k1, n0, k0]],
                 [m1, n1, m0, n0], MMT4D, [(0, 0), (1, 0), (0, 2), (1, 2)], idx % 4 == 3)
            for idx, (m1, n1, k1, m0, n0, k0) in enumerate(MMT4D_SHAPES)]


def write(name, text):
    with open(name, "w") as f:
        f.write(text)


def main():
    plan = [
        ("matmul_f32", "default", SHAPES),
        ("matmul_f32", "avx512", SHAPES),
        ("matmul_f32", "avx2", SHAPES),
        ("matmul_f32", "sse", SHAPES),
        ("matmul_transpose_b", "avx512", SHAPES),
        ("matmul_transpose_a", "avx2", SHAPES),
        ("matmul_i8_i32", "avx512", SHAPES),
        ("matmul_i8_i32", "default", SHAPES),
        ("matmul_i32", "sse", SHAPES),
        ("matmul_f64", "avx512", SHAPES),
        ("generic_f32", "avx2", SHAPES),
        ("batch_matmul_f32", "avx512", [(m, n, k) for (m, n, k) in SHAPES if m * n * k <= 4000]),
        ("matmul_f32", "threads", SHAPES),
        ("batch_matmul_f32", "threads", [(m, n, k) for (m, n, k) in SHAPES if m * n * k <= 4000]),
        ("matmul_f32", "neon", SHAPES),
        ("matmul_f64", "neon", SHAPES),
        ("batch_matmul_f32", "neon", [(m, n, k) for (m, n, k) in SHAPES if m * n * k <= 4000]),
        ("matmul_i8_full", "vnni", SHAPES),
        ("matmul_transpose_b_i8", "vnni", SHAPES),
        ("batch_matmul_i8", "vnni", [(m, n, k) for (m, n, k) in SHAPES if m * n * k <= 4000]),
        ("generic_u8_i8", "vnni", SHAPES),
        ("matmul_bf16", "bf16dot", SHAPES),
    ]
    for kind, variant, shapes in plan:
        write(f"{kind}_{variant}.mlir", program(KINDS[kind], shapes, variant))
    for variant in ("avx512", "default", "threads", "neon"):
        write(f"conv_2d_nhwc_hwcf_{variant}.mlir", case_program("conv_2d_nhwc_hwcf", variant, conv_cases()))
    for variant in ("avx512", "avx2", "sse"):  # 16, 8 and 4 lanes
        write(f"matvec_f32_{variant}.mlir", case_program("matvec", variant, matvec_cases()))
    write("vecmat_f32_sse.mlir", case_program("vecmat", "sse", vecmat_cases()))
    write("matvec_f32_threads.mlir", case_program("matvec", "threads", matvec_cases()))
    write("pooling_nhwc_max_threads.mlir",
          case_program("pooling_nhwc_max", "threads", window_cases("max"), fill="0xFF800000"))
    write("depthwise_conv_2d_nhwc_hwc_threads.mlir",
          case_program("depthwise_conv_2d_nhwc_hwc", "threads", window_cases("depthwise")))
    write("depthwise_conv_2d_nhwc_hwc_default.mlir",
          case_program("depthwise_conv_2d_nhwc_hwc", "default", window_cases("depthwise")))
    write("pooling_nhwc_sum_default.mlir", case_program("pooling_nhwc_sum", "default", window_cases("sum")))
    write("pooling_nhwc_max_default.mlir",
          case_program("pooling_nhwc_max", "default", window_cases("max"), fill="0xFF800000"))
    for variant in ("avx512", "avx2", "sse", "neon"):
        write(f"mmt4d_f32_{variant}.mlir", case_program("mmt4d", variant, mmt4d_cases()))
    for variant in ("avx512", "default"):
        write(f"conv_2d_nchw_fchw_{variant}.mlir", case_program("conv_2d_nchw_fchw", variant, conv_nchw_cases()))
    write("depthwise_conv_2d_nchw_chw_default.mlir",
          case_program("depthwise_conv_2d_nchw_chw", "default", window_cases("depthwise", nchw=True)))
    write("pooling_nchw_sum_default.mlir", case_program("pooling_nchw_sum", "default", window_cases("sum", nchw=True)))
    write("pooling_nchw_max_default.mlir",
          case_program("pooling_nchw_max", "default", window_cases("max", nchw=True), fill="0xFF800000"))


if __name__ == "__main__":
    main()
