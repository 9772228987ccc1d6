// Rank-0 buffers: generics with no loops at all (scalar in, scalar out), a reduction of a
// vector into a rank-0 accumulator, a fill and a copy of rank 0, and an elementwise named op
// on rank-0 buffers.
func.func private @printMemrefF32(memref<*xf32>) attributes { llvm.emit_c_interface }

func.func @main() {
  %a = memref.alloca() : memref<f32>
  %b = memref.alloca() : memref<f32>
  %x = arith.constant 1.5 : f32
  linalg.fill ins(%x : f32) outs(%a : memref<f32>)
  %k = arith.constant -2.25 : f32
  // b = a * k + b, with b filled first
  linalg.fill ins(%k : f32) outs(%b : memref<f32>)
  linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []}
      ins(%a, %k : memref<f32>, f32) outs(%b : memref<f32>) {
  ^bb0(%p: f32, %q: f32, %acc: f32):
    %m = arith.mulf %p, %q : f32
    %s = arith.addf %m, %acc : f32
    linalg.yield %s : f32
  }
  %ub = memref.cast %b : memref<f32> to memref<*xf32>
  call @printMemrefF32(%ub) : (memref<*xf32>) -> ()
  %v = memref.alloca() : memref<6xf32>
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%v : memref<6xf32>) {
  ^bb0(%out: f32):
    %i = linalg.index 0 : index
    %n = arith.index_cast %i : index to i32
    %f = arith.sitofp %n : i32 to f32
    %h = arith.constant 0.75 : f32
    %g = arith.mulf %f, %h : f32
    linalg.yield %g : f32
  }
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]}
      ins(%v : memref<6xf32>) outs(%b : memref<f32>) {
  ^bb0(%p: f32, %acc: f32):
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  }
  call @printMemrefF32(%ub) : (memref<*xf32>) -> ()
  %c = memref.alloca() : memref<f32>
  linalg.copy ins(%b : memref<f32>) outs(%c : memref<f32>)
  linalg.sub ins(%c, %a : memref<f32>, memref<f32>) outs(%b : memref<f32>)
  %uc = memref.cast %c : memref<f32> to memref<*xf32>
  call @printMemrefF32(%uc) : (memref<*xf32>) -> ()
  call @printMemrefF32(%ub) : (memref<*xf32>) -> ()
  return
}
