"""The compiler call, the loaded library and the marshalling of numpy arrays into memref
descriptors (the C interface of README's "The C interface", described by `--emit-abi`).

A ranked memref crosses the interface as a pointer to its descriptor `{allocated, aligned,
offset, sizes[R], strides[R]}` (offset and strides in elements), an unranked one as a pointer to
`{rank, descriptor *}`, a scalar as itself. One memref result comes back through a pointer to a
descriptor passed first, several results (memrefs or scalars) through a pointer to a struct of
them in order, one scalar result as the return value. Returned buffers belong to the caller and
are released with the library's `mlirc_free(allocated)`: here, when the numpy array wrapping
them (and every view of it) is garbage-collected.
"""

import ctypes
import json
import os
import shutil
import subprocess
import tempfile

import numpy as np

__all__ = ["CompileError", "MlircNotFoundError", "find_mlirc", "compile", "Library", "Function"]


class CompileError(Exception):
    """mlirc refused the program (or failed): `diagnostics` is what it wrote on standard error,
    in MLIR's format (`file:line:col: error: message`), `returncode` its exit code (1:
    diagnostics, 2: usage error, 101: internal compiler error)."""

    def __init__(self, message, diagnostics="", returncode=None, command=None):
        super().__init__(message)
        self.message = message
        self.diagnostics = diagnostics
        self.returncode = returncode
        self.command = command

    def __str__(self):
        if self.diagnostics:
            return f"{self.message}\n{self.diagnostics.rstrip()}"
        return self.message


class MlircNotFoundError(FileNotFoundError):
    """No `mlirc` binary: not in `$MLIRC`, not bundled with the package, not on `PATH`."""


def find_mlirc():
    """The `mlirc` binary: `$MLIRC`, then `bin/mlirc` inside this package (a bundled build), then
    `mlirc` on `PATH`."""
    env = os.environ.get("MLIRC")
    if env:
        path = shutil.which(env) or env
        if not (os.path.isfile(path) and os.access(path, os.X_OK)):
            raise MlircNotFoundError(f"$MLIRC is '{env}', which is not an executable file")
        return os.path.abspath(path)
    bundled = os.path.join(os.path.dirname(os.path.abspath(__file__)), "bin", "mlirc")
    if os.path.isfile(bundled) and os.access(bundled, os.X_OK):
        return bundled
    path = shutil.which("mlirc")
    if path:
        return path
    raise MlircNotFoundError(
        "cannot find the mlirc compiler: set $MLIRC to it (e.g. target/release/mlirc after "
        "'cargo build --release'), or put it on PATH"
    )


def _is_path(source):
    if isinstance(source, os.PathLike):
        return os.path.isfile(source)
    if isinstance(source, bytes):
        source = source.decode("utf-8", "surrogateescape")
    # MLIR text has a newline, a brace or an '@' somewhere; a file name has none of them.
    return (
        isinstance(source, str)
        and "\n" not in source
        and "{" not in source
        and len(source) < 4096
        and os.path.isfile(source)
    )


