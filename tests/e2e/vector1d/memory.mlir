// vector.load/store/maskedload/maskedstore on 1-D vectors: contiguous rows of 1-D and 2-D
// memrefs, unaligned starts, masks from vector.create_mask and constant masks, nontemporal.
// REFERENCE-PASSES-BEFORE: --convert-vector-to-scf --convert-vector-to-llvm
// REFERENCE-NO-DEALLOC
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %c16 = arith.constant 16 : index
  %m = memref.alloc() : memref<16xf32>
  scf.for %i = %c0 to %c16 step %c1 {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    memref.store %f, %m[%i] : memref<16xf32>
  }
  %a = vector.load %m[%c3] : memref<16xf32>, vector<8xf32>
  vector.print %a : vector<8xf32>
  %b = vector.load %m[%c1] {nontemporal = true} : memref<16xf32>, vector<4xf32>
  vector.print %b : vector<4xf32>
  %two = arith.constant dense<2.0> : vector<4xf32>
  %b2 = arith.mulf %b, %two : vector<4xf32>
  vector.store %b2, %m[%c5] : memref<16xf32>, vector<4xf32>
  %all = vector.load %m[%c0] : memref<16xf32>, vector<16xf32>
  vector.print %all : vector<16xf32>
  // Masked: only the first 3 lanes load; the others take the pass-through value.
  %mask = vector.create_mask %c3 : vector<8xi1>
  %pass = arith.constant dense<-1.0> : vector<8xf32>
  %ml = vector.maskedload %m[%c5], %mask, %pass : memref<16xf32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  vector.print %ml : vector<8xf32>
  // Stores only lanes 0..1 of a constant mask, at the end of the buffer.
  %cm = vector.constant_mask [2] : vector<4xi1>
  %c14 = arith.constant 14 : index
  %nines = arith.constant dense<9.0> : vector<4xf32>
  vector.maskedstore %m[%c14], %cm, %nines : memref<16xf32>, vector<4xi1>, vector<4xf32>
  %all2 = vector.load %m[%c0] : memref<16xf32>, vector<16xf32>
  vector.print %all2 : vector<16xf32>
  // A row of a 2-D memref, and a memref of vectors.
  %m2 = memref.alloc() : memref<3x5xi32>
  %row = arith.constant dense<[10, 20, 30, 40, 50]> : vector<5xi32>
  vector.store %row, %m2[%c1, %c0] : memref<3x5xi32>, vector<5xi32>
  %part = vector.load %m2[%c1, %c1] : memref<3x5xi32>, vector<3xi32>
  vector.print %part : vector<3xi32>
  %mv = memref.alloc() : memref<2xvector<4xi32>>
  %v4 = arith.constant dense<[7, 8, 9, 10]> : vector<4xi32>
  vector.store %v4, %mv[%c1] : memref<2xvector<4xi32>>, vector<4xi32>
  %back = vector.load %mv[%c1] : memref<2xvector<4xi32>>, vector<4xi32>
  vector.print %back : vector<4xi32>
  // A dynamic mask bound beyond the vector length and below zero.
  %big = arith.constant 100 : index
  %neg = arith.constant -4 : index
  %mb = vector.create_mask %big : vector<4xi1>
  vector.print %mb : vector<4xi1>
  %mn = vector.create_mask %neg : vector<4xi1>
  vector.print %mn : vector<4xi1>
  memref.dealloc %m : memref<16xf32>
  memref.dealloc %m2 : memref<3x5xi32>
  memref.dealloc %mv : memref<2xvector<4xi32>>
  return
}
