// vector.extract_strided_slice and vector.insert_strided_slice.

func.func @slices(%v: vector<4x8x16xf32>, %a: vector<2x4xf32>, %b: vector<8xf32>, %c: vector<4xi32>, %d: vector<16xi32>) {
  %0 = vector.extract_strided_slice %v {offsets = [2], sizes = [2], strides = [1]} : vector<4x8x16xf32> to vector<2x8x16xf32>
  %1 = vector.extract_strided_slice %v {offsets = [0, 4], sizes = [2, 4], strides = [1, 1]} : vector<4x8x16xf32> to vector<2x4x16xf32>
  %2 = vector.extract_strided_slice %d {offsets = [8], sizes = [4], strides = [1]} : vector<16xi32> to vector<4xi32>
  %3 = vector.insert_strided_slice %a, %v {offsets = [1, 2, 8], strides = [1, 1]} : vector<2x4xf32> into vector<4x8x16xf32>
  %4 = vector.insert_strided_slice %c, %d {offsets = [12], strides = [1]} : vector<4xi32> into vector<16xi32>
  %5 = vector.insert_strided_slice %b, %v {offsets = [3, 7, 0], strides = [1], tag} : vector<8xf32> into vector<4x8x16xf32>
  return
}
