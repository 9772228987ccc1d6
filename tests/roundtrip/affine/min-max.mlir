// affine.min / affine.max.
#tile = affine_map<(d0)[s0] -> (32, s0 - d0)>

func.func @min_max(%n: index, %m: index) -> (index, index) {
  %a = affine.min #tile(%n)[%m]
  %b = affine.max affine_map<(d0, d1) -> (d0, d1, 0)>(%n, %m)
  %c = affine.min affine_map<()[s0] -> (s0)>()[%a]
  %d = affine.max affine_map<(d0) -> (d0 floordiv 2, -d0)>(%b) {tag}
  affine.for %i = 0 to %n step 32 {
    %t = affine.min #tile(%i)[%n]
    %u = arith.addi %t, %t : index
    affine.for %j = 0 to min #tile(%i)[%n] {
    }
  }
  return %c, %d : index, index
}
