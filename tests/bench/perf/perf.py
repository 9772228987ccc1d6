#!/usr/bin/env python3
"""`make bench`, perf part: how fast the code mlirc generates runs, against references measured in the same run.

For every program of gen.py's CONFIGS (tensor-level, destination-passing style):
  - generate it at bench size into target/bench/perf/<config>.mlir and check it with mlir-opt-22;
  - compile it with `mlirc -O3 -mcpu=native` (an object, timed, and an archive with the runtime plus the C
    header, to link; the float matmuls and convolutions, which OpenBLAS and the FMA peak are computed with
    FMAs, also with `-ffp-contract=fast`: CONTRACT) and with the upstream default pipeline (tests/harness.rs REFERENCE_PIPELINE |
    mlir-translate-22 --mlir-to-llvmir | llc-22 -O3 -mcpu=native, timed); best of 7 compile times each (a
    shared machine is noisy: the same number of runs for both);
  - link the program's C driver (tests/perf/Inputs/<program>.c, clang-22 -O3 -march=native, through mlirc's
    header) with each; run it pinned (`taskset -c 1`): it checks the result against a plain C loop, then times
    the call (mlirc: best of up to 10 measurements of >= 0.05 s, within about 1 s; upstream: best of 2 calls, one
    if a call takes more than 1 s);
and the references: the FMA peak (peak.c), the C triad bandwidth (triad.c), the read bandwidth (read.c) and OpenBLAS sgemm on one thread
(openblas.py through numpy and threadpoolctl, installed on demand into .deps/py). Prints the table of ratios
with the goals of issue 10 (stdout and target/bench/perf.txt); exits 1 if a program's result is wrong.

Environment: MLIRC (default target/release/mlirc), BENCH_PERF_ONLY (comma-separated program or
configuration names, e.g. matmul,softmax or matmul_512; default all), BENCH_PERF_UPSTREAM=0 (skip the upstream
pipeline), BENCH_PY_DEPS (where numpy and threadpoolctl go; default .deps/py).
"""
import datetime
import os
import platform
import re
import shlex
import shutil
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, "..", "..", ".."))
sys.path.insert(0, HERE)
import gen  # noqa: E402

INPUTS = os.path.join(ROOT, "tests", "perf", "Inputs")
OUT = os.path.join(ROOT, "target", "bench", "perf")
RUN_TIMEOUT = 600

# tests/harness.rs REFERENCE_PIPELINE (the upstream default pipeline of the e2e tests)
REFERENCE_PIPELINE = [
    "--one-shot-bufferize=bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map",
    "--buffer-deallocation-pipeline",
    "--convert-bufferization-to-memref",
    "--convert-linalg-to-loops",
    "--expand-strided-metadata",
    "--lower-affine",
    "--convert-scf-to-cf",
    "--convert-vector-to-llvm",
    "--convert-math-to-llvm",
    "--convert-math-to-libm",
    "--convert-arith-to-llvm",
    "--convert-cf-to-llvm",
    "--convert-index-to-llvm",
    "--finalize-memref-to-llvm",
    "--convert-func-to-llvm",
    "--convert-ub-to-llvm",
    "--reconcile-unrealized-casts",
]

# Goals of issue 10 ("Done when"): config -> (reference, minimum ratio); the others: >= 20x upstream.
MATMUL_OPENBLAS = {"matmul_256": 256, "matmul_512": 512, "matmul_1024": 1024, "matmul_1000": 1000}
GOALS = {
    "matmul_256": ("OpenBLAS", 0.9),
    "matmul_512": ("OpenBLAS", 0.9),
    "matmul_1024": ("OpenBLAS", 0.9),
    "matmul_1000": ("OpenBLAS", 0.9),
    "conv2d": ("FMA peak", 0.85),
    "elementwise": ("triad", 0.9),
    "elementwise_chain": ("triad", 0.9),
    "softmax": ("triad", 0.3),
}
UPSTREAM_GOAL = 20.0
COMPILE_GOAL = 0.33
THREADS_GOAL = 1.7
I8_GOAL = 2.5

lines_out = []


# The float contractions: compiled with -ffp-contract=fast, so that their products and sums are fused
# into FMAs as OpenBLAS fuses them (mlirc's default keeps a multiply and an add: exact results).
CONTRACT = {"matmul", "matmul_transb", "batch_matmul", "conv2d", "mmt4d"}


def say(line=""):
    print(line, flush=True)
    lines_out.append(line)


