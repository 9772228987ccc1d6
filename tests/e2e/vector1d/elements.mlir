// Element movement on 1-D and 0-D vectors: broadcast (scalar, 0-D, size-1), extract/insert at
// static and dynamic positions, shuffle (same and different lengths), from_elements, step,
// strided slices, bitcast.
// REFERENCE-PASSES-BEFORE: --convert-vector-to-scf --convert-vector-to-llvm
func.func @main() {
  %c2 = arith.constant 2 : index
  %f = arith.constant 2.5 : f32
  %b = vector.broadcast %f : f32 to vector<4xf32>
  vector.print %b : vector<4xf32>
  %z = vector.broadcast %f : f32 to vector<f32>
  vector.print %z : vector<f32>
  %b0 = vector.broadcast %z : vector<f32> to vector<3xf32>
  vector.print %b0 : vector<3xf32>
  %one = arith.constant dense<7> : vector<1xi16>
  %b1 = vector.broadcast %one : vector<1xi16> to vector<5xi16>
  vector.print %b1 : vector<5xi16>
  %v = arith.constant dense<[1, 2, 3, 4, 5, 6]> : vector<6xi32>
  %e = vector.extract %v[4] : i32 from vector<6xi32>
  vector.print %e : i32
  %ed = vector.extract %v[%c2] : i32 from vector<6xi32>
  vector.print %ed : i32
  %ez = vector.extract %z[] : f32 from vector<f32>
  vector.print %ez : f32
  %x = arith.constant 99 : i32
  %i1 = vector.insert %x, %v[0] : i32 into vector<6xi32>
  %i2 = vector.insert %x, %i1[%c2] : i32 into vector<6xi32>
  vector.print %i2 : vector<6xi32>
  %g = arith.constant -1.0 : f32
  %iz = vector.insert %g, %z[] : f32 into vector<f32>
  vector.print %iz : vector<f32>
  %w = arith.constant dense<[10, 20, 30]> : vector<3xi32>
  %s1 = vector.shuffle %v, %v [5, 0, 11, 6] : vector<6xi32>, vector<6xi32>
  vector.print %s1 : vector<4xi32>
  %s2 = vector.shuffle %v, %w [0, 6, 7, 8, 5] : vector<6xi32>, vector<3xi32>
  vector.print %s2 : vector<5xi32>
  %a = arith.constant 1.0 : f64
  %c = arith.constant 3.0 : f64
  %fe = vector.from_elements %a, %c, %a : vector<3xf64>
  vector.print %fe : vector<3xf64>
  %st = vector.step : vector<5xindex>
  vector.print %st : vector<5xindex>
  %sl = vector.extract_strided_slice %v {offsets = [1], sizes = [3], strides = [1]} : vector<6xi32> to vector<3xi32>
  vector.print %sl : vector<3xi32>
  %is = vector.insert_strided_slice %w, %v {offsets = [2], strides = [1]} : vector<3xi32> into vector<6xi32>
  vector.print %is : vector<6xi32>
  %fl = arith.constant dense<[1.0, -2.0]> : vector<2xf32>
  %bc = vector.bitcast %fl : vector<2xf32> to vector<2xi32>
  vector.print %bc : vector<2xi32>
  %bc2 = vector.bitcast %fl : vector<2xf32> to vector<8xi8>
  vector.print %bc2 : vector<8xi8>
  %u = vector.bitcast %bc2 : vector<8xi8> to vector<8xui8>
  vector.print %u : vector<8xui8>
  %h = arith.constant dense<[1.5, -0.25]> : vector<2xf16>
  vector.print %h : vector<2xf16>
  %bf = arith.constant dense<[3.0, 0.5]> : vector<2xbf16>
  vector.print %bf : vector<2xbf16>
  %long = vector.step : vector<20xindex>
  vector.print %long : vector<20xindex>
  vector.print str "done "
  vector.print %e : i32 punctuation <comma>
  vector.print punctuation <newline>
  return
}
