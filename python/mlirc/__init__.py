"""mlirc from Python: compile MLIR into a shared library and call its functions on numpy arrays.

    import numpy as np, mlirc
    lib = mlirc.compile('''
      func.func @add(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
        %0 = arith.addf %a, %b : tensor<4xf32>
        return %0 : tensor<4xf32>
      }''')
    lib.add(np.ones(4, np.float32), np.arange(4, dtype=np.float32))  # array([1., 2., 3., 4.])

`compile` runs `mlirc -shared --emit-abi=...` (the binary: `$MLIRC`, then `mlirc/bin/mlirc` in
this package if bundled, then `PATH`), loads the library with ctypes and reads the ABI file, which
says how each function's arguments and results cross the C interface. `mlirc.torch.export` and
`mlirc.onnx.export` turn a PyTorch model or an ONNX file into MLIR through torch-mlir.
"""

from ._core import CompileError, Function, Library, MlircNotFoundError, compile, find_mlirc

__all__ = ["compile", "Library", "Function", "CompileError", "MlircNotFoundError", "find_mlirc"]
__version__ = "0.1.0"
