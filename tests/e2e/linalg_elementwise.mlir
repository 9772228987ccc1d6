// Elementwise linalg: a generic with three inputs and two outputs (one of them also read),
// a scalar input, the named elementwise ops (add, sub, mul, max, min, div, abs, negf,
// square) and linalg.elementwise (sub, floor).
func.func private @printMemrefF32(memref<*xf32>) attributes { llvm.emit_c_interface }

func.func @iota(%m: memref<2x3xf32>, %scale: f32, %shift: f32) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      outs(%m : memref<2x3xf32>) {
  ^bb0(%out: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %c3 = arith.constant 3 : index
    %k = arith.muli %i, %c3 : index
    %l = arith.addi %k, %j : index
    %v = arith.index_cast %l : index to i32
    %f = arith.sitofp %v : i32 to f32
    %g = arith.mulf %f, %scale : f32
    %h = arith.addf %g, %shift : f32
    linalg.yield %h : f32
  }
  return
}

func.func @print(%m: memref<2x3xf32>) {
  %u = memref.cast %m : memref<2x3xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

func.func @main() {
  %a = memref.alloca() : memref<2x3xf32>
  %b = memref.alloca() : memref<2x3xf32>
  %c = memref.alloca() : memref<2x3xf32>
  %o = memref.alloca() : memref<2x3xf32>
  %p = memref.alloca() : memref<2x3xf32>
  %one = arith.constant 1.0 : f32
  %half = arith.constant 0.5 : f32
  %m2 = arith.constant -2.0 : f32
  %m1 = arith.constant -1.5 : f32
  %z = arith.constant 0.0 : f32
  call @iota(%a, %one, %m2) : (memref<2x3xf32>, f32, f32) -> ()
  call @iota(%b, %half, %one) : (memref<2x3xf32>, f32, f32) -> ()
  call @iota(%c, %m1, %half) : (memref<2x3xf32>, f32, f32) -> ()
  call @iota(%p, %z, %one) : (memref<2x3xf32>, f32, f32) -> ()
  // o = a * b + c * k; p = p + o (p read and written)
  %k = arith.constant 0.25 : f32
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%a, %b, %c, %k : memref<2x3xf32>, memref<2x3xf32>, memref<2x3xf32>, f32) outs(%o, %p : memref<2x3xf32>, memref<2x3xf32>) {
  ^bb0(%x: f32, %y: f32, %w: f32, %s: f32, %out: f32, %acc: f32):
    %xy = arith.mulf %x, %y : f32
    %ws = arith.mulf %w, %s : f32
    %r = arith.addf %xy, %ws : f32
    %q = arith.addf %acc, %r : f32
    linalg.yield %r, %q : f32, f32
  }
  call @print(%o) : (memref<2x3xf32>) -> ()
  call @print(%p) : (memref<2x3xf32>) -> ()
  linalg.add ins(%a, %b : memref<2x3xf32>, memref<2x3xf32>) outs(%o : memref<2x3xf32>)
  call @print(%o) : (memref<2x3xf32>) -> ()
  linalg.sub ins(%a, %b : memref<2x3xf32>, memref<2x3xf32>) outs(%o : memref<2x3xf32>)
  call @print(%o) : (memref<2x3xf32>) -> ()
  linalg.mul ins(%a, %c : memref<2x3xf32>, memref<2x3xf32>) outs(%o : memref<2x3xf32>)
  call @print(%o) : (memref<2x3xf32>) -> ()
  linalg.max ins(%a, %c : memref<2x3xf32>, memref<2x3xf32>) outs(%o : memref<2x3xf32>)
  call @print(%o) : (memref<2x3xf32>) -> ()
  linalg.min ins(%a, %c : memref<2x3xf32>, memref<2x3xf32>) outs(%o : memref<2x3xf32>)
  call @print(%o) : (memref<2x3xf32>) -> ()
  linalg.div ins(%c, %b : memref<2x3xf32>, memref<2x3xf32>) outs(%o : memref<2x3xf32>)
  call @print(%o) : (memref<2x3xf32>) -> ()
  linalg.abs ins(%c : memref<2x3xf32>) outs(%o : memref<2x3xf32>)
  call @print(%o) : (memref<2x3xf32>) -> ()
  linalg.negf ins(%a : memref<2x3xf32>) outs(%o : memref<2x3xf32>)
  call @print(%o) : (memref<2x3xf32>) -> ()
  linalg.square ins(%c : memref<2x3xf32>) outs(%o : memref<2x3xf32>)
  call @print(%o) : (memref<2x3xf32>) -> ()
  linalg.elementwise kind=#linalg.elementwise_kind<sub> ins(%c, %a : memref<2x3xf32>, memref<2x3xf32>) outs(%o : memref<2x3xf32>)
  call @print(%o) : (memref<2x3xf32>) -> ()
  linalg.elementwise kind=#linalg.elementwise_kind<floor> ins(%c : memref<2x3xf32>) outs(%o : memref<2x3xf32>)
  call @print(%o) : (memref<2x3xf32>) -> ()
  return
}
