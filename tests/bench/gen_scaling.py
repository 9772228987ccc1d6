#!/usr/bin/env python3
"""Generates one func.func with N loops (or ifs) for the scaling table of `make bench`:
deterministic, custom form, valid for mlir-opt-22 and for its --lower-affine --convert-scf-to-cf.

Families:
  scf-for    N sequential scf.for loops, each carrying an i32 iter_arg through the next loop,
             with a memref.load / arith.addf / memref.store and an arith.addi in the body
  affine-for N sequential affine.for loops, each reading %m[%i + 1] with affine.load and writing
             %m[%i] with affine.store (so lower-affine has index arithmetic to expand)
  scf-if     N scf.if ops with an else region, each yielding an i32 that the next one uses
  tensor     about N tensor ops in one chain over a tensor<64xf32>: elementwise linalg.generic
             ops into one shared tensor.empty (as CSE leaves them), slice updates (extract_slice, linalg.generic on the slice,
             insert_slice into the same place) and scf.for loops inserting into their iter_arg
             (for the bufferization + deallocation table)

usage: gen_scaling.py FAMILY N [-o FILE]
"""
import argparse
import sys


def scf_for(n):
    out = ["func.func @scf_for(%m: memref<?xf32>, %n: index, %a: i32) -> i32 {"]
    out.append("  %c0 = arith.constant 0 : index")
    out.append("  %c1 = arith.constant 1 : index")
    out.append("  %one = arith.constant 1 : i32")
    out.append("  %half = arith.constant 0.5 : f32")
    prev = "%a"
    for k in range(n):
        out.append(f"  %r{k} = scf.for %i{k} = %c0 to %n step %c1 iter_args(%s{k} = {prev}) -> (i32) {{")
        out.append(f"    %e{k} = memref.load %m[%i{k}] : memref<?xf32>")
        out.append(f"    %f{k} = arith.addf %e{k}, %half : f32")
        out.append(f"    memref.store %f{k}, %m[%i{k}] : memref<?xf32>")
        out.append(f"    %x{k} = arith.addi %s{k}, %one : i32")
        out.append(f"    scf.yield %x{k} : i32")
        out.append("  }")
        prev = f"%r{k}"
    out.append(f"  return {prev} : i32")
    out.append("}")
    return out


def affine_for(n):
    out = ["func.func @affine_for(%m: memref<1025xf32>) {"]
    out.append("  %half = arith.constant 0.5 : f32")
    for k in range(n):
        out.append(f"  affine.for %i{k} = 0 to 1024 {{")
        out.append(f"    %v{k} = affine.load %m[%i{k} + 1] : memref<1025xf32>")
        out.append(f"    %w{k} = arith.mulf %v{k}, %half : f32")
        out.append(f"    affine.store %w{k}, %m[%i{k}] : memref<1025xf32>")
        out.append("  }")
    out.append("  return")
    out.append("}")
    return out


def scf_if(n):
    out = ["func.func @scf_if(%a: i32, %b: i32) -> i32 {"]
    out.append("  %one = arith.constant 1 : i32")
    prev = "%a"
    for k in range(n):
        out.append(f"  %c{k} = arith.cmpi slt, {prev}, %b : i32")
        out.append(f"  %r{k} = scf.if %c{k} -> (i32) {{")
        out.append(f"    %t{k} = arith.addi {prev}, %one : i32")
        out.append(f"    scf.yield %t{k} : i32")
        out.append("  } else {")
        out.append(f"    %e{k} = arith.subi {prev}, %one : i32")
        out.append(f"    scf.yield %e{k} : i32")
        out.append("  }")
        prev = f"%r{k}"
    out.append(f"  return {prev} : i32")
    out.append("}")
    return out


def tensor(n):
    ty = "tensor<64xf32>"
    ident = "affine_map<(d0) -> (d0)>"
    out = [f"func.func @tensor(%t: {ty}, %x: f32) -> {ty} {{"]
    out.append("  %c0 = arith.constant 0 : index")
    out.append("  %c1 = arith.constant 1 : index")
    out.append("  %c8 = arith.constant 8 : index")
    out.append(f"  %e = tensor.empty() : {ty}")
    prev = "%t"
    ops = 0
    k = 0
    while ops < n:
        kind = k % 3
        if kind == 0:
            out.append(
                f"  %r{k} = linalg.generic {{indexing_maps = [{ident}, {ident}], iterator_types = [\"parallel\"]}} "
                f"ins({prev} : {ty}) outs(%e : {ty}) {{"
            )
            out.append("  ^bb0(%a: f32, %b: f32):")
            out.append("    %s = arith.addf %a, %x : f32")
            out.append("    linalg.yield %s : f32")
            out.append(f"  }} -> {ty}")
            ops += 2
        elif kind == 1:
            out.append(f"  %s{k} = tensor.extract_slice {prev}[16] [16] [1] : {ty} to tensor<16xf32>")
            out.append(
                f"  %g{k} = linalg.generic {{indexing_maps = [{ident}], iterator_types = [\"parallel\"]}} "
                f"outs(%s{k} : tensor<16xf32>) {{"
            )
            out.append("  ^bb0(%b: f32):")
            out.append("    %s = arith.mulf %b, %x : f32")
            out.append("    linalg.yield %s : f32")
            out.append("  } -> tensor<16xf32>")
            out.append(f"  %r{k} = tensor.insert_slice %g{k} into {prev}[16] [16] [1] : tensor<16xf32> into {ty}")
            ops += 3
        else:
            out.append(f"  %r{k} = scf.for %i{k} = %c0 to %c8 step %c1 iter_args(%a{k} = {prev}) -> ({ty}) {{")
            out.append(f"    %v{k} = tensor.extract %a{k}[%i{k}] : {ty}")
            out.append(f"    %w{k} = arith.addf %v{k}, %x : f32")
            out.append(f"    %n{k} = tensor.insert %w{k} into %a{k}[%i{k}] : {ty}")
            out.append(f"    scf.yield %n{k} : {ty}")
            out.append("  }")
            ops += 3
        prev = f"%r{k}"
        k += 1
    out.append(f"  return {prev} : {ty}")
    out.append("}")
    return out


FAMILIES = {"scf-for": scf_for, "affine-for": affine_for, "scf-if": scf_if, "tensor": tensor}


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("family", choices=sorted(FAMILIES))
    ap.add_argument("n", type=int, help="number of loops (scf.if ops for scf-if)")
    ap.add_argument("-o", "--output", default="-")
    args = ap.parse_args()

    text = "\n".join(["module {"] + FAMILIES[args.family](args.n) + ["}"]) + "\n"
    if args.output == "-":
        sys.stdout.write(text)
    else:
        with open(args.output, "w") as f:
            f.write(text)


if __name__ == "__main__":
    main()
