// vector.shape_cast, vector.bitcast, vector.transpose and vector.shuffle.

func.func @casts(%v: vector<4x8xf32>, %w: vector<32xf32>, %i: vector<4xi32>, %z: vector<f32>, %s: vector<[4]x2xi8>) {
  %0 = vector.shape_cast %v : vector<4x8xf32> to vector<32xf32>
  %1 = vector.shape_cast %w : vector<32xf32> to vector<2x4x4xf32>
  %2 = vector.shape_cast %z : vector<f32> to vector<1xf32>
  %3 = vector.shape_cast %s : vector<[4]x2xi8> to vector<[8]xi8>
  %4 = vector.bitcast %w : vector<32xf32> to vector<32xi32>
  %5 = vector.bitcast %i : vector<4xi32> to vector<16xi8>
  %6 = vector.bitcast %v : vector<4x8xf32> to vector<4x4xf64>
  %7 = vector.bitcast %z : vector<f32> to vector<i32>
  return
}

func.func @transpose_shuffle(%v: vector<4x8xf32>, %u: vector<2x3x4xi8>, %a: vector<2xf32>, %b: vector<3xf32>) {
  %0 = vector.transpose %v, [1, 0] : vector<4x8xf32> to vector<8x4xf32>
  %1 = vector.transpose %u, [2, 0, 1] : vector<2x3x4xi8> to vector<4x2x3xi8>
  %2 = vector.transpose %u, [0, 1, 2] {tag} : vector<2x3x4xi8> to vector<2x3x4xi8>
  %3 = vector.shuffle %a, %b [0, 1, 2, 3, 4] : vector<2xf32>, vector<3xf32>
  %4 = vector.shuffle %v, %v [7, 0] : vector<4x8xf32>, vector<4x8xf32>
  return
}
