// linalg.broadcast: a vector along new leading, trailing and middle dimensions, a rank-0
// buffer to a matrix, and a generic broadcast through a map with a constant result.
func.func private @printMemrefF32(memref<*xf32>) attributes { llvm.emit_c_interface }

func.func @main() {
  %v = memref.alloca() : memref<3xf32>
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%v : memref<3xf32>) {
  ^bb0(%out: f32):
    %i = linalg.index 0 : index
    %x = arith.index_cast %i : index to i32
    %f = arith.sitofp %x : i32 to f32
    %q = arith.constant 1.5 : f32
    %g = arith.mulf %f, %q : f32
    linalg.yield %g : f32
  }
  %a = memref.alloca() : memref<2x3xf32>
  linalg.broadcast ins(%v : memref<3xf32>) outs(%a : memref<2x3xf32>) dimensions = [0]
  %ua = memref.cast %a : memref<2x3xf32> to memref<*xf32>
  call @printMemrefF32(%ua) : (memref<*xf32>) -> ()
  %b = memref.alloca() : memref<3x2xf32>
  linalg.broadcast ins(%v : memref<3xf32>) outs(%b : memref<3x2xf32>) dimensions = [1]
  %ub = memref.cast %b : memref<3x2xf32> to memref<*xf32>
  call @printMemrefF32(%ub) : (memref<*xf32>) -> ()
  %c = memref.alloca() : memref<2x3x2xf32>
  linalg.broadcast ins(%v : memref<3xf32>) outs(%c : memref<2x3x2xf32>) dimensions = [0, 2]
  %uc = memref.cast %c : memref<2x3x2xf32> to memref<*xf32>
  call @printMemrefF32(%uc) : (memref<*xf32>) -> ()
  %s = memref.alloca() : memref<f32>
  %k = arith.constant -4.25 : f32
  memref.store %k, %s[] : memref<f32>
  linalg.broadcast ins(%s : memref<f32>) outs(%a : memref<2x3xf32>) dimensions = [0, 1]
  call @printMemrefF32(%ua) : (memref<*xf32>) -> ()
  // the last element of %v everywhere: a constant index in the input map
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (2)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%v : memref<3xf32>) outs(%a : memref<2x3xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  }
  call @printMemrefF32(%ua) : (memref<*xf32>) -> ()
  return
}
