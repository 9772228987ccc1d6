// linalg.transpose of rank 2 and rank 3 buffers: two permutations of a 2x3x4 buffer, one undone
// by a generic whose input map is the permutation, and a transpose of a strided subview.
func.func private @printMemrefI32(memref<*xi32>) attributes { llvm.emit_c_interface }

func.func @main() {
  %a = memref.alloca() : memref<2x3x4xi32>
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      outs(%a : memref<2x3x4xi32>) {
  ^bb0(%out: i32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %k = linalg.index 2 : index
    %c100 = arith.constant 100 : index
    %c10 = arith.constant 10 : index
    %x = arith.muli %i, %c100 : index
    %y = arith.muli %j, %c10 : index
    %s = arith.addi %x, %y : index
    %t = arith.addi %s, %k : index
    %v = arith.index_cast %t : index to i32
    linalg.yield %v : i32
  }
  %b = memref.alloca() : memref<4x2x3xi32>
  linalg.transpose ins(%a : memref<2x3x4xi32>) outs(%b : memref<4x2x3xi32>) permutation = [2, 0, 1]
  %ub = memref.cast %b : memref<4x2x3xi32> to memref<*xi32>
  call @printMemrefI32(%ub) : (memref<*xi32>) -> ()
  %c = memref.alloca() : memref<3x4x2xi32>
  linalg.transpose ins(%a : memref<2x3x4xi32>) outs(%c : memref<3x4x2xi32>) permutation = [1, 2, 0]
  %uc = memref.cast %c : memref<3x4x2xi32> to memref<*xi32>
  call @printMemrefI32(%uc) : (memref<*xi32>) -> ()
  // back from %c with a generic whose input map is the permutation
  %d = memref.alloca() : memref<2x3x4xi32>
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%c : memref<3x4x2xi32>) outs(%d : memref<2x3x4xi32>) {
  ^bb0(%in: i32, %out: i32):
    linalg.yield %in : i32
  }
  %ud = memref.cast %d : memref<2x3x4xi32> to memref<*xi32>
  call @printMemrefI32(%ud) : (memref<*xi32>) -> ()
  // a 2-D transpose of one slice into a column-major view
  %s = memref.subview %a[1, 0, 0] [1, 3, 4] [1, 1, 1] : memref<2x3x4xi32> to memref<3x4xi32, strided<[4, 1], offset: 12>>
  %e = memref.alloca() : memref<4x3xi32>
  linalg.transpose ins(%s : memref<3x4xi32, strided<[4, 1], offset: 12>>) outs(%e : memref<4x3xi32>) permutation = [1, 0]
  %ue = memref.cast %e : memref<4x3xi32> to memref<*xi32>
  call @printMemrefI32(%ue) : (memref<*xi32>) -> ()
  return
}
