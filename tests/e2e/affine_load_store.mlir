// lower-affine: affine.load/affine.store with index expressions (sums, scaling, floordiv,
// mod, symbols, constants) into 1-D and 2-D memrefs, printed with printMemref.
// REFERENCE-NO-DEALLOC
func.func private @printMemrefF32(memref<*xf32>) attributes { llvm.emit_c_interface }
func.func private @printMemrefI64(memref<*xi64>) attributes { llvm.emit_c_interface }

func.func @main() {
  %m = memref.alloc() : memref<4x6xf32>
  %v = memref.alloc() : memref<12xi64>
  %c2 = arith.constant 2 : index
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 6 {
      %k = affine.apply affine_map<(d0, d1) -> (d0 * 6 + d1)>(%i, %j)
      %ki = arith.index_cast %k : index to i32
      %f = arith.sitofp %ki : i32 to f32
      affine.store %f, %m[%i, %j] : memref<4x6xf32>
    }
  }
  // Transpose-like reads through floordiv/mod of a linear index.
  affine.for %k = 0 to 12 {
    %x = affine.load %m[%k floordiv 6 + %k mod 2, (%k * 5) mod 6] : memref<4x6xf32>
    %xi = arith.fptosi %x : f32 to i64
    affine.store %xi, %v[11 - %k] : memref<12xi64>
  }
  // Writes at symbol offsets.
  affine.for %j = 0 to 3 {
    %x = affine.load %m[symbol(%c2) + 1, %j * 2] : memref<4x6xf32>
    %y = arith.negf %x : f32
    affine.store %y, %m[0, %j + symbol(%c2)] : memref<4x6xf32>
  }
  %mu = memref.cast %m : memref<4x6xf32> to memref<*xf32>
  call @printMemrefF32(%mu) : (memref<*xf32>) -> ()
  %vu = memref.cast %v : memref<12xi64> to memref<*xi64>
  call @printMemrefI64(%vu) : (memref<*xi64>) -> ()
  memref.dealloc %m : memref<4x6xf32>
  memref.dealloc %v : memref<12xi64>
  return
}
