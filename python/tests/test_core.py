"""mlirc.compile and Library calls on numpy arrays (numpy and the mlirc binary only)."""

import gc
import os

import numpy as np
import pytest

import mlirc

ADD = """
func.func @add(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %0 = arith.addf %a, %b : tensor<4xf32>
  return %0 : tensor<4xf32>
}
"""


@pytest.fixture(scope="module")
def lib():
    return mlirc.compile(
        ADD
        + """
func.func @scalars(%a: i64, %b: f64, %c: f32, %d: i32) -> f64 {
  %0 = arith.sitofp %a : i64 to f64
  %1 = arith.addf %0, %b : f64
  %2 = arith.extf %c : f32 to f64
  %3 = arith.addf %1, %2 : f64
  %4 = arith.sitofp %d : i32 to f64
  %5 = arith.mulf %3, %4 : f64
  return %5 : f64
}
func.func @pick(%p: i1, %a: i8, %b: i8) -> i8 {
  %0 = arith.select %p, %a, %b : i8
  return %0 : i8
}
func.func @is_neg(%a: i64) -> i1 {
  %c0 = arith.constant 0 : i64
  %0 = arith.cmpi slt, %a, %c0 : i64
  return %0 : i1
}
func.func @scale_rows(%a: tensor<2x3xf32>, %s: tensor<2xf32>) -> tensor<2x3xf32> {
  %e = tensor.empty() : tensor<2x3xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>,
                                        affine_map<(i, j) -> (i, j)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%a, %s : tensor<2x3xf32>, tensor<2xf32>) outs(%e : tensor<2x3xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %m = arith.mulf %x, %y : f32
    linalg.yield %m : f32
  } -> tensor<2x3xf32>
  return %r : tensor<2x3xf32>
}
func.func @matmul(%a: tensor<?x?xf32>, %b: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = tensor.dim %a, %c0 : tensor<?x?xf32>
  %n = tensor.dim %b, %c1 : tensor<?x?xf32>
  %z = arith.constant 0.0 : f32
  %e = tensor.empty(%m, %n) : tensor<?x?xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<?x?xf32>) -> tensor<?x?xf32>
  %r = linalg.matmul ins(%a, %b : tensor<?x?xf32>, tensor<?x?xf32>) outs(%f : tensor<?x?xf32>) -> tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}
func.func @iota(%n: index) -> tensor<?xi64> {
  %e = tensor.empty(%n) : tensor<?xi64>
  %r = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>], iterator_types = ["parallel"]}
      outs(%e : tensor<?xi64>) {
  ^bb0(%o: i64):
    %i = linalg.index 0 : index
    %v = arith.index_cast %i : index to i64
    linalg.yield %v : i64
  } -> tensor<?xi64>
  return %r : tensor<?xi64>
}
func.func @sum_i64(%a: tensor<5xi64>) -> tensor<i64> {
  %z = arith.constant 0 : i64
  %e = tensor.empty() : tensor<i64>
  %f = linalg.fill ins(%z : i64) outs(%e : tensor<i64>) -> tensor<i64>
  %r = linalg.reduce ins(%a : tensor<5xi64>) outs(%f : tensor<i64>) dimensions = [0]
    (%x: i64, %acc: i64) {
      %s = arith.addi %x, %acc : i64
      linalg.yield %s : i64
    }
  return %r : tensor<i64>
}
func.func @not(%a: tensor<2x2xi1>) -> tensor<2x2xi1> {
  %t = arith.constant dense<true> : tensor<2x2xi1>
  %0 = arith.xori %a, %t : tensor<2x2xi1>
  return %0 : tensor<2x2xi1>
}
func.func @minmax(%a: tensor<4xf32>, %b: tensor<4xf32>) -> (tensor<4xf32>, i64, tensor<4xf32>) {
  %0 = arith.minimumf %a, %b : tensor<4xf32>
  %1 = arith.maximumf %a, %b : tensor<4xf32>
  %n = arith.constant 4 : i64
  return %0, %n, %1 : tensor<4xf32>, i64, tensor<4xf32>
}
func.func @twice(%a: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  return %a, %a : tensor<4xf32>, tensor<4xf32>
}
func.func @big(%n: index) -> tensor<?xf32> {
  %e = tensor.empty(%n) : tensor<?xf32>
  %one = arith.constant 1.0 : f32
  %f = linalg.fill ins(%one : f32) outs(%e : tensor<?xf32>) -> tensor<?xf32>
  return %f : tensor<?xf32>
}
func.func @half(%a: tensor<3xf16>) -> tensor<3xf16> {
  %0 = arith.addf %a, %a : tensor<3xf16>
  return %0 : tensor<3xf16>
}
func.func @brain(%a: tensor<3xbf16>) -> tensor<3xbf16> {
  %0 = arith.addf %a, %a : tensor<3xbf16>
  return %0 : tensor<3xbf16>
}
func.func @half_scalar(%a: f16) -> f16 {
  return %a : f16
}
func.func @fill(%m: memref<2x3xf32>, %v: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  scf.for %i = %c0 to %c2 step %c1 {
    scf.for %j = %c0 to %c3 step %c1 {
      memref.store %v, %m[%i, %j] : memref<2x3xf32>
    }
  }
  return
}
func.func @rank(%m: memref<*xf32>) -> index {
  %r = memref.rank %m : memref<*xf32>
  return %r : index
}
func.func @transposed() -> memref<3x2xf32, strided<[1, 3]>> {
  %m = memref.alloc() : memref<2x3xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  scf.for %i = %c0 to %c2 step %c1 {
    scf.for %j = %c0 to %c3 step %c1 {
      %k = arith.muli %i, %c3 : index
      %l = arith.addi %k, %j : index
      %li = arith.index_cast %l : index to i64
      %f = arith.sitofp %li : i64 to f32
      memref.store %f, %m[%i, %j] : memref<2x3xf32>
    }
  }
  %t = memref.transpose %m (i, j) -> (j, i) : memref<2x3xf32> to memref<3x2xf32, strided<[1, 3]>>
  return %t : memref<3x2xf32, strided<[1, 3]>>
}
"""
    )