def compile(mlir, *, opt=2, target=None, flags=()):
    """Compiles MLIR (its text, or the path of a `.mlir` file) into a shared library and loads it.

    `opt` is the `-O` level (0 to 3), `target` a `--target=` triple (the library is loaded
    here, so it must run on this machine), `flags` more mlirc options (`["-ffast-math"]`,
    `["--threads=4"]`, ...). Raises `CompileError` with mlirc's diagnostics when it fails."""
    if opt not in (0, 1, 2, 3):
        raise ValueError(f"opt must be 0, 1, 2 or 3, not {opt!r}")
    if isinstance(flags, str):
        raise TypeError("flags is a sequence of options, e.g. ['-ffast-math'], not one string")
    mlirc = find_mlirc()
    with tempfile.TemporaryDirectory(prefix="mlirc-") as tmp:
        if _is_path(mlir):
            src = os.fspath(mlir)
        elif isinstance(mlir, os.PathLike) or (
            isinstance(mlir, str) and "\n" not in mlir and mlir.strip().endswith(".mlir")
        ):
            raise FileNotFoundError(f"no such MLIR file: '{os.fspath(mlir)}'")
        else:
            src = os.path.join(tmp, "input.mlir")
            mode = "wb" if isinstance(mlir, bytes) else "w"
            with open(src, mode) as f:
                f.write(mlir)
        lib_path = os.path.join(tmp, "libmodule.so")
        abi_path = os.path.join(tmp, "module.abi.json")
        cmd = [mlirc, src, "-shared", f"-O{opt}", f"--emit-abi={abi_path}", "-o", lib_path]
        if target:
            cmd.append(f"--target={target}")
        cmd += [str(f) for f in flags]
        proc = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        diags = proc.stderr.decode("utf-8", "replace")
        if proc.returncode != 0:
            what = {1: "failed", 2: "usage error", 101: "internal compiler error"}
            raise CompileError(
                f"mlirc {what.get(proc.returncode, 'failed')} (exit code {proc.returncode})",
                diags,
                proc.returncode,
                cmd,
            )
        with open(abi_path) as f:
            abi = json.load(f)
        # Loaded from the temporary folder, which goes once the library is mapped.
        try:
            cdll = ctypes.CDLL(lib_path, mode=ctypes.RTLD_LOCAL)
        except OSError as e:
            where = f" (built for --target={target}: it must run on this machine)" if target else ""
            raise OSError(f"cannot load the library mlirc built{where}: {e}") from e
    return Library(cdll, abi, warnings=diags)


# --- Types of the ABI file --------------------------------------------------------------------

_SCALAR_CTYPES = {
    "i1": ctypes.c_bool,
    "i8": ctypes.c_int8,
    "i16": ctypes.c_int16,
    "i32": ctypes.c_int32,
    "i64": ctypes.c_int64,
    "u8": ctypes.c_uint8,
    "u16": ctypes.c_uint16,
    "u32": ctypes.c_uint32,
    "u64": ctypes.c_uint64,
    "index": ctypes.c_int64,
    "f32": ctypes.c_float,
    "f64": ctypes.c_double,
}

_DTYPES = {
    "i1": np.bool_,
    "i8": np.int8,
    "i16": np.int16,
    "i32": np.int32,
    "i64": np.int64,
    "u8": np.uint8,
    "u16": np.uint16,
    "u32": np.uint32,
    "u64": np.uint64,
    "index": np.int64,
    "f16": np.float16,
    "f32": np.float32,
    "f64": np.float64,
}


def _dtype(element):
    """The numpy dtype of an element type name, or None (bf16 without the ml_dtypes package)."""
    if element in _DTYPES:
        return np.dtype(_DTYPES[element])
    if element == "bf16":
        try:
            import ml_dtypes

            return np.dtype(ml_dtypes.bfloat16)
        except ImportError:
            return None
    return None


_DESCRIPTORS = {}


def _descriptor_type(rank):
    """The ctypes structure of a ranked descriptor (pointers untyped: one per rank)."""
    if rank not in _DESCRIPTORS:
        fields = [("allocated", ctypes.c_void_p), ("aligned", ctypes.c_void_p), ("offset", ctypes.c_int64)]
        if rank:
            fields += [("sizes", ctypes.c_int64 * rank), ("strides", ctypes.c_int64 * rank)]
        _DESCRIPTORS[rank] = type(f"MemRef{rank}D", (ctypes.Structure,), {"_fields_": fields})
    return _DESCRIPTORS[rank]


class _Unranked(ctypes.Structure):
    _fields_ = [("rank", ctypes.c_int64), ("descriptor", ctypes.c_void_p)]


class _Type:
    """One argument or result type of the ABI file."""

    def __init__(self, t):
        self.raw = t
        if isinstance(t, str):
            self.kind, self.element, self.rank = "scalar", t, None
        elif isinstance(t, dict) and t.get("type") == "memref":
            self.element = t["element"]
            self.rank = t.get("rank")
            self.kind = "memref" if self.rank is not None else "unranked"
            self.shape = t.get("shape")
            self.strides = t.get("strides")
            self.offset = t.get("offset")
        else:
            raise ValueError(f"unknown type in the ABI file: {t!r}")
        self.dtype = _dtype(self.element)

    def ctype(self):
        """The C type of a value of this type (descriptors by value)."""
        if self.kind == "scalar":
            return _SCALAR_CTYPES.get(self.element)
        if self.kind == "memref":
            return _descriptor_type(self.rank)
        return _Unranked

    def __str__(self):
        if self.kind == "scalar":
            return self.element
        if self.kind == "unranked":
            return f"memref<*x{self.element}>"
        dims = "".join(("?" if d is None else str(d)) + "x" for d in self.shape)
        return f"memref<{dims}{self.element}>"


