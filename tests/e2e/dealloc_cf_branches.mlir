// Buffer deallocation with unstructured branches: a buffer that lives on along one edge of
// a cf.cond_br only (freed on the other), a cf.switch choosing among buffers made in its
// cases, and a loop whose exits leave from several blocks.
// REFERENCE-NO-DEALLOC
func.func private @printMemrefI32(memref<*xi32>) attributes { llvm.emit_c_interface }
func.func private @printI64(i64)
func.func private @printNewline()

func.func @fill(%m: memref<8xi32>, %v: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  cf.br ^h(%c0 : index)
^h(%i: index):
  %c = arith.cmpi slt, %i, %c8 : index
  cf.cond_br %c, ^b, ^e
^b:
  %ii = arith.index_cast %i : index to i32
  %w = arith.addi %v, %ii : i32
  memref.store %w, %m[%i] : memref<8xi32>
  %i1 = arith.addi %i, %c1 : index
  cf.br ^h(%i1 : index)
^e:
  return
}

func.func @choose(%k: i32) -> i64 {
  %c3 = arith.constant 3 : index
  %keep = memref.alloc() : memref<8xi32>
  %c100 = arith.constant 100 : i32
  call @fill(%keep, %c100) : (memref<8xi32>, i32) -> ()
  cf.switch %k : i32, [
    default: ^other,
    0: ^zero,
    1: ^one
  ]
^zero:
  %z = memref.alloc() : memref<8xi32>
  %c0i = arith.constant 0 : i32
  call @fill(%z, %c0i) : (memref<8xi32>, i32) -> ()
  cf.br ^join(%z : memref<8xi32>)
^one:
  %o = memref.alloc() : memref<8xi32>
  %c10 = arith.constant 10 : i32
  call @fill(%o, %c10) : (memref<8xi32>, i32) -> ()
  cf.br ^join(%o : memref<8xi32>)
^other:
  cf.br ^join(%keep : memref<8xi32>)
^join(%m: memref<8xi32>):
  %v = memref.load %m[%c3] : memref<8xi32>
  %big = arith.cmpi sgt, %v, %c100 : i32
  cf.cond_br %big, ^uses_keep, ^done(%v : i32)
^uses_keep:
  %w = memref.load %keep[%c3] : memref<8xi32>
  %s = arith.addi %v, %w : i32
  cf.br ^done(%s : i32)
^done(%r: i32):
  %r64 = arith.extsi %r : i32 to i64
  return %r64 : i64
}

func.func @main() {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c5 = arith.constant 5 : i32
  cf.br ^loop(%c0 : i32)
^loop(%k: i32):
  %r = call @choose(%k) : (i32) -> i64
  call @printI64(%r) : (i64) -> ()
  call @printNewline() : () -> ()
  %k1 = arith.addi %k, %c1 : i32
  %more = arith.cmpi slt, %k1, %c5 : i32
  %scratch = memref.alloc() : memref<8xi32>
  call @fill(%scratch, %k1) : (memref<8xi32>, i32) -> ()
  cf.cond_br %more, ^loop(%k1 : i32), ^last
^last:
  %u = memref.cast %scratch : memref<8xi32> to memref<*xi32>
  call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  return
}
