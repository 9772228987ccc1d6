#!/usr/bin/env python3
"""The performance programs of `make bench` (perf part) and their small-size tests, from one text.

Each program is a template, tests/bench/perf/programs/<program>.mlir.in, whose shapes are
@NAME@ placeholders. A configuration is a program at one size: the bench sizes (CONFIGS, names
like matmul_512) are generated into target/bench/perf at bench time; the small sizes (TESTS) are
checked in as tests/perf/<program>-<size>.mlir, each with RUN lines that compile it with mlirc for
the host and for AArch64, link the program's C driver (tests/perf/Inputs/<program>.c, which
checks the result against a plain C loop) and run it. The first RUN line of a test regenerates it
and compares (`gen.py --check FILE`), so a template and its tests cannot drift.

  gen.py program CONFIG [-o FILE]  one bench configuration (the template at its size)
  gen.py tests                     rewrite every tests/perf/*.mlir from the templates
  gen.py --check FILE              FILE is what `gen.py tests` writes for it (exit 1 otherwise)
  gen.py list                      the bench configurations: name, program, work, unit, -D flags
"""
import argparse
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, "..", "..", ".."))
TESTS = os.path.join(ROOT, "tests", "perf")


def conv_out(p):
    p = dict(p)
    p["OH"] = p["H"] - p["KH"] + 1
    p["OW"] = p["W"] - p["KW"] + 1
    return p


def matmul_flops(p):
    return 2 * p["M"] * p["N"] * p["K"]


# program -> (derive parameters, work of one call, unit of the rate)
PROGRAMS = {
    "matmul": (dict, matmul_flops, "GFLOPS"),
    "matmul_transb": (dict, matmul_flops, "GFLOPS"),
    "batch_matmul": (dict, lambda p: p["B"] * matmul_flops(p), "GFLOPS"),
    "matvec": (dict, lambda p: 2 * p["M"] * p["K"], "GFLOPS"),
    "conv2d": (conv_out, lambda p: 2 * p["N"] * p["OH"] * p["OW"] * p["F"] * p["KH"] * p["KW"] * p["C"], "GFLOPS"),
    "depthwise_conv": (conv_out, lambda p: 2 * p["N"] * p["OH"] * p["OW"] * p["C"] * p["KH"] * p["KW"], "GFLOPS"),
    # max pooling: bytes of the input read once and of the output written once
    "max_pool": (conv_out, lambda p: 4 * p["N"] * (p["H"] * p["W"] + p["OH"] * p["OW"]) * p["C"], "GB/s"),
    "mmt4d": (
        dict,
        lambda p: 2 * p["M1"] * p["M0"] * p["N1"] * p["N0"] * p["K1"] * p["K0"],
        "GFLOPS",
    ),
    # three inputs read and one output written, once each
    "elementwise": (dict, lambda p: 16 * p["N"], "GB/s"),
    "elementwise_chain": (dict, lambda p: 16 * p["N"], "GB/s"),
    # the input read and the output written, once each
    "softmax": (dict, lambda p: 8 * p["M"] * p["N"], "GB/s"),
    "matmul_i8": (dict, matmul_flops, "GOPS"),
}

# The bench configurations: name -> (program, parameters, label of the size).
CONFIGS = {
    "matmul_256": ("matmul", dict(M=256, N=256, K=256)),
    "matmul_512": ("matmul", dict(M=512, N=512, K=512)),
    "matmul_1024": ("matmul", dict(M=1024, N=1024, K=1024)),
    "matmul_1000": ("matmul", dict(M=1000, N=1000, K=1000)),
    "matmul_transb_512": ("matmul_transb", dict(M=512, N=512, K=512)),
    "batch_matmul": ("batch_matmul", dict(B=16, M=128, N=128, K=128)),
    "matvec": ("matvec", dict(M=4096, K=4096)),
    "conv2d": ("conv2d", dict(N=1, H=58, W=58, C=64, KH=3, KW=3, F=64)),
    "depthwise_conv": ("depthwise_conv", dict(N=1, H=114, W=114, C=64, KH=3, KW=3)),
    "max_pool": ("max_pool", dict(N=1, H=114, W=114, C=64, KH=3, KW=3)),
    "mmt4d": ("mmt4d", dict(M1=32, N1=32, K1=512, M0=16, N0=16, K0=1)),
    "elementwise": ("elementwise", dict(N=4 * 1024 * 1024)),
    "elementwise_chain": ("elementwise_chain", dict(N=4 * 1024 * 1024)),
    "softmax": ("softmax", dict(M=4096, N=1024)),
    "matmul_i8": ("matmul_i8", dict(M=512, N=512, K=512)),
    # at the f32 matmul's sizes too: perf.py prints the i8 / f32 rate (issue 29's VNNI goal)
    "matmul_i8_256": ("matmul_i8", dict(M=256, N=256, K=256)),
    "matmul_i8_1024": ("matmul_i8", dict(M=1024, N=1024, K=1024)),
}

# The small sizes `make test` runs: (program, parameters). The file is tests/perf/<program>-<size>.mlir.
TESTS_SMALL = [
    ("matmul", dict(M=37, N=29, K=41)),
    ("matmul", dict(M=64, N=64, K=64)),
    ("matmul_transb", dict(M=37, N=29, K=41)),
    ("batch_matmul", dict(B=3, M=17, N=19, K=23)),
    ("matvec", dict(M=67, K=45)),
    ("conv2d", dict(N=1, H=10, W=10, C=8, KH=3, KW=3, F=16)),
    ("depthwise_conv", dict(N=1, H=10, W=10, C=8, KH=3, KW=3)),
    ("max_pool", dict(N=1, H=10, W=10, C=8, KH=3, KW=3)),
    ("mmt4d", dict(M1=2, N1=3, K1=7, M0=16, N0=16, K0=1)),
    ("elementwise", dict(N=1003)),
    ("elementwise_chain", dict(N=1003)),
    ("softmax", dict(M=33, N=70)),
    ("matmul_i8", dict(M=37, N=29, K=41)),
]

