// vector.maskedload / vector.maskedstore with constant and computed masks.
func.func private @printMemrefF32(memref<*xf32>)
func.func @main() {
  %m = memref.alloc() : memref<8xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  scf.for %i = %c0 to %c8 step %c1 {
    %x = arith.index_cast %i : index to i32
    %f = arith.sitofp %x : i32 to f32
    memref.store %f, %m[%i] : memref<8xf32>
  }
  %mask = arith.constant dense<[true, false, false, true]> : vector<4xi1>
  %pass = arith.constant dense<-1.0> : vector<4xf32>
  %a = vector.maskedload %m[%c1], %mask, %pass : memref<8xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.print %a : vector<4xf32>
  %c3 = arith.constant 3 : index
  %cm = vector.create_mask %c3 : vector<4xi1>
  %c5 = arith.constant 5 : index
  %b = vector.maskedload %m[%c5], %cm, %pass : memref<8xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.print %b : vector<4xf32>
  %v = arith.constant dense<[10.0, 20.0, 30.0, 40.0]> : vector<4xf32>
  vector.maskedstore %m[%c0], %mask, %v : memref<8xf32>, vector<4xi1>, vector<4xf32>
  vector.maskedstore %m[%c5], %cm, %v : memref<8xf32>, vector<4xi1>, vector<4xf32>
  %u = memref.cast %m : memref<8xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}