def note(msg):
    print(f"perf: {msg}", file=sys.stderr, flush=True)


def run(cmd, timeout=RUN_TIMEOUT, env=None, shell=False):
    """(exit code, stdout, stderr); exit code 124 on a timeout."""
    try:
        p = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout, env=env, shell=shell, cwd=ROOT)
        return p.returncode, p.stdout, p.stderr
    except subprocess.TimeoutExpired:
        return 124, "", f"timed out after {timeout} s"


def first_line(text):
    for line in text.splitlines():
        if line.strip():
            return line.strip()[:140]
    return ""


def best_compile_time(cmd, shell=False, runs=7):
    best = None
    for _ in range(runs):
        t0 = time.perf_counter()
        code, _, err = run(cmd, shell=shell)
        dt = time.perf_counter() - t0
        if code != 0:
            return None, err
        best = dt if best is None else min(best, dt)
    return best, ""


def pin():
    return ["taskset", "-c", "1"] if shutil.which("taskset") else []


def parse_time(stdout):
    m = re.search(r"^TIME (\S+) (\d+) (\d+)$", stdout, re.M)
    return float(m.group(1)) if m else None


def cpu_name():
    try:
        with open("/proc/cpuinfo") as f:
            for line in f:
                if line.startswith("model name"):
                    return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or "unknown CPU"


def ensure_numpy(deps):
    """PYTHONPATH for numpy + threadpoolctl, installed on demand; (path, None) or (None, reason)."""
    probe = [sys.executable, "-c", "import numpy, threadpoolctl"]
    env = dict(os.environ, PYTHONPATH=deps)
    if run(probe, env=env)[0] == 0:
        return deps, None
    note(f"installing numpy and threadpoolctl into {os.path.relpath(deps, ROOT)}")
    code, _, err = run(
        [sys.executable, "-m", "pip", "install", "-q", "--disable-pip-version-check", "--root-user-action=ignore",
         "--target", deps, "numpy", "threadpoolctl"],
        timeout=600,
    )
    if code != 0 or run(probe, env=env)[0] != 0:
        return None, "pip install of numpy and threadpoolctl failed: " + first_line(err)
    return deps, None


def c_tool(src, exe, extra=()):
    cmd = ["clang-22", "-O3", "-march=native", "-std=c11", "-I", INPUTS, *extra, src, "-lm", "-o", exe]
    code, _, err = run(cmd)
    return None if code == 0 else first_line(err)


def fmt(x, digits=2):
    return "-" if x is None else f"{x:.{digits}f}"


