// Summing an array of 10 in chunks of 4: out-of-bounds 1-D transfer_reads pad the tail with 0.
func.func @main() {
  %m = memref.alloc() : memref<10xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c10 = arith.constant 10 : index
  scf.for %i = %c0 to %c10 step %c1 {
    %x = arith.index_cast %i : index to i32
    %f = arith.sitofp %x : i32 to f32
    %g = arith.addf %f, %f : f32
    memref.store %g, %m[%i] : memref<10xf32>
  }
  %zero = arith.constant 0.0 : f32
  %z = arith.constant dense<0.0> : vector<4xf32>
  %acc = scf.for %i = %c0 to %c10 step %c4 iter_args(%a = %z) -> (vector<4xf32>) {
    %v = vector.transfer_read %m[%i], %zero : memref<10xf32>, vector<4xf32>
    vector.print %v : vector<4xf32>
    %s = arith.addf %a, %v : vector<4xf32>
    scf.yield %s : vector<4xf32>
  }
  vector.print %acc : vector<4xf32>
  %t = vector.reduction <add>, %acc : vector<4xf32> into f32
  vector.print %t : f32
  return
}
