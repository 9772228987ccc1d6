// Buffer deallocation in an unstructured loop: cf.br back edges carry the buffer of the
// previous iteration (freed when replaced) and the loop exits from two places.
// REFERENCE-NO-DEALLOC
func.func private @printMemrefI32(memref<*xi32>) attributes { llvm.emit_c_interface }
func.func private @printI64(i64)
func.func private @printNewline()

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %limit = arith.constant 5000 : index
  %init = memref.alloc() : memref<16xi32>
  %z = arith.constant 0 : i32
  cf.br ^fill(%c0 : index)
^fill(%f: index):
  %fc = arith.cmpi slt, %f, %c16 : index
  cf.cond_br %fc, ^fill_body, ^head(%c0, %init : index, memref<16xi32>)
^fill_body:
  %fi = arith.index_cast %f : index to i32
  memref.store %fi, %init[%f] : memref<16xi32>
  %f1 = arith.addi %f, %c1 : index
  cf.br ^fill(%f1 : index)
^head(%it: index, %cur: memref<16xi32>):
  %more = arith.cmpi slt, %it, %limit : index
  cf.cond_br %more, ^body, ^done(%cur : memref<16xi32>)
^body:
  %next = memref.alloc() : memref<16xi32>
  cf.br ^inner(%c0 : index)
^inner(%j: index):
  %jc = arith.cmpi slt, %j, %c16 : index
  cf.cond_br %jc, ^inner_body, ^latch
^inner_body:
  %j1 = arith.addi %j, %c1 : index
  %jn = arith.remui %j1, %c16 : index
  %a = memref.load %cur[%j] : memref<16xi32>
  %b = memref.load %cur[%jn] : memref<16xi32>
  %s = arith.addi %a, %b : i32
  %c1000 = arith.constant 1000 : i32
  %m = arith.remsi %s, %c1000 : i32
  memref.store %m, %next[%j] : memref<16xi32>
  cf.br ^inner(%j1 : index)
^latch:
  %v0 = memref.load %next[%c0] : memref<16xi32>
  %c999 = arith.constant 999 : i32
  %stop = arith.cmpi eq, %v0, %c999 : i32
  %it1 = arith.addi %it, %c1 : index
  cf.cond_br %stop, ^done(%next : memref<16xi32>), ^head(%it1, %next : index, memref<16xi32>)
^done(%res: memref<16xi32>):
  %u = memref.cast %res : memref<16xi32> to memref<*xi32>
  call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  return
}
