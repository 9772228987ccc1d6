// affine.parallel with a zero step: valid MLIR (upstream's verifier accepts any constant
// step; the loop never advances). lower-affine makes it an scf.while (scf.parallel needs
// positive steps); tests/run/affine-parallel-nonpositive-step.mlir runs such loops.

func.func @zero_step(%n: index) {
  affine.parallel (%i) = (0) to (%n) step (0) {
  }
  return
}
