"""ONNX models to MLIR through torch-mlir's ONNX importer (`pip install onnx torch-mlir`).

    mlir = mlirc.onnx.export("model.onnx")  # linalg-on-tensors, one function per main graph
    lib = mlirc.compile(mlir)

The importer gives the `torch` dialect (`torch.operator "onnx.*"` ops); torch-mlir's own pass
manager then runs `torch-onnx-to-torch-backend-pipeline` and
`torch-backend-to-linalg-on-tensors-backend-pipeline`, as `torch-mlir-opt` would. onnx and
torch-mlir are imported when `export` is called, not with the package.
"""

import os

__all__ = ["export"]


def _modules():
    try:
        import onnx
    except ImportError as e:
        raise ImportError("mlirc.onnx.export needs the onnx package: pip install onnx") from e
    try:
        from torch_mlir import ir
        from torch_mlir.compiler_utils import run_pipeline_with_repro_report
        from torch_mlir.dialects import torch as torch_d
        from torch_mlir.extras import onnx_importer
    except ImportError as e:
        raise ImportError(
            "mlirc.onnx.export needs torch-mlir (pip install torch-mlir, from "
            "https://github.com/llvm/torch-mlir/releases)"
        ) from e
    return onnx, ir, torch_d, onnx_importer, run_pipeline_with_repro_report


def export(model):
    """The MLIR text (linalg-on-tensors) of an ONNX model: a path to a `.onnx` file or an
    `onnx.ModelProto`. Shapes are inferred first (`onnx.shape_inference`), as torch-mlir's
    `import_onnx` tool does; the main graph becomes a function named after the graph."""
    onnx, ir, torch_d, onnx_importer, run_pipeline = _modules()
    if isinstance(model, (str, bytes, os.PathLike)):
        model = onnx.load(os.fspath(model))
    onnx.checker.check_model(model)
    model = onnx.shape_inference.infer_shapes(model)
    context = ir.Context()
    torch_d.register_dialect(context)
    info = onnx_importer.ModelInfo(model, config=onnx_importer.Config())
    module = info.create_module(context=context)
    onnx_importer.NodeImporter.define_function(info.main_graph, module.operation).import_all()
    module.operation.verify()
    run_pipeline(
        module,
        "builtin.module(torch-onnx-to-torch-backend-pipeline)",
        "Lowering the ONNX import to the torch backend",
    )
    run_pipeline(
        module,
        "builtin.module(torch-backend-to-linalg-on-tensors-backend-pipeline)",
        "Lowering the torch backend to linalg-on-tensors",
    )
    return str(module)
