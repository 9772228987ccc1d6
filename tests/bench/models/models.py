#!/usr/bin/env python3
"""`make bench`, models part: the latency of one call of whole models compiled by mlirc, against
PyTorch eager, ONNX Runtime and IREE measured in the same run (`BENCH_ONLY=models make bench`).

Models (at their real sizes, random weights with fixed seeds, eval mode, batch 1): resnet18 and
mobilenet_v3_small (torchvision, 3x224x224), a transformer encoder layer (d 256, 4 heads, ff 1024,
seq 128), a GPT-style block (pre-norm, causal, d 256, 4 heads, seq 128), the MLP 784-512-512-10, a
BERT-style encoder (token + position embeddings of BERT's vocabulary, 2 post-norm GELU layers, d 256,
seq 128) and a small CNN (2 conv + max pool, 32 and 64 channels, linear, 28x28).

Steps (all outputs under target/bench/models/, regenerated when missing or when this file changes):
  1. export each model (torch-mlir `fx.export_and_import`, linalg-on-tensors with `dense_resource`
     weights, as tests/models/export.py; `torch.onnx.export`, dynamo exporter), its input and
     PyTorch's output;
  2. compile: `mlirc -O3 -mcpu=native -ffp-contract=fast -shared` (and with `--threads=2`; and plain `-O3`, mlirc's
     default CPU, x86-64, timed too when its code differs) and `iree-compile` (llvm-cpu, host CPU)
     on the same file, each timed with /usr/bin/time (wall seconds and peak RSS), unpinned;
  3. time, once under `taskset -c 1` with one thread everywhere, once under `taskset -c 0,1` with
     two: every contender runs in its own process (so that one runtime's spinning threads do not
     steal another's cores; each waits on a pipe while the others run), which loads the model,
     checks its output against PyTorch's (max abs error and that error relative to the output's
     largest magnitude; a contender whose output is wrong is marked WRONG and not timed), then
     answers rounds, round robin (the first contender rotates): in a round a contender makes calls
     for about BENCH_MODELS_ROUND_S seconds (at least one) and the round's median call counts; its
     figure is the least of its round medians. mlirc is called from a C loop (loop.c, through
     ctypes: no Python in the timed span), PyTorch and ONNX Runtime from Python (their usual way;
     ONNX Runtime through an I/O binding),
     IREE by iree-benchmark-module (its own timer; at one thread both its local-task device with
     one worker and local-sync, the faster counts);
  4. print the tables (latency, mlirc / best peer per model and the geometric mean, compile time
     and memory against the weights' size) and write them to target/bench/models.txt.

Exit status 1 when mlirc fails to compile or run a model or its output is wrong; a peer's failure
is a cell of the table with its reason below it.

Environment: MLIRC (default target/release/mlirc), BENCH_MODELS (model names, comma- or
space-separated; default all), BENCH_MODELS_ROUNDS (default 5), BENCH_MODELS_ROUND_S (default
0.2), BENCH_MODELS_THREADS (default "1 2"), BENCH_MODELS_COMPILE_RUNS (compiles of which the best
counts, default 2), BENCH_MODELS_TOL (the relative error above which an output is wrong, default 1e-3).

Run with the venv's python (.deps/venv/bin/python; tests/bench/models/setup.sh installs it).
"""
import contextlib
import datetime
import hashlib
import io
import json
import math
import os
import platform
import re
import shutil
import subprocess
import sys
import time
import zlib

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, "..", "..", ".."))
OUT = os.path.join(ROOT, "target", "bench", "models")
BIN = os.path.dirname(os.path.abspath(sys.executable))  # the venv's bin: iree-compile, iree-*-module
TIMEOUT = 1800

ORDER = ["mlp", "small_cnn", "transformer_encoder", "gpt_block", "bert_encoder", "mobilenet_v3_small", "resnet18"]
PEERS = ["pytorch", "ort", "iree"]
LABEL = {"mlirc": "mlirc", "pytorch": "PyTorch", "ort": "ONNX Runtime", "iree": "IREE",
         "iree-sync": "IREE (local-sync)", "mlirc-generic": "mlirc -O3 (x86-64)"}

IREE_FLAGS = ["--iree-hal-target-device=local", "--iree-hal-local-target-device-backends=llvm-cpu",
              "--iree-llvmcpu-target-cpu=host"]


# --- The models ----------------------------------------------------------------------------------


