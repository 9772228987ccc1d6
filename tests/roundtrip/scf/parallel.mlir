// scf.parallel without reductions: one and several dimensions, implicit and explicit scf.reduce.

func.func @parallel(%lb: index, %ub: index, %st: index, %x: f32) {
  scf.parallel (%i) = (%lb) to (%ub) step (%st) {
    %0 = arith.addi %i, %i : index
  }
  scf.parallel (%i, %j) = (%lb, %lb) to (%ub, %ub) step (%st, %st) {
    %0 = arith.muli %i, %j : index
    scf.reduce
  }
  scf.parallel (%i, %j, %k) = (%lb, %lb, %lb) to (%ub, %ub, %ub) step (%st, %st, %st) {
  }
  return
}

func.func @nested(%lb: index, %ub: index, %st: index, %x: f32) {
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%lb) to (%ub) step (%c1) {
    scf.parallel (%j) = (%i) to (%ub) step (%st) {
      %0 = math.exp %x : f32
    }
  }
  return
}
