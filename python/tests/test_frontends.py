"""mlirc.torch.export and mlirc.onnx.export through torch-mlir, compiled and run against the
frameworks' own results. Skipped without torch-mlir (and onnx); run them with the venv that
'make models' makes: .deps/venv/bin/python -m pytest python/tests."""

import numpy as np
import pytest

import mlirc


def test_torch_export():
    torch = pytest.importorskip("torch")
    pytest.importorskip("torch_mlir")
    import mlirc.torch

    torch.manual_seed(0)

    class Net(torch.nn.Module):
        def __init__(self):
            super().__init__()
            self.l1 = torch.nn.Linear(8, 16)
            self.l2 = torch.nn.Linear(16, 3)

        def forward(self, x):
            h = torch.relu(self.l1(x))
            return torch.softmax(self.l2(h), dim=-1), h.sum()

    model = Net().eval()
    x = torch.randn(4, 8)
    text = mlirc.torch.export(model, x)
    assert "func.func @forward" in text
    lib = mlirc.compile(text)
    probs, total = lib.forward(x.numpy())
    want_probs, want_total = model(x)
    np.testing.assert_allclose(probs, want_probs.detach().numpy(), rtol=1e-5, atol=1e-6)
    np.testing.assert_allclose(total, want_total.detach().numpy(), rtol=1e-5)


def _tiny_onnx_model(onnx):
    from onnx import TensorProto, helper, numpy_helper

    w = (np.arange(12, dtype=np.float32).reshape(3, 4) - 5) / 10
    b = np.array([0.5, -0.5, 0.25, 0], np.float32)
    graph = helper.make_graph(
        [
            helper.make_node("MatMul", ["x", "w"], ["m"]),
            helper.make_node("Add", ["m", "b"], ["a"]),
            helper.make_node("Relu", ["a"], ["y"]),
        ],
        "tiny",
        [helper.make_tensor_value_info("x", TensorProto.FLOAT, [2, 3])],
        [helper.make_tensor_value_info("y", TensorProto.FLOAT, [2, 4])],
        initializer=[numpy_helper.from_array(w, "w"), numpy_helper.from_array(b, "b")],
    )
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 17)])
    return model, lambda x: np.maximum(x @ w + b, 0)


def test_onnx_export(tmp_path):
    onnx = pytest.importorskip("onnx")
    pytest.importorskip("torch_mlir")
    import mlirc.onnx

    model, reference = _tiny_onnx_model(onnx)
    path = tmp_path / "tiny.onnx"
    onnx.save(model, str(path))
    x = np.array([[1, -2, 3], [0.5, 0.25, -1]], np.float32)
    for source in (path, model):
        text = mlirc.onnx.export(source)
        assert "func.func @tiny" in text and "torch." not in text
        lib = mlirc.compile(text)
        np.testing.assert_allclose(lib.tiny(x), reference(x), rtol=1e-6, atol=1e-6)


def test_missing_frontends_are_clear_errors(monkeypatch):
    import builtins

    import mlirc.onnx
    import mlirc.torch

    real_import = builtins.__import__

    def no_torch_mlir(name, *args, **kwargs):
        if name.startswith("torch_mlir") or name == "onnx":
            raise ImportError(f"No module named '{name}'")
        return real_import(name, *args, **kwargs)

    monkeypatch.setattr(builtins, "__import__", no_torch_mlir)
    with pytest.raises(ImportError, match="needs"):
        mlirc.onnx.export("x.onnx")
    try:
        import torch  # noqa: F401
    except ImportError:
        with pytest.raises(ImportError, match="needs PyTorch"):
            mlirc.torch.export(None)
    else:
        with pytest.raises(ImportError, match="needs torch-mlir"):
            mlirc.torch.export(None)
