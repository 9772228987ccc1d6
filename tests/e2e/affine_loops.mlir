// lower-affine: affine.for with map bounds (max of lower-bound results, min of upper-bound
// results, dims and symbols), steps, nested triangular loops, zero-trip loops, and
// affine.min/affine.max.
func.func private @printI64(i64)
func.func private @printNewline()

func.func @show(%v: index) {
  %i = arith.index_cast %v : index to i64
  call @printI64(%i) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

func.func @main() {
  %n = arith.constant 10 : index
  %m = arith.constant 4 : index
  // Iterations of i in [max(m - 2, 1), min(n, 2 * m + 1)) step 2: 2, 4, 6, 8.
  affine.for %i = max affine_map<()[s0] -> (s0 - 2, 1)>()[%m] to min affine_map<()[s0, s1] -> (s0, s1 * 2 + 1)>()[%n, %m] step 2 {
    func.call @show(%i) : (index) -> ()
  }
  // Triangular nest: j from i to min(i + 3, n).
  affine.for %i = 0 to 9 step 3 {
    affine.for %j = affine_map<(d0) -> (d0)>(%i) to min affine_map<(d0)[s0] -> (d0 + 3, s0)>(%i)[%n] {
      %k = affine.apply affine_map<(d0, d1) -> (d0 * 10 + d1)>(%i, %j)
      func.call @show(%k) : (index) -> ()
    }
  }
  // Zero-trip loop.
  affine.for %i = max affine_map<()[s0] -> (s0, 5)>()[%m] to 3 {
    func.call @show(%i) : (index) -> ()
  }
  // affine.min / affine.max.
  affine.for %i = -2 to 3 {
    %a = affine.min affine_map<(d0)[s0] -> (d0 * 2, s0 - d0, 1)>(%i)[%m]
    func.call @show(%a) : (index) -> ()
    %b = affine.max affine_map<(d0)[s0] -> (d0 * 2, s0 - d0 * 3)>(%i)[%m]
    func.call @show(%b) : (index) -> ()
  }
  return
}
