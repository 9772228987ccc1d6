#!/usr/bin/env python3
"""`make bench`, mca part: the static throughput of the contraction kernels' inner loops, by llvm-mca.

For every contraction program (KERNELS: f32 matmul, matmul with B transposed, batch_matmul, conv2d
nhwc_hwcf, mmt4d; gen.py's bench configurations) and every core of CORES (AArch64: neoverse-v2,
neoverse-n1, apple-m1, the goal; x86-64: znver4, skylake-avx512, for information):
  - compile it with `mlirc --target=<triple> -mcpu=<core> -S -O3 -ffp-contract=fast`;
  - find the kernel's inner loop in the assembly: the basic block that branches to itself with the
    most FMA instructions (`fmla`, `vfmadd*`);
  - run `llvm-mca-22 -mcpu=<core>` on that block and turn its cycles per iteration into flops per
    cycle (each FMA: 2 × its lanes);
  - the peak: llvm-mca on 24 independent FMAs (AArch64: the better of `fmla` by vector and by element):
    what the model gives, printed next to it. LLVM 22's apple-m1 model (Cyclone's) runs `fmla` by
    vector on 2 pipes and by element on 3 (24 flop/cycle), where the chip has 4 FMA pipes (32).
Prints the table (stdout and target/bench/mca.txt) with the ratio to the peak; the goal is >= 0.9 on
the AArch64 cores. Exits 1 when a program does not compile or has no FMA loop.

Environment: MLIRC (default target/release/mlirc), LLVM_MCA (default llvm-mca-22), BENCH_MCA_CORES
(comma-separated core names, default all of CORES), BENCH_MCA_ONLY (comma-separated kernel names).
"""
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, "..", ".."))
sys.path.insert(0, os.path.join(HERE, "perf"))
import gen  # noqa: E402

OUT = os.path.join(ROOT, "target", "bench", "mca")
KERNELS = ["matmul_512", "matmul_transb_512", "batch_matmul", "conv2d", "mmt4d"]
# core -> (triple, vector register of the peak loop, goal)
CORES = {
    "neoverse-v2": ("aarch64-unknown-linux-gnu", "aarch64", True),
    "neoverse-n1": ("aarch64-unknown-linux-gnu", "aarch64", True),
    "apple-m1": ("aarch64-unknown-linux-gnu", "aarch64", True),
    "znver4": ("x86_64-unknown-linux-gnu", "zmm", False),
    "skylake-avx512": ("x86_64-unknown-linux-gnu", "zmm", False),
}
GOAL = 0.9
ITERATIONS = 200


def mca(asm, triple, cpu):
    """Cycles per iteration of `asm` (lines of instructions) by llvm-mca."""
    tool = os.environ.get("LLVM_MCA", "llvm-mca-22")
    text = "\n".join(asm) + "\n"
    r = subprocess.run([tool, f"-mtriple={triple}", f"-mcpu={cpu}", f"-iterations={ITERATIONS}", "-"],
                       input=text, capture_output=True, text=True)
    if r.returncode != 0:
        raise RuntimeError(f"llvm-mca: {r.stderr.strip()[:300]}")
    m = re.search(r"Total Cycles:\s+(\d+)", r.stdout)
    return int(m.group(1)) / ITERATIONS


# f32 lanes of one FMA instruction's destination register
def fma_flops(line):
    """Flops of one instruction (2 × lanes for an FMA, 0 otherwise)."""
    ins = line.split()
    if not ins:
        return 0
    op = ins[0]
    if op in ("fmla", "fmls"):
        m = re.match(r"v\d+\.(\d+)([sdh])", ins[1])
        return 2 * int(m.group(1)) if m else 2
    if re.match(r"v?f(n)?m(add|sub)(132|213|231)p([sd])", op):
        wide = 1 if op.endswith("ps") else 0.5
        reg = line.split(",")[-1].strip()
        lanes = 16 if "zmm" in reg else 8 if "ymm" in reg else 4
        return int(2 * lanes * wide)
    return 0


BRANCH = re.compile(r"(b|b\.\w+|cbn?z|tbn?z|j\w+|ret)\s")


def blocks(asm_text):
    """The basic blocks of a .s text: (label, instructions), instructions without directives."""
    out, label, body = [], None, []
    for raw in asm_text.splitlines():
        if re.match(r"^\s*(//|#) %bb\.\d+:", raw):  # a block without a label (no branch to it)
            if label is not None or body:
                out.append((label, body))
            label, body = None, []
            continue
        # comments: `//` (AArch64), `# ...` (x86; AArch64's immediates are `#4`, no space)
        line = re.sub(r"(^|\s)#(\s.*)?$", "", raw.split("//")[0]).rstrip()
        if not line.strip():
            continue
        m = re.match(r"^([.\w$]+):", line)
        if m:
            if label is not None or body:
                out.append((label, body))
            label, body = m.group(1), []
            continue
        s = line.strip()
        if s.startswith("."):
            continue
        body.append(s)
        if BRANCH.match(s):  # a branch ends the block (what follows may have no label)
            out.append((label, body))
            label, body = None, []
    if label is not None or body:
        out.append((label, body))
    return out


