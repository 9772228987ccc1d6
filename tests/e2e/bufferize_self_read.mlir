// An op reading, as an input, the buffer it writes: in place only where each element is read
// before it is written, once (an elementwise generic over the same view); a matmul reading its
// accumulator, a transposing generic, an insert_slice of an overlapping slice of its own
// destination and two outputs in one buffer need a new buffer. Also a write before an scf.if
// whose other branch yields the value from before the write (the write must not be seen there),
// and a write in one branch of an scf.index_switch whose default forwards the old value.
func.func private @printMemrefF32(tensor<*xf32>)

#id = affine_map<(i, j) -> (i, j)>
#tr = affine_map<(i, j) -> (j, i)>

func.func @print(%t: tensor<2x2xf32>) {
  %u = tensor.cast %t : tensor<2x2xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}

func.func @fresh() -> tensor<2x2xf32> {
  %c = arith.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>
  %e = tensor.empty() : tensor<2x2xf32>
  %x = linalg.copy ins(%c : tensor<2x2xf32>) outs(%e : tensor<2x2xf32>) -> tensor<2x2xf32>
  return %x : tensor<2x2xf32>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  // x + x * x
  %x = call @fresh() : () -> tensor<2x2xf32>
  %m = linalg.matmul ins(%x, %x : tensor<2x2xf32>, tensor<2x2xf32>) outs(%x : tensor<2x2xf32>) -> tensor<2x2xf32>
  call @print(%m) : (tensor<2x2xf32>) -> ()
  // 2 * x elementwise: in place
  %y = call @fresh() : () -> tensor<2x2xf32>
  %d = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%y : tensor<2x2xf32>) outs(%y : tensor<2x2xf32>) {
  ^bb0(%a: f32, %o: f32):
    %s = arith.addf %a, %a : f32
    linalg.yield %s : f32
  } -> tensor<2x2xf32>
  call @print(%d) : (tensor<2x2xf32>) -> ()
  // 10 * transpose(z) + z
  %z = call @fresh() : () -> tensor<2x2xf32>
  %t = linalg.generic {indexing_maps = [#tr, #id], iterator_types = ["parallel", "parallel"]}
      ins(%z : tensor<2x2xf32>) outs(%z : tensor<2x2xf32>) {
  ^bb0(%a: f32, %o: f32):
    %ten = arith.constant 10.0 : f32
    %p = arith.mulf %a, %ten : f32
    %s = arith.addf %p, %o : f32
    linalg.yield %s : f32
  } -> tensor<2x2xf32>
  call @print(%t) : (tensor<2x2xf32>) -> ()
  // row 0 of w copied over row 1, then row 1 over row 0 of the result
  %w = call @fresh() : () -> tensor<2x2xf32>
  %r0 = tensor.extract_slice %w[0, 0] [1, 2] [1, 1] : tensor<2x2xf32> to tensor<1x2xf32>
  %w1 = tensor.insert_slice %r0 into %w[1, 0] [1, 2] [1, 1] : tensor<1x2xf32> into tensor<2x2xf32>
  call @print(%w1) : (tensor<2x2xf32>) -> ()
  // the same slice put back: a no-op
  %q = call @fresh() : () -> tensor<2x2xf32>
  %q0 = tensor.extract_slice %q[1, 0] [1, 2] [1, 1] : tensor<2x2xf32> to tensor<1x2xf32>
  %q1 = tensor.insert_slice %q0 into %q[1, 0] [1, 2] [1, 1] : tensor<1x2xf32> into tensor<2x2xf32>
  call @print(%q1) : (tensor<2x2xf32>) -> ()
  // two outputs in one buffer: x + 1 and x * 3
  %v = call @fresh() : () -> tensor<2x2xf32>
  %o1, %o2 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%v : tensor<2x2xf32>) outs(%v, %v : tensor<2x2xf32>, tensor<2x2xf32>) {
  ^bb0(%a: f32, %p: f32, %q2: f32):
    %one = arith.constant 1.0 : f32
    %three = arith.constant 3.0 : f32
    %s = arith.addf %a, %one : f32
    %u = arith.mulf %a, %three : f32
    linalg.yield %s, %u : f32, f32
  } -> (tensor<2x2xf32>, tensor<2x2xf32>)
  call @print(%o1) : (tensor<2x2xf32>) -> ()
  call @print(%o2) : (tensor<2x2xf32>) -> ()
  // a write before an scf.if; the else branch yields the old value
  %s0 = call @fresh() : () -> tensor<2x2xf32>
  %big = arith.constant 99.0 : f32
  %s1 = tensor.insert %big into %s0[%c0, %c0] : tensor<2x2xf32>
  %false = arith.constant false
  %j = scf.if %false -> (tensor<2x2xf32>) {
    scf.yield %s1 : tensor<2x2xf32>
  } else {
    scf.yield %s0 : tensor<2x2xf32>
  }
  call @print(%j) : (tensor<2x2xf32>) -> ()
  call @print(%s1) : (tensor<2x2xf32>) -> ()
  // a write in one case of an scf.index_switch; the default forwards the old value, read after
  %k0 = call @fresh() : () -> tensor<2x2xf32>
  %k = scf.index_switch %c1 -> tensor<2x2xf32>
  case 0 {
    %k1 = tensor.insert %big into %k0[%c1, %c1] : tensor<2x2xf32>
    scf.yield %k1 : tensor<2x2xf32>
  }
  default {
    scf.yield %k0 : tensor<2x2xf32>
  }
  call @print(%k) : (tensor<2x2xf32>) -> ()
  return
}
