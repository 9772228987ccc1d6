// Dynamic shapes: tensor.empty(%n), tensor.dim, element-wise ops on tensors of dynamic size
// (init sizes from tensor.dim), a function on tensor<?x?xf32>.
// REFERENCE-PASSES-BEFORE: --convert-elementwise-to-linalg
func.func private @printMemrefF32(tensor<*xf32>)
func.func private @printI64(i64)
func.func private @printNewline()

func.func @iota(%n: index, %m: index) -> tensor<?x?xf32> {
  %e = tensor.empty(%n, %m) : tensor<?x?xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} outs(%e : tensor<?x?xf32>) {
  ^bb0(%o: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %k = arith.muli %i, %m : index
    %s = arith.addi %k, %j : index
    %s32 = arith.index_cast %s : index to i32
    %f = arith.sitofp %s32 : i32 to f32
    linalg.yield %f : f32
  } -> tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}

func.func @main() {
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %a = call @iota(%c2, %c3) : (index, index) -> tensor<?x?xf32>
  %b = call @iota(%c2, %c3) : (index, index) -> tensor<?x?xf32>
  %s = arith.addf %a, %b : tensor<?x?xf32>
  %p = math.powf %s, %a : tensor<?x?xf32>
  %i = arith.fptosi %p : tensor<?x?xf32> to tensor<?x?xi32>
  %g = arith.sitofp %i : tensor<?x?xi32> to tensor<?x?xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %d0 = tensor.dim %g, %c0 : tensor<?x?xf32>
  %d1 = tensor.dim %g, %c1 : tensor<?x?xf32>
  %n = arith.muli %d0, %d1 : index
  %n64 = arith.index_cast %n : index to i64
  call @printI64(%n64) : (i64) -> ()
  call @printNewline() : () -> ()
  %u1 = tensor.cast %s : tensor<?x?xf32> to tensor<*xf32>
  call @printMemrefF32(%u1) : (tensor<*xf32>) -> ()
  %u2 = tensor.cast %g : tensor<?x?xf32> to tensor<*xf32>
  call @printMemrefF32(%u2) : (tensor<*xf32>) -> ()
  %u3 = tensor.cast %a : tensor<?x?xf32> to tensor<*xf32>
  call @printMemrefF32(%u3) : (tensor<*xf32>) -> ()
  return
}
