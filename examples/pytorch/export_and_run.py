"""A PyTorch model to a static library + C header, and to a Python call checked against PyTorch.
Run with torch and torch-mlir installed (e.g. ../../.deps/venv/bin/python, from `make models`)."""
import subprocess, numpy as np, torch, mlirc, mlirc.torch

torch.manual_seed(0)
model = torch.nn.Sequential(torch.nn.Linear(16, 32), torch.nn.GELU(), torch.nn.Linear(32, 4)).eval()
x = torch.randn(8, 16)

mlir = mlirc.torch.export(model, x)                  # linalg-on-tensors, func.func @forward
open("model.mlir", "w").write(mlir)
subprocess.run([mlirc.find_mlirc(), "model.mlir", "-o", "libmodel.a", "--emit-header=model.h"], check=True)

y = mlirc.compile(mlir).forward(x.numpy())           # the same module as a shared library
np.testing.assert_allclose(y, model(x).detach().numpy(), rtol=1e-5, atol=1e-5)
print("forward:", y.shape, "matches PyTorch; wrote libmodel.a and model.h")