def test_functions_from_the_abi(lib):
    assert "add" in lib and "matmul" in lib.functions
    assert lib["add"] is lib.add
    assert "memref<4xf32>" in repr(lib.add)
    with pytest.raises(AttributeError, match="no exported function 'nope'"):
        lib.nope
    with pytest.raises(KeyError):
        lib["nope"]


def test_scalars(lib):
    assert lib.scalars(2, 0.5, 0.25, 4) == pytest.approx((2 + 0.5 + 0.25) * 4)
    assert isinstance(lib.scalars(1, 1.0, 1.0, 1), np.float64)
    assert lib.pick(True, 5, -7) == 5
    assert lib.pick(False, 5, -7) == -7
    assert lib.pick(np.bool_(True), np.int8(3), 4).dtype == np.int8
    assert lib.is_neg(-3) is np.True_ or lib.is_neg(-3) == True  # noqa: E712
    assert not lib.is_neg(3)
    assert lib.iota(np.int64(3)).tolist() == [0, 1, 2]


def test_scalar_errors(lib):
    with pytest.raises(OverflowError, match="out of range"):
        lib.pick(True, 300, 0)
    with pytest.raises(TypeError, match="expected an integer"):
        lib.scalars(1.5, 0.0, 0.0, 1)
    with pytest.raises(TypeError, match="expected a bool"):
        lib.pick(2, 1, 1)
    with pytest.raises(TypeError, match="takes 4 arguments"):
        lib.scalars(1, 2.0)
    with pytest.raises(TypeError, match="f16 scalars"):
        lib.half_scalar(1.0)


def test_1d_f32(lib):
    a = np.array([1, 2, 3, 4], np.float32)
    b = np.array([10, 20, 30, 40], np.float32)
    r = lib.add(a, b)
    assert r.dtype == np.float32 and r.shape == (4,)
    np.testing.assert_array_equal(r, a + b)
    # The result owns its buffer: writable, and not the inputs'.
    r[0] = 99
    assert a[0] == 1 and b[0] == 10


def test_2d_f32(lib):
    a = np.arange(6, dtype=np.float32).reshape(2, 3)
    s = np.array([2, -1], np.float32)
    np.testing.assert_array_equal(lib.scale_rows(a, s), a * s[:, None])
    rng = np.random.default_rng(0)
    x = rng.standard_normal((5, 7)).astype(np.float32)
    y = rng.standard_normal((7, 3)).astype(np.float32)
    np.testing.assert_allclose(lib.matmul(x, y), x @ y, rtol=1e-5, atol=1e-5)


def test_i64_and_0d(lib):
    r = lib.sum_i64(np.array([1, 2, 3, 4, 2**40], np.int64))
    assert r.shape == () and r.dtype == np.int64 and int(r) == 10 + 2**40


def test_bool(lib):
    a = np.array([[True, False], [False, True]])
    r = lib["not"](a)
    assert r.dtype == np.bool_
    np.testing.assert_array_equal(r, ~a)


def test_f16(lib):
    a = np.array([0.5, 1.5, -2], np.float16)
    np.testing.assert_array_equal(lib.half(a), a + a)


def test_bf16(lib):
    ml_dtypes = pytest.importorskip("ml_dtypes")
    a = np.array([1.5, -2, 3.25], ml_dtypes.bfloat16)
    r = lib.brain(a)
    assert r.dtype == a.dtype
    np.testing.assert_array_equal(r.astype(np.float32), [3, -4, 6.5])


def test_multiple_results(lib):
    a = np.array([1, 5, -2, 8], np.float32)
    b = np.array([3, 4, -1, 9], np.float32)
    lo, n, hi = lib.minmax(a, b)
    np.testing.assert_array_equal(lo, np.minimum(a, b))
    np.testing.assert_array_equal(hi, np.maximum(a, b))
    assert n == 4 and n.dtype == np.int64
    x, y = lib.twice(a)
    np.testing.assert_array_equal(x, a)
    np.testing.assert_array_equal(y, a)


