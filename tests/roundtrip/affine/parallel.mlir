// affine.parallel: several induction variables, bounds that are affine expressions over SSA
// values (`%i + 1`, `symbol(%n) * 2`), `max(...)`/`min(...)` groups, steps, zero dimensions,
// operands shared between bounds (de-duplicated into one map operand).

func.func @bounds(%A: memref<?x?xf32>, %n: index, %m: index) {
  affine.parallel (%i, %j) = (0, 0) to (%n, %m) {
    %v = affine.load %A[%i, %j] : memref<?x?xf32>
    affine.store %v, %A[%j, %i] : memref<?x?xf32>
  }
  affine.parallel (%i, %j) = (max(%n, 0), 0) to (min(%n + 1, symbol(%m) * 2, %n), 10) {
  }
  affine.parallel (%i) = (%n + %m) to (%n * 3 + symbol(%m)) step (4) {
  }
  affine.parallel (%i) = (max(%n)) to (min(%m floordiv 2, 100)) {
  }
  affine.parallel () = () to () {
  }
  return
}

func.func @steps_and_nesting(%A: memref<?x?xf32>, %n: index, %m: index) {
  affine.parallel (%i, %j, %k) = (0, 0, 0) to (%n, %m, 10) step (1, 2, 1) {
    affine.parallel (%x) = (%i) to (%j + 1) {
      %v = affine.load %A[%x, %k] : memref<?x?xf32>
    }
  }
  affine.parallel (%i, %j) = (-4, 2) to (12, 30) step (2 * 2, 7) {
  }
  affine.parallel (%i) = (0) to (16) {
    affine.yield
  } {mapping = "threads"}
  return
}
