// vector.transfer_write of 2-D vectors, in and out of bounds, then the memref printed.
func.func private @printMemrefF32(memref<*xf32>)
func.func @main() {
  %m = memref.alloc() : memref<4x5xf32>
  %z = arith.constant 0.0 : f32
  linalg.fill ins(%z : f32) outs(%m : memref<4x5xf32>)
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %v = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : vector<2x3xf32>
  vector.transfer_write %v, %m[%c0, %c0] {in_bounds = [true, true]} : vector<2x3xf32>, memref<4x5xf32>
  vector.transfer_write %v, %m[%c3, %c3] : vector<2x3xf32>, memref<4x5xf32>
  %w = arith.constant dense<9.0> : vector<3x2xf32>
  vector.transfer_write %w, %m[%c2, %c0] : vector<3x2xf32>, memref<4x5xf32>
  %u = memref.cast %m : memref<4x5xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}
