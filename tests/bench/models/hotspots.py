#!/usr/bin/env python3
"""Where a model's time goes, op by op (a developer's tool of the models part of `make bench`).
(Not named profile.py: the models part runs from this folder, and PyTorch imports the standard
library's `profile` module.)

usage: hotspots.py MODEL.mlir [--flags="-O3 -mcpu=native -ffp-contract=fast"] [--calls N] [--top K]

Compiles MODEL.mlir with mlirc up to the end of the buffer-level function pipeline (after the
vectorizers, `--compile-to=loop-invariant-code-motion`), then wraps every top-level statement of
`@forward` that does work (loops, linalg ops, copies, calls) in two `rtclock` calls that add the
elapsed seconds to one slot of a global array, compiles the rest of the pipeline from there
(`--pass-pipeline`, the default pipeline's remaining passes) into a shared library, calls
`_mlir_ciface_forward` N times with the model's `input.npy` (from the folder of MODEL.mlir) and
prints the statements that took the most time (the least time of
any call, so that a preemption does not count), with the first line of each (its ops and types).
Figures are per call, in microseconds, on whatever core it runs on: pin it (`taskset -c 1`).
One thread only. Run with the venv's python (numpy).
"""
import argparse
import ctypes
import json
import os
import re
import subprocess
import sys
import tempfile

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, "..", "..", ".."))
REST = ("builtin.module(lower-affine,func.func(mlirc-lower-vector),convert-scf-to-cf,"
        "func.func(mlirc-buffer-deallocation,canonicalize,cse))")
BORING = re.compile(r"^\s*(%[\w#:, %]+ = )?(arith\.constant|memref\.get_global|memref\.alloc|memref\.alloca|"
                    r"memref\.dealloc|memref\.collapse_shape|memref\.expand_shape|memref\.subview|"
                    r"memref\.reinterpret_cast|memref\.cast|memref\.view|func\.return|return)\b")


def statements(lines):
    """Groups the body lines of a function (indent 4) into top-level statements."""
    out, cur = [], []
    for ln in lines:
        ind = len(ln) - len(ln.lstrip(" "))
        if ind == 4 and not ln.lstrip().startswith("}") and cur:
            out.append(cur)
            cur = []
        cur.append(ln)
    if cur:
        out.append(cur)
    return out


def summary(st):
    """The first line of a statement, or for a loop nest what it stores into and what it computes."""
    if len(st) == 1:
        return st[0].strip()[:160]
    text = "\n".join(st)
    dests = sorted(set(re.findall(r"(?:vector\.store|vector\.maskedstore|memref\.store) [^:]*: (memref<[^>]*>)", text)))
    what = [w for w in ("vector.fma", "arith.mulf", "arith.maximumf", "math.exp", "math.tanh", "math.erf",
                        "arith.divf", "vector.reduction", "vector.maskedload", "memref.alloc")
            if w in text]
    head = st[0].strip().split("{")[0][:60]
    return f"{head} -> {' '.join(dests)[:90]} [{' '.join(w.split('.')[1] for w in what)}] {len(st)} lines"


def instrument(text):
    lines = text.split("\n")
    start = next(i for i, l in enumerate(lines) if re.match(r"\s*func\.func @forward\(", l))
    end = next(i for i in range(start + 1, len(lines)) if lines[i] == "  }")
    body = statements(lines[start + 1:end])
    new, labels = [], []
    for st in body:
        if BORING.match(st[0]) or len(st) == 1 and not re.search(r"linalg\.|memref\.copy|call ", st[0]):
            new += st
            continue
        k = len(labels)
        labels.append(summary(st))
        new.append(f"    %__t0_{k} = func.call @rtclock() : () -> f64")
        new += st
        new += [
            f"    %__t1_{k} = func.call @rtclock() : () -> f64",
            f"    %__d_{k} = arith.subf %__t1_{k}, %__t0_{k} : f64",
            f"    %__g_{k} = memref.get_global @__prof : memref<PROFNxf64>",
            f"    %__i_{k} = arith.constant {k} : index",
            f"    %__o_{k} = memref.load %__g_{k}[%__i_{k}] : memref<PROFNxf64>",
            f"    %__n_{k} = arith.addf %__o_{k}, %__d_{k} : f64",
            f"    memref.store %__n_{k}, %__g_{k}[%__i_{k}] : memref<PROFNxf64>",
        ]
    n = len(labels)
    new = [l.replace("PROFN", str(n)) for l in new]
    decl = [f'  memref.global @__prof : memref<{n}xf64> = dense<0.0>',
            '  func.func private @rtclock() -> f64']
    out = lines[:start] + decl + [lines[start]] + new + lines[end:]
    return "\n".join(out), labels


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("model")
    ap.add_argument("--flags", default="-O3 -mcpu=native -ffp-contract=fast")
    ap.add_argument("--calls", type=int, default=20)
    ap.add_argument("--top", type=int, default=30)
    ap.add_argument("--keep", help="write the instrumented IR to this file (statement #k follows %__t0_k)")
    ap.add_argument("--mlirc", default=os.environ.get("MLIRC", os.path.join(ROOT, "target/release/mlirc")))
    a = ap.parse_args()
    flags = a.flags.split()
    with tempfile.TemporaryDirectory() as tmp:
        mid = os.path.join(tmp, "mid.mlir")
        subprocess.run([a.mlirc, *flags, "--compile-to=loop-invariant-code-motion", "--emit=mlir",
                        a.model, "-o", mid], check=True)
        text, labels = instrument(open(mid).read())
        prof = os.path.join(tmp, "prof.mlir")
        open(prof, "w").write(text)
        if a.keep:
            open(a.keep, "w").write(text)
        lib = os.path.join(tmp, "prof.so")
        subprocess.run([a.mlirc, *flags, "--pass-pipeline=" + REST, "-shared", prof, "-o", lib,
                        "--emit-abi=" + lib + ".json"], check=True)
        so = ctypes.CDLL(lib)
        x = np.load(os.path.join(os.path.dirname(os.path.abspath(a.model)), "input.npy"))
        x = np.ascontiguousarray(x)
        strides = [s // x.itemsize for s in x.strides]
        desc = np.array([x.ctypes.data, x.ctypes.data, 0, *x.shape, *strides], dtype=np.int64)
        res = np.zeros(3 + 2 * 16, dtype=np.int64)
        fwd = so._mlir_ciface_forward
        fwd(ctypes.c_void_p(res.ctypes.data), ctypes.c_void_p(desc.ctypes.data))  # warm up
        g = (ctypes.c_double * len(labels)).in_dll(so, "__prof")
        for i in range(len(labels)):
            g[i] = 0.0
        import time
        best = [float("inf")] * len(labels)
        t0 = time.perf_counter()
        for _ in range(a.calls):
            for i in range(len(labels)):
                g[i] = 0.0
            fwd(ctypes.c_void_p(res.ctypes.data), ctypes.c_void_p(desc.ctypes.data))
            best = [min(b, g[i]) for i, b in enumerate(best)]
        wall = (time.perf_counter() - t0) / a.calls * 1e6
        us = [b * 1e6 for b in best]
        total = sum(us)
        print(f"{os.path.basename(os.path.dirname(os.path.abspath(a.model)))}: {wall:.0f} us per call (mean), "
              f"{total:.0f} us in {len(labels)} timed statements (the least of {a.calls} calls each)")
        order = sorted(range(len(labels)), key=lambda i: -us[i])
        for i in order[:a.top]:
            print(f"{us[i]:9.1f} us {100 * us[i] / total:5.1f}%  #{i:<4} {labels[i]}")


if __name__ == "__main__":
    sys.exit(main())
