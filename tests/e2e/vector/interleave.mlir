// vector.interleave / vector.deinterleave in 1-D and 2-D, and vector.to_elements.
func.func @main() {
  %a = arith.constant dense<[1, 2, 3]> : vector<3xi32>
  %b = arith.constant dense<[10, 20, 30]> : vector<3xi32>
  %i = vector.interleave %a, %b : vector<3xi32> -> vector<6xi32>
  vector.print %i : vector<6xi32>
  %e, %o = vector.deinterleave %i : vector<6xi32> -> vector<3xi32>
  vector.print %e : vector<3xi32>
  vector.print %o : vector<3xi32>
  %x = arith.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : vector<2x2xf32>
  %y = arith.constant dense<[[-1.0, -2.0], [-3.0, -4.0]]> : vector<2x2xf32>
  %xy = vector.interleave %x, %y : vector<2x2xf32> -> vector<2x4xf32>
  vector.print %xy : vector<2x4xf32>
  %p, %q = vector.deinterleave %xy : vector<2x4xf32> -> vector<2x2xf32>
  vector.print %p : vector<2x2xf32>
  vector.print %q : vector<2x2xf32>
  %s:4 = vector.to_elements %x : vector<2x2xf32>
  vector.print %s#0 : f32
  vector.print %s#3 : f32
  %t = arith.addf %s#1, %s#2 : f32
  vector.print %t : f32
  return
}
