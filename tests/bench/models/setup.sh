#!/usr/bin/env bash
# The models part's frontends and peers, into the project's virtual environment (.deps/venv, as
# `make models` uses; BENCH_MODELS_VENV overrides it): PyTorch, torch-mlir, torchvision, ONNX and
# onnxscript (torch.onnx.export's exporter), ONNX Runtime and IREE's compiler and runtime. Installs
# only when one of them does not import; idempotent. torchvision 0.29.2 is the newest release and
# takes torch >= 2.14; the models part needs only its pure-Python model definitions.
set -euo pipefail
cd "$(dirname "$0")/../../.."
venv=${BENCH_MODELS_VENV:-.deps/venv}
pkgs=(torch==2.15.0 torch-mlir==20261001 torchvision==0.29.2 numpy onnx==1.17.0 onnxscript
      onnxruntime==1.32.0 iree-base-compiler==3.13.0 iree-base-runtime==3.13.0)
probe() {
  [[ -x $venv/bin/iree-compile && -x $venv/bin/iree-benchmark-module && -x $venv/bin/iree-run-module ]] &&
    "$venv/bin/python" -c "import torch, torch_mlir, torchvision, onnx, onnxscript, onnxruntime, iree.runtime" 2>/dev/null
}
if probe; then
  echo "bench models: frontends and peers present ($venv)"
  exit 0
fi
echo "bench models: installing ${pkgs[*]} into $venv"
[[ -x $venv/bin/python ]] || python3 -m venv "$venv"
"$venv/bin/pip" install -q --disable-pip-version-check "${pkgs[@]}"
probe || { echo "bench models: $venv still lacks a package after the install" >&2; exit 1; }