def zoo():
    """name -> (description, constructor, input maker); imports torch."""
    import torch
    import torch.nn as nn
    import torch.nn.functional as F
    import torchvision

    class MLP(nn.Module):
        def __init__(self):
            super().__init__()
            self.l1, self.l2, self.l3 = nn.Linear(784, 512), nn.Linear(512, 512), nn.Linear(512, 10)

        def forward(self, x):
            return self.l3(F.relu(self.l2(F.relu(self.l1(x)))))

    class SmallCNN(nn.Module):
        def __init__(self):
            super().__init__()
            self.c1 = nn.Conv2d(1, 32, 3, padding=1)
            self.c2 = nn.Conv2d(32, 64, 3, padding=1)
            self.fc = nn.Linear(64 * 7 * 7, 10)

        def forward(self, x):
            x = F.max_pool2d(F.relu(self.c1(x)), 2)
            x = F.max_pool2d(F.relu(self.c2(x)), 2)
            return self.fc(torch.flatten(x, 1))

    class GPTBlock(nn.Module):
        def __init__(self, d=256, heads=4, seq=128):
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

    class BertEncoder(nn.Module):
        def __init__(self, vocab=30522, d=256, heads=4, layers=2, seq=128):
            super().__init__()
            self.tok, self.pos = nn.Embedding(vocab, d), nn.Embedding(512, d)
            self.ln = nn.LayerNorm(d)
            layer = nn.TransformerEncoderLayer(d, heads, 4 * d, dropout=0.0, activation="gelu", batch_first=True)
            self.enc = nn.TransformerEncoder(layer, layers, enable_nested_tensor=False)
            self.register_buffer("positions", torch.arange(seq).unsqueeze(0))

        def forward(self, tokens):
            x = self.ln(self.tok(tokens) + self.pos(self.positions[:, :tokens.shape[1]]))
            return self.enc(x)

    def encoder_layer():
        return nn.TransformerEncoderLayer(256, 4, 1024, dropout=0.0, batch_first=True)

    def image():
        return torch.randn(1, 3, 224, 224)

    return {
        "mlp": ("MLP 784-512-512-10, ReLU", MLP, lambda: torch.randn(1, 784)),
        "small_cnn": ("2 conv 3x3 (32, 64) + ReLU + max pool, linear; 1x28x28", SmallCNN,
                      lambda: torch.randn(1, 1, 28, 28)),
        "transformer_encoder": ("nn.TransformerEncoderLayer d 256, 4 heads, ff 1024, seq 128", encoder_layer,
                                lambda: torch.randn(1, 128, 256)),
        "gpt_block": ("GPT block: pre-norm, causal attention, GELU MLP; d 256, 4 heads, seq 128", GPTBlock,
                      lambda: torch.randn(1, 128, 256)),
        "bert_encoder": ("BERT-style: embeddings (vocab 30522) + 2 post-norm GELU layers, d 256, seq 128",
                         BertEncoder, lambda: torch.randint(0, 30522, (1, 128))),
        "mobilenet_v3_small": ("torchvision mobilenet_v3_small, 3x224x224",
                               lambda: torchvision.models.mobilenet_v3_small(weights=None), image),
        "resnet18": ("torchvision resnet18, 3x224x224", lambda: torchvision.models.resnet18(weights=None), image),
    }


# --- Helpers -------------------------------------------------------------------------------------


def note(msg):
    print(f"models: {msg}", file=sys.stderr, flush=True)


def run(cmd, timeout=TIMEOUT, env=None):
    """(exit code, stdout, stderr); 124 on a timeout."""
    try:
        p = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout, env=env, cwd=ROOT)
        return p.returncode, p.stdout, p.stderr
    except subprocess.TimeoutExpired:
        return 124, "", f"timed out after {timeout} s"
    except OSError as e:
        return 127, "", str(e)


def first_line(text, n=160):
    """The first line of a message that says something (an error line if there is one)."""
    lines = [ln.strip() for ln in text.splitlines() if ln.strip()]
    for ln in lines:
        if re.search(r"error|Error|failed|FAIL", ln):
            return ln[:n]
    return lines[0][:n] if lines else ""


def timed(cmd, runs=1):
    """Runs cmd under /usr/bin/time `runs` times: (the best wall seconds, the peak RSS bytes of that
    run, None) or (None, None, why)."""
    tf = os.path.join(OUT, "time.txt")
    best = None
    for _ in range(runs):
        code, out, err = run(["/usr/bin/time", "-f", "%e %M", "-o", tf, *cmd])
        if code != 0:
            return None, None, first_line(err + out) or f"exit code {code}"
        with open(tf) as f:
            secs, kb = f.read().split()[-2:]
        if best is None or float(secs) < best[0]:
            best = (float(secs), int(kb) * 1024)
    return best[0], best[1], None


def stamp():
    """What the exports depend on: the models' and the export's code, and the exporters' versions."""
    import inspect
    from importlib.metadata import version
    h = hashlib.sha256((inspect.getsource(zoo) + inspect.getsource(export)).encode())
    for mod in ("torch", "torch-mlir", "torchvision", "onnx", "onnxscript"):
        try:
            h.update(f"{mod} {version(mod)}".encode())
        except Exception:  # not installed: the export says so
            pass
    return h.hexdigest()[:16]


def cpu_name():
    try:
        with open("/proc/cpuinfo") as f:
            for line in f:
                if line.startswith("model name"):
                    return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or "unknown CPU"


