#!/usr/bin/env python3
"""The ONNX backend node suite as a conformance scoreboard (`make test-onnx`).

Each test of `onnx/backend/test/data/node/` (onnx 1.17: a one-node model, its inputs and
expected outputs) goes through what a user of mlirc would run:

1. `import`: torch-mlir's ONNX importer (`torch-mlir-import-onnx`), then its
   `torch-onnx-to-torch-backend-pipeline` and `torch-backend-to-linalg-on-tensors-backend-pipeline`
   (`torch-mlir-opt`), giving linalg-on-tensors MLIR. Written to `DIR/TEST/model.mlir` with
   `inputs.bin`, `expected.bin` (raw little-endian, C order) and `model.txt` (dtypes and
   shapes, the bounds). This stage needs onnx and torch-mlir (`make test-onnx` installs them
   into .deps/venv); a test they cannot import is counted as the importer's.
2. `run`: `mlirc -ON model.mlir -o model.a --emit-abi=abi.json` for each level (-O0, -O2), a C
   driver generated from the ABI file, run, compared with ONNX's expected outputs at ONNX's
   backend tolerances (rtol 1e-3, atol 1e-7, as `onnx.backend.test.runner`). (A test imported
   before is kept: `--force` imports it again.) A wrong result
   is then checked against the upstream reference pipeline (mlir-opt-22, mlir-translate-22,
   llc-22) on the same linalg file with the same driver: when upstream computes the same
   wrong result as mlirc, the importer's output is what is wrong.

Classes: `importer` (not ours), `rejected` (mlirc's diagnostic says what it does not support:
an op, a type), `ice` (internal compiler error), `crash` (the program dies), `crash-importer`
(upstream's build of the same file dies the same way), `wrong` (mlirc's), `wrong-importer`
(upstream computes the same result as mlirc), `pass`. The table goes to stdout and to DIR/results.txt.

usage: run.py import [--out DIR] [--filter SUBSTR] [--every N] [--jobs N] [--force]
       run.py run [--dir DIR] [--opt O0,O2] [--filter SUBSTR] [--jobs N] [--mlirc PATH]
       run.py sample --dir DIR --out tests/onnx/sample --every 5 --count 150 (from imported tests)
"""

import argparse
import collections
import concurrent.futures
import json
import os
import re
import shutil
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
VENV = os.path.join(ROOT, ".deps", "venv", "bin")
RTOL, ATOL = 1e-3, 1e-7
TIMEOUT = 300

# ONNX/numpy dtype -> (MLIR element type, C type, bytes)
DTYPES = {
    "float32": ("f32", "float", 4), "float64": ("f64", "double", 8), "float16": ("f16", "uint16_t", 2),
    "int8": ("i8", "int8_t", 1), "int16": ("i16", "int16_t", 2), "int32": ("i32", "int32_t", 4),
    "int64": ("i64", "int64_t", 8), "uint8": ("ui8", "uint8_t", 1), "uint16": ("ui16", "uint16_t", 2),
    "uint32": ("ui32", "uint32_t", 4), "uint64": ("ui64", "uint64_t", 8), "bool": ("i1", "uint8_t", 1),
}


def sh(cmd, timeout=TIMEOUT, **kw):
    try:
        return subprocess.run(cmd, capture_output=True, text=True, timeout=timeout, **kw)
    except subprocess.TimeoutExpired:
        return subprocess.CompletedProcess(cmd, -999, "", "timeout")


# ----- stage 1: import -----

def node_dir():
    import onnx
    return os.path.join(os.path.dirname(onnx.__file__), "backend", "test", "data", "node")


