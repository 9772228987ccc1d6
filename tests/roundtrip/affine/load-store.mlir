// affine.load / affine.store: subscripts are affine expressions over SSA values; `symbol(%x)`
// marks a symbol; a value named twice is one operand; 0-d memrefs take `[]`.

func.func @subscripts(%A: memref<100x100xf32>, %B: memref<f32>, %n: index) {
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to 10 {
      %a = affine.load %A[%i + 1, %j * 2 + symbol(%n)] : memref<100x100xf32>
      %b = affine.load %A[%i floordiv 2, %j mod 4 + %i ceildiv 3] : memref<100x100xf32>
      %c = affine.load %A[symbol(%n), symbol(%n) - 1] : memref<100x100xf32>
      %d = affine.load %A[%i - %j + 10, -%j + 20] : memref<100x100xf32>
      %e = affine.load %A[(%i + %j) * 2, 3] : memref<100x100xf32>
      %f = affine.load %A[%j + %i, %i * -2 + 50] : memref<100x100xf32>
      %g = affine.load %B[] : memref<f32>
      affine.store %a, %A[%i, %j] : memref<100x100xf32>
      affine.store %b, %A[%i + %j, symbol(%n) floordiv 2] : memref<100x100xf32>
      affine.store %g, %B[] : memref<f32>
    }
  }
  return
}

func.func @symbol_then_dim(%A: memref<?x?xi32>, %n: index, %v: i32) {
  affine.for %i = 0 to %n {
    affine.store %v, %A[symbol(%n) + %i, %n] : memref<?x?xi32>
    %x = affine.load %A[%i * 3 - 1, symbol(%n) mod 7] {nontemporal} : memref<?x?xi32>
  }
  return
}

func.func @layouts(%A: memref<16x16xf32, strided<[16, 1], offset: ?>>, %B: memref<8xi8, 1>) {
  affine.for %i = 0 to 8 {
    %a = affine.load %A[%i, %i + 8] : memref<16x16xf32, strided<[16, 1], offset: ?>>
    %b = affine.load %B[7 - %i] : memref<8xi8, 1>
    affine.store %b, %B[%i] : memref<8xi8, 1>
  }
  return
}
