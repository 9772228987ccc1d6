// 0-D vectors: broadcast to and from them, extract, shape_cast, transfer_read.
func.func @main() {
  %s = arith.constant 2.5 : f32
  %z = vector.broadcast %s : f32 to vector<f32>
  %e = vector.extract %z[] : f32 from vector<f32>
  vector.print %e : f32
  %b = vector.broadcast %z : vector<f32> to vector<2x3xf32>
  vector.print %b : vector<2x3xf32>
  %c = vector.shape_cast %z : vector<f32> to vector<1x1xf32>
  vector.print %c : vector<1x1xf32>
  %m = memref.alloc() : memref<3xf32>
  %c1 = arith.constant 1 : index
  memref.store %s, %m[%c1] : memref<3xf32>
  %pad = arith.constant 0.0 : f32
  %r = vector.transfer_read %m[%c1], %pad : memref<3xf32>, vector<f32>
  %re = vector.extract %r[] : f32 from vector<f32>
  vector.print %re : f32
  return
}
