// linalg.batch_matmul and linalg.batch_reduce_matmul on i32 buffers (wrapping arithmetic),
// batch_matvec, inputs filled through linalg.generic with linalg.index.
func.func private @printMemrefI32(memref<*xi32>) attributes { llvm.emit_c_interface }

// m[b, i, j] = b * 100 + i * 10 - j * 7
func.func @init(%m: memref<?x?x?xi32>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      outs(%m : memref<?x?x?xi32>) {
  ^bb0(%out: i32):
    %b = linalg.index 0 : index
    %i = linalg.index 1 : index
    %j = linalg.index 2 : index
    %bi = arith.index_cast %b : index to i32
    %ii = arith.index_cast %i : index to i32
    %ji = arith.index_cast %j : index to i32
    %c100 = arith.constant 100 : i32
    %c10 = arith.constant 10 : i32
    %c7 = arith.constant 7 : i32
    %x = arith.muli %bi, %c100 : i32
    %y = arith.muli %ii, %c10 : i32
    %z = arith.muli %ji, %c7 : i32
    %s = arith.addi %x, %y : i32
    %t = arith.subi %s, %z : i32
    linalg.yield %t : i32
  }
  return
}

func.func @main() {
  %a = memref.alloca() : memref<3x2x4xi32>
  %b = memref.alloca() : memref<3x4x3xi32>
  %c = memref.alloca() : memref<3x2x3xi32>
  %ad = memref.cast %a : memref<3x2x4xi32> to memref<?x?x?xi32>
  %bd = memref.cast %b : memref<3x4x3xi32> to memref<?x?x?xi32>
  call @init(%ad) : (memref<?x?x?xi32>) -> ()
  call @init(%bd) : (memref<?x?x?xi32>) -> ()
  %zero = arith.constant 0 : i32
  linalg.fill ins(%zero : i32) outs(%c : memref<3x2x3xi32>)
  linalg.batch_matmul ins(%a, %b : memref<3x2x4xi32>, memref<3x4x3xi32>) outs(%c : memref<3x2x3xi32>)
  %uc = memref.cast %c : memref<3x2x3xi32> to memref<*xi32>
  call @printMemrefI32(%uc) : (memref<*xi32>) -> ()
  %r = memref.alloca() : memref<2x3xi32>
  %seven = arith.constant 7 : i32
  linalg.fill ins(%seven : i32) outs(%r : memref<2x3xi32>)
  linalg.batch_reduce_matmul ins(%a, %b : memref<3x2x4xi32>, memref<3x4x3xi32>) outs(%r : memref<2x3xi32>)
  %ur = memref.cast %r : memref<2x3xi32> to memref<*xi32>
  call @printMemrefI32(%ur) : (memref<*xi32>) -> ()
  %v = memref.alloca() : memref<3x4xi32>
  %o = memref.alloca() : memref<3x2xi32>
  linalg.fill ins(%seven : i32) outs(%v : memref<3x4xi32>)
  linalg.fill ins(%zero : i32) outs(%o : memref<3x2xi32>)
  linalg.batch_matvec ins(%a, %v : memref<3x2x4xi32>, memref<3x4xi32>) outs(%o : memref<3x2xi32>)
  %uo = memref.cast %o : memref<3x2xi32> to memref<*xi32>
  call @printMemrefI32(%uo) : (memref<*xi32>) -> ()
  return
}
