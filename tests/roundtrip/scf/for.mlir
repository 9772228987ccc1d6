// scf.for without loop-carried values: bodies with ops, empty bodies, explicit yields, nesting.

func.func @simple(%lb: index, %ub: index, %step: index) {
  scf.for %i = %lb to %ub step %step {
    %0 = arith.addi %i, %i : index
  }
  return
}

func.func @empty_and_explicit_yield(%lb: index, %ub: index, %step: index) {
  scf.for %i = %lb to %ub step %step {
  }
  scf.for %i = %lb to %ub step %step {
    %0 = arith.muli %i, %step : index
    scf.yield
  }
  return
}

func.func @constants() {
  %c0 = arith.constant 0 : index
  %c10 = arith.constant 10 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %c10 step %c1 {
    scf.for %j = %i to %c10 step %c1 {
      %0 = arith.subi %j, %i : index
    }
  }
  return
}

func.func @uses_outer_values(%lb: index, %ub: index, %step: index, %x: f32) {
  scf.for %i = %lb to %ub step %step {
    %0 = arith.addf %x, %x : f32
    %1 = math.sqrt %0 : f32
  }
  return
}
