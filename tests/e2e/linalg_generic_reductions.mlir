// linalg.generic reductions: a sum over the inner dimension, a maximum over the outer one
// (maximumf and maxnumf), a reduction over two dimensions into a rank-0 buffer, and an
// integer product; the reduction loops run in upstream's order.
func.func private @printMemrefF32(memref<*xf32>) attributes { llvm.emit_c_interface }
func.func private @printMemrefI64(memref<*xi64>) attributes { llvm.emit_c_interface }

func.func @main() {
  %a = memref.alloca() : memref<4x6xf32>
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      outs(%a : memref<4x6xf32>) {
  ^bb0(%out: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %c5 = arith.constant 5 : index
    %c11 = arith.constant 11 : index
    %x = arith.muli %i, %c5 : index
    %y = arith.addi %x, %j : index
    %z = arith.muli %y, %y : index
    %r = arith.remui %z, %c11 : index
    %v = arith.index_cast %r : index to i32
    %f = arith.sitofp %v : i32 to f32
    %q = arith.constant 0.25 : f32
    %g = arith.mulf %f, %q : f32
    %s = arith.constant 1.0 : f32
    %h = arith.subf %g, %s : f32
    linalg.yield %h : f32
  }
  %ua = memref.cast %a : memref<4x6xf32> to memref<*xf32>
  call @printMemrefF32(%ua) : (memref<*xf32>) -> ()
  %rows = memref.alloca() : memref<4xf32>
  %zero = arith.constant 0.0 : f32
  linalg.fill ins(%zero : f32) outs(%rows : memref<4xf32>)
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
      ins(%a : memref<4x6xf32>) outs(%rows : memref<4xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %s = arith.addf %in, %acc : f32
    linalg.yield %s : f32
  }
  %ur = memref.cast %rows : memref<4xf32> to memref<*xf32>
  call @printMemrefF32(%ur) : (memref<*xf32>) -> ()
  %cols = memref.alloca() : memref<6xf32>
  %ninf = arith.constant 0xFF800000 : f32
  linalg.fill ins(%ninf : f32) outs(%cols : memref<6xf32>)
  // d0 is the column (parallel), d1 the row (reduction)
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
      ins(%a : memref<4x6xf32>) outs(%cols : memref<6xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %m = arith.maximumf %in, %acc : f32
    linalg.yield %m : f32
  }
  %uc = memref.cast %cols : memref<6xf32> to memref<*xf32>
  call @printMemrefF32(%uc) : (memref<*xf32>) -> ()
  %mins = memref.alloca() : memref<6xf32>
  %pinf = arith.constant 0x7F800000 : f32
  linalg.fill ins(%pinf : f32) outs(%mins : memref<6xf32>)
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
      ins(%a : memref<4x6xf32>) outs(%mins : memref<6xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %m = arith.minnumf %in, %acc : f32
    linalg.yield %m : f32
  }
  %um = memref.cast %mins : memref<6xf32> to memref<*xf32>
  call @printMemrefF32(%um) : (memref<*xf32>) -> ()
  %all = memref.alloca() : memref<f32>
  memref.store %zero, %all[] : memref<f32>
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>], iterator_types = ["reduction", "reduction"]}
      ins(%a : memref<4x6xf32>) outs(%all : memref<f32>) {
  ^bb0(%in: f32, %acc: f32):
    %s = arith.addf %acc, %in : f32
    linalg.yield %s : f32
  }
  %uall = memref.cast %all : memref<f32> to memref<*xf32>
  call @printMemrefF32(%uall) : (memref<*xf32>) -> ()
  %p = memref.alloca() : memref<2xi64>
  %one = arith.constant 1 : i64
  linalg.fill ins(%one : i64) outs(%p : memref<2xi64>)
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0 + 2, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
      ins(%a : memref<4x6xf32>) outs(%p : memref<2xi64>) {
  ^bb0(%in: f32, %acc: i64):
    %k = arith.fptosi %in : f32 to i64
    %three = arith.constant 3 : i64
    %k3 = arith.addi %k, %three : i64
    %m = arith.muli %acc, %k3 : i64
    linalg.yield %m : i64
  }
  %up = memref.cast %p : memref<2xi64> to memref<*xi64>
  call @printMemrefI64(%up) : (memref<*xi64>) -> ()
  return
}
