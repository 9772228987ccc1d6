#!/usr/bin/env python3
"""Writes a torch-mlir-style model whose weights are large constants, for the `weights` part of
`make bench` (tests/bench/run.sh).

usage: gen_weights.py --form resource|hex [--mb N] -o FILE

`func.func @forward` multiplies its input by a chain of f32 weight matrices (`linalg.matmul` on
`tensor.empty` + `linalg.fill`, as torch-mlir lowers `aten.mm`): pairs of
HIDDEN x FFN and FFN x HIDDEN matrices (24 MB each) until the weights reach --mb megabytes
(default 100), then a HIDDEN x OUT head. With --form resource each weight is
`dense_resource<torch_tensor_...>` and its bytes are a blob of the `{-# dialect_resources #-}`
section after the module, as torch-mlir writes them; with --form hex the same bytes are
`dense<"0x...">` literals in the function. The data is deterministic (a seeded generator),
finite floats of magnitudes 2^-7 to 2. Prints the weights' size in bytes to stderr.
"""
import argparse
import random

HIDDEN, FFN, OUT = 2048, 3072, 1024


def weights(mb):
    """The weight shapes, in order of use."""
    shapes, total = [], 0
    while total < mb * 1_000_000:
        shapes += [(HIDDEN, FFN), (FFN, HIDDEN)]
        total += 2 * HIDDEN * FFN * 4
    return shapes + [(HIDDEN, OUT)]


def data(rng, n):
    """n f32 values as little-endian bytes: random signs and mantissas, magnitudes of 2^-7 to 2."""
    b = bytearray(rng.randbytes(4 * n))
    # The top byte of each float: its sign, then the exponent's high bits 0x3C..0x3F.
    table = bytes(((x & 0x80) | 0x3C | (x & 0x03)) for x in range(256))
    b[3::4] = b[3::4].translate(table)
    return bytes(b)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--form", choices=["resource", "hex"], required=True)
    ap.add_argument("--mb", type=int, default=100)
    ap.add_argument("-o", "--output", required=True)
    args = ap.parse_args()
    rng = random.Random(20260101)
    shapes = weights(args.mb)
    blobs = []
    total = 0
    with open(args.output, "w") as f:
        f.write("module {\n")
        f.write(f"  func.func @forward(%arg0: tensor<1x{HIDDEN}xf32>) -> tensor<1x{OUT}xf32> {{\n")
        f.write("    %cst = arith.constant 0.000000e+00 : f32\n")
        x = "%arg0"
        for i, (k, n) in enumerate(shapes):
            wt = f"tensor<{k}x{n}xf32>"
            bytes_ = data(rng, k * n)
            total += len(bytes_)
            if args.form == "resource":
                name = f"torch_tensor_{k}_{n}_torch.float32_{i}"
                blobs.append((name, bytes_))
                f.write(f"    %w{i} = arith.constant dense_resource<{name}> : {wt}\n")
            else:
                f.write(f'    %w{i} = arith.constant dense<"0x')
                f.write(bytes_.hex().upper())
                f.write(f'"> : {wt}\n')
            f.write(f"    %e{i} = tensor.empty() : tensor<1x{n}xf32>\n")
            f.write(f"    %f{i} = linalg.fill ins(%cst : f32) outs(%e{i} : tensor<1x{n}xf32>) -> tensor<1x{n}xf32>\n")
            f.write(
                f"    %m{i} = linalg.matmul ins({x}, %w{i} : tensor<1x{k}xf32>, {wt}) "
                f"outs(%f{i} : tensor<1x{n}xf32>) -> tensor<1x{n}xf32>\n"
            )
            x = f"%m{i}"
        f.write(f"    return {x} : tensor<1x{OUT}xf32>\n  }}\n}}\n")
        if blobs:
            f.write("\n{-#\n  dialect_resources: {\n    builtin: {\n")
            for j, (name, b) in enumerate(blobs):
                sep = "," if j + 1 < len(blobs) else ""
                # Alignment 4, little-endian, then the data.
                f.write(f'      {name}: "0x04000000')
                f.write(b.hex().upper())
                f.write(f'"{sep}\n')
            f.write("    }\n  }\n#-}\n")
    import sys

    print(total, file=sys.stderr)


if __name__ == "__main__":
    main()
