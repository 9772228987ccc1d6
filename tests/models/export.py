#!/usr/bin/env python3
"""Exports the model zoo of tests/models/ with torch-mlir (`make models`; needs torch,
and torch-mlir, which `make models` installs into .deps/venv).

For each model: `NAME/model.mlir` (torch-mlir's linalg-on-tensors output, weights as
`dense_resource` blobs, function `@forward`), `NAME/model.tosa.mlir` (the same model as
torch-mlir's TOSA output, where it has one: not for upsampling or scatter_add), `NAME/inputs.bin` and `NAME/expected.bin` (the
inputs and PyTorch's eager outputs, raw little-endian, in argument / result order) and
`NAME/model.txt` (one line per input and output: `input|output DTYPE DIM...`, then the error
bounds the test applies, `atol`, `rtol`, and `why`). Weights and inputs are random with fixed seeds;
widths are reduced so that every file stays small.

Usage: export.py [--out DIR] [--tosa-only] [NAME ...]"""

import argparse
import os
import sys
import zlib

import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F

torch.manual_seed(0)

# Error bounds. f32 results of a model differ from PyTorch's only by the order of the sums
# (reassociation: blocked dot products, vectorized reductions, fused or unfused multiply-adds)
# and by the math library (exp, tanh, erf within a few ulp). For a dot product of length K
# with terms of size ~1 the rounding error grows like sqrt(K) * 2^-24 relative to the sum of
# the terms' magnitudes; through a few layers that is about 1e-6 .. 1e-5 of the activations'
# scale. The bounds below are `atol` on |got - want| (in units of the output's scale, which is
# O(1) for every model here) and `rtol` relative to |want|: an element passes if either holds.
F32 = {"atol": 1e-4, "rtol": 1e-4,
       "why": "f32 reassociation over a few layers of sums of length <= 1024 (~1e-5 of the "
              "outputs' O(1) scale) and libm differences (a few ulp per exp/tanh/erf)"}


class MLP(nn.Module):
    def __init__(self):
        super().__init__()
        self.l1, self.l2, self.l3 = nn.Linear(64, 128), nn.Linear(128, 128), nn.Linear(128, 10)

    def forward(self, x):
        return self.l3(F.relu(self.l2(F.relu(self.l1(x)))))


class SmallCNN(nn.Module):
    def __init__(self):
        super().__init__()
        self.c1 = nn.Conv2d(1, 8, 3, padding=1)
        self.c2 = nn.Conv2d(8, 16, 3, padding=1)
        self.fc = nn.Linear(16 * 4 * 4, 10)

    def forward(self, x):
        x = F.max_pool2d(F.relu(self.c1(x)), 2)
        x = F.max_pool2d(F.relu(self.c2(x)), 2)
        return self.fc(torch.flatten(x, 1))


class BasicBlock(nn.Module):
    def __init__(self, cin, cout, stride):
        super().__init__()
        self.c1 = nn.Conv2d(cin, cout, 3, stride, 1, bias=False)
        self.b1 = nn.BatchNorm2d(cout)
        self.c2 = nn.Conv2d(cout, cout, 3, 1, 1, bias=False)
        self.b2 = nn.BatchNorm2d(cout)
        self.down = None
        if stride != 1 or cin != cout:
            self.down = nn.Sequential(nn.Conv2d(cin, cout, 1, stride, bias=False), nn.BatchNorm2d(cout))

    def forward(self, x):
        y = F.relu(self.b1(self.c1(x)))
        y = self.b2(self.c2(y))
        return F.relu(y + (self.down(x) if self.down is not None else x))


class ResNetSmall(nn.Module):
    """resnet18's structure (stem, 4 stages of 2 basic blocks, global average pool, fc) at
    1/8 of its widths, on a 32x32 image."""

    def __init__(self):
        super().__init__()
        w = [8, 16, 32, 64]
        self.stem = nn.Sequential(nn.Conv2d(3, w[0], 7, 2, 3, bias=False), nn.BatchNorm2d(w[0]), nn.ReLU(),
                                  nn.MaxPool2d(3, 2, 1))
        blocks, cin = [], w[0]
        for i, c in enumerate(w):
            blocks += [BasicBlock(cin, c, 1 if i == 0 else 2), BasicBlock(c, c, 1)]
            cin = c
        self.blocks = nn.Sequential(*blocks)
        self.fc = nn.Linear(w[-1], 10)

    def forward(self, x):
        x = self.blocks(self.stem(x))
        return self.fc(torch.flatten(F.adaptive_avg_pool2d(x, 1), 1))