def main():
    mlirc = os.path.join(ROOT, os.environ.get("MLIRC", "target/release/mlirc"))
    only = [w for w in re.split(r"[,\s]+", os.environ.get("BENCH_PERF_ONLY", "")) if w]
    upstream = os.environ.get("BENCH_PERF_UPSTREAM", "1") != "0"
    deps = os.path.join(ROOT, os.environ.get("BENCH_PY_DEPS", ".deps/py"))
    os.makedirs(OUT, exist_ok=True)
    for w in only:
        if w not in gen.CONFIGS and w not in gen.PROGRAMS:
            note(f"BENCH_PERF_ONLY: unknown program '{w}' (one of {', '.join(gen.PROGRAMS)}, or {', '.join(gen.CONFIGS)})")
            return 2
    configs = [c for c, (prog, _) in gen.CONFIGS.items() if not only or c in only or prog in only]
    pinned = pin()
    failed = False

    load = " ".join(f"{x:.1f}" for x in os.getloadavg())
    say(f"perf: {datetime.datetime.now(datetime.timezone.utc).strftime('%Y-%m-%d %H:%M UTC')}, {cpu_name()}, "
        f"{os.cpu_count()} cores (load average {load}), runs pinned with "
        f"{' '.join(pinned) or '(no taskset: not pinned)'}")

    # The machine: FMA peak and triad bandwidth.
    refs = {}
    acc = ""
    for name, src, key, scale in (("peak", "peak.c", "FMA peak", 1e9), ("triad", "triad.c", "triad", 1e9),
                                  ("read", "read.c", "read", 1e9)):
        exe = os.path.join(OUT, name)
        err = c_tool(os.path.join(HERE, src), exe)
        if err:
            say(f"{key}: n/a ({err})")
            continue
        code, out, err = run([*pinned, exe, "--time", "0.05", "10", "1.0"])
        t, work = parse_time(out), re.search(r"^WORK (\S+)$", out, re.M)
        if code != 0 or t is None or not work:
            say(f"{key}: n/a ({first_line(out + err)})")
            continue
        refs[key] = float(work.group(1)) / t / scale
        m = re.search(r"^ACCUMULATORS (.*)$", out, re.M)
        if m:
            acc = f" ({m.group(1)} accumulators)"
    say(f"machine: FMA peak {fmt(refs.get('FMA peak'), 1)} GFLOPS{acc}, triad {fmt(refs.get('triad'), 1)} GB/s, "
        f"read {fmt(refs.get('read'), 1)} GB/s (clang-22 -O3 -march=native)")

    # OpenBLAS sgemm, one thread.
    sizes = sorted({n for c, n in MATMUL_OPENBLAS.items() if c in configs})
    openblas = {}
    if sizes:
        path, why = ensure_numpy(deps)
        if path is None:
            say(f"OpenBLAS: n/a ({why})")
        else:
            env = {k: v for k, v in os.environ.items() if k not in ("OPENBLAS_CORETYPE", "OPENBLAS_L2_SIZE")}
            env.update(PYTHONPATH=path, OPENBLAS_NUM_THREADS="1", OMP_NUM_THREADS="1")
            unset = [k for k in ("OPENBLAS_CORETYPE", "OPENBLAS_L2_SIZE") if k in os.environ]
            code, out, err = run([*pinned, sys.executable, os.path.join(HERE, "openblas.py"), *map(str, sizes)],
                                 env=env)
            kernels = re.findall(r"^KERNEL (.*)$", out, re.M)
            for n, t in re.findall(r"^OPENBLAS (\d+) (\S+)$", out, re.M):
                if t != "FAIL":
                    openblas[int(n)] = 2.0 * int(n) ** 3 / float(t) / 1e9
            if code != 0 and not openblas:
                say(f"OpenBLAS: n/a ({first_line(err)})")
            else:
                say(f"OpenBLAS (numpy, 1 thread{', unset ' + ' '.join(unset) if unset else ''}): "
                    f"{'; '.join(kernels) or 'kernel unknown'}")

    # The programs.
    results = {}
    upstream_cmd = " ".join(shlex.quote(p) for p in REFERENCE_PIPELINE)
    for cfg in configs:
        prog, p = gen.CONFIGS[cfg]
        full = gen.params(prog, p)
        work = gen.PROGRAMS[prog][1](full)
        unit = gen.PROGRAMS[prog][2]
        r = results[cfg] = dict(prog=prog, size=gen.size_label(prog, p), unit=unit)
        note(f"{cfg}: {r['size']}")
        src = os.path.join(OUT, cfg + ".mlir")
        with open(src, "w") as f:
            f.write(gen.render(prog, p))
        code, _, err = run(["mlir-opt-22", src, "-o", os.devnull])
        if code != 0:
            r["error"] = "invalid for mlir-opt-22: " + first_line(err)
            failed = True
            continue
        base = os.path.join(OUT, cfg)
        for ext in (".h", ".o", ".a", ".mlirc", ".up.o", ".up"):
            if os.path.exists(base + ext):
                os.remove(base + ext)
        driver = os.path.join(INPUTS, prog + ".c")
        dflags = [f"-D{k}={v}" for k, v in full.items()]
        cc = ["clang-22", "-O3", "-march=native", "-std=c11", f"-DHEADER=\"{base}.h\"", *dflags, "-I", INPUTS,
              driver]

        # mlirc
        flags = ["-O3", "-mcpu=native"] + (["-ffp-contract=fast"] if prog in CONTRACT else [])
        t, err = best_compile_time([mlirc, *flags, "-c", src, "-o", base + ".o"])
        if t is None:
            r["error"] = "mlirc: error (" + first_line(err) + ")"
        else:
            r["compile_mlirc"] = t
            code, _, err = run([mlirc, *flags, "--emit=lib", src, "-o", base + ".a",
                                f"--emit-header={base}.h"])
            code2, _, err2 = (1, "", err) if code else run([*cc, base + ".a", "-lm", "-o", base + ".mlirc"])
            if code or code2:
                r["error"] = "mlirc: link failed (" + first_line(err2) + ")"
            else:
                code, out, err = run([*pinned, base + ".mlirc", "--time", "0.05", "10", "1.0"])
                t = parse_time(out)
                if code != 0 or t is None:
                    r["error"] = "mlirc: " + (first_line(out) if "FAIL" in out else "run failed " + first_line(err))
                    r["fail"] = "FAIL" in out
                    note(f"{cfg}: {r['error']}")
                    failed = True
                else:
                    r["mlirc"] = work / t / 1e9

        # upstream
        if upstream:
            pipe = (f"set -o pipefail; mlir-opt-22 {shlex.quote(src)} {upstream_cmd} | mlir-translate-22 --mlir-to-llvmir"
                    f" | llc-22 -O3 -mcpu=native -relocation-model=pic -filetype=obj -o {shlex.quote(base + '.up.o')}")
            t, err = best_compile_time(["bash", "-c", pipe])
            if t is None:
                r["up_error"] = "upstream: error (" + first_line(err) + ")"
            else:
                r["compile_up"] = t
                if not os.path.exists(base + ".h"):
                    # mlirc cannot compile the program: its header still comes from the bufferized IR
                    run([mlirc, "--compile-to=one-shot-bufferize", "--emit=mlir", "-o", os.devnull, src,
                         f"--emit-header={base}.h"])
                if not os.path.exists(base + ".h"):
                    r["up_error"] = "upstream: no header (mlirc failed)"
                else:
                    code, _, err = run([*cc, base + ".up.o", "-lm", "-o", base + ".up"])
                    if code:
                        r["up_error"] = "upstream: link failed (" + first_line(err) + ")"
                    else:
                        code, out, err = run([*pinned, base + ".up", "--time", "0", "2", "1.0"])
                        t = parse_time(out)
                        if code != 0 or t is None:
                            note(f"{cfg}: upstream: {first_line(out + err)}")
                            r["up_error"] = "FAIL" if "FAIL" in out else "upstream: " + first_line(out + err)
                            failed = True
                        else:
                            r["upstream"] = work / t / 1e9

    # --threads=2
    code, helptext, _ = run([mlirc, "--help"])
    threads_line = None
    out = err = ""
    t = None
    if "matmul_1024" in configs:
        if "--threads" not in helptext:
            threads_line = "matmul 1024 --threads=2: n/a (mlirc has no --threads yet) (goal >= 1.7x one thread)"
        else:
            base = os.path.join(OUT, "matmul_1024")
            prog, p = gen.CONFIGS["matmul_1024"]
            full = gen.params(prog, p)
            code, _, err = run([mlirc, "-O3", "-mcpu=native", "-ffp-contract=fast", "--threads=2", "--emit=lib",
                                base + ".mlir",
                                "-o", base + ".t2.a", f"--emit-header={base}.t2.h"])
            one = results["matmul_1024"].get("mlirc")
            if code == 0:
                code, _, err = run(["clang-22", "-O3", "-march=native", "-std=c11", f"-DHEADER=\"{base}.t2.h\"",
                                    *[f"-D{k}={v}" for k, v in full.items()], "-I", INPUTS,
                                    os.path.join(INPUTS, "matmul.c"), base + ".t2.a", "-lm", "-lpthread",
                                    "-o", base + ".t2"])
            if code == 0:
                code, out, err = run(["taskset", "-c", "0,1", base + ".t2", "--time", "0.05", "10", "1.0"]
                                     if pinned else [base + ".t2", "--time", "0.05", "10", "1.0"])
                t = parse_time(out)
            if code != 0 or t is None or one is None:
                threads_line = f"matmul 1024 --threads=2: error ({first_line(out + err) if code else 'no figure'})"
            else:
                two = gen.PROGRAMS["matmul"][1](full) / t / 1e9
                threads_line = (f"matmul 1024 --threads=2: {two:.1f} GFLOPS, {two / one:.2f}x one thread "
                                f"(goal >= {THREADS_GOAL}) {'met' if two / one >= THREADS_GOAL else 'NOT met'}")

    # The tables.
    say()
    say(f"mlirc -O3 -mcpu=native; {', '.join(sorted(CONTRACT))} with -ffp-contract=fast (FMAs, as OpenBLAS; "
        "without it mlirc keeps each multiply and add apart, bit for bit the scalar ops)")
    say("| program | size | mlirc | against | ratio | goal | met | upstream | mlirc / upstream |")
    say("|---|---|---|---|---|---|---|---|---|")
    for cfg, r in results.items():
        unit = r["unit"]
        ours = r.get("mlirc")
        up = r.get("upstream")
        vs_up = ours / up if ours and up else None
        if cfg in GOALS:
            ref_name, goal = GOALS[cfg]
            ref = openblas.get(MATMUL_OPENBLAS[cfg]) if ref_name == "OpenBLAS" else refs.get(ref_name)
            ratio = ours / ref if ours and ref else None
            against = f"{ref_name} {fmt(ref, 1)}" if ref else f"{ref_name} n/a"
            goal_s = f">= {goal}"
        else:
            ratio, goal = vs_up, UPSTREAM_GOAL
            against = f"upstream {fmt(up, 2)}" if up else "upstream n/a"
            goal_s = f">= {goal:g}x"
        met = "-" if ratio is None else ("yes" if ratio >= goal else "no")
        if ours is not None:
            ours_s = f"{ours:.2f} {unit}"
        else:
            ours_s = "FAIL" if r.get("fail") else r.get("error", "n/a")
            met = "FAIL" if r.get("fail") else "no"
        up_s = f"{up:.2f}" if up is not None else (r.get("up_error", "skipped") if upstream else "skipped")
        say(f"| {cfg} | {r['size']} | {ours_s} | {against} | {fmt(ratio)} | {goal_s} | {met} | {up_s} | "
            f"{fmt(vs_up, 1) + 'x' if vs_up else '-'} |")
    mv = results.get("matvec", {})
    if mv.get("mlirc") and refs.get("read"):
        # matvec streams its matrix once (4 bytes per 2 flops): memory bound, so also against the read bandwidth.
        gbs = mv["mlirc"] * 2
        say()
        say(f"matvec reads its matrix at {gbs:.1f} GB/s, {gbs / refs['read']:.2f}x the machine's read bandwidth "
            f"({refs['read']:.1f} GB/s, one sequential stream); it keeps each row's sum in order, so it reads 8 "
            "rows at once")
    if threads_line:
        say()
        say(threads_line)
    # int8 against f32 at the same sizes (issue 29: >= 2.5x where the CPU has VNNI)
    i8_lines = []
    for n, i8_cfg in ((256, "matmul_i8_256"), (512, "matmul_i8"), (1024, "matmul_i8_1024")):
        i8, f32 = results.get(i8_cfg, {}).get("mlirc"), results.get(f"matmul_{n}", {}).get("mlirc")
        if i8 and f32:
            i8_lines.append(f"{n}^3: {i8:.1f} GOPS / {f32:.1f} GFLOPS = {i8 / f32:.2f}x "
                            f"({'met' if i8 / f32 >= I8_GOAL else 'NOT met'})")
    if i8_lines:
        try:
            with open("/proc/cpuinfo") as f:
                flags = set(f.read().split())
        except OSError:
            flags = set()
        vnni = [x for x in ("avx512_vnni", "avx_vnni") if x in flags]
        say()
        say(f"matmul_i8 / matmul f32 (same run; CPU VNNI: {', '.join(vnni) or 'none'}; goal >= {I8_GOAL}x where "
            f"VNNI exists): " + "; ".join(i8_lines))

    if upstream:
        say()
        say("Compile time (best of 7): mlirc -O3 -mcpu=native -c against mlir-opt-22 (reference pipeline) | "
            "mlir-translate-22 | llc-22 -O3")
        say()
        say("| program | mlirc s | upstream s | ratio | goal | met |")
        say("|---|---|---|---|---|---|")
        tot_ours = tot_up = 0.0
        complete = True
        for cfg, r in results.items():
            a, b = r.get("compile_mlirc"), r.get("compile_up")
            if a is None or b is None:
                complete = False
            else:
                tot_ours += a
                tot_up += b
            ratio = a / b if a and b else None
            met = "-" if ratio is None else ("yes" if ratio <= COMPILE_GOAL else "no")
            say(f"| {cfg} | {fmt(a, 3)} | {fmt(b, 3)} | {fmt(ratio)} | <= {COMPILE_GOAL} | {met} |")
        if tot_up > 0:
            ratio = tot_ours / tot_up
            say(f"| total{'' if complete else ' (programs both compiled)'} | {tot_ours:.3f} | {tot_up:.3f} | "
                f"{ratio:.2f} | <= {COMPILE_GOAL} | {'yes' if ratio <= COMPILE_GOAL else 'no'} |")

    with open(os.path.join(ROOT, "target", "bench", "perf.txt"), "w") as f:
        f.write("\n".join(lines_out) + "\n")
    note("table written to target/bench/perf.txt")
    if failed:
        note("some programs failed (FAIL or error rows above)")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