def _unsupported_scalar(element):
    if element in ("f16", "bf16"):
        return (
            f"{element} scalars cross the C interface in floating-point registers "
            f"({'_Float16' if element == 'f16' else '__bf16'}), which ctypes cannot pass; "
            f"use a 0-d tensor/memref of {element} instead"
        )
    return f"the scalar type {element} has no ctypes form"


# --- Owned result buffers ------------------------------------------------------------------------


class _Owner:
    """A buffer returned by the library: freed with its `mlirc_free` when the last array over it
    goes."""

    __slots__ = ("free", "allocated", "__weakref__")

    def __init__(self, free, allocated):
        self.free = free
        self.allocated = allocated

    def __del__(self):
        ptr, self.allocated = self.allocated, None
        if ptr:
            try:
                self.free(ptr)
            except Exception:  # interpreter shutdown: ctypes may be gone already
                pass


class _View:
    """The numpy array interface of a result: its data pointer, shape and strides; holds the
    owner of the memory (an `_Owner`, or the input array the result aliases)."""

    def __init__(self, owner, data, shape, strides, dtype):
        self.owner = owner
        self.__array_interface__ = {
            "version": 3,
            "shape": shape,
            "typestr": dtype.str,
            "descr": dtype.descr,
            "data": (data, False),
            "strides": strides,
        }


# --- Functions and libraries ---------------------------------------------------------------------


class Function:
    """One exported function: `f(*args)` calls `_mlir_ciface_<name>`. Memref arguments take
    numpy arrays of the element's dtype (non-contiguous ones are copied, and copied back after
    the call), scalars take Python or numpy numbers. Returns None, one value, or a tuple."""

    def __init__(self, library, entry):
        self.library = library
        self.name = entry["name"]
        self.symbol = entry["symbol"]
        self.args = [_Type(t) for t in entry["a"]]
        self.results = [_Type(t) for t in entry["r"]]
        self._cfunc = None

    def __repr__(self):
        a = ", ".join(str(t) for t in self.args)
        r = ", ".join(str(t) for t in self.results)
        return f"<mlirc function @{self.name}({a}) -> ({r})>"

    def _check_supported(self):
        for i, t in enumerate(self.args):
            if t.kind == "scalar" and t.ctype() is None:
                raise TypeError(f"@{self.name}: argument {i}: {_unsupported_scalar(t.element)}")
        for i, t in enumerate(self.results):
            if t.kind == "scalar" and t.ctype() is None:
                raise TypeError(f"@{self.name}: result {i}: {_unsupported_scalar(t.element)}")
            if t.kind == "unranked":
                raise TypeError(f"@{self.name}: result {i}: unranked memref results are not supported")
        for i, t in enumerate(self.args + self.results):
            if t.kind != "scalar" and t.dtype is None:
                raise TypeError(
                    f"@{self.name}: {t.element} elements have no numpy dtype (bf16 needs the ml_dtypes package)"
                )

    def _prepare(self):
        self._check_supported()
        f = self.library._cdll[self.symbol]
        argtypes = []
        res = self.results
        if len(res) == 1 and res[0].kind == "memref":
            self._result_type = res[0].ctype()
        elif len(res) > 1:
            fields = [(f"r{i}", t.ctype()) for i, t in enumerate(res)]
            self._result_type = type(f"mlirc_result_{self.name}", (ctypes.Structure,), {"_fields_": fields})
        else:
            self._result_type = None
        if self._result_type is not None:
            argtypes.append(ctypes.c_void_p)
        for t in self.args:
            argtypes.append(t.ctype() if t.kind == "scalar" else ctypes.c_void_p)
        f.argtypes = argtypes
        f.restype = res[0].ctype() if len(res) == 1 and res[0].kind == "scalar" else None
        self._cfunc = f

    def __call__(self, *args):
        if self._cfunc is None:
            self._prepare()
        if len(args) != len(self.args):
            raise TypeError(f"@{self.name} takes {len(self.args)} arguments ({len(args)} given)")
        keep = []  # objects that must live through the call
        inputs = {}  # allocated pointer -> array, for results that alias an input
        writeback = []
        cargs = []
        for i, (t, a) in enumerate(zip(self.args, args)):
            if t.kind == "scalar":
                cargs.append(_scalar_arg(self.name, i, t, a))
                continue
            desc, arr, copied = _descriptor_arg(self.name, i, t, a)
            keep += [desc, arr]
            inputs[desc.allocated] = arr
            if copied is not None:
                writeback.append((a, copied))
            if t.kind == "unranked":
                u = _Unranked(arr.ndim, ctypes.addressof(desc))
                keep.append(u)
                cargs.append(ctypes.addressof(u))
            else:
                cargs.append(ctypes.addressof(desc))
        if self._result_type is not None:
            out = self._result_type()
            self._cfunc(ctypes.addressof(out), *cargs)
        else:
            value = self._cfunc(*cargs)
        for original, copy in writeback:
            np.copyto(original, copy, casting="no")
        if not self.results:
            return None
        if self._result_type is None:
            return self.results[0].dtype.type(value)
        if len(self.results) == 1:
            return _result_array(self.library, self.results[0], out, {}, inputs)
        owners = {}
        values = []
        for i, t in enumerate(self.results):
            v = getattr(out, f"r{i}")
            if t.kind == "memref":
                values.append(_result_array(self.library, t, v, owners, inputs))
            else:
                values.append(t.dtype.type(v))
        return tuple(values)


