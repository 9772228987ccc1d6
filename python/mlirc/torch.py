"""PyTorch models to MLIR through torch-mlir's FX importer (`pip install torch torch-mlir`).

    mlir = mlirc.torch.export(model, x)     # linalg-on-tensors, function @forward
    lib = mlirc.compile(mlir)
    y = lib.forward(x.numpy())

torch and torch-mlir are imported when `export` is called, not with the package.
"""

__all__ = ["export"]


def _fx():
    try:
        import torch  # noqa: F401
    except ImportError as e:
        raise ImportError("mlirc.torch.export needs PyTorch: pip install torch torch-mlir") from e
    try:
        from torch_mlir import fx
    except ImportError as e:
        raise ImportError(
            "mlirc.torch.export needs torch-mlir (pip install torch-mlir, from "
            "https://github.com/llvm/torch-mlir/releases; 'make models' installs it into .deps/venv)"
        ) from e
    return fx


def export(model, *inputs, func_name="forward"):
    """The MLIR text of `model` called on `inputs` (example tensors that fix the shapes and
    dtypes): torch-mlir's `fx.export_and_import(model, *inputs, output_type="linalg-on-tensors",
    func_name=func_name)`, printed. Weights are `dense_resource` blobs, which mlirc compiles."""
    fx = _fx()
    module = fx.export_and_import(model, *inputs, output_type="linalg-on-tensors", func_name=func_name)
    return str(module)
