// scf.forall with the normalized `in (...)` bounds: static and dynamic, one or more dimensions.

func.func @forall_in(%n: index, %m: index) {
  scf.forall (%i) in (8) {
    %0 = arith.addi %i, %i : index
  }
  scf.forall (%i, %j) in (4, %n) {
    %0 = arith.muli %i, %j : index
  }
  scf.forall (%i, %j, %k) in (%n, %m, 16) {
  }
  return
}

func.func @forall_uses(%n: index, %x: f32) {
  scf.forall (%i) in (%n) {
    %0 = math.exp %x : f32
    scf.forall (%j) in (2) {
      %1 = arith.addi %i, %j : index
    }
  }
  return
}
