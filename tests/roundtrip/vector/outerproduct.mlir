// vector.outerproduct: outer products with and without an accumulator, the AXPY form
// with a scalar right-hand side, and combining kinds.

func.func @outer(%a: vector<4xf32>, %b: vector<8xf32>, %acc: vector<4x8xf32>, %s: f32, %i: vector<4xi32>, %j: vector<2xi32>,
                 %sa: vector<[4]xf32>, %sb: vector<[4]xf32>) {
  %0 = vector.outerproduct %a, %b : vector<4xf32>, vector<8xf32>
  %1 = vector.outerproduct %a, %b, %acc : vector<4xf32>, vector<8xf32>
  %2 = vector.outerproduct %a, %b, %0 {kind = #vector.kind<maximumf>} : vector<4xf32>, vector<8xf32>
  %3 = vector.outerproduct %a, %s : vector<4xf32>, f32
  %4 = vector.outerproduct %a, %s, %a : vector<4xf32>, f32
  %5 = vector.outerproduct %i, %j : vector<4xi32>, vector<2xi32>
  %6 = vector.outerproduct %i, %j, %5 {kind = #vector.kind<xor>} : vector<4xi32>, vector<2xi32>
  %7 = vector.outerproduct %sa, %sb : vector<[4]xf32>, vector<[4]xf32>
  return
}
