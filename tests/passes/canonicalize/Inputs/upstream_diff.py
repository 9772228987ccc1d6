#!/usr/bin/env python3
"""Differential check of `canonicalize` against upstream.

Usage: upstream_diff.py MLIRC MLIR_OPT FILE

Splits FILE at `// -----` lines and runs each chunk through
`MLIRC --pass-pipeline='builtin.module(canonicalize)'` and `MLIR_OPT --canonicalize`. Both
results are re-printed by MLIR_OPT (so floats and names print alike) and reduced to a normal
form that ignores SSA names and the order of constants: per function, the expression tree of
every returned value and the multiset of the expressions of all ops. A chunk containing a
line `// UPSTREAM-DIFFERS: <reason>` is skipped (a deliberate difference, explained in the
test). Exits 1 and prints both normal forms when a chunk differs.
"""
import re
import subprocess
import sys

NAME = re.compile(r"%[A-Za-z0-9_$.\-]+(?:#\d+)?")


def run(cmd, text):
    p = subprocess.run(cmd, input=text, capture_output=True, text=True)
    if p.returncode != 0:
        raise RuntimeError(f"{' '.join(cmd)} failed:\n{p.stderr}")
    return p.stdout


def normal_form(text):
    """{function name: (returned expressions, sorted op expressions)}"""
    funcs = {}
    cur = None
    exprs = {}
    for raw in text.splitlines():
        line = raw.strip()
        if line.startswith("func.func"):
            cur = re.search(r"@([\w$.]+)", line).group(1)
            exprs = {}
            funcs[cur] = ([], [])
            continue
        if cur is None or line in ("", "}", "module {") or line.startswith("//"):
            continue

        def subst(m):
            return exprs.get(m.group(0), m.group(0))

        defs, body = [], line
        m = re.match(r"^((?:%[\w$.\-]+(?::\d+)?)(?:\s*,\s*%[\w$.\-]+)*)\s*=\s*(.*)$", line)
        if m:
            defs = [d.strip() for d in m.group(1).split(",")]
            body = m.group(2)
        expr = NAME.sub(subst, body)
        if body.startswith("return") or body.startswith("func.return"):
            funcs[cur][0].append(expr)
            continue
        funcs[cur][1].append(expr)
        if len(defs) == 1 and ":" in defs[0]:
            name, n = defs[0].split(":")
            exprs[name] = f"({expr})"
            for i in range(int(n)):
                exprs[f"{name}#{i}"] = f"({expr})#{i}"
        elif len(defs) == 1:
            exprs[defs[0]] = f"({expr})"
        else:
            for i, d in enumerate(defs):
                exprs[d] = f"({expr})#{i}"
    return {k: (r, sorted(o)) for k, (r, o) in funcs.items()}


def main():
    mlirc, mlir_opt, path = sys.argv[1:4]
    chunks = open(path).read().split("\n// -----\n")
    failed = skipped = 0
    for i, chunk in enumerate(chunks):
        if "// UPSTREAM-DIFFERS:" in chunk:
            skipped += 1
            continue
        ours = run([mlirc, "-", "--pass-pipeline=builtin.module(canonicalize)"], chunk)
        ours = run([mlir_opt, "-"], ours)
        theirs = run([mlir_opt, "--canonicalize", "-"], chunk)
        a, b = normal_form(ours), normal_form(theirs)
        if a != b:
            failed += 1
            print(f"chunk {i} differs from upstream:")
            for f in sorted(set(a) | set(b)):
                if a.get(f) != b.get(f):
                    print(f"  @{f} mlirc:\n    {a.get(f)}\n  @{f} mlir-opt:\n    {b.get(f)}")
    print(f"{len(chunks)} chunks, {skipped} skipped, {failed} differ")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