def import_one(name, out, force=False):
    import numpy as np
    import onnx
    from onnx import numpy_helper
    src = os.path.join(node_dir(), name)
    d = os.path.join(out, name)
    done = [os.path.exists(os.path.join(d, f)) for f in ("model.txt", "IMPORT_FAILED")]
    if any(done) and not force:
        return "imported" if done[0] else "importer"
    shutil.rmtree(d, ignore_errors=True)
    os.makedirs(d)

    def fail(why):
        with open(os.path.join(d, "IMPORT_FAILED"), "w") as f:
            f.write(why.strip()[:2000] + "\n")
        return "importer"

    sets = sorted(x for x in os.listdir(src) if x.startswith("test_data_set_"))
    if not sets:
        return fail("no test data set")
    model = onnx.load(os.path.join(src, "model.onnx"))
    tensors = {}
    for kind, values in (("input", model.graph.input), ("output", model.graph.output)):
        arrays = []
        for i in range(len(values)):
            p = os.path.join(src, sets[0], f"{kind}_{i}.pb")
            if not os.path.exists(p):
                return fail(f"{kind} {i}: missing")
            t = onnx.TensorProto()
            with open(p, "rb") as f:
                t.ParseFromString(f.read())
            try:
                a = numpy_helper.to_array(t)
            except Exception as e:  # sequences, optionals, ...
                return fail(f"{kind} {i}: {e}")
            if a.dtype.name not in DTYPES:
                return fail(f"{kind} {i}: dtype {a.dtype}")
            arrays.append(np.ascontiguousarray(a))
        tensors[kind] = arrays
    torch_file = os.path.join(d, "model.torch.mlir")
    r = sh([os.path.join(VENV, "torch-mlir-import-onnx"), os.path.join(src, "model.onnx"), "-o", torch_file])
    if r.returncode != 0:
        return fail("torch-mlir-import-onnx: " + r.stderr)
    r = sh([os.path.join(VENV, "torch-mlir-opt"), torch_file, "--torch-onnx-to-torch-backend-pipeline",
            "--torch-backend-to-linalg-on-tensors-backend-pipeline", "-o", os.path.join(d, "model.mlir")])
    os.remove(torch_file)
    if r.returncode != 0:
        return fail("torch-mlir-opt: " + r.stderr)
    text = open(os.path.join(d, "model.mlir")).read()
    if "torch." in text or "!torch" in text:
        return fail("torch dialect left after the backend pipeline")
    for kind, file in (("input", "inputs.bin"), ("output", "expected.bin")):
        with open(os.path.join(d, file), "wb") as f:
            for a in tensors[kind]:
                f.write(a.tobytes())
    lines = [" ".join([kind, a.dtype.name] + [str(n) for n in a.shape])
             for kind in ("input", "output") for a in tensors[kind]]
    lines += [f"atol {ATOL}", f"rtol {RTOL}", "why ONNX's backend test tolerances (onnx.backend.test.runner)"]
    with open(os.path.join(d, "model.txt"), "w") as f:
        f.write("\n".join(lines) + "\n")
    return "imported"


# ----- stage 2: run -----

def read_meta(d):
    ins, outs, atol, rtol = [], [], ATOL, RTOL
    for line in open(os.path.join(d, "model.txt")):
        w = line.split()
        if w and w[0] in ("input", "output"):
            (ins if w[0] == "input" else outs).append((w[1], [int(x) for x in w[2:]]))
        elif w and w[0] == "atol":
            atol = float(w[1])
        elif w and w[0] == "rtol":
            rtol = float(w[1])
    return ins, outs, atol, rtol


