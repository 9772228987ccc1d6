// linalg.map: unary, binary and ternary mappers on f32 and i32 buffers, a mapper that uses
// linalg.index, and a map into a strided subview.
func.func private @printMemrefF32(memref<*xf32>) attributes { llvm.emit_c_interface }
func.func private @printMemrefI32(memref<*xi32>) attributes { llvm.emit_c_interface }

func.func @main() {
  %a = memref.alloca() : memref<2x4xi32>
  %b = memref.alloca() : memref<2x4xi32>
  %c = memref.alloca() : memref<2x4xi32>
  // a = index-based values
  linalg.map outs(%a : memref<2x4xi32>)
    (%o: i32) {
      %i = linalg.index 0 : index
      %j = linalg.index 1 : index
      %ii = arith.index_cast %i : index to i32
      %jj = arith.index_cast %j : index to i32
      %k = arith.constant 7 : i32
      %x = arith.muli %ii, %k : i32
      %y = arith.subi %x, %jj : i32
      linalg.yield %y : i32
    }
  %ua = memref.cast %a : memref<2x4xi32> to memref<*xi32>
  call @printMemrefI32(%ua) : (memref<*xi32>) -> ()
  linalg.map ins(%a : memref<2x4xi32>) outs(%b : memref<2x4xi32>)
    (%x: i32, %o: i32) {
      %m = arith.muli %x, %x : i32
      %three = arith.constant 3 : i32
      %r = arith.subi %m, %three : i32
      linalg.yield %r : i32
    }
  %ub = memref.cast %b : memref<2x4xi32> to memref<*xi32>
  call @printMemrefI32(%ub) : (memref<*xi32>) -> ()
  linalg.map ins(%a, %b : memref<2x4xi32>, memref<2x4xi32>) outs(%c : memref<2x4xi32>)
    (%x: i32, %y: i32, %o: i32) {
      %r = arith.maxsi %x, %y : i32
      %s = arith.subi %r, %x : i32
      linalg.yield %s : i32
    }
  %uc = memref.cast %c : memref<2x4xi32> to memref<*xi32>
  call @printMemrefI32(%uc) : (memref<*xi32>) -> ()
  // f = select(a < b, a, b) as f32
  %f = memref.alloca() : memref<2x4xf32>
  linalg.map ins(%a, %b, %c : memref<2x4xi32>, memref<2x4xi32>, memref<2x4xi32>) outs(%f : memref<2x4xf32>)
    (%x: i32, %y: i32, %z: i32, %o: f32) {
      %lt = arith.cmpi slt, %x, %z : i32
      %s = arith.select %lt, %y, %z : i32
      %g = arith.sitofp %s : i32 to f32
      %h = arith.constant 0.125 : f32
      %r = arith.mulf %g, %h : f32
      linalg.yield %r : f32
    }
  %uf = memref.cast %f : memref<2x4xf32> to memref<*xf32>
  call @printMemrefF32(%uf) : (memref<*xf32>) -> ()
  // the odd columns of %f, halved
  %odd = memref.subview %f[0, 1] [2, 2] [1, 2] : memref<2x4xf32> to memref<2x2xf32, strided<[4, 2], offset: 1>>
  linalg.map ins(%odd : memref<2x2xf32, strided<[4, 2], offset: 1>>) outs(%odd : memref<2x2xf32, strided<[4, 2], offset: 1>>)
    (%x: f32, %o: f32) {
      %h = arith.constant 0.5 : f32
      %r = arith.mulf %x, %h : f32
      linalg.yield %r : f32
    }
  call @printMemrefF32(%uf) : (memref<*xf32>) -> ()
  return
}
