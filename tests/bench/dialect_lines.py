#!/usr/bin/env python3
"""The size of the dialect code (src/dialects), split by what it is, and its ops.

Issue 8 measures the dialect code against the 17,521 lines src/dialects had when it was filed
(commit a43f156, ~345 ops, 14 dialects). Since then other work added code there that is not
op definition: folders and canonicalization patterns, bufferization models, unit tests. This
script counts each part on its own so the definitions can be compared with that baseline:

    tests/bench/dialect_lines.py            (op counts from the registry: builds the lib tests)
    tests/bench/dialect_lines.py --no-ops   (lines only)

Lines are `wc -l` lines of the formatted files (comments included, as in the baseline).
"""
import os
import re
import subprocess
import sys

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..")
DIALECTS = os.path.join(ROOT, "src", "dialects")
BASELINE_LINES = 17521
BASELINE_OPS = 345
OLD = ["affine", "arith", "bufferization", "builtin", "cf", "func", "gpu", "linalg", "math", "memref", "scf",
       "tensor", "ub", "vector"]
NEW = ["llvm", "nvvm", "complex", "index"]

# Whole files that are not op definitions: (path relative to src/dialects, part).
FILES = {
    "ods.rs": "ods engine",
    "interface_tests.rs": "unit tests",
    "build.rs": "rewrites",
    "arith/values.rs": "rewrites",
    "arith/softfloat.rs": "rewrites",
    "bufferization/models.rs": "bufferization models",
    "bufferization/interface.rs": "bufferization models",
}
# Inline modules (`mod name {` at column 0, to the next `}` at column 0) that are not op
# definitions: unit tests, and the folders math and complex keep beside their ops.
BLOCKS = {"tests": "unit tests", "fold": "rewrites"}


def part_of_file(rel):
    if rel in FILES:
        return FILES[rel]
    base = os.path.basename(rel)
    if base in ("fold.rs", "canonicalize.rs"):
        return "rewrites"
    name = rel.split("/")[0].removesuffix(".rs")
    if name in NEW:
        return "new dialects"
    return "definitions"


def count():
    parts = {}
    for d, _, files in os.walk(DIALECTS):
        for f in sorted(files):
            if not f.endswith(".rs"):
                continue
            path = os.path.join(d, f)
            rel = os.path.relpath(path, DIALECTS)
            part = part_of_file(rel)
            lines = open(path).read().split("\n")[:-1]
            i = 0
            while i < len(lines):
                m = re.match(r"^mod (\w+) \{$", lines[i])
                block = BLOCKS.get(m.group(1)) if m else None
                if block and part in ("definitions", "new dialects"):
                    if i > 0 and lines[i - 1] == "#[cfg(test)]":
                        i -= 1
                        parts[part] -= 1
                    j = i
                    while j < len(lines) and lines[j] != "}":
                        j += 1
                    parts[block] = parts.get(block, 0) + (j + 1 - i)
                    i = j + 1
                    continue
                parts[part] = parts.get(part, 0) + 1
                i += 1
    return parts


def op_counts():
    out = subprocess.run(
        ["cargo", "test", "--release", "--lib", "dialects::tests::ops_are_declared", "--", "--nocapture"],
        cwd=ROOT, capture_output=True, text=True)
    ops = {}
    for line in (out.stdout + out.stderr).splitlines():
        m = re.match(r"^ops (\w+) (\d+)$", line)
        if m:
            ops[m.group(1)] = int(m.group(2))
    if not ops:
        sys.exit("dialect_lines: no op counts from the registry test:\n" + out.stderr[-2000:])
    return ops


def main():
    parts = count()
    total = sum(parts.values())
    print(f"src/dialects: {total} lines")
    for p in ["definitions", "new dialects", "ods engine", "rewrites", "bufferization models", "unit tests"]:
        print(f"  {p:22} {parts.get(p, 0):6}")
    defs = parts.get("definitions", 0)
    engine = parts.get("ods engine", 0)
    print(f"definitions of the 14 dialects of the baseline against its {BASELINE_LINES} lines:")
    print(f"  without the ods engine {defs:6}  {100.0 * (defs - BASELINE_LINES) / BASELINE_LINES:+.1f}%")
    print(f"  with the ods engine    {defs + engine:6}  "
          f"{100.0 * (defs + engine - BASELINE_LINES) / BASELINE_LINES:+.1f}%")
    if "--no-ops" in sys.argv:
        return
    ops = op_counts()
    old = sum(ops.get(d, 0) for d in OLD)
    new = sum(ops.get(d, 0) for d in NEW)
    print(f"ops: {old} in the 14 dialects of the baseline (was ~{BASELINE_OPS}), {new} in {', '.join(NEW)}")
    every = defs + engine + parts.get("new dialects", 0)
    print(f"lines per op, definitions of every dialect and the engine: {every / (old + new):.1f} "
          f"(baseline {BASELINE_LINES / BASELINE_OPS:.1f})")


if __name__ == "__main__":
    main()