# Programs mlirc cannot compile yet: no test is generated for them (the bench lists them as
# "mlirc: error (...)"). Remove a name once mlirc compiles it, and run `gen.py tests`.
NOT_YET = set()

# The checks' tolerances are in the C drivers (perf.h's PERF_ABS and PERF_REL for matmul and conv).


def params(program, p):
    return PROGRAMS[program][0](p)


def size_label(program, p):
    filters = {"conv2d": ("KH", "KW", "C", "F"), "depthwise_conv": ("KH", "KW", "C"), "max_pool": ("KH", "KW")}
    if program in filters:
        image = "x".join(str(p[x]) for x in ("N", "H", "W", "C"))
        return image + "*" + "x".join(str(p[x]) for x in filters[program])
    return "x".join(str(v) for v in p.values())


def render(program, p):
    with open(os.path.join(HERE, "programs", program + ".mlir.in")) as f:
        text = f.read()
    full = params(program, p)
    for k, v in full.items():
        text = text.replace(f"@{k}@", str(v))
    left = re.findall(r"@[A-Z0-9]+@", text)
    if left:
        sys.exit(f"gen.py: {program}: unreplaced placeholders: {sorted(set(left))}")
    return text


def dflags(program, p):
    return " ".join(f"-D{k}={v}" for k, v in params(program, p).items())


def test_name(program, p):
    return f"{program}-{size_label(program, p).replace('*', '-')}"


def test_text(program, p):
    label = size_label(program, p)
    d = dflags(program, p)
    cflags = "-std=c11 -Wall -Wextra -Werror -O2"
    lines = [
        f"// Generated by tests/bench/perf/gen.py from tests/bench/perf/programs/{program}.mlir.in (edit the",
        "// template, then run `python3 tests/bench/perf/gen.py tests`): the bench program at a small size,",
        f"// compiled by mlirc -O3 and checked by tests/perf/Inputs/{program}.c against a plain C loop,",
        "// on the host and on AArch64 under qemu.",
        "// RUN: python3 %S/../bench/perf/gen.py --check %s",
        "// RUN: mlir-opt %s -o /dev/null",
        "// RUN: mlirc -O3 --emit=lib %s -o %t.a --emit-header=%t.h",
        f"// RUN: cc {cflags} -DHEADER='\"%t.h\"' {d} %S/Inputs/{program}.c %t.a -lm -o %t",
        "// RUN: %t | FileCheck %s",
        "// RUN: mlirc --target=aarch64-unknown-linux-gnu -O3 --emit=lib %s -o %t.arm.a --emit-header=%t.arm.h",
        f"// RUN: aarch64-linux-gnu-gcc {cflags} -DHEADER='\"%t.arm.h\"' {d} %S/Inputs/{program}.c %t.arm.a -lm -o %t.arm",
        "// RUN: qemu-aarch64 -L /usr/aarch64-linux-gnu %t.arm | FileCheck %s",
        f"// CHECK: PASS {program} {label}",
        "",
    ]
    return "\n".join(lines) + render(program, p)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--check", metavar="FILE")
    ap.add_argument("cmd", nargs="?", choices=["program", "tests", "list"])
    ap.add_argument("config", nargs="?")
    ap.add_argument("-o", dest="out")
    a = ap.parse_args()
    small = {test_name(prog, p): (prog, p) for prog, p in TESTS_SMALL}
    if a.check:
        name = os.path.basename(a.check)[: -len(".mlir")]
        if name not in small:
            sys.exit(f"gen.py: {a.check} is not a generated test (gen.py's TESTS_SMALL)")
        with open(a.check) as f:
            have = f.read()
        if have != test_text(*small[name]):
            sys.exit(f"gen.py: {a.check} differs from its template: run `python3 tests/bench/perf/gen.py tests`")
        return
    if a.cmd == "program":
        if a.config not in CONFIGS:
            sys.exit(f"gen.py: unknown configuration '{a.config}' (one of {', '.join(CONFIGS)})")
        prog, p = CONFIGS[a.config]
        text = render(prog, p)
        if a.out:
            with open(a.out, "w") as f:
                f.write(text)
        else:
            sys.stdout.write(text)
    elif a.cmd == "tests":
        os.makedirs(TESTS, exist_ok=True)
        for f in sorted(os.listdir(TESTS)):  # generated tests of sizes no longer listed
            path = os.path.join(TESTS, f)
            if f.endswith(".mlir") and f[: -len(".mlir")] not in small:
                with open(path) as fh:
                    if fh.readline().startswith("// Generated by tests/bench/perf/gen.py"):
                        os.remove(path)
        for name, (prog, p) in small.items():
            path = os.path.join(TESTS, name + ".mlir")
            if prog in NOT_YET:
                if os.path.exists(path):
                    os.remove(path)
                continue
            with open(path, "w") as f:
                f.write(test_text(prog, p))
    elif a.cmd == "list":
        for name, (prog, p) in CONFIGS.items():
            full = params(prog, p)
            print(name, prog, size_label(prog, p), PROGRAMS[prog][1](full), PROGRAMS[prog][2], dflags(prog, p))
    else:
        ap.print_help()
        sys.exit(2)


if __name__ == "__main__":
    main()
