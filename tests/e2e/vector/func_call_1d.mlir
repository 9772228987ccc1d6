// Functions taking and returning 1-D vectors; the callee works on 2-D vectors inside.
func.func @outer_sum(%a: vector<3xf32>, %b: vector<2xf32>) -> vector<2xf32> {
  %o = vector.outerproduct %a, %b : vector<3xf32>, vector<2xf32>
  %z = arith.constant dense<0.0> : vector<2xf32>
  %r = vector.multi_reduction <add>, %o, %z [0] : vector<3x2xf32> to vector<2xf32>
  return %r : vector<2xf32>
}
func.func @main() {
  %a = arith.constant dense<[1.0, 2.0, 3.0]> : vector<3xf32>
  %b = arith.constant dense<[0.5, -1.0]> : vector<2xf32>
  %r = call @outer_sum(%a, %b) : (vector<3xf32>, vector<2xf32>) -> vector<2xf32>
  vector.print %r : vector<2xf32>
  %r2 = call @outer_sum(%a, %r) : (vector<3xf32>, vector<2xf32>) -> vector<2xf32>
  vector.print %r2 : vector<2xf32>
  return
}