def test_result_strides(lib):
    r = lib.transposed()
    assert r.shape == (3, 2) and r.strides == (4, 12)
    np.testing.assert_array_equal(r, np.arange(6, dtype=np.float32).reshape(2, 3).T)


def test_returned_buffers_are_freed(lib):
    freed = []
    real = lib._free

    def counting_free(ptr):
        freed.append(ptr)
        real(ptr)

    lib._free = counting_free
    try:
        r = lib.add(np.ones(4, np.float32), np.ones(4, np.float32))
        view = r[1:]
        ptr = r.base.owner.allocated
        del r
        gc.collect()
        assert freed == []  # the view keeps the buffer
        np.testing.assert_array_equal(view, [2, 2, 2])
        del view
        gc.collect()
        assert freed == [ptr]
        lo, _, hi = lib.minmax(np.ones(4, np.float32), np.zeros(4, np.float32))
        del lo, hi
        gc.collect()
        assert len(freed) == 3 and len(set(freed[1:])) == 2
    finally:
        lib._free = real


def _rss_bytes():
    with open("/proc/self/statm") as f:
        return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE")


@pytest.mark.skipif(not os.path.exists("/proc/self/statm"), reason="needs /proc")
def test_no_leak_over_many_calls(lib):
    n = 1 << 20  # 4 MiB a result: 200 leaked results would be 800 MiB
    for _ in range(5):
        lib.big(n)
    before = _rss_bytes()
    for _ in range(200):
        r = lib.big(n)
        assert r[-1] == 1.0
        del r
    assert _rss_bytes() - before < 64 << 20


def test_non_contiguous_inputs(lib):
    a = np.arange(8, dtype=np.float32)[::2]
    b = np.ones((4, 3), np.float32)[:, 0]  # stride 12 bytes
    np.testing.assert_array_equal(lib.add(a, b), a + 1)
    m = np.arange(6, dtype=np.float32).reshape(3, 2).T  # 2x3, Fortran order
    s = np.array([1, 10], np.float32)
    np.testing.assert_array_equal(lib.scale_rows(m, s), m * s[:, None])
    x = np.asfortranarray(np.arange(12, dtype=np.float32).reshape(3, 4))
    y = np.arange(8, dtype=np.float32).reshape(4, 2)
    np.testing.assert_allclose(lib.matmul(x, y), x @ y)


def test_memref_argument_written_in_place(lib):
    m = np.zeros((2, 3), np.float32)
    assert lib.fill(m, 7.0) is None
    assert (m == 7).all()
    # A non-contiguous array is passed as a copy, written back after the call.
    big = np.zeros((2, 6), np.float32)
    lib.fill(big[:, ::2], 3.0)
    np.testing.assert_array_equal(big, [[3, 0, 3, 0, 3, 0]] * 2)


def test_unranked_argument(lib):
    assert lib.rank(np.zeros((2, 3, 4), np.float32)) == 3
    assert lib.rank(np.zeros(5, np.float32)) == 1


def test_dtype_and_shape_mismatch(lib):
    a = np.ones(4, np.float32)
    with pytest.raises(TypeError, match=r"argument 1 is memref<4xf32>: expected an array of float32, got float64"):
        lib.add(a, np.ones(4))
    with pytest.raises(TypeError, match="expected an array of float32, got int64"):
        lib.add(a, [1, 2, 3, 4])
    with pytest.raises(ValueError, match="got shape"):
        lib.add(a, np.ones(5, np.float32))
    with pytest.raises(ValueError, match="expected 1 dimensions"):
        lib.add(a, np.ones((2, 2), np.float32))
    with pytest.raises(TypeError, match="expected an array of bool"):
        lib["not"](np.ones((2, 2), np.uint8))


def test_compile_error():
    with pytest.raises(mlirc.CompileError) as e:
        mlirc.compile("func.func @f(%a: i32) -> i64 {\n  return %a : i32\n}\n")
    err = e.value
    assert err.returncode == 1
    assert "input.mlir:2:3: error:" in err.diagnostics
    assert "error:" in str(err)
    with pytest.raises(mlirc.CompileError) as e:
        mlirc.compile(ADD, flags=["--no-such-flag"])
    assert e.value.returncode == 2 and "unknown argument" in e.value.diagnostics


def test_compile_from_path_with_flags(tmp_path):
    p = tmp_path / "add.mlir"
    p.write_text(ADD)
    for src in (p, str(p)):
        lib = mlirc.compile(src, opt=0, flags=["-ffast-math"])
        np.testing.assert_array_equal(lib.add(np.ones(4, np.float32), np.ones(4, np.float32)), [2] * 4)
    with pytest.raises(ValueError):
        mlirc.compile(p, opt=4)
    with pytest.raises(FileNotFoundError, match="no such MLIR file"):
        mlirc.compile(str(tmp_path / "missing.mlir"))
    with pytest.raises(FileNotFoundError, match="no such MLIR file"):
        mlirc.compile(tmp_path / "missing.mlir")


def test_mlirc_not_found(monkeypatch):
    monkeypatch.setenv("MLIRC", "/nonexistent/mlirc")
    with pytest.raises(mlirc.MlircNotFoundError, match=r"\$MLIRC"):
        mlirc.compile(ADD)
