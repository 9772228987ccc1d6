#!/usr/bin/env python3
"""Generates a large MLIR module for `make bench`: func, arith, scf, memref and cf ops
in custom form, deterministic, valid for mlir-opt-22.

usage: gen_module.py [--ops N] [-o FILE]     (prints the op count it wrote to stderr)
"""
import argparse
import random
import sys


class Writer:
    def __init__(self, out):
        self.out = out
        self.ops = 0

    def op(self, line, indent=2):
        self.out.append(" " * indent + line)
        self.ops += 1

    def raw(self, line):
        self.out.append(line)


def arith_chain(w, rng, n, ints, floats, indent=4):
    """n straight-line arith ops over i32 values `ints` and f32 values `floats`."""
    for _ in range(n):
        k = rng.randrange(8)
        v = f"%v{w.ops}"
        if k == 0:
            w.op(f"{v} = arith.addi {rng.choice(ints)}, {rng.choice(ints)} : i32", indent)
            ints.append(v)
        elif k == 1:
            w.op(f"{v} = arith.muli {rng.choice(ints)}, {rng.choice(ints)} overflow<nsw> : i32", indent)
            ints.append(v)
        elif k == 2:
            w.op(f"{v} = arith.constant {rng.randrange(-1000, 1000)} : i32", indent)
            ints.append(v)
        elif k == 3:
            w.op(f"{v} = arith.addf {rng.choice(floats)}, {rng.choice(floats)} fastmath<contract> : f32", indent)
            floats.append(v)
        elif k == 4:
            w.op(f"{v} = arith.mulf {rng.choice(floats)}, {rng.choice(floats)} : f32", indent)
            floats.append(v)
        elif k == 5:
            c = f"%c{w.ops}"
            w.op(f"{c} = arith.cmpi slt, {rng.choice(ints)}, {rng.choice(ints)} : i32", indent)
            w.op(f"{v} = arith.select {c}, {rng.choice(ints)}, {rng.choice(ints)} : i32", indent)
            ints.append(v)
        elif k == 6:
            w.op(f"{v} = arith.sitofp {rng.choice(ints)} : i32 to f32", indent)
            floats.append(v)
        else:
            w.op(f"{v} = arith.xori {rng.choice(ints)}, {rng.choice(ints)} : i32", indent)
            ints.append(v)


def structured(w, rng, i):
    """A function with memrefs, scf.for, scf.if and scf.while."""
    w.raw(f"func.func @s{i}(%a: i32, %b: i32, %x: f32, %m: memref<?xf32>, %n: index) -> i32 {{")
    w.ops += 1
    w.op("%c0 = arith.constant 0 : index")
    w.op("%c1 = arith.constant 1 : index")
    w.op("%buf = memref.alloc(%n) : memref<?xf32>")
    w.op("%d = memref.dim %m, %c0 : memref<?xf32>")
    ints, floats = ["%a", "%b"], ["%x"]
    arith_chain(w, rng, rng.randrange(10, 30), ints, floats, 2)
    w.op(f"%r = scf.for %i = %c0 to %d step %c1 iter_args(%acc = {ints[-1]}) -> (i32) {{")
    w.op("%e = memref.load %m[%i] : memref<?xf32>", 4)
    inner_i, inner_f = ["%acc", "%a"], ["%e", "%x"]
    arith_chain(w, rng, rng.randrange(5, 20), inner_i, inner_f, 4)
    w.op(f"memref.store {inner_f[-1]}, %buf[%i] : memref<?xf32>", 4)
    w.op(f"scf.yield {inner_i[-1]} : i32", 4)
    w.raw("  }")
    w.op(f"%cond = arith.cmpi sgt, %r, {ints[-1]} : i32")
    w.op("%s = scf.if %cond -> (i32) {")
    w.op(f"%t = arith.subi %r, {rng.choice(ints)} : i32", 4)
    w.op("scf.yield %t : i32", 4)
    w.raw("  } else {")
    w.op(f"scf.yield {rng.choice(ints)} : i32", 4)
    w.raw("  }")
    w.op("%w = scf.while (%arg = %s) : (i32) -> i32 {")
    w.op("%lim = arith.constant 1000 : i32", 4)
    w.op("%go = arith.cmpi slt, %arg, %lim : i32", 4)
    w.op("scf.condition(%go) %arg : i32", 4)
    w.raw("  } do {")
    w.raw("  ^bb0(%arg: i32):")
    w.op("%next = arith.addi %arg, %arg : i32", 4)
    w.op("scf.yield %next : i32", 4)
    w.raw("  }")
    w.op("memref.dealloc %buf : memref<?xf32>")
    w.op("return %w : i32")
    w.raw("}")


def unstructured(w, rng, i):
    """A function with cf branches and block arguments, calling the previous one."""
    w.raw(f"func.func @u{i}(%a: i32, %b: i32, %x: f32, %m: memref<?xf32>, %n: index) -> i32 {{")
    w.ops += 1
    w.op("%c = arith.cmpi eq, %a, %b : i32")
    w.op("cf.cond_br %c, ^bb1(%a : i32), ^bb2")
    w.raw("^bb1(%p: i32):")
    ints, floats = ["%p", "%b"], ["%x"]
    arith_chain(w, rng, rng.randrange(10, 30), ints, floats, 2)
    w.op(f"cf.br ^bb3({ints[-1]} : i32)")
    w.raw("^bb2:")
    if i > 0:
        w.op(f"%call = func.call @s{i - 1}(%a, %b, %x, %m, %n) : (i32, i32, f32, memref<?xf32>, index) -> i32")
        ints = ["%call", "%a"]
    else:
        ints = ["%a", "%b"]
    arith_chain(w, rng, rng.randrange(10, 30), ints, ["%x"], 2)
    w.op(f"cf.br ^bb3({ints[-1]} : i32)")
    w.raw("^bb3(%r: i32):")
    w.op("return %r : i32")
    w.raw("}")


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--ops", type=int, default=200_000, help="at least this many ops (default 200000)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("-o", "--output", default="-")
    args = ap.parse_args()

    rng = random.Random(args.seed)
    out = []
    w = Writer(out)
    w.raw("module {")
    w.ops += 1
    i = 0
    while w.ops < args.ops:
        structured(w, rng, i)
        unstructured(w, rng, i)
        i += 1
    w.raw("}")
    text = "\n".join(out) + "\n"
    if args.output == "-":
        sys.stdout.write(text)
    else:
        with open(args.output, "w") as f:
            f.write(text)
    print(w.ops, file=sys.stderr)


if __name__ == "__main__":
    main()