def driver(abi, ins, outs):
    """A C driver for the one function of `abi` (mlirc's --emit-abi JSON): descriptors of its
    own (no header needed, so the same driver links against upstream's object too)."""
    f = abi["functions"][0]
    if len(f["a"]) != len(ins) or len(f["r"]) != len(outs):
        raise RuntimeError(f"the function takes {len(f['a'])} arguments and gives {len(f['r'])} results; "
                           f"the test has {len(ins)} inputs and {len(outs)} outputs")
    for rec in f["a"] + f["r"]:
        if not isinstance(rec, dict) or rec.get("rank") is None:
            raise RuntimeError(f"unsupported ABI record {rec}")
    c = ["#include <stdint.h>", "#include <stdio.h>", "#include <stdlib.h>", "void mlirc_free(void *);",
         "static void *slurp(FILE *f, size_t n) {",
         "  void *p = malloc(n ? n : 1);",
         "  if (!p || fread(p, 1, n, f) != n) { fprintf(stderr, \"driver: short input\\n\"); exit(3); }",
         "  return p;", "}"]
    for k, rec in enumerate(f["a"] + f["r"]):
        r = rec["rank"]
        sz = f"int64_t sizes[{r}]; int64_t strides[{r}];" if r else ""
        c.append(f"typedef struct {{ void *allocated; void *aligned; int64_t offset; {sz} }} d{k}_t;")
    nres = len(f["r"])
    base = len(f["a"])
    if nres == 1:
        c.append(f"typedef d{base}_t res_t;")
    else:
        c.append("typedef struct { " + " ".join(f"d{base + j}_t r{j};" for j in range(nres)) + " } res_t;")
    params = ", ".join(["res_t *"] + [f"d{k}_t *" for k in range(len(f["a"]))])
    c.append(f"void {f['symbol']}({params});")
    c += ["int main(int argc, char **argv) {", "  if (argc != 3) return 2;",
          "  FILE *in = fopen(argv[1], \"rb\"), *out = fopen(argv[2], \"wb\");", "  if (!in || !out) return 2;"]
    for k, ((dt, shape), rec) in enumerate(zip(ins, f["a"])):
        size = DTYPES[dt][2]
        n = 1
        for s in shape:
            n *= s
        # The function's own shape: ONNX gives a scalar as shape [] or [1] alike; dynamic
        # sizes come from the data's shape when the ranks agree.
        dims = [d if d is not None else (shape[i] if len(shape) == rec["rank"] else None)
                for i, d in enumerate(rec["shape"])]
        total = 1
        for d in dims:
            total = total * d if d is not None else None
        if None in dims or total != n:
            raise RuntimeError(f"input {k}: data of shape {shape} for {rec}")
        c.append(f"  d{k}_t a{k}; a{k}.allocated = a{k}.aligned = slurp(in, {n * size}); a{k}.offset = 0;")
        stride = 1
        for i in reversed(range(len(dims))):
            c.append(f"  a{k}.sizes[{i}] = {dims[i]}; a{k}.strides[{i}] = {stride};")
            stride *= dims[i]
    c.append("  res_t res;")
    c.append(f"  {f['symbol']}(&res{''.join(f', &a{k}' for k in range(len(ins)))});")
    for j, ((dt, shape), rec) in enumerate(zip(outs, f["r"])):
        size = DTYPES[dt][2]
        r = "res" if nres == 1 else f"res.r{j}"
        rank = rec["rank"]
        # Walk the result by its own sizes and strides (a returned buffer may be a view).
        off = " + ".join([f"{r}.offset"] + [f"i{i} * {r}.strides[{i}]" for i in range(rank)])
        c.append("  {")
        for i in range(rank):
            c.append(f"  for (int64_t i{i} = 0; i{i} < {r}.sizes[{i}]; i{i}++)")
        c.append(f"    fwrite((char *){r}.aligned + ({off}) * {size}, {size}, 1, out);")
        c.append("  }")
        c.append(f"  mlirc_free({r}.allocated);")
    c += [f"  free(a{k}.allocated);" for k in range(len(ins))]
    c += ["  fclose(in);", "  return fclose(out) == 0 ? 0 : 4;", "}"]
    return "\n".join(c) + "\n"


def compare(got, want, outs, atol, rtol):
    import numpy as np
    at = 0
    worst = 0.0
    for dt, shape in outs:
        n = int(np.prod(shape)) * DTYPES[dt][2]
        if len(got) < at + n:
            return False, "short output"
        g = np.frombuffer(got[at:at + n], dtype=dt).reshape(shape)
        w = np.frombuffer(want[at:at + n], dtype=dt).reshape(shape)
        at += n
        if dt.startswith("float"):
            g64, w64 = g.astype(np.float64), w.astype(np.float64)
            bad = ~np.isclose(g64, w64, rtol=rtol, atol=atol, equal_nan=True)
            if bad.any():
                i = np.argwhere(bad)[0]
                return False, f"at {tuple(i)}: {g64[tuple(i)]} where ONNX gives {w64[tuple(i)]}"
            diff = np.abs(g64 - w64)[np.isfinite(w64)]
            worst = max(worst, float(diff.max()) if diff.size else 0.0)
        elif not np.array_equal(g, w):
            i = np.argwhere(g != w)[0]
            return False, f"at {tuple(i)}: {g[tuple(i)]} where ONNX gives {w[tuple(i)]}"
    return True, f"max abs error {worst:.3g}"


def upstream_object(model, work):
    """The upstream reference pipeline on the same linalg file, as an object with C wrappers."""
    passes = ["--one-shot-bufferize=bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map",
              "--buffer-deallocation-pipeline", "--convert-bufferization-to-memref", "--convert-linalg-to-loops",
              "--expand-strided-metadata", "--lower-affine", "--convert-scf-to-cf", "--convert-math-to-llvm",
              "--convert-math-to-libm", "--convert-arith-to-llvm", "--convert-cf-to-llvm", "--convert-index-to-llvm",
              "--finalize-memref-to-llvm", "--llvm-request-c-wrappers", "--convert-func-to-llvm",
              "--convert-ub-to-llvm", "--reconcile-unrealized-casts"]
    ll, obj = os.path.join(work, "up.mlir"), os.path.join(work, "up.o")
    r = sh(["mlir-opt-22", model, *passes, "-o", ll])
    if r.returncode:
        return None, "mlir-opt-22: " + r.stderr.strip().splitlines()[0] if r.stderr.strip() else "mlir-opt-22 failed"
    r = sh(f"mlir-translate-22 --mlir-to-llvmir {ll} | llc-22 -O1 -filetype=obj -relocation-model=pic -o {obj}",
           shell=True)
    if r.returncode:
        return None, "translate/llc: " + r.stderr.strip()[:200]
    return obj, ""


