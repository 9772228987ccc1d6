# mlirc — build, test and benchmark entry points. `make help` lists them.
SHELL := bash
.SHELLFLAGS := -eu -o pipefail -c
.DEFAULT_GOAL := help
MAKEFLAGS += --no-print-directory

# rustup installs cargo here; a non-login shell may not have it on PATH.
export PATH := $(HOME)/.cargo/bin:$(PATH)

CARGO ?= cargo
MLIRC := target/release/mlirc

# Debian bookworm packages the build and the tests need (see ARCHITECTURE.md, "Testing": oracles and tools).
APT_PACKAGES := llvm-22-dev libpolly-22-dev libzstd-dev llvm-22-tools mlir-22-tools clang-22 \
                gcc-aarch64-linux-gnu libc6-dev-arm64-cross qemu-user valgrind time

# NVIDIA's PTX assembler and libdevice, from PyPI wheels, into a project-local folder (no CUDA
# install, no GPU): ptxas checks the PTX mlirc writes; libdevice.10.bc provides `__nv_*` math.
CUDA_DEPS := .deps/cuda
CUDA_WHEELS := nvidia-cuda-nvcc==13.5.37 nvidia-nvvm==13.5.37
PTXAS := $(CUDA_DEPS)/nvidia/cu13/bin/ptxas
LIBDEVICE := $(CUDA_DEPS)/nvidia/cu13/nvvm/libdevice/libdevice.10.bc

.PHONY: help setup build test demo bench fuzz models test-onnx clean

# The frontends that export the model zoo (tests/models/), into a project-local virtual
# environment: only `make models` needs them (the exported files are committed).
MODELS_VENV := .deps/venv
MODELS_PIP := torch==2.15.0 torch-mlir==20261001 numpy

help:
	@echo "make setup   install missing system packages (as root, Debian bookworm; idempotent)"
	@echo "make build   cargo build --release"
	@echo "make test    setup, then cargo fmt --check and every test: cargo test --release, python/tests (pytest)"
	@echo "make demo    setup, build, compile examples/c-host/kernels.mlir, link main.c through the header, run it"
	@echo "make bench   setup, build, time mlirc against mlir-opt-22: a 200k-op module, the e2e suite, scaling tables,"
	@echo "             100 MB of model weights as constants, and perf: the speed of the generated code (matmul,"
	@echo "             conv, softmax, ...) against OpenBLAS, the FMA peak, the triad bandwidth and the upstream"
	@echo "             pipeline (table in target/bench/perf.txt); mca: llvm-mca's throughput of the contraction kernels'"
	@echo "             inner loops on AArch64 (neoverse-v2, neoverse-n1, apple-m1) and x86 cores (target/bench/mca.txt);"
	@echo "             and models: whole PyTorch models (resnet18, mobilenet_v3_small, transformer layers, MLP, CNN)"
	@echo "             compiled by mlirc against PyTorch, ONNX Runtime and IREE on 1 and 2 threads, and compile"
	@echo "             time against iree-compile (installs them into $(MODELS_VENV); table in target/bench/models.txt)"
	@echo "             (BENCH_ONLY=module,e2e,scaling,bufferize,weights,perf,mca,models picks parts; BENCH_PERF_ONLY=matmul,softmax picks"
	@echo "             perf programs, BENCH_PERF_UPSTREAM=0 skips upstream; tests/bench/run.sh lists the other knobs)"
	@echo "make fuzz    the mutation fuzzer alone (tests/fuzz.rs; 200k inputs: parse, verify, print stability,"
	@echo "             lowering to valid LLVM IR; FUZZ_ITERS=N and FUZZ_SEED=S change the run)"
	@echo "make models  export the model zoo (tests/models/export.py) with torch-mlir, installed into $(MODELS_VENV)"
	@echo "             (about 3 GB: torch's CUDA wheels); MODELS=\"mlp gru\" picks models"
	@echo "make test-onnx  the ONNX backend node suite (onnx 1.17, 1,288 tests) through torch-mlir's importer and"
	@echo "             mlirc at -O0 and -O2, classified (tests/onnx/run.py; table in target/onnx/results.txt);"
	@echo "             installs torch, torch-mlir and onnx into $(MODELS_VENV); ONNX_FILTER=SUBSTR picks tests"
	@echo "make clean   remove build outputs"