def _scalar_arg(fname, i, t, a):
    e = t.element
    if isinstance(a, np.ndarray) and a.ndim == 0:
        a = a[()]
    if e == "i1":
        if isinstance(a, (bool, np.bool_)) or (isinstance(a, (int, np.integer)) and a in (0, 1)):
            return bool(a)
        raise TypeError(f"@{fname}: argument {i} is i1: expected a bool, got {a!r}")
    if e in ("f32", "f64"):
        if isinstance(a, (bool, np.bool_)) or not isinstance(a, (int, float, np.integer, np.floating)):
            raise TypeError(f"@{fname}: argument {i} is {e}: expected a number, got {a!r}")
        return float(a)
    if isinstance(a, (bool, np.bool_)) or not isinstance(a, (int, np.integer)):
        raise TypeError(f"@{fname}: argument {i} is {e}: expected an integer, got {a!r}")
    info = np.iinfo(t.dtype)
    if not info.min <= int(a) <= info.max:
        raise OverflowError(f"@{fname}: argument {i} is {e}: {a} is out of range [{info.min}, {info.max}]")
    return int(a)


def _descriptor_arg(fname, i, t, a):
    """A descriptor for argument `i` from array `a`. Returns (descriptor, the array it points
    into, that array when it is a copy of `a` to be copied back after the call, else None)."""
    arr = a if isinstance(a, np.ndarray) else np.asarray(a)
    if arr.dtype != t.dtype:
        raise TypeError(
            f"@{fname}: argument {i} is {t}: expected an array of {t.dtype.name}, got {arr.dtype.name}"
        )
    rank = arr.ndim if t.kind == "unranked" else t.rank
    if arr.ndim != rank:
        raise ValueError(f"@{fname}: argument {i} is {t}: expected {rank} dimensions, got shape {arr.shape}")
    if t.kind == "memref":
        for k, (want, got) in enumerate(zip(t.shape, arr.shape)):
            if want is not None and want != got:
                raise ValueError(f"@{fname}: argument {i} is {t}: got shape {arr.shape} (dimension {k})")
        if t.strides is None:
            raise TypeError(f"@{fname}: argument {i} is {t} with a layout that is not strided")
        want_strides, want_offset = t.strides, t.offset
    else:
        want_strides, want_offset = [None] * rank, None

    item = arr.itemsize

    def fits(x):
        for k in range(x.ndim):
            s = x.strides[k]
            if x.shape[k] <= 1:
                continue
            if s % item or s < 0 or (want_strides[k] is not None and want_strides[k] * item != s):
                return False
        return True

    copied = None
    if arr.size and not fits(arr):
        if all(s is not None for s in want_strides) and want_strides != _row_major(arr.shape):
            # A static layout of its own: a buffer with exactly those strides.
            span = 1 + sum((n - 1) * s for n, s in zip(arr.shape, want_strides))
            buf = np.zeros(span, dtype=arr.dtype)
            view = np.lib.stride_tricks.as_strided(buf, arr.shape, [s * item for s in want_strides])
            view[...] = arr
            new = view
        else:
            new = np.ascontiguousarray(arr)
            if not fits(new):
                raise TypeError(f"@{fname}: argument {i} is {t}: cannot lay out an array of shape {arr.shape}")
        if isinstance(a, np.ndarray) and a.flags.writeable:
            copied = new
        arr = new

    desc = _descriptor_type(rank)()
    data = arr.ctypes.data
    offset = want_offset or 0
    desc.allocated = desc.aligned = data - offset * item
    desc.offset = offset
    for k in range(rank):
        desc.sizes[k] = arr.shape[k]
        desc.strides[k] = want_strides[k] if want_strides[k] is not None else arr.strides[k] // item
    return desc, arr, copied


