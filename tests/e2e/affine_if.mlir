// lower-affine: affine.if with integer sets (inequalities, equalities, several constraints,
// symbols), with and without else, with results, nested in loops.
func.func private @printI64(i64)
func.func private @printNewline()

func.func @show(%v: index) {
  %i = arith.index_cast %v : index to i64
  call @printI64(%i) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

func.func @main() {
  %c5 = arith.constant 5 : index
  affine.for %i = -3 to 8 {
    // i in [0, s0] and i even: print i.
    affine.if affine_set<(d0)[s0] : (d0 >= 0, s0 - d0 >= 0, d0 mod 2 == 0)>(%i)[%c5] {
      func.call @show(%i) : (index) -> ()
    }
    // A value from either branch.
    %v = affine.if affine_set<(d0) : (d0 - 2 == 0)>(%i) -> index {
      %a = affine.apply affine_map<(d0) -> (d0 * 100)>(%i)
      affine.yield %a : index
    } else {
      %b = affine.if affine_set<(d0, d1) : (d0 + d1 - 6 >= 0)>(%i, %c5) -> index {
        affine.yield %c5 : index
      } else {
        %n = affine.apply affine_map<(d0) -> (-d0)>(%i)
        affine.yield %n : index
      }
      affine.yield %b : index
    }
    func.call @show(%v) : (index) -> ()
  }
  return
}
