// mlirc-static-memory-plan: the intermediate buffers of @step and @scan (heap buffers here:
// nothing goes to the stack) share one arena per call; buffers live together must not share
// bytes, a loop body's scratch is live in its iteration only, one live across the loop is not
// reused inside it. Results are those of the upstream reference.
// MLIRC-FLAGS: --max-stack-alloc-bytes=0
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func private @printMemrefF32(tensor<*xf32>)

// a = x * x; b = a . x; c = a + b - x; d = c . c; g = d + x: a and b live together, d after
// them (it may take their bytes).
func.func @step(%x: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x8xf32>
  %a = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<8x8xf32>) outs(%e : tensor<8x8xf32>) {
  ^bb0(%v: f32, %o: f32):
    %m = arith.mulf %v, %v : f32
    linalg.yield %m : f32
  } -> tensor<8x8xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<8x8xf32>) -> tensor<8x8xf32>
  %b = linalg.matmul ins(%a, %x : tensor<8x8xf32>, tensor<8x8xf32>) outs(%f : tensor<8x8xf32>) -> tensor<8x8xf32>
  %e2 = tensor.empty() : tensor<8x8xf32>
  %c = linalg.generic {indexing_maps = [#id, #id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%a, %b, %x : tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>) outs(%e2 : tensor<8x8xf32>) {
  ^bb0(%p: f32, %q: f32, %r: f32, %o: f32):
    %s = arith.addf %p, %q : f32
    %t = arith.subf %s, %r : f32
    linalg.yield %t : f32
  } -> tensor<8x8xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%e : tensor<8x8xf32>) -> tensor<8x8xf32>
  %d = linalg.matmul ins(%c, %c : tensor<8x8xf32>, tensor<8x8xf32>) outs(%f2 : tensor<8x8xf32>) -> tensor<8x8xf32>
  %e3 = tensor.empty() : tensor<8x8xf32>
  %g = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%d, %x : tensor<8x8xf32>, tensor<8x8xf32>) outs(%e3 : tensor<8x8xf32>) {
  ^bb0(%p: f32, %q: f32, %o: f32):
    %s = arith.addf %p, %q : f32
    linalg.yield %s : f32
  } -> tensor<8x8xf32>
  return %g : tensor<8x8xf32>
}

// A loop whose body makes a scratch tensor each iteration, while %w lives across the loop.
func.func @scan(%x: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %half = arith.constant 0.5 : f32
  %e = tensor.empty() : tensor<8x8xf32>
  %w = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<8x8xf32>) outs(%e : tensor<8x8xf32>) {
  ^bb0(%v: f32, %o: f32):
    %m = arith.mulf %v, %half : f32
    linalg.yield %m : f32
  } -> tensor<8x8xf32>
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %x) -> (tensor<8x8xf32>) {
    %e1 = tensor.empty() : tensor<8x8xf32>
    %t = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
        ins(%acc, %w : tensor<8x8xf32>, tensor<8x8xf32>) outs(%e1 : tensor<8x8xf32>) {
    ^bb0(%p: f32, %q: f32, %o: f32):
      %s = arith.mulf %p, %q : f32
      linalg.yield %s : f32
    } -> tensor<8x8xf32>
    %n = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
        ins(%t : tensor<8x8xf32>) outs(%acc : tensor<8x8xf32>) {
    ^bb0(%p: f32, %o: f32):
      %s = arith.addf %p, %o : f32
      linalg.yield %s : f32
    } -> tensor<8x8xf32>
    scf.yield %n : tensor<8x8xf32>
  }
  %e3 = tensor.empty() : tensor<8x8xf32>
  %out = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%r, %w : tensor<8x8xf32>, tensor<8x8xf32>) outs(%e3 : tensor<8x8xf32>) {
  ^bb0(%p: f32, %q: f32, %o: f32):
    %s = arith.subf %p, %q : f32
    linalg.yield %s : f32
  } -> tensor<8x8xf32>
  return %out : tensor<8x8xf32>
}

func.func @main() {
  %e = tensor.empty() : tensor<8x8xf32>
  %x = linalg.generic {indexing_maps = [#id], iterator_types = ["parallel", "parallel"]} outs(%e : tensor<8x8xf32>) {
  ^bb0(%o: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %k = arith.muli %i, %j : index
    %s = arith.addi %k, %j : index
    %t = arith.index_cast %s : index to i32
    %f = arith.sitofp %t : i32 to f32
    %c = arith.constant 0.015625 : f32
    %v = arith.mulf %f, %c : f32
    linalg.yield %v : f32
  } -> tensor<8x8xf32>
  %y = call @step(%x) : (tensor<8x8xf32>) -> tensor<8x8xf32>
  %z = call @step(%y) : (tensor<8x8xf32>) -> tensor<8x8xf32>
  %u = call @scan(%z) : (tensor<8x8xf32>) -> tensor<8x8xf32>
  %pz = tensor.cast %z : tensor<8x8xf32> to tensor<*xf32>
  call @printMemrefF32(%pz) : (tensor<*xf32>) -> ()
  %pu = tensor.cast %u : tensor<8x8xf32> to tensor<*xf32>
  call @printMemrefF32(%pu) : (tensor<*xf32>) -> ()
  return
}