def _row_major(shape):
    strides, acc = [], 1
    for n in reversed(shape):
        strides.append(acc)
        acc *= n
    return list(reversed(strides))


def _result_array(library, t, d, owners, inputs):
    """A numpy array over a returned descriptor, owning the buffer (shared by results that
    have the same `allocated` pointer); a view of the input when the result aliases one."""
    dtype = t.dtype
    item = dtype.itemsize
    shape = tuple(d.sizes[k] for k in range(t.rank))
    strides = tuple(d.strides[k] * item for k in range(t.rank))
    alloc = d.allocated
    if alloc in inputs:
        owner = inputs[alloc]
    elif alloc in owners:
        owner = owners[alloc]
    else:
        owner = owners[alloc] = _Owner(library._free, alloc)
    if 0 in shape:
        return np.zeros(shape, dtype)
    if not d.aligned:
        raise RuntimeError(f"a {t} result of {shape} elements came back with a null pointer")
    data = d.aligned + d.offset * item
    arr = np.asarray(_View(owner, data, shape, strides, dtype))
    # Extension dtypes (ml_dtypes' bfloat16) come back from the interface as raw void items.
    return arr if arr.dtype == dtype else arr.view(dtype)


class Library:
    """A compiled module: its functions by attribute (`lib.forward(x)`) or by name
    (`lib["forward"](x)`, for names that are not Python identifiers or that are the names of
    the Library's own attributes: `abi`, `functions`, `warnings`)."""

    def __init__(self, cdll, abi, warnings=""):
        self._cdll = cdll
        self.abi = abi
        self.warnings = warnings
        self._free = cdll.mlirc_free
        self._free.argtypes = [ctypes.c_void_p]
        self._free.restype = None
        self._functions = {e["name"]: Function(self, e) for e in abi["functions"]}

    @property
    def functions(self):
        """The exported functions by name."""
        return dict(self._functions)

    def __getitem__(self, name):
        try:
            return self._functions[name]
        except KeyError:
            raise KeyError(f"the module has no exported function '{name}' (it has: {', '.join(self._functions)})")

    def __getattr__(self, name):
        if name.startswith("_"):
            raise AttributeError(name)
        try:
            return self._functions[name]
        except KeyError:
            raise AttributeError(
                f"the module has no exported function '{name}' (it has: {', '.join(self._functions)})"
            ) from None

    def __contains__(self, name):
        return name in self._functions

    def __dir__(self):
        return list(super().__dir__()) + [n for n in self._functions if n.isidentifier()]

    def __repr__(self):
        return f"<mlirc.Library: {', '.join(self._functions)}>"
