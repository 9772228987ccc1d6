// affine.apply: alias and inline maps, dimension and symbol operands, symbols defined inside
// loops (constants, pure ops over symbols), chains of applies.
#map = affine_map<(d0)[s0] -> (d0 + s0)>

func.func @apply(%n: index, %m: index) -> index {
  %a = affine.apply #map(%n)[%m]
  %b = affine.apply affine_map<(d0, d1) -> (d0 floordiv 4 + d1 mod 4)>(%a, %n)
  %c = affine.apply affine_map<()[s0, s1] -> (s0 * s1)>()[%n, %m]
  %d = affine.apply affine_map<() -> (42)>()
  %e = affine.apply affine_map<(d0) -> (-d0 + 3)>(%d) {tag = 1 : i32}
  affine.for %i = 0 to 10 {
    %f = affine.apply #map(%i)[%n]
    %g = affine.apply affine_map<(d0, d1) -> (d0 * 2 + d1)>(%f, %i)
    %c4 = arith.constant 4 : index
    %h = arith.addi %n, %c4 : index
    %k = affine.apply affine_map<(d0)[s0] -> (d0 ceildiv s0)>(%g)[%h]
  }
  return %e : index
}

func.func @outside_affine_scopes(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %a = affine.apply affine_map<(d0) -> (d0 + 1)>(%i)
    %b = affine.apply affine_map<()[s0] -> (s0 + 1)>()[%i]
  }
  return
}
