// lower-affine: floordiv, ceildiv and mod of negative and positive values, by constants and
// by a symbol, printed for x in [-7, 7]: floordiv rounds toward -inf, ceildiv toward +inf,
// mod is non-negative for a positive divisor.
func.func private @printI64(i64)
func.func private @printNewline()

func.func @show(%v: index) {
  %i = arith.index_cast %v : index to i64
  call @printI64(%i) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

func.func @main() {
  %c3 = arith.constant 3 : index
  affine.for %x = -7 to 8 {
    %a = affine.apply affine_map<(d0) -> (d0 floordiv 3)>(%x)
    func.call @show(%a) : (index) -> ()
    %b = affine.apply affine_map<(d0) -> (d0 ceildiv 3)>(%x)
    func.call @show(%b) : (index) -> ()
    %c = affine.apply affine_map<(d0) -> (d0 mod 3)>(%x)
    func.call @show(%c) : (index) -> ()
    %d = affine.apply affine_map<(d0)[s0] -> (d0 floordiv s0)>(%x)[%c3]
    func.call @show(%d) : (index) -> ()
    %e = affine.apply affine_map<(d0)[s0] -> (d0 ceildiv s0)>(%x)[%c3]
    func.call @show(%e) : (index) -> ()
    %f = affine.apply affine_map<(d0)[s0] -> (d0 mod s0)>(%x)[%c3]
    func.call @show(%f) : (index) -> ()
    %g = affine.apply affine_map<(d0) -> ((d0 * 5 - 2) floordiv 4 + (d0 * -3) mod 7 - (d0 - 1) ceildiv 2)>(%x)
    func.call @show(%g) : (index) -> ()
  }
  return
}
