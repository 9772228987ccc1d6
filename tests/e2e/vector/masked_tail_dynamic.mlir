// Loop tails handled by create_mask from the remaining count: masked 1-D transfers and maskedload.
func.func private @printMemrefF32(memref<*xf32>)
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c11 = arith.constant 11 : index
  %m = memref.alloc() : memref<11xf32>
  %o = memref.alloc() : memref<11xf32>
  scf.for %i = %c0 to %c11 step %c1 {
    %x = arith.index_cast %i : index to i32
    %f = arith.sitofp %x : i32 to f32
    memref.store %f, %m[%i] : memref<11xf32>
  }
  %pad = arith.constant 0.0 : f32
  %pass = arith.constant dense<-9.0> : vector<4xf32>
  %three = arith.constant dense<3.0> : vector<4xf32>
  scf.for %i = %c0 to %c11 step %c4 {
    %left = arith.subi %c11, %i : index
    %mask = vector.create_mask %left : vector<4xi1>
    %v = vector.maskedload %m[%i], %mask, %pass : memref<11xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
    vector.print %v : vector<4xf32>
    %w = arith.mulf %v, %three : vector<4xf32>
    vector.transfer_write %w, %o[%i], %mask : vector<4xf32>, memref<11xf32>
  }
  %u = memref.cast %o : memref<11xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}
