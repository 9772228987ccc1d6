// linalg.reduce: sums and maxima over one or two dimensions of i32 and f32 buffers, and a
// reduce with two inputs and two inits (an argmax: the maximum and its index).
func.func private @printMemrefF32(memref<*xf32>) attributes { llvm.emit_c_interface }
func.func private @printMemrefI32(memref<*xi32>) attributes { llvm.emit_c_interface }

func.func @main() {
  %a = memref.alloca() : memref<3x4x2xi32>
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      outs(%a : memref<3x4x2xi32>) {
  ^bb0(%out: i32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %k = linalg.index 2 : index
    %c5 = arith.constant 5 : index
    %c3 = arith.constant 3 : index
    %c13 = arith.constant 13 : index
    %x = arith.muli %i, %c5 : index
    %y = arith.muli %j, %c3 : index
    %s = arith.addi %x, %y : index
    %t = arith.addi %s, %k : index
    %u = arith.muli %t, %t : index
    %r = arith.remui %u, %c13 : index
    %v = arith.index_cast %r : index to i32
    %six = arith.constant 6 : i32
    %w = arith.subi %v, %six : i32
    linalg.yield %w : i32
  }
  %ua = memref.cast %a : memref<3x4x2xi32> to memref<*xi32>
  call @printMemrefI32(%ua) : (memref<*xi32>) -> ()
  %s1 = memref.alloca() : memref<3x2xi32>
  %zero = arith.constant 0 : i32
  linalg.fill ins(%zero : i32) outs(%s1 : memref<3x2xi32>)
  linalg.reduce ins(%a : memref<3x4x2xi32>) outs(%s1 : memref<3x2xi32>) dimensions = [1]
    (%x: i32, %acc: i32) {
      %r = arith.addi %x, %acc : i32
      linalg.yield %r : i32
    }
  %us1 = memref.cast %s1 : memref<3x2xi32> to memref<*xi32>
  call @printMemrefI32(%us1) : (memref<*xi32>) -> ()
  %m = memref.alloca() : memref<4xi32>
  %min = arith.constant -2147483648 : i32
  linalg.fill ins(%min : i32) outs(%m : memref<4xi32>)
  linalg.reduce ins(%a : memref<3x4x2xi32>) outs(%m : memref<4xi32>) dimensions = [0, 2]
    (%x: i32, %acc: i32) {
      %r = arith.maxsi %x, %acc : i32
      linalg.yield %r : i32
    }
  %um = memref.cast %m : memref<4xi32> to memref<*xi32>
  call @printMemrefI32(%um) : (memref<*xi32>) -> ()
  // argmax over dimension 1 of a 2x5 f32 buffer
  %f = memref.alloca() : memref<2x5xf32>
  %idx = memref.alloca() : memref<2x5xi32>
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      outs(%f, %idx : memref<2x5xf32>, memref<2x5xi32>) {
  ^bb0(%o1: f32, %o2: i32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %ii = arith.index_cast %i : index to i32
    %jj = arith.index_cast %j : index to i32
    %c3 = arith.constant 3 : i32
    %c7 = arith.constant 7 : i32
    %p = arith.muli %jj, %c3 : i32
    %q = arith.addi %p, %ii : i32
    %r = arith.remui %q, %c7 : i32
    %g = arith.sitofp %r : i32 to f32
    linalg.yield %g, %jj : f32, i32
  }
  %uf = memref.cast %f : memref<2x5xf32> to memref<*xf32>
  call @printMemrefF32(%uf) : (memref<*xf32>) -> ()
  %best = memref.alloca() : memref<2xf32>
  %at = memref.alloca() : memref<2xi32>
  %ninf = arith.constant 0xFF800000 : f32
  %m1 = arith.constant -1 : i32
  linalg.fill ins(%ninf : f32) outs(%best : memref<2xf32>)
  linalg.fill ins(%m1 : i32) outs(%at : memref<2xi32>)
  linalg.reduce ins(%f, %idx : memref<2x5xf32>, memref<2x5xi32>) outs(%best, %at : memref<2xf32>, memref<2xi32>) dimensions = [1]
    (%x: f32, %xi: i32, %b: f32, %bi: i32) {
      %gt = arith.cmpf ogt, %x, %b : f32
      %nb = arith.select %gt, %x, %b : f32
      %ni = arith.select %gt, %xi, %bi : i32
      linalg.yield %nb, %ni : f32, i32
    }
  %ub = memref.cast %best : memref<2xf32> to memref<*xf32>
  call @printMemrefF32(%ub) : (memref<*xf32>) -> ()
  %ui = memref.cast %at : memref<2xi32> to memref<*xi32>
  call @printMemrefI32(%ui) : (memref<*xi32>) -> ()
  return
}
