// Casts on 2-D vectors: integer extension/truncation, int <-> float, float widths.
func.func @main() {
  %a = arith.constant dense<[[-1, 2], [127, -128]]> : vector<2x2xi8>
  %s = arith.extsi %a : vector<2x2xi8> to vector<2x2xi32>
  %u = arith.extui %a : vector<2x2xi8> to vector<2x2xi32>
  vector.print %s : vector<2x2xi32>
  vector.print %u : vector<2x2xi32>
  %big = arith.constant dense<[[300, -300], [65537, 255]]> : vector<2x2xi32>
  %t = arith.trunci %big : vector<2x2xi32> to vector<2x2xi8>
  vector.print %t : vector<2x2xi8>
  %f = arith.sitofp %s : vector<2x2xi32> to vector<2x2xf32>
  vector.print %f : vector<2x2xf32>
  %g = arith.uitofp %u : vector<2x2xi32> to vector<2x2xf64>
  vector.print %g : vector<2x2xf64>
  %h = arith.constant dense<[[1.75, -2.5], [100.9, -0.1]]> : vector<2x2xf64>
  %i = arith.fptosi %h : vector<2x2xf64> to vector<2x2xi16>
  vector.print %i : vector<2x2xi16>
  %j = arith.truncf %h : vector<2x2xf64> to vector<2x2xf32>
  %k = arith.extf %j : vector<2x2xf32> to vector<2x2xf64>
  vector.print %k : vector<2x2xf64>
  return
}
