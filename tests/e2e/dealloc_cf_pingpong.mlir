// Buffer deallocation in an unstructured loop that swaps two buffers through its block
// arguments every iteration (a stencil ping-ponging between them), both freed at the exit;
// the values they hold alias each other across the back edge, so ownership is passed along.
// REFERENCE-NO-DEALLOC
func.func private @printMemrefF64(memref<*xf64>) attributes { llvm.emit_c_interface }

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c10 = arith.constant 10 : index
  %c11 = arith.constant 11 : index
  %steps = arith.constant 25 : index
  %zero = arith.constant 0.0 : f64
  %hot = arith.constant 100.0 : f64
  %third = arith.constant 0.333333333333 : f64
  %a = memref.alloc() : memref<12xf64>
  %b = memref.alloc() : memref<12xf64>
  cf.br ^init(%c0 : index)
^init(%i: index):
  %ic = arith.cmpi slt, %i, %c10 : index
  cf.cond_br %ic, ^init_body, ^edges
^init_body:
  %i1 = arith.addi %i, %c1 : index
  memref.store %zero, %a[%i1] : memref<12xf64>
  memref.store %zero, %b[%i1] : memref<12xf64>
  cf.br ^init(%i1 : index)
^edges:
  memref.store %hot, %a[%c0] : memref<12xf64>
  memref.store %hot, %b[%c0] : memref<12xf64>
  memref.store %zero, %a[%c11] : memref<12xf64>
  memref.store %zero, %b[%c11] : memref<12xf64>
  cf.br ^step(%c0, %a, %b : index, memref<12xf64>, memref<12xf64>)
^step(%t: index, %src: memref<12xf64>, %dst: memref<12xf64>):
  %more = arith.cmpi slt, %t, %steps : index
  cf.cond_br %more, ^cells(%c1 : index), ^out
^cells(%j: index):
  %jc = arith.cmpi slt, %j, %c11 : index
  cf.cond_br %jc, ^cell, ^swap
^cell:
  %jm = arith.subi %j, %c1 : index
  %jp = arith.addi %j, %c1 : index
  %l = memref.load %src[%jm] : memref<12xf64>
  %m = memref.load %src[%j] : memref<12xf64>
  %r = memref.load %src[%jp] : memref<12xf64>
  %s1 = arith.addf %l, %m : f64
  %s2 = arith.addf %s1, %r : f64
  %avg = arith.mulf %s2, %third : f64
  memref.store %avg, %dst[%j] : memref<12xf64>
  cf.br ^cells(%jp : index)
^swap:
  %t1 = arith.addi %t, %c1 : index
  cf.br ^step(%t1, %dst, %src : index, memref<12xf64>, memref<12xf64>)
^out:
  %u = memref.cast %src : memref<12xf64> to memref<*xf64>
  call @printMemrefF64(%u) : (memref<*xf64>) -> ()
  return
}
