// vector.extract_strided_slice / insert_strided_slice on 1-D, 2-D and 3-D vectors.
func.func @main() {
  %v = arith.constant dense<[[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12]]> : vector<3x4xi16>
  %a = vector.extract_strided_slice %v {offsets = [1, 1], sizes = [2, 2], strides = [1, 1]} : vector<3x4xi16> to vector<2x2xi16>
  vector.print %a : vector<2x2xi16>
  %b = vector.extract_strided_slice %v {offsets = [2], sizes = [1], strides = [1]} : vector<3x4xi16> to vector<1x4xi16>
  vector.print %b : vector<1x4xi16>
  %r = arith.constant dense<[10, 20, 30, 40, 50]> : vector<5xi16>
  %c = vector.extract_strided_slice %r {offsets = [1], sizes = [3], strides = [1]} : vector<5xi16> to vector<3xi16>
  vector.print %c : vector<3xi16>
  %x = arith.constant dense<[[-1, -2], [-3, -4]]> : vector<2x2xi16>
  %d = vector.insert_strided_slice %x, %v {offsets = [1, 2], strides = [1, 1]} : vector<2x2xi16> into vector<3x4xi16>
  vector.print %d : vector<3x4xi16>
  %y = arith.constant dense<[0, 0, 0, 0]> : vector<4xi16>
  %e = vector.insert_strided_slice %y, %d {offsets = [0, 0], strides = [1]} : vector<4xi16> into vector<3x4xi16>
  vector.print %e : vector<3x4xi16>
  %z = arith.constant dense<[7, 7]> : vector<2xi16>
  %f = vector.insert_strided_slice %z, %r {offsets = [3], strides = [1]} : vector<2xi16> into vector<5xi16>
  vector.print %f : vector<5xi16>
  %t = arith.constant dense<[[[1, 2, 3], [4, 5, 6]], [[7, 8, 9], [10, 11, 12]]]> : vector<2x2x3xi16>
  %g = vector.extract_strided_slice %t {offsets = [1, 0, 1], sizes = [1, 2, 2], strides = [1, 1, 1]} : vector<2x2x3xi16> to vector<1x2x2xi16>
  vector.print %g : vector<1x2x2xi16>
  %h = vector.insert_strided_slice %x, %t {offsets = [0, 0, 1], strides = [1, 1]} : vector<2x2xi16> into vector<2x2x3xi16>
  vector.print %h : vector<2x2x3xi16>
  return
}