def hot_loop(asm_text):
    """The self-looping block with the most FMA flops: (label, instructions, flops per iteration)."""
    best = None
    for label, body in blocks(asm_text):
        if not label or not body:
            continue
        loops = any(re.search(rf"(^|[\s,]){re.escape(label)}$", i) and BRANCH.match(i) for i in body[-1:])
        if not loops:
            continue
        flops = sum(fma_flops(i) for i in body)
        if flops and (best is None or flops > best[2]):
            best = (label, body, flops)
    return best


def peak(triple, kind, cpu):
    """The modelled FMA peak: 24 independent FMAs (on AArch64 the better of `fmla` by vector and by
    element, which some models, e.g. apple-m1's, give more pipes)."""
    if kind == "aarch64":
        forms = [[f"fmla v{i}.4s, v30.4s, v31.4s" for i in range(24)],
                 [f"fmla v{i}.4s, v30.4s, v31.s[{i % 4}]" for i in range(24)]]
    else:
        forms = [[f"vfmadd231ps %zmm30, %zmm31, %zmm{i}" for i in range(24)]]
    return max(sum(fma_flops(i) for i in asm) / mca(asm, triple, cpu) for asm in forms)


def main():
    mlirc = os.environ.get("MLIRC", os.path.join(ROOT, "target", "release", "mlirc"))
    os.makedirs(OUT, exist_ok=True)
    cores = [c for c in os.environ.get("BENCH_MCA_CORES", ",".join(CORES)).split(",") if c]
    only = [k for k in os.environ.get("BENCH_MCA_ONLY", "").split(",") if k]
    kernels = [k for k in KERNELS if not only or k in only or gen.CONFIGS[k][0] in only]
    for c in cores:
        if c not in CORES:
            sys.exit(f"mca: unknown core '{c}' (one of {', '.join(CORES)})")
    lines, bad, failed = [], [], False

    def say(s=""):
        print(s, flush=True)
        lines.append(s)

    peaks = {c: peak(CORES[c][0], CORES[c][1], c) for c in cores}
    say("llvm-mca: the contraction kernels' inner loops (mlirc -S -O3 -ffp-contract=fast --target=T -mcpu=CORE), "
        f"flop/cycle of f32 FMAs against the modelled peak (24 independent FMAs, best form); goal >= {GOAL} on AArch64")
    say("peaks (flop/cycle, llvm-mca): " + ", ".join(f"{c} {peaks[c]:.1f}" for c in cores))
    say()
    say(f"{'kernel':<22} {'core':<15} {'FMAs/iter':>9} {'cycles/iter':>11} {'flop/cycle':>10} {'peak':>6} {'ratio':>6}  note")
    for k in kernels:
        prog, p = gen.CONFIGS[k]
        src = os.path.join(OUT, k + ".mlir")
        with open(src, "w") as f:
            f.write(gen.render(prog, p))
        for c in cores:
            triple, _, goal = CORES[c]
            s = os.path.join(OUT, f"{k}.{c}.s")
            r = subprocess.run([mlirc, f"--target={triple}", f"-mcpu={c}", "-S", "-O3", "-ffp-contract=fast",
                                src, "-o", s], capture_output=True, text=True)
            if r.returncode != 0:
                say(f"{k:<22} {c:<15} mlirc error: {r.stderr.strip().splitlines()[0] if r.stderr else r.returncode}")
                failed = True
                continue
            with open(s) as f:
                loop = hot_loop(f.read())
            if loop is None:
                say(f"{k:<22} {c:<15} no FMA loop found")
                failed = True
                continue
            label, body, flops = loop
            cyc = mca(body, triple, c)
            fpc = flops / cyc
            ratio = fpc / peaks[c]
            fmas = sum(1 for i in body if fma_flops(i))
            note = f"{label}, {len(body)} instructions"
            if goal and ratio < GOAL:
                note += "  BELOW GOAL"
                bad.append(f"{k}/{c}")
            say(f"{k:<22} {c:<15} {fmas:>9} {cyc:>11.2f} {fpc:>10.1f} {peaks[c]:>6.1f} {ratio:>6.2f}  {note}")
    say()
    say("AArch64 kernels below the goal: " + (", ".join(bad) if bad else "none"))
    with open(os.path.join(ROOT, "target", "bench", "mca.txt"), "w") as f:
        f.write("\n".join(lines) + "\n")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