class GPTBlock(nn.Module):
    def __init__(self, d=64, heads=4, seq=16):
        super().__init__()
        self.h = heads
        self.ln1, self.ln2 = nn.LayerNorm(d), nn.LayerNorm(d)
        self.qkv, self.proj = nn.Linear(d, 3 * d), nn.Linear(d, d)
        self.fc1, self.fc2 = nn.Linear(d, 4 * d), nn.Linear(4 * d, d)
        self.register_buffer("mask", torch.tril(torch.ones(seq, seq)).bool())

    def forward(self, x):
        b, t, d = x.shape
        q, k, v = self.qkv(self.ln1(x)).split(d, dim=2)
        q, k, v = (z.view(b, t, self.h, d // self.h).transpose(1, 2) for z in (q, k, v))
        att = (q @ k.transpose(-2, -1)) / (d // self.h) ** 0.5
        att = att.masked_fill(~self.mask[:t, :t], float("-inf")).softmax(-1)
        y = (att @ v).transpose(1, 2).reshape(b, t, d)
        x = x + self.proj(y)
        return x + self.fc2(F.gelu(self.fc1(self.ln2(x))))


class ViTBlock(nn.Module):
    """A patch embedding (4x4 patches of a 3x32x32 image), a class token, position
    embeddings, one pre-norm encoder block and a head."""

    def __init__(self, d=48):
        super().__init__()
        self.patch = nn.Conv2d(3, d, 4, 4)
        self.cls = nn.Parameter(torch.randn(1, 1, d))
        self.pos = nn.Parameter(torch.randn(1, 65, d) * 0.1)
        self.enc = nn.TransformerEncoderLayer(d, 4, 96, dropout=0.0, batch_first=True, norm_first=True)
        self.head = nn.Linear(d, 10)

    def forward(self, x):
        x = self.patch(x).flatten(2).transpose(1, 2)
        x = torch.cat([self.cls.expand(x.shape[0], -1, -1), x], 1) + self.pos
        return self.head(self.enc(x)[:, 0])


class UNetSmall(nn.Module):
    def __init__(self):
        super().__init__()
        self.d1 = nn.Sequential(nn.Conv2d(3, 8, 3, padding=1), nn.ReLU())
        self.d2 = nn.Sequential(nn.Conv2d(8, 16, 3, padding=1), nn.ReLU())
        self.up = nn.Upsample(scale_factor=2, mode="nearest")
        self.u1 = nn.Sequential(nn.Conv2d(24, 8, 3, padding=1), nn.ReLU())
        self.out = nn.Conv2d(8, 2, 1)

    def forward(self, x):
        a = self.d1(x)
        b = self.d2(F.max_pool2d(a, 2))
        return self.out(self.u1(torch.cat([self.up(b), a], 1)))


class TinyLM(nn.Module):
    """Token embeddings, one attention layer (no mask) and a tied output head."""

    def __init__(self, vocab=100, d=32):
        super().__init__()
        self.emb = nn.Embedding(vocab, d)
        self.attn = nn.MultiheadAttention(d, 2, batch_first=True)
        self.ln = nn.LayerNorm(d)

    def forward(self, tokens):
        x = self.emb(tokens)
        y, _ = self.attn(x, x, x, need_weights=False)
        return self.ln(x + y) @ self.emb.weight.t()


class GRUModel(nn.Module):
    def __init__(self):
        super().__init__()
        self.gru = nn.GRU(8, 16, batch_first=True)
        self.fc = nn.Linear(16, 4)

    def forward(self, x):
        y, _ = self.gru(x)
        return self.fc(y[:, -1])


class LSTMModel(nn.Module):
    def __init__(self):
        super().__init__()
        self.lstm = nn.LSTM(8, 16, batch_first=True)
        self.fc = nn.Linear(16, 4)

    def forward(self, x):
        y, _ = self.lstm(x)
        return self.fc(y[:, -1])


def encoder_layer():
    return nn.TransformerEncoderLayer(64, 4, 128, dropout=0.0, batch_first=True)


class InvertedResidual(nn.Module):
    """mobilenet_v3's block: 1x1 expansion, depthwise kxk, squeeze-and-excitation, 1x1
    projection, hardswish or relu, a residual when the shapes allow."""

    def __init__(self, cin, exp, cout, k, stride, se, hs):
        super().__init__()
        act = nn.Hardswish if hs else nn.ReLU
        self.expand = nn.Sequential(nn.Conv2d(cin, exp, 1, bias=False), nn.BatchNorm2d(exp), act())
        self.dw = nn.Sequential(nn.Conv2d(exp, exp, k, stride, k // 2, groups=exp, bias=False),
                                nn.BatchNorm2d(exp), act())
        self.se = nn.Sequential(nn.AdaptiveAvgPool2d(1), nn.Conv2d(exp, exp // 4, 1), nn.ReLU(),
                                nn.Conv2d(exp // 4, exp, 1), nn.Hardsigmoid()) if se else None
        self.project = nn.Sequential(nn.Conv2d(exp, cout, 1, bias=False), nn.BatchNorm2d(cout))
        self.residual = stride == 1 and cin == cout

    def forward(self, x):
        y = self.dw(self.expand(x))
        if self.se is not None:
            y = y * self.se(y)
        y = self.project(y)
        return x + y if self.residual else y


class MobileNetV3Small(nn.Module):
    """mobilenet_v3_small's structure (hardswish stem, inverted residual blocks with
    squeeze-and-excitation, pooled classifier) with fewer, narrower blocks."""

    def __init__(self):
        super().__init__()
        self.stem = nn.Sequential(nn.Conv2d(3, 8, 3, 2, 1, bias=False), nn.BatchNorm2d(8), nn.Hardswish())
        self.blocks = nn.Sequential(
            InvertedResidual(8, 8, 8, 3, 2, True, False),
            InvertedResidual(8, 24, 12, 3, 2, False, False),
            InvertedResidual(12, 32, 12, 3, 1, False, False),
            InvertedResidual(12, 48, 16, 5, 2, True, True),
            InvertedResidual(16, 64, 16, 5, 1, True, True),
        )
        self.head = nn.Sequential(nn.Conv2d(16, 64, 1, bias=False), nn.BatchNorm2d(64), nn.Hardswish())
        self.classifier = nn.Sequential(nn.Linear(64, 32), nn.Hardswish(), nn.Linear(32, 10))

    def forward(self, x):
        x = self.head(self.blocks(self.stem(x)))
        return self.classifier(torch.flatten(F.adaptive_avg_pool2d(x, 1), 1))


class TopkModel(nn.Module):
    """torch.topk of a linear layer's output, values and indices (torch-mlir: tm_tensor.sort
    of the values with their indices, then slices)."""

    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(16, 32)

    def forward(self, x):
        v, i = torch.topk(self.fc(x), 5, dim=1)
        return v, i


class SortModel(nn.Module):
    """torch.sort ascending along the last dimension and descending along the first."""

    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(8, 12)

    def forward(self, x):
        y = self.fc(x)
        a, ai = torch.sort(y, dim=1)
        d, di = torch.sort(y, dim=0, descending=True)
        return a, ai, d, di


class CumsumModel(nn.Module):
    """torch.cumsum along both dimensions of a linear layer's output (tm_tensor.scan)."""

    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(8, 16)

    def forward(self, x):
        y = self.fc(x)
        return torch.cumsum(y, 1), torch.cumsum(y, 0)


class ScatterModel(nn.Module):
    """scatter_add and index_put with accumulate (tm_tensor.scatter, repeated indices)."""

    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(8, 8)

    def forward(self, x, idx, rows):
        y = self.fc(x)
        a = y.scatter_add(1, idx, y[:, :4] * 2.0)
        b = y.index_put((rows,), y[:3], accumulate=True)
        return a, b


def scatter_inputs():
    return [torch.randn(6, 8), torch.randint(0, 8, (6, 4)), torch.tensor([4, 0, 4])]


ZOO = {
    # name: (constructor, example inputs, bounds)
    "mlp": (MLP, lambda: [torch.randn(1, 64)], F32),
    "small_cnn": (SmallCNN, lambda: [torch.randn(1, 1, 16, 16)], F32),
    "resnet_small": (ResNetSmall, lambda: [torch.randn(1, 3, 32, 32)], F32),
    "mobilenet_v3_small": (MobileNetV3Small, lambda: [torch.randn(1, 3, 64, 64)], F32),
    "transformer_encoder": (encoder_layer, lambda: [torch.randn(1, 16, 64)], F32),
    "gpt_block": (GPTBlock, lambda: [torch.randn(1, 16, 64)], F32),
    "vit_block": (ViTBlock, lambda: [torch.randn(1, 3, 32, 32)], F32),
    "unet_small": (UNetSmall, lambda: [torch.randn(1, 3, 16, 16)], F32),
    "tiny_lm": (TinyLM, lambda: [torch.randint(0, 100, (1, 12))], F32),
    "gru": (GRUModel, lambda: [torch.randn(1, 6, 8)], F32),
    "lstm": (LSTMModel, lambda: [torch.randn(1, 6, 8)], F32),
    "topk_model": (TopkModel, lambda: [torch.randn(3, 16)], F32),
    "sort_model": (SortModel, lambda: [torch.randn(5, 8)], F32),
    "cumsum_model": (CumsumModel, lambda: [torch.randn(6, 8)], F32),
    "scatter_model": (ScatterModel, scatter_inputs, F32),
}


def export(name, out, tosa_only=False):
    from torch_mlir import fx
    ctor, make_inputs, bounds = ZOO[name]
    torch.manual_seed(zlib.crc32(name.encode()))
    model = ctor().eval()
    # Batch norm statistics that are not the identity, so that folding them is tested.
    for m in model.modules():
        if isinstance(m, nn.BatchNorm2d):
            m.running_mean.uniform_(-0.5, 0.5)
            m.running_var.uniform_(0.5, 1.5)
    inputs = make_inputs()
    with torch.no_grad():
        want = model(*inputs)
        module = None if tosa_only else fx.export_and_import(
            model, *inputs, output_type="linalg-on-tensors", func_name="forward")
        # The same model as TOSA (torch-mlir's `output_type="tosa"`), where torch-mlir can.
        try:
            tosa = str(fx.export_and_import(model, *inputs, output_type="tosa", func_name="forward"))
        except Exception as e:  # torch-mlir has no TOSA lowering for some ops (upsampling, scatter_add)
            print(f"{name}: no TOSA export: {type(e).__name__}: {str(e).splitlines()[0][:200]}", file=sys.stderr)
            tosa = None
    outs = want if isinstance(want, (tuple, list)) else [want]
    d = os.path.join(out, name)
    os.makedirs(d, exist_ok=True)
    tosa_path = os.path.join(d, "model.tosa.mlir")
    if tosa is not None:
        with open(tosa_path, "w") as f:
            f.write(tosa)
    elif os.path.exists(tosa_path):
        os.remove(tosa_path)
    if tosa_only:
        # The committed inputs and outputs must be those of this run.
        for fname, ts in (("inputs.bin", inputs), ("expected.bin", outs)):
            with open(os.path.join(d, fname), "rb") as f:
                if f.read() != b"".join(t.contiguous().numpy().tobytes() for t in ts):
                    sys.exit(f"{name}: {fname} differs from this run's; run a full export")
        return
    with open(os.path.join(d, "model.mlir"), "w") as f:
        f.write(str(module))
    with open(os.path.join(d, "inputs.bin"), "wb") as f:
        for t in inputs:
            f.write(t.contiguous().numpy().tobytes())
    with open(os.path.join(d, "expected.bin"), "wb") as f:
        for t in outs:
            f.write(t.contiguous().numpy().tobytes())
    dtype = {torch.float32: "f32", torch.int64: "i64", torch.int32: "i32", torch.bool: "i1"}
    lines = [" ".join([kind, dtype[t.dtype]] + [str(n) for n in t.shape])
             for kind, ts in (("input", inputs), ("output", outs)) for t in ts]
    lines += [f"atol {bounds['atol']}", f"rtol {bounds['rtol']}", f"why {bounds['why']}"]
    with open(os.path.join(d, "model.txt"), "w") as f:
        f.write("\n".join(lines) + "\n")
    size = os.path.getsize(os.path.join(d, "model.mlir"))
    print(f"{name}: {size / 1e6:.2f} MB", file=sys.stderr)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", default=os.path.dirname(os.path.abspath(__file__)))
    ap.add_argument("--tosa-only", action="store_true",
                    help="write only model.tosa.mlir, checking that inputs.bin and expected.bin are unchanged")
    ap.add_argument("names", nargs="*")
    a = ap.parse_args()
    for name in a.names or ZOO:
        try:
            export(name, a.out, a.tosa_only)
        except Exception as e:  # report and go on: one model's failure is not the zoo's
            print(f"{name}: export failed: {type(e).__name__}: {str(e)[:300]}", file=sys.stderr)


if __name__ == "__main__":
    main()