def median(xs):
    s = sorted(xs)
    n = len(s)
    return s[n // 2] if n % 2 else (s[n // 2 - 1] + s[n // 2]) / 2


def check(got, want, tol):
    """(max abs error, that error / max |want|, ok)."""
    import numpy as np
    got = np.asarray(got)
    if got.shape != want.shape:
        return None, None, False
    d = np.abs(got.astype(np.float64) - want.astype(np.float64))
    if not np.all(np.isfinite(got)):
        return float("inf"), float("inf"), False
    err = float(d.max()) if d.size else 0.0
    scale = float(np.abs(want).max()) if want.size else 0.0
    rel = err / scale if scale > 0 else err
    return err, rel, rel <= tol


# --- 1. Export -----------------------------------------------------------------------------------


def export(name, st):
    """Writes target/bench/models/NAME/{model.mlir, model.onnx, input.npy, expected.npy, weights.pt,
    meta.json}, unless they are there from an export with the same stamp."""
    d = os.path.join(OUT, name)
    meta_path = os.path.join(d, "meta.json")
    if os.path.exists(meta_path):
        with open(meta_path) as f:
            meta = json.load(f)
        if meta.get("stamp") == st and all(os.path.exists(os.path.join(d, p)) for p in
                                           ("input.npy", "expected.npy", "weights.pt")):
            return meta
    import numpy as np
    import torch
    desc, ctor, make_input = zoo()[name]
    os.makedirs(d, exist_ok=True)
    for p in ("model.mlir", "model.onnx"):
        if os.path.exists(os.path.join(d, p)):
            os.remove(os.path.join(d, p))
    torch.manual_seed(zlib.crc32(name.encode()))
    model = ctor().eval()
    x = make_input()
    with torch.inference_mode():
        want = model(x)
    np.save(os.path.join(d, "input.npy"), x.numpy())
    np.save(os.path.join(d, "expected.npy"), want.numpy())
    torch.save(model.state_dict(), os.path.join(d, "weights.pt"))
    weights = sum(t.numel() * t.element_size() for t in model.state_dict().values())
    meta = {"stamp": st, "description": desc, "weights_bytes": weights, "errors": {}}
    t0 = time.perf_counter()
    try:
        from torch_mlir import fx
        with torch.no_grad():
            module = fx.export_and_import(model, x, output_type="linalg-on-tensors", func_name="forward")
        with open(os.path.join(d, "model.mlir"), "w") as f:
            f.write(str(module))
    except Exception as e:  # one exporter's failure is that column's, not the bench's
        meta["errors"]["mlir"] = f"torch-mlir export failed: {type(e).__name__}: {first_line(str(e))}"
    t1 = time.perf_counter()
    try:
        with contextlib.redirect_stdout(io.StringIO()), torch.no_grad():
            torch.onnx.export(model, (x,), os.path.join(d, "model.onnx"), dynamo=True, external_data=False,
                              input_names=["input"], output_names=["output"])
    except Exception as e:
        meta["errors"]["onnx"] = f"torch.onnx.export failed: {type(e).__name__}: {first_line(str(e))}"
    t2 = time.perf_counter()
    note(f"{name}: exported (torch-mlir {t1 - t0:.1f} s, onnx {t2 - t1:.1f} s; weights {weights / 2**20:.1f} MiB)")
    with open(meta_path, "w") as f:
        json.dump(meta, f, indent=1)
    return meta


# --- 2. Compile ----------------------------------------------------------------------------------


def compile_all(names, metas, mlirc, runs):
    """Per model: {variant: {"lib", "abi", "secs", "rss", "error"}} for mlirc's variants (all with
    -ffp-contract=fast) t1 (-O3 -mcpu=native), generic (-O3: mlirc's default CPU, x86-64), t2 (-O3
    -mcpu=native --threads=2), and
    "iree" (vmfb)."""
    res = {}
    for name in names:
        d = os.path.join(OUT, name)
        src = os.path.join(d, "model.mlir")
        r = res[name] = {}
        # -ffp-contract=fast: products and sums fused into FMAs, as the peers' kernels do (mlirc's
        # default keeps the loops' separate roundings, bit for bit upstream's).
        fast = ["-ffp-contract=fast"]
        variants = {"t1": ["-mcpu=native"] + fast, "generic": fast, "t2": ["-mcpu=native", "--threads=2"] + fast}
        for v, flags in variants.items():
            lib, abi = os.path.join(d, f"mlirc-{v}.so"), os.path.join(d, f"mlirc-{v}.abi.json")
            for p in (lib, abi):
                if os.path.exists(p):
                    os.remove(p)
            if "mlir" in metas[name]["errors"]:
                r[v] = {"error": metas[name]["errors"]["mlir"]}
                continue
            secs, rss, err = timed([mlirc, src, "-shared", "-O3", *flags, f"--emit-abi={abi}", "-o", lib],
                                   runs if v == "t1" else 1)
            r[v] = {"lib": lib, "abi": abi, "secs": secs, "rss": rss, "error": err and "mlirc: " + err}
            note(f"{name}: mlirc -O3 {' '.join(flags)}: " + (f"{secs:.2f} s, {rss / 2**20:.0f} MiB" if secs
                                                             else r[v]["error"]))
        if r["t1"].get("secs") and r["generic"].get("secs"):
            with open(r["t1"]["lib"], "rb") as f1, open(r["generic"]["lib"], "rb") as f2:
                r["generic"]["same"] = f1.read() == f2.read()
        vmfb = os.path.join(d, "iree.vmfb")
        if os.path.exists(vmfb):
            os.remove(vmfb)
        if "mlir" in metas[name]["errors"]:
            r["iree"] = {"error": metas[name]["errors"]["mlir"]}
            continue
        secs, rss, err = timed([os.path.join(BIN, "iree-compile"), *IREE_FLAGS, src, "-o", vmfb], runs)
        r["iree"] = {"vmfb": vmfb, "secs": secs, "rss": rss, "error": err and "iree-compile: " + err}
        note(f"{name}: iree-compile: " + (f"{secs:.2f} s, {rss / 2**20:.0f} MiB" if secs else r["iree"]["error"]))
    return res


# --- 3. Time (each contender in its own pinned process) ---------------------------------------


class Contender:
    """calls(n) -> list of n call times in seconds; output() -> the result of one call."""

    def calls(self, n):
        raise NotImplementedError

    def output(self):
        raise NotImplementedError


class Torch(Contender):
    def __init__(self, name, d, x):
        import torch
        _, ctor, _ = zoo()[name]
        self.torch = torch
        self.model = ctor().eval()
        self.model.load_state_dict(torch.load(os.path.join(d, "weights.pt")))
        self.x = torch.from_numpy(x)

    def output(self):
        with self.torch.inference_mode():
            return self.model(self.x).numpy().copy()

    def calls(self, n):
        ts = []
        pc = time.perf_counter
        with self.torch.inference_mode():
            for _ in range(n):
                t0 = pc()
                self.model(self.x)
                ts.append(pc() - t0)
        return ts


class Ort(Contender):
    def __init__(self, d, x, threads):
        import onnxruntime as ort
        so = ort.SessionOptions()
        so.intra_op_num_threads = threads
        so.inter_op_num_threads = 1
        so.execution_mode = ort.ExecutionMode.ORT_SEQUENTIAL
        so.graph_optimization_level = ort.GraphOptimizationLevel.ORT_ENABLE_ALL
        self.sess = ort.InferenceSession(os.path.join(d, "model.onnx"), so, providers=["CPUExecutionProvider"])
        self.feed = {self.sess.get_inputs()[0].name: x}
        # Timed through an I/O binding (the input bound once, the output allocated by each run):
        # 4 us less per call than run() on the MLP, which converts the feed every time.
        self.io = self.sess.io_binding()
        self.io.bind_cpu_input(self.sess.get_inputs()[0].name, x)
        self.io.bind_output(self.sess.get_outputs()[0].name)

    def output(self):
        return self.sess.run(None, self.feed)[0]

    def calls(self, n):
        ts = []
        pc = time.perf_counter
        run_, io = self.sess.run_with_iobinding, self.io
        for _ in range(n):
            t0 = pc()
            run_(io)
            ts.append(pc() - t0)
        return ts


class Mlirc(Contender):
    """The library through python/mlirc for the check, the C loop for the times."""

    loop = None

    def __init__(self, lib, abi, x):
        import ctypes

        import numpy as np
        sys.path.insert(0, os.path.join(ROOT, "python"))
        import mlirc
        with open(abi) as f:
            self.lib = mlirc.Library(ctypes.CDLL(lib, mode=ctypes.RTLD_LOCAL), json.load(f))
        self.x = np.ascontiguousarray(x)
        cd = self.lib._cdll
        self.fn = ctypes.cast(cd._mlir_ciface_forward, ctypes.c_void_p).value
        self.free = ctypes.cast(cd.mlirc_free, ctypes.c_void_p).value
        # The argument's descriptor {allocated, aligned, offset, sizes, strides} as int64s.
        shape = self.x.shape
        strides = [s // self.x.itemsize for s in self.x.strides]
        self.desc = np.array([self.x.ctypes.data, self.x.ctypes.data, 0, *shape, *strides], dtype=np.int64)
        self.np = np
        self.ctypes = ctypes

    def output(self):
        return np_copy(self.lib.forward(self.x))

    def calls(self, n):
        np, ctypes = self.np, self.ctypes
        times = np.zeros(n, dtype=np.int64)
        Mlirc.loop.mlirc_bench_loop(ctypes.c_void_p(self.fn), ctypes.c_void_p(self.free),
                                    ctypes.c_void_p(self.desc.ctypes.data), n,
                                    ctypes.c_void_p(times.ctypes.data))
        return [t * 1e-9 for t in times.tolist()]

    def python_calls(self, n):
        ts = []
        pc = time.perf_counter
        f, x = self.lib.forward, self.x
        for _ in range(n):
            t0 = pc()
            f(x)
            ts.append(pc() - t0)
        return ts


def np_copy(a):
    import numpy as np
    return np.array(a, copy=True)


class Iree(Contender):
    """iree-run-module for the output, iree-benchmark-module for the times (whole rounds)."""

    def __init__(self, d, threads, cpus, sync=False):
        self.vmfb = os.path.join(d, "iree.vmfb")
        self.d = d
        self.dev = ["--device=local-sync"] if sync else [
            "--device=local-task", f"--task_topology_cpu_ids={cpus}", f"--task_topology_group_count={threads}"]
        self.common = [f"--module={self.vmfb}", "--function=forward", f"--input=@{os.path.join(d, 'input.npy')}"]

    def output(self):
        import numpy as np
        out = os.path.join(self.d, "iree-out.npy")
        if os.path.exists(out):
            os.remove(out)
        code, so, se = run([os.path.join(BIN, "iree-run-module"), *self.common, *self.dev, f"--output=@{out}"])
        if code != 0 or not os.path.exists(out):
            raise RuntimeError("iree-run-module: " + (first_line(se + so) or f"exit code {code}"))
        return np.load(out)

    def round_time(self, secs):
        """The median of the iterations of one iree-benchmark-module run of about secs seconds."""
        code, so, se = run([os.path.join(BIN, "iree-benchmark-module"), *self.common, *self.dev,
                            "--benchmark_repetitions=5", f"--benchmark_min_time={max(secs / 5, 0.001):.4f}s",
                            "--benchmark_format=json"])
        if code != 0:
            raise RuntimeError("iree-benchmark-module: " + (first_line(se + so) or f"exit code {code}"))
        data = json.loads(so[so.index("{"):])
        unit = {"ns": 1e-9, "us": 1e-6, "ms": 1e-3, "s": 1.0}
        ts = [b["real_time"] * unit[b.get("time_unit", "ns")] for b in data["benchmarks"]
              if b.get("run_type") == "iteration"]
        return median(ts)


def make_contender(key, name, threads, spec):
    """The contender `key` of model `name` in this process, or raises."""
    import numpy as np
    d = os.path.join(OUT, name)
    x = np.load(os.path.join(d, "input.npy"))
    comp = spec["compiled"][name]
    cpus = ",".join(map(str, sorted(os.sched_getaffinity(0))))
    if key == "pytorch":
        import torch
        torch.set_num_threads(threads)
        torch.set_num_interop_threads(1)
        return Torch(name, d, x)
    if key == "ort":
        if "onnx" in spec["metas"][name]["errors"]:
            raise RuntimeError(spec["metas"][name]["errors"]["onnx"])
        return Ort(d, x, threads)
    if key.startswith("iree"):
        if comp["iree"].get("error"):
            raise RuntimeError(comp["iree"]["error"])
        return Iree(d, threads, cpus, sync=key == "iree-sync")
    v = comp["generic" if key == "mlirc-generic" else "t1" if threads == 1 else "t2"]
    if v.get("error"):
        raise RuntimeError(v["error"])
    import ctypes
    Mlirc.loop = ctypes.CDLL(spec["loop"])
    Mlirc.loop.mlirc_bench_loop.restype = None
    return Mlirc(v["lib"], v["abi"], x)


def serve(key, name, threads, spec_path):
    """A contender's own (pinned) process: answers the orchestrator's requests on stdin/stdout, one
    JSON line each. First {"error"} or {"abs_err", "rel_err", "ok", "est"}: its output checked, one
    call's time estimated; then "round SECONDS" -> {"time": the median call of a round} (or
    {"error"}), "python N" -> {"overhead"} (mlirc: what a Python call adds), "quit"."""
    import numpy as np
    with open(spec_path) as f:
        spec = json.load(f)

    def reply(obj):
        sys.stdout.write(json.dumps(obj) + "\n")
        sys.stdout.flush()

    def why(e):  # a RuntimeError is one of ours: its message says it
        return first_line(str(e)) if type(e) is RuntimeError else f"{type(e).__name__}: {first_line(str(e))}"

    try:
        c = make_contender(key, name, threads, spec)
        want = np.load(os.path.join(OUT, name, "expected.npy"))
        got = c.output()
        err, rel, ok = check(got, want, spec["tol"])
        r = {"abs_err": err, "rel_err": rel, "ok": ok, "est": None}
        if err is None:
            r["error"] = f"output shape {np.asarray(got).shape}, want {want.shape}"
        elif not key.startswith("iree"):
            t0 = time.perf_counter()
            c.calls(1)
            est = time.perf_counter() - t0
            if est < spec["round_s"] / 10:
                est = min(c.calls(max(3, int(0.02 / max(est, 1e-6)))))
            r["est"] = est
    except Exception as e:
        reply({"error": why(e)})
        return
    reply(r)
    for line in sys.stdin:
        cmd = line.split()
        try:
            if cmd[0] == "round":
                secs = float(cmd[1])
                if key.startswith("iree"):
                    reply({"time": c.round_time(secs)})
                else:
                    n = max(1, min(100000, int(secs / max(r["est"], 1e-7))))
                    reply({"time": median(c.calls(n))})
            elif cmd[0] == "python":
                n = int(cmd[1])
                reply({"overhead": min(c.python_calls(n)) - min(c.calls(n))})
            else:
                return
        except Exception as e:
            reply({"error": why(e)})


class Server:
    """The orchestrator's end of a contender's process."""

    def __init__(self, key, name, threads, cpus, spec_path, env):
        pin = ["taskset", "-c", cpus] if shutil.which("taskset") else []
        self.key = key
        self.p = subprocess.Popen([*pin, sys.executable, os.path.abspath(__file__), "serve", key, name,
                                   str(threads), spec_path], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                  stderr=subprocess.PIPE, text=True, env=env, cwd=ROOT)

    def ask(self, cmd=None):
        if cmd is not None:
            self.p.stdin.write(cmd + "\n")
            self.p.stdin.flush()
        line = self.p.stdout.readline()
        if not line:
            err = self.p.stderr.read() if self.p.poll() is not None else ""
            return {"error": "the process ended: " + (first_line(err) or f"exit code {self.p.returncode}")}
        return json.loads(line)

    def close(self):
        try:
            self.p.stdin.write("quit\n")
            self.p.stdin.close()
        except OSError:
            pass
        try:
            self.p.wait(timeout=30)
        except subprocess.TimeoutExpired:
            self.p.kill()
            self.p.wait()


def time_model(name, threads, spec, spec_path, rounds, round_s):
    """{contender: {"abs_err", "rel_err", "ok", "time", "rounds"} or {"error"}} of one model."""
    cpus = "1" if threads == 1 else ",".join(str(i) for i in range(threads))
    env = dict(os.environ, OMP_NUM_THREADS=str(threads), MKL_NUM_THREADS=str(threads),
               OPENBLAS_NUM_THREADS=str(threads))
    keys = ["mlirc", "pytorch", "ort", "iree"]
    if threads == 1:
        keys.append("iree-sync")
        if spec["compiled"][name]["generic"].get("same") is False:
            keys.append("mlirc-generic")
    # One at a time: a contender's first call (and its check) runs alone.
    servers, r = {}, {}
    for k in keys:
        s = Server(k, name, threads, cpus, spec_path, env)
        r[k] = s.ask()
        if r[k].get("error"):
            s.close()
        else:
            servers[k] = s
    live = list(servers)
    for k in list(live):
        if r[k].get("ok") is False:  # a wrong output is not timed
            live.remove(k)
    if threads == 1 and "mlirc" in live:
        n = max(3, min(1000, int(round_s / max(r["mlirc"]["est"], 1e-6))))
        o = servers["mlirc"].ask(f"python {n}")
        if "overhead" in o:
            r["mlirc"]["python_overhead"] = o["overhead"]
    times = {k: [] for k in live}
    for rnd in range(rounds):
        order = live[rnd % len(live):] + live[:rnd % len(live)] if live else []
        for k in order:
            if k not in live:
                continue
            time.sleep(0.05)  # let the previous contender's idle threads stop spinning
            a = servers[k].ask(f"round {round_s}")
            if a.get("error"):
                r[k]["error"] = a["error"]
                live.remove(k)
            else:
                times[k].append(a["time"])
    for s in servers.values():
        s.close()
    for k, ts in times.items():
        if ts and not r[k].get("error"):
            r[k]["time"] = min(ts)
            r[k]["rounds"] = ts
    note(f"{name}, {threads} thread(s): " + ", ".join(
        f"{k} {r[k]['time'] * 1e3:.3f} ms" if "time" in r[k] else f"{k} {r[k].get('error') or 'WRONG'}"
        for k in r))
    return r


def settings(threads):
    """The thread settings of each contender, in words."""
    import onnxruntime
    import torch
    cpus = "1" if threads == 1 else ",".join(str(i) for i in range(threads))
    return (f"taskset -c {cpus}, each contender in its own process; PyTorch {torch.__version__}: "
            f"set_num_threads({threads}), set_num_interop_threads(1), inference_mode, OMP_NUM_THREADS={threads}; "
            f"ONNX Runtime {onnxruntime.__version__}: intra_op_num_threads={threads}, inter_op_num_threads=1, "
            "ORT_SEQUENTIAL, ORT_ENABLE_ALL, CPU EP, run_with_iobinding from Python; IREE: iree-benchmark-module "
            f"--device=local-task --task_topology_cpu_ids={cpus} --task_topology_group_count={threads}"
            f"{' and --device=local-sync, the faster' if threads == 1 else ''}; "
            "mlirc: -O3 -mcpu=native -ffp-contract=fast"
            f"{'' if threads == 1 else ' --threads=' + str(threads)}, called in a C loop")


# --- 4. Tables -----------------------------------------------------------------------------------

lines_out = []


def say(line=""):
    print(line, flush=True)
    lines_out.append(line)


def ms(x):
    if x is None:
        return "-"
    return f"{x * 1e3:.3f}" if x < 0.1 else f"{x * 1e3:.1f}"


def geomean(xs):
    return math.exp(sum(math.log(x) for x in xs) / len(xs)) if xs else None


def cell(c):
    """A latency cell: the time, or why there is none."""
    if c is None:
        return "-"
    if c.get("error"):
        return "fail"
    if c.get("ok") is False:
        return f"WRONG ({ms(c.get('time'))})" if c.get("time") else "WRONG"
    return ms(c.get("time"))


def summarize(r):
    """(contenders with "iree" the faster of IREE's devices, the best correct peer, mlirc / best)."""
    c = dict(r)
    sync = c.pop("iree-sync", None)
    good = [v for v in (c.get("iree"), sync) if v and v.get("time") and v.get("ok")]
    if good:
        c["iree"] = min(good, key=lambda v: v["time"])
    elif sync and not c.get("iree"):
        c["iree"] = sync
    ok = [p for p in PEERS if c.get(p, {}).get("time") and c[p].get("ok")]
    best = min(ok, key=lambda p: c[p]["time"]) if ok else None
    mine = c.get("mlirc", {})
    ratio = mine["time"] / c[best]["time"] if best and mine.get("time") and mine.get("ok") else None
    return c, best, ratio


def accuracy(c):
    if not c or c.get("abs_err") is None:
        return "fail" if c and c.get("error") else "-"
    return f"{c['abs_err']:.2g} / {c['rel_err']:.2g}{'' if c['ok'] else ' WRONG'}"


def main():
    import argparse
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = ap.add_subparsers(dest="cmd")
    w = sub.add_parser("serve", help="internal: one contender's process")
    w.add_argument("key")
    w.add_argument("name")
    w.add_argument("threads", type=int)
    w.add_argument("spec")
    a = ap.parse_args()
    if a.cmd == "serve":
        serve(a.key, a.name, a.threads, a.spec)
        return 0

    mlirc = os.path.join(ROOT, os.environ.get("MLIRC", "target/release/mlirc"))
    want = [m for m in re.split(r"[,\s]+", os.environ.get("BENCH_MODELS", "")) if m]
    for m in want:
        if m not in ORDER:
            note(f"BENCH_MODELS: unknown model '{m}' (one of {', '.join(ORDER)})")
            return 2
    names = [m for m in ORDER if not want or m in want]
    rounds = int(os.environ.get("BENCH_MODELS_ROUNDS", "5"))
    round_s = float(os.environ.get("BENCH_MODELS_ROUND_S", "0.2"))
    thread_counts = [int(t) for t in re.split(r"[,\s]+", os.environ.get("BENCH_MODELS_THREADS", "1 2")) if t]
    tol = float(os.environ.get("BENCH_MODELS_TOL", "1e-3"))
    compile_runs = int(os.environ.get("BENCH_MODELS_COMPILE_RUNS", "2"))
    os.makedirs(OUT, exist_ok=True)
    if not shutil.which("taskset"):
        note("taskset is missing (util-linux): the runs are not pinned")

    st = stamp()
    metas = {}
    for name in names:
        metas[name] = export(name, st)

    compiled = compile_all(names, metas, mlirc, compile_runs)

    loop = os.path.join(OUT, "loop.so")
    code, _, err = run(["clang-22", "-O2", "-shared", "-fPIC", os.path.join(HERE, "loop.c"), "-o", loop])
    if code != 0:
        note(f"cannot build loop.c: {first_line(err)}")
        return 1

    spec = {"round_s": round_s, "tol": tol, "loop": loop, "metas": metas, "compiled": compiled}
    spec_path = os.path.join(OUT, "spec.json")
    with open(spec_path, "w") as f:
        json.dump(spec, f)
    timings = {}
    for t in thread_counts:
        note(f"timing with {t} thread(s)")
        load = " ".join(f"{x:.1f}" for x in os.getloadavg())
        timings[t] = {"settings": settings(t), "load": load,
                      "models": {n: time_model(n, t, spec, spec_path, rounds, round_s) for n in names}}

    # The report.
    import numpy as np
    import onnxruntime
    import torch
    load = " ".join(f"{x:.1f}" for x in os.getloadavg())
    ver = subprocess.run([mlirc, "--version"], capture_output=True, text=True).stdout.strip()
    iree_ver = subprocess.run([os.path.join(BIN, "iree-compile"), "--version"], capture_output=True,
                              text=True).stdout
    m = re.search(r"IREE \(https://iree.dev\):\s*IREE compiler version (\S+)", iree_ver) or \
        re.search(r"version (\S+)", iree_ver)
    say(f"models: {datetime.datetime.now(datetime.timezone.utc).strftime('%Y-%m-%d %H:%M UTC')}, {cpu_name()}, "
        f"{os.cpu_count()} cores (load average {load}); {ver}; PyTorch {torch.__version__}, ONNX Runtime "
        f"{onnxruntime.__version__}, IREE {m.group(1) if m else '?'}, numpy {np.__version__}")
    say(f"latency of one call (batch 1), ms: the least of {rounds} round medians (round robin, about "
        f"{round_s} s per contender and round); outputs checked against PyTorch eager (wrong: relative "
        f"error > {tol:g})")
    for t in thread_counts:
        if t in timings:
            say(f"{t} thread(s): {timings[t]['settings']}")
    say()
    for name in names:
        say(f"- {name}: {metas[name]['description']}")

    # Per thread count and model: the contenders (IREE: the faster of its devices), the best peer, the ratio.
    rows = {t: {n: summarize(timings[t]["models"].get(n, {})) for n in names} for t in timings}
    failures = []
    mlirc_bad = False
    for t in thread_counts:
        say()
        if t not in timings:
            say(f"{t} thread(s): the worker failed (see above)")
            continue
        say(f"{t} thread{'s' if t > 1 else ''} (taskset -c {'1' if t == 1 else '0-' + str(t - 1)}; load average "
            f"{timings[t]['load']} when it began), ms:")
        say()
        say("| model | mlirc | PyTorch | ONNX Runtime | IREE | best peer | mlirc / best |")
        say("|---|---|---|---|---|---|---|")
        for name in names:
            c, best, ratio = rows[t][name]
            say(f"| {name} | {' | '.join(cell(c.get(k)) for k in ['mlirc'] + PEERS)} | "
                f"{LABEL[best] if best else '-'} | {f'{ratio:.2f}' if ratio else '-'} |")
            mine = c.get("mlirc", {})
            if mine.get("error") or mine.get("ok") is False:
                mlirc_bad = True
            for k, v in timings[t]["models"].get(name, {}).items():
                if v.get("error"):
                    failures.append((name, f"{LABEL.get(k, k)} at {t} thread(s)", v["error"]))
                elif v.get("ok") is False:
                    failures.append((name, f"{LABEL.get(k, k)} at {t} thread(s)", f"wrong output (max abs error "
                                     f"{v['abs_err']:.3g}, relative {v['rel_err']:.3g})"))
        rs = [rows[t][n][2] for n in names if rows[t][n][2]]
        g = geomean(rs)
        say(f"| geometric mean ({len(rs)} of {len(names)} models) | | | | | | {f'{g:.2f}' if g else '-'} |")
        if t == 1:
            iree = [f"{n} {ms(v['iree']['time'])} / {ms(v['iree-sync']['time'])}" for n in names
                    for v in [timings[t]["models"].get(n, {})]
                    if v.get("iree", {}).get("time") and v.get("iree-sync", {}).get("time")]
            if iree:
                say()
                say("IREE local-task (1 worker) / local-sync, ms: " + "; ".join(iree))
            gen = [f"{n} {ms(v['mlirc-generic']['time'])}" for n in names for v in [timings[t]["models"].get(n, {})]
                   if v.get("mlirc-generic", {}).get("time")]
            if gen:
                say()
                say("mlirc -O3 without -mcpu=native (its default CPU, x86-64: SSE2), ms: " + "; ".join(gen))

    say()
    say("mlirc / best peer (latency ratio; < 1: mlirc is faster):")
    say()
    ts = [t for t in thread_counts if t in timings]
    say(f"| model | {' | '.join(f'{t} thread' + ('s' if t > 1 else '') for t in ts)} |")
    say("|---|" + "---|" * len(ts))
    for name in names:
        say(f"| {name} | {' | '.join(f'{rows[t][name][2]:.2f}' if rows[t][name][2] else '-' for t in ts)} |")
    gm = [geomean([rows[t][n][2] for n in names if rows[t][n][2]]) for t in ts]
    say(f"| geometric mean | {' | '.join(f'{g:.2f}' if g else '-' for g in gm)} |")

    if ts:
        say()
        say(f"Accuracy against PyTorch eager, {ts[0]} thread(s): max abs error / that error relative to the "
            "output's largest magnitude")
        say()
        say("| model | mlirc | ONNX Runtime | IREE |")
        say("|---|---|---|---|")
        for name in names:
            c = rows[ts[0]][name][0]
            say(f"| {name} | {' | '.join(accuracy(c.get(k)) for k in ('mlirc', 'ort', 'iree'))} |")

    say()
    say(f"Compile (unpinned; best wall seconds of {compile_runs} and the peak RSS of that run, by /usr/bin/time): "
        "mlirc -O3 -mcpu=native -shared and "
        "iree-compile (llvm-cpu, host) on the same file; targets: mlirc <= 0.5x iree-compile's time, peak memory "
        "<= 2x the weights")
    say()
    say("| model | weights MiB | mlirc s | iree-compile s | time ratio | mlirc peak MiB | peak / weights | "
        "iree-compile peak MiB |")
    say("|---|---|---|---|---|---|---|---|")
    for name in names:
        c = compiled[name]
        w = metas[name]["weights_bytes"]
        t1, ir = c["t1"], c["iree"]
        tr = t1["secs"] / ir["secs"] if t1.get("secs") and ir.get("secs") else None
        cols = [f"{t1['secs']:.2f}" if t1.get("secs") else "fail",
                f"{ir['secs']:.2f}" if ir.get("secs") else "fail",
                f"{tr:.2f}" if tr else "-",
                f"{t1['rss'] / 2**20:.0f}" if t1.get("rss") else "-",
                f"{t1['rss'] / w:.2f}" if t1.get("rss") else "-",
                f"{ir['rss'] / 2**20:.0f}" if ir.get("rss") else "-"]
        say(f"| {name} | {w / 2**20:.1f} | {' | '.join(cols)} |")
        for v in ("t1", "t2", "generic", "iree"):
            if c[v].get("error") and not (v != "t1" and c[v]["error"] == c["t1"].get("error")):
                failures.append((name, f"compile ({v})", c[v]["error"]))
        if c["t1"].get("error") or c["t2"].get("error"):
            mlirc_bad = True

    if 1 in timings:
        fast = [(v["mlirc"]["time"], n, v["mlirc"].get("python_overhead")) for n in names
                for v in [timings[1]["models"].get(n, {})] if v.get("mlirc", {}).get("time")]
        if fast and min(fast)[2] is not None:
            tm, n, ov = min(fast)
            say()
            say(f"mlirc is timed by a C loop (loop.c); a call through python/mlirc (ctypes, numpy) would add "
                f"{ov * 1e6:.1f} us to {n}'s {tm * 1e6:.1f} us ({ov / tm * 100:.0f}%). PyTorch eager is timed as "
                "called from Python, ONNX Runtime through run_with_iobinding.")
    if failures:
        # One line per model and reason, naming every run it stopped.
        grouped = {}
        for name, who, why in failures:
            grouped.setdefault((name, why), []).append(who)
        say()
        say("Failures:")
        for (name, why), who in grouped.items():
            say(f"- {name}, {', '.join(who)}: {why}")

    with open(os.path.join(ROOT, "target", "bench", "models.txt"), "w") as f:
        f.write("\n".join(lines_out) + "\n")
    note("tables written to target/bench/models.txt")
    if mlirc_bad:
        note("mlirc failed on some models or its output was wrong (see Failures)")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
