// affine.apply with floordiv, ceildiv and mod on negative and positive values (MLIR's
// definitions), symbols and dimensions, affine.min/max, linearize/delinearize_index.
func.func private @printI64(i64)
func.func private @printNewline()

func.func @show(%v: index) {
  %x = arith.index_cast %v : index to i64
  call @printI64(%x) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

func.func @exprs(%a: index, %s: index) {
  %f = affine.apply affine_map<(d0) -> (d0 floordiv 4)>(%a)
  call @show(%f) : (index) -> ()
  %c = affine.apply affine_map<(d0) -> (d0 ceildiv 4)>(%a)
  call @show(%c) : (index) -> ()
  %m = affine.apply affine_map<(d0) -> (d0 mod 4)>(%a)
  call @show(%m) : (index) -> ()
  %fs = affine.apply affine_map<(d0)[s0] -> (d0 floordiv s0)>(%a)[%s]
  call @show(%fs) : (index) -> ()
  %cs = affine.apply affine_map<(d0)[s0] -> (d0 ceildiv s0)>(%a)[%s]
  call @show(%cs) : (index) -> ()
  %ms = affine.apply affine_map<(d0)[s0] -> (d0 mod s0)>(%a)[%s]
  call @show(%ms) : (index) -> ()
  %lin = affine.apply affine_map<(d0)[s0] -> (d0 * 3 - s0 * 2 + 7)>(%a)[%s]
  call @show(%lin) : (index) -> ()
  %mix = affine.apply affine_map<(d0)[s0] -> ((d0 + 5) floordiv 3 + (d0 mod 5) * s0)>(%a)[%s]
  call @show(%mix) : (index) -> ()
  %mn = affine.min affine_map<(d0)[s0] -> (d0, s0, 3)>(%a)[%s]
  call @show(%mn) : (index) -> ()
  %mx = affine.max affine_map<(d0)[s0] -> (d0 - 1, s0 * 2, -20)>(%a)[%s]
  call @show(%mx) : (index) -> ()
  return
}

func.func @main() {
  %s = arith.constant 3 : index
  %vals = memref.alloca() : memref<7xindex>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c7 = arith.constant 7 : index
  %v0 = arith.constant -9 : index
  %v1 = arith.constant -8 : index
  %v2 = arith.constant -1 : index
  %v3 = arith.constant 0 : index
  %v4 = arith.constant 1 : index
  %v5 = arith.constant 8 : index
  %v6 = arith.constant 11 : index
  memref.store %v0, %vals[%c0] : memref<7xindex>
  %i1 = arith.constant 1 : index
  memref.store %v1, %vals[%i1] : memref<7xindex>
  %i2 = arith.constant 2 : index
  memref.store %v2, %vals[%i2] : memref<7xindex>
  %i3 = arith.constant 3 : index
  memref.store %v3, %vals[%i3] : memref<7xindex>
  %i4 = arith.constant 4 : index
  memref.store %v4, %vals[%i4] : memref<7xindex>
  %i5 = arith.constant 5 : index
  memref.store %v5, %vals[%i5] : memref<7xindex>
  %i6 = arith.constant 6 : index
  memref.store %v6, %vals[%i6] : memref<7xindex>
  scf.for %i = %c0 to %c7 step %c1 {
    %a = memref.load %vals[%i] : memref<7xindex>
    func.call @exprs(%a, %s) : (index, index) -> ()
  }
  %l = affine.linearize_index [%i2, %i3, %i1] by (4, 5, 6) : index
  call @show(%l) : (index) -> ()
  %d:3 = affine.delinearize_index %l into (4, 5, 6) : index, index, index
  call @show(%d#0) : (index) -> ()
  call @show(%d#1) : (index) -> ()
  call @show(%d#2) : (index) -> ()
  %e:2 = affine.delinearize_index %v6 into (4) : index, index
  call @show(%e#0) : (index) -> ()
  call @show(%e#1) : (index) -> ()
  return
}
