#!/usr/bin/env python3
"""Generates the differential programs of tests/e2e/contractions/ (run from this folder:
`python3 gen.py`; its outputs are checked in). Each program computes contractions that
`mlirc-vectorize-contractions` tiles and vectorizes, on many shapes (1, primes, odd sizes,
sizes around the register tiles and cache blocks, dynamic shapes), and prints the results;
the e2e harness compares them with the upstream reference (naive loops). The data are small
integers, exact in floating point, so the sums do not depend on rounding or fusion.

Variants of the code generation parameters (`--codegen=`) cover the register tiles of
128-, 256- and 512-bit vectors with 16 or 32 registers, and tiny caches make the cache
blocking (k, m and n blocks) happen on small shapes."""

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
    "avx512": "vector-bits=512,vector-registers=32,fma=1,l1-cache=1024,l2-cache=4096,l3-cache=8192",
    "avx2": "vector-bits=256,vector-registers=16,fma=1,l1-cache=2048,l2-cache=16384,l3-cache=32768",
    "sse": "vector-bits=128,vector-registers=16,fma=0,l1-cache=1024,l2-cache=2048,l3-cache=4096",
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
    if elem.startswith("f"):
        lines.append("    %di = arith.index_cast %d : index to i32")
        lines.append(f"    %v = arith.sitofp %di : i32 to {elem}")
    else:
        lines.append(f"    %v = arith.index_cast %d : index to {elem}")
    return INIT.format(name=name, ty=ty, dims=dims, iters=iters, elem=elem, body="\n".join(lines), p=p, q=q, r=r, s=s)


def tensor(shape, elem, dynamic):
    return "tensor<" + "x".join("?" if dynamic else str(d) for d in shape) + f"x{elem}>"


class Kind:
    """One op kind: its operand shapes from (M, N, K) and the op text."""

    def __init__(self, name, a_elem, b_elem, c_elem, a_shape, b_shape, c_shape, op, batch=False):
        self.name, self.a_elem, self.b_elem, self.c_elem = name, a_elem, b_elem, c_elem
        self.a_shape, self.b_shape, self.c_shape, self.op, self.batch = a_shape, b_shape, c_shape, op, batch


MATMUL = "linalg.matmul ins(%a, %b : {ta}, {tb}) outs(%f : {tc}) -> {tc}"
TRANS_B = ("linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, "
           "affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%a, %b : {ta}, {tb}) outs(%f : {tc}) -> {tc}")
TRANS_A = ("linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, "
           "affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%a, %b : {ta}, {tb}) outs(%f : {tc}) -> {tc}")
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
        out.append(f"// MLIRC-FLAGS: --codegen={VARIANTS[variant]}")
    pr = {"f32": "printMemrefF32", "f64": "printMemrefF64", "i32": "printMemrefI32"}[k.c_elem]
    out.append(f"func.func private @{pr}(tensor<*x{k.c_elem}>)")
    ranks = 3 if k.batch else 2
    elems = sorted({k.a_elem, k.b_elem, k.c_elem})
    for i, e in enumerate(elems):
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
    ]
    for kind, variant, shapes in plan:
        with open(f"{kind}_{variant}.mlir", "w") as f:
            f.write(program(KINDS[kind], shapes, variant))


if __name__ == "__main__":
    main()


CONV_SHAPES = [  # (N, H, W, C, KH, KW, F, stride, dilation)
    (1, 3, 3, 1, 1, 1, 8, 1, 1), (1, 5, 5, 3, 3, 3, 8, 1, 1), (1, 6, 10, 4, 3, 3, 16, 1, 1),
    (2, 4, 9, 2, 2, 3, 32, 1, 1), (1, 7, 13, 5, 3, 3, 64, 1, 1), (1, 9, 9, 3, 3, 3, 16, 2, 1),
    (1, 9, 11, 2, 3, 3, 16, 1, 2), (1, 8, 20, 3, 1, 1, 32, 1, 1), (1, 10, 10, 1, 5, 5, 8, 2, 2),
    (1, 4, 17, 6, 2, 2, 48, 1, 1), (1, 3, 8, 7, 3, 1, 24, 1, 1), (1, 5, 6, 3, 2, 2, 5, 1, 1),
    (1, 12, 12, 2, 3, 3, 16, 3, 1), (2, 3, 3, 3, 3, 3, 16, 1, 1), (1, 6, 33, 2, 3, 3, 8, 1, 1),
]


def conv_program(variant):
    out = [f"// Generated by gen.py: conv_2d_nhwc_hwcf on {len(CONV_SHAPES)} shapes, code generation '{variant}'."]
    if VARIANTS[variant]:
        out.append(f"// MLIRC-FLAGS: --codegen={VARIANTS[variant]}")
    out.append("func.func private @printMemrefF32(tensor<*xf32>)")
    out.append(init_fn("f32", 4, "f32", 7, 3, 5, 2).rstrip().replace("%i2, %cp", "%i2, %cp").replace(
        "%a2 = arith.addi %a0, %a1 : index", "%a2 = arith.addi %a0, %a1 : index\n    %a9 = arith.addi %a2, %i1 : index")
        .replace("arith.remui %a2, %cr", "arith.remui %a9, %cr"))
    main = ["func.func @main() {"]
    for idx, (n, h, w, c, kh, kw, f, s, d) in enumerate(CONV_SHAPES):
        oh = (h - (kh - 1) * d - 1) // s + 1
        ow = (w - (kw - 1) * d - 1) // s + 1
        ti, tf, to = f"tensor<{n}x{h}x{w}x{c}xf32>", f"tensor<{kh}x{kw}x{c}x{f}xf32>", f"tensor<{n}x{oh}x{ow}x{f}xf32>"
        attrs = f" {{strides = dense<{s}> : tensor<2xi64>, dilations = dense<{d}> : tensor<2xi64>}}"
        out.append(f"""
func.func @c{idx}(%a: {ti}, %b: {tf}) -> {to} {{
  %e = tensor.empty() : {to}
  %z = arith.constant 0.0 : f32
  %f = linalg.fill ins(%z : f32) outs(%e : {to}) -> {to}
  %r = linalg.conv_2d_nhwc_hwcf{attrs} ins(%a, %b : {ti}, {tf}) outs(%f : {to}) -> {to}
  return %r : {to}
}}""")
        for name, t in (("a", ti), ("b", tf)):
            main.append(f"  %{name}e{idx} = tensor.empty() : {t}")
            main.append(f"  %{name}d{idx} = tensor.cast %{name}e{idx} : {t} to tensor<?x?x?x?xf32>")
            main.append(f"  %{name}i{idx} = call @init_f32(%{name}d{idx}) : (tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32>")
            main.append(f"  %{name}{idx} = tensor.cast %{name}i{idx} : tensor<?x?x?x?xf32> to {t}")
        main.append(f"  %r{idx} = call @c{idx}(%a{idx}, %b{idx}) : ({ti}, {tf}) -> {to}")
        main.append(f"  %u{idx} = tensor.cast %r{idx} : {to} to tensor<*xf32>")
        main.append(f"  call @printMemrefF32(%u{idx}) : (tensor<*xf32>) -> ()")
    main += ["  return", "}"]
    out.append("")
    out.extend(main)
    return "\n".join(out) + "\n"


for _variant in ("avx512", "default"):
    with open(f"conv_2d_nhwc_hwcf_{_variant}.mlir", "w") as _f:
        _f.write(conv_program(_variant))