def upstream_run(model, work, d):
    """Runs the driver (already in `work`) on upstream's object for `model`: the output bytes,
    or (exit code,) when the program fails, or a string saying why it could not be built."""
    obj, err = upstream_object(model, work)
    if obj is None:
        return f"upstream reference: {err}"
    up_exe, up_out = os.path.join(work, "up"), os.path.join(work, "up.bin")
    # memrefCopy and friends come from upstream's runner-utils library, bf16 conversions
    # (__truncsfbf2) from LLVM's compiler-rt builtins, as clang links them.
    builtins = "/usr/lib/llvm-22/lib/clang/22/lib/linux/libclang_rt.builtins-x86_64.a"
    r = sh(["cc", "-O1", "-w", "-Dmlirc_free=free", os.path.join(work, "driver.c"), obj, "-lm",
            "/usr/lib/llvm-22/lib/libmlir_c_runner_utils.so.22.1", "-Wl,-rpath,/usr/lib/llvm-22/lib"]
           + ([builtins] if os.path.exists(builtins) else []) + ["-o", up_exe])
    if r.returncode:
        return f"upstream link: {r.stderr.strip()[:200]}"
    r = sh([up_exe, os.path.join(d, "inputs.bin"), up_out])
    if r.returncode:
        return (r.returncode,)
    return open(up_out, "rb").read()


def run_one(d, opt, mlirc, work_root):
    name = os.path.basename(d)
    ins, outs, atol, rtol = read_meta(d)
    work = os.path.join(work_root, name, opt)
    shutil.rmtree(work, ignore_errors=True)
    os.makedirs(work)
    model = os.path.join(d, "model.mlir")
    lib, abi_path, exe = os.path.join(work, "m.a"), os.path.join(work, "abi.json"), os.path.join(work, "m")
    r = sh([mlirc, f"-{opt}", model, "-o", lib, f"--emit-abi={abi_path}"])
    if r.returncode != 0:
        err = r.stderr
        first = next((l for l in err.splitlines() if "error:" in l), err.strip().splitlines()[0] if err.strip() else "")
        # A diagnostic (exit 1) says what mlirc does not support: the op, the type, the C
        # interface of a type; an internal error or a signal is a bug.
        if r.returncode == 1 and "internal" not in err and "error:" in first:
            return "rejected", first
        return "ice", f"exit {r.returncode}: {first}"
    try:
        abi = json.load(open(abi_path))
        src = driver(abi, ins, outs)
    except Exception as e:
        return "rejected", f"C interface: {e}"
    with open(os.path.join(work, "driver.c"), "w") as f:
        f.write(src)
    r = sh(["cc", "-O1", "-w", os.path.join(work, "driver.c"), lib, "-lm", "-o", exe])
    if r.returncode:
        return "ice", "driver link: " + r.stderr.strip()[:300]
    out = os.path.join(work, "out.bin")
    r = sh([exe, os.path.join(d, "inputs.bin"), out])
    if r.returncode:
        why = f"exit {r.returncode}: {r.stderr.strip()[:200]}"
        # The same failure from upstream's pipeline on the same file (a `cf.assert` the
        # importer emits, say) is the importer's.
        up = upstream_run(model, work, d)
        if isinstance(up, tuple) and up[0] == r.returncode:
            return "crash-importer", f"{why}; upstream fails the same way"
        # A `cf.assert` of the importer's own lowering that fails ("unimplemented: ...") is
        # the importer's, where upstream cannot run the file (tm_tensor ops) to show it.
        asserts = re.findall(r'cf\.assert %\S+, "([^"]+)"', open(model).read())
        if any(m in r.stderr for m in asserts):
            return "crash-importer", f"{why}; a cf.assert of the importer's lowering"
        return "crash", why
    got = open(out, "rb").read()
    want = open(os.path.join(d, "expected.bin"), "rb").read()
    ok, why = compare(got, want, outs, atol, rtol)
    if ok:
        return "pass", why
    up = upstream_run(model, work, d)
    if isinstance(up, str):
        return "wrong", f"{why} ({up})"
    if isinstance(up, tuple):
        return "wrong", f"{why} (upstream run: exit {up[0]})"
    ok_up, _ = compare(got, up, outs, atol, rtol)
    if ok_up:
        return "wrong-importer", f"{why}; upstream computes the same"
    return "wrong", f"{why}; upstream differs"