setup:
	@missing=""; \
	for p in $(APT_PACKAGES); do \
	  dpkg -s "$$p" 2>/dev/null | grep -q "^Status: install ok installed" || missing="$$missing $$p"; \
	done; \
	if [ -n "$$missing" ]; then \
	  echo "setup: installing$$missing"; \
	  sudo=""; [ "$$(id -u)" = 0 ] || sudo=sudo; \
	  $$sudo apt-get update -qq; \
	  DEBIAN_FRONTEND=noninteractive $$sudo apt-get install -y -qq $$missing; \
	else \
	  echo "setup: system packages present"; \
	fi
	@if [ -x $(PTXAS) ] && [ -f $(LIBDEVICE) ]; then \
	  echo "setup: ptxas and libdevice present ($(CUDA_DEPS))"; \
	else \
	  echo "setup: installing $(CUDA_WHEELS) into $(CUDA_DEPS)"; \
	  rm -rf $(CUDA_DEPS); \
	  python3 -m pip install -q --disable-pip-version-check --root-user-action=ignore --no-deps \
	    --target $(CUDA_DEPS) $(CUDA_WHEELS); \
	  test -x $(PTXAS) && test -f $(LIBDEVICE); \
	fi
	@if python3 -c "import numpy, pytest" 2>/dev/null; then \
	  echo "setup: numpy and pytest present (python/tests)"; \
	else \
	  echo "setup: installing numpy and pytest for python/tests"; \
	  pip="python3 -m pip install -q --disable-pip-version-check --root-user-action=ignore"; \
	  $$pip pytest numpy || $$pip --break-system-packages pytest numpy; \
	fi
	@command -v $(CARGO) >/dev/null || { echo "setup: cargo not found: install Rust with rustup first" >&2; exit 1; }

build:
	@echo "build: cargo build --release"
	@$(CARGO) build --release

test: setup
	@echo "test: cargo fmt --check"
	@$(CARGO) fmt --check
	@echo "test: cargo test --release"
	@$(CARGO) test --release
	@echo "test: python3 -m pytest -q python/tests"
	@MLIRC=$(abspath $(MLIRC)) python3 -m pytest -q -p no:cacheprovider python/tests

demo: setup build
	@echo "demo: examples/c-host: mlirc compiles kernels.mlir into libkernels.a + kernels.h, cc links main.c, then it runs"
	@$(MAKE) -C examples/c-host clean >/dev/null
	@$(MAKE) -C examples/c-host MLIRC=$(abspath $(MLIRC))

bench: setup build
	@echo "bench: tests/bench/run.sh"
	@MLIRC=$(MLIRC) tests/bench/run.sh

fuzz:
	@echo "fuzz: cargo test --release --test fuzz"
	@env MLIRC_FUZZ_ITERS=$${FUZZ_ITERS:-200000} $${FUZZ_SEED:+MLIRC_FUZZ_SEED=$$FUZZ_SEED} \
	  $(CARGO) test --release --test fuzz -- --nocapture

models:
	@if ! $(MODELS_VENV)/bin/python -c "import torch, torch_mlir" 2>/dev/null; then \
	  echo "models: installing $(MODELS_PIP) into $(MODELS_VENV)"; \
	  python3 -m venv $(MODELS_VENV); \
	  $(MODELS_VENV)/bin/pip install -q --disable-pip-version-check $(MODELS_PIP); \
	fi
	@echo "models: tests/models/export.py $${MODELS:-}"
	@$(MODELS_VENV)/bin/python tests/models/export.py $${MODELS:-}

test-onnx: setup build
	@if ! $(MODELS_VENV)/bin/python -c "import torch, torch_mlir, onnx, numpy" 2>/dev/null; then \
	  echo "test-onnx: installing $(MODELS_PIP) onnx==1.17.0 into $(MODELS_VENV)"; \
	  python3 -m venv $(MODELS_VENV); \
	  $(MODELS_VENV)/bin/pip install -q --disable-pip-version-check $(MODELS_PIP) onnx==1.17.0; \
	fi
	@echo "test-onnx: tests/onnx/run.py import (torch-mlir), then run (mlirc -O0 and -O2)"
	@$(MODELS_VENV)/bin/python tests/onnx/run.py import --out target/onnx --filter "$${ONNX_FILTER:-}"
	@MLIRC=$(abspath $(MLIRC)) $(MODELS_VENV)/bin/python tests/onnx/run.py run --dir target/onnx --filter "$${ONNX_FILTER:-}"

clean:
	@echo "clean: cargo clean"
	@$(CARGO) clean
