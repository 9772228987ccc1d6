// vector.multi_reduction over inner, outer, middle and all dimensions, several kinds.
func.func @main() {
  %v = arith.constant dense<[[[1.0, 2.0, 3.0, 4.0], [5.0, 6.0, 7.0, 8.0]], [[-1.0, -2.0, 9.0, 0.5], [2.0, 2.0, 2.0, 2.0]]]> : vector<2x2x4xf32>
  %a2 = arith.constant dense<0.0> : vector<2x2xf32>
  %r0 = vector.multi_reduction <add>, %v, %a2 [2] : vector<2x2x4xf32> to vector<2x2xf32>
  vector.print %r0 : vector<2x2xf32>
  %a24 = arith.constant dense<1.0> : vector<2x4xf32>
  %r1 = vector.multi_reduction <mul>, %v, %a24 [0] : vector<2x2x4xf32> to vector<2x4xf32>
  vector.print %r1 : vector<2x4xf32>
  %r2 = vector.multi_reduction <maxnumf>, %v, %a24 [1] : vector<2x2x4xf32> to vector<2x4xf32>
  vector.print %r2 : vector<2x4xf32>
  %a4 = arith.constant dense<100.0> : vector<4xf32>
  %r3 = vector.multi_reduction <minnumf>, %v, %a4 [0, 1] : vector<2x2x4xf32> to vector<4xf32>
  vector.print %r3 : vector<4xf32>
  %a1 = arith.constant dense<0.0> : vector<2xf32>
  %r4 = vector.multi_reduction <add>, %v, %a1 [1, 2] : vector<2x2x4xf32> to vector<2xf32>
  vector.print %r4 : vector<2xf32>
  %s = arith.constant 0.0 : f32
  %r5 = vector.multi_reduction <add>, %v, %s [0, 1, 2] : vector<2x2x4xf32> to f32
  vector.print %r5 : f32
  %w = arith.constant dense<[3.0, -1.0, 8.0]> : vector<3xf32>
  %r6 = vector.multi_reduction <maximumf>, %w, %s [0] : vector<3xf32> to f32
  vector.print %r6 : f32
  return
}