CLASSES = ["importer", "rejected", "ice", "crash", "crash-importer", "wrong", "wrong-importer", "pass"]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("stage", choices=["import", "run", "sample"])
    ap.add_argument("--out", default=os.path.join(ROOT, "target", "onnx"))
    ap.add_argument("--dir", default=os.path.join(ROOT, "target", "onnx"))
    ap.add_argument("--opt", default="O0,O2")
    ap.add_argument("--filter", default="")
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    ap.add_argument("--mlirc", default=os.environ.get("MLIRC", os.path.join(ROOT, "target", "release", "mlirc")))
    ap.add_argument("--count", type=int, default=150)
    ap.add_argument("--every", type=int, default=1, help="import every N-th test only")
    ap.add_argument("--force", action="store_true", help="import again the tests imported before")
    a = ap.parse_args()
    if a.stage == "import":
        names = sorted(n for n in os.listdir(node_dir()) if a.filter in n)[::a.every]
        counts = collections.Counter()
        with concurrent.futures.ProcessPoolExecutor(a.jobs) as ex:
            for n, c in zip(names, ex.map(import_one, names, [a.out] * len(names), [a.force] * len(names))):
                counts[c] += 1
        print(f"import: {len(names)} node tests: {counts['imported']} imported, {counts['importer']} not importable "
              f"by torch-mlir (their reasons: {a.out}/TEST/IMPORT_FAILED)")
        return
    if a.stage == "sample":
        # Every N-th node test (so the sample spreads over the alphabet, i.e. the ops) that
        # torch-mlir imports, up to --count of them.
        names = sorted(os.listdir(node_dir()))[::a.every]
        chosen = [n for n in names if os.path.exists(os.path.join(a.dir, n, "model.mlir"))][:a.count]
        shutil.rmtree(a.out, ignore_errors=True)
        for n in chosen:
            shutil.copytree(os.path.join(a.dir, n), os.path.join(a.out, n))
        print(f"sample: {len(chosen)} imported tests of every {a.every}-th of {len(os.listdir(node_dir()))} "
              f"node tests into {a.out}")
        return
    tests = sorted(n for n in os.listdir(a.dir) if a.filter in n and os.path.isdir(os.path.join(a.dir, n)))
    opts = a.opt.split(",")
    work_root = os.path.join(a.dir, "_work")
    results = {}
    jobs = []
    with concurrent.futures.ThreadPoolExecutor(a.jobs) as ex:
        for n in tests:
            d = os.path.join(a.dir, n)
            if n.startswith("_"):
                continue
            if os.path.exists(os.path.join(d, "IMPORT_FAILED")):
                for o in opts:
                    results[(n, o)] = ("importer", open(os.path.join(d, "IMPORT_FAILED")).readline().strip())
                continue
            for o in opts:
                jobs.append(((n, o), ex.submit(run_one, d, o, a.mlirc, work_root)))
        # Each result also goes to DIR/results.partial as it comes (a long run can be read
        # while it goes).
        with open(os.path.join(a.dir, "results.partial"), "w") as partial:
            for key, fut in jobs:
                try:
                    results[key] = fut.result()
                except Exception as e:
                    results[key] = ("ice", f"runner: {type(e).__name__}: {e}")
                partial.write(f"{key[0]} -{key[1]}: {results[key][0]}: {results[key][1]}\n")
                partial.flush()
    lines = []
    for o in opts:
        counts = collections.Counter(results[(n, oo)][0] for (n, oo) in results if oo == o)
        lines.append(f"-{o}: " + ", ".join(f"{c} {counts[c]}" for c in CLASSES) + f" (of {sum(counts.values())})")
    detail = [f"{n} -{o}: {c}: {why}" for (n, o), (c, why) in sorted(results.items()) if c not in ("pass", "importer")]
    text = "\n".join(["ONNX backend node tests (onnx 1.17) through torch-mlir's importer and mlirc", *lines, "",
                      "not passing, not the importer's:", *detail]) + "\n"
    with open(os.path.join(a.dir, "results.txt"), "w") as f:
        f.write(text)
        f.write("\nimporter failures:\n")
        for (n, o), (c, why) in sorted(results.items()):
            if c == "importer" and o == opts[0]:
                f.write(f"{n}: {why}\n")
    print(text)
    bad = sum(1 for (c, _) in results.values() if c in ("rejected", "ice", "crash", "wrong"))
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
