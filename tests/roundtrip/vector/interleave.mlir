// vector.interleave (0-D, 1-D and n-D) and vector.to_elements.

func.func @interleave(%a: vector<4xf32>, %c: vector<f32>) -> (vector<8xf32>, vector<2xf32>, f32, f32) {
  %b = arith.constant dense<[[1, 2, 3], [4, 5, 6]]> : vector<2x3xi8>
  %0 = vector.interleave %a, %a : vector<4xf32> -> vector<8xf32>
  %1 = vector.interleave %b, %b : vector<2x3xi8> -> vector<2x6xi8>
  %2:4 = vector.to_elements %a : vector<4xf32>
  %3:6 = vector.to_elements %b : vector<2x3xi8>
  %4 = vector.to_elements %c : vector<f32>
  %5 = vector.interleave %c, %c : vector<f32> -> vector<2xf32>
  return %0, %5, %2#3, %4 : vector<8xf32>, vector<2xf32>, f32, f32
}
