// affine.parallel with a zero step: valid MLIR (the loop never advances), and a known
// internal error of `mlirc -c` (see tests/compile-expected.txt).

func.func @zero_step(%n: index) {
  affine.parallel (%i) = (0) to (%n) step (0) {
  }
  return
}
