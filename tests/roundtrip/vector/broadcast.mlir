// vector.broadcast: scalar to vector, vector to higher rank, unit-dim stretching,
// scalable and 0-d vectors.

func.func @broadcast(%f: f32, %i: i32, %x: index, %v: vector<4xf32>, %u: vector<1x4xf32>,
                     %s: vector<[4]xf32>, %z: vector<f32>) {
  %0 = vector.broadcast %f : f32 to vector<4xf32>
  %1 = vector.broadcast %i : i32 to vector<2x3xi32>
  %2 = vector.broadcast %x : index to vector<8xindex>
  %3 = vector.broadcast %v : vector<4xf32> to vector<3x4xf32>
  %4 = vector.broadcast %u : vector<1x4xf32> to vector<5x4xf32>
  %5 = vector.broadcast %s : vector<[4]xf32> to vector<2x[4]xf32>
  %6 = vector.broadcast %f : f32 to vector<[8]xf32>
  %7 = vector.broadcast %z : vector<f32> to vector<4xf32>
  %8 = vector.broadcast %f : f32 to vector<f32>
  %9 = vector.broadcast %v {tag = "b"} : vector<4xf32> to vector<2x1x4xf32>
  return
}
