// mlirc-fold-constants computes these values at compile time (every operand is a constant);
// the reference computes them when the program runs. Printed as bit patterns (bitcast to
// integers): the folded values must be bit for bit the computed ones. Covered: a transpose,
// batch-norm's rsqrt(var + eps) with an f64 epsilon truncated in the payload, a reduction
// (the order of the sums), a matmul, f16 and bf16 arithmetic and casts, integer wrap-around,
// signed division and shifts, int/float conversions, maximumf of signed zeros, a relu
// (cmpf + select), a strided extract_slice, a broadcast and an expand_shape.
#id1 = affine_map<(d0) -> (d0)>
#id2 = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
#id1b = affine_map<(d0, d1) -> (d1)>
#id1c = affine_map<(d0, d1) -> (d1)>
func.func private @printMemrefI32(tensor<*xi32>)

func.func @show(%t: tensor<*xf32>) {
  %c = tensor.cast %t : tensor<*xf32> to tensor<?x?xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %d0 = tensor.dim %c, %c0 : tensor<?x?xf32>
  %d1 = tensor.dim %c, %c1 : tensor<?x?xf32>
  %e = tensor.empty(%d0, %d1) : tensor<?x?xi32>
  %b = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%c : tensor<?x?xf32>) outs(%e : tensor<?x?xi32>) {
  ^bb0(%x: f32, %out: i32):
    %y = arith.bitcast %x : f32 to i32
    linalg.yield %y : i32
  } -> tensor<?x?xi32>
  %u = tensor.cast %b : tensor<?x?xi32> to tensor<*xi32>
  call @printMemrefI32(%u) : (tensor<*xi32>) -> ()
  return
}

func.func @show_i(%t: tensor<*xi32>) {
  call @printMemrefI32(%t) : (tensor<*xi32>) -> ()
  return
}

func.func @main() {
  // A transpose of a weight.
  %w = arith.constant dense<[[0.1, 0.2, 0.3, 0.4, 0.5], [1.1, 1.2, 1.3, 1.4, 1.5], [-2.1, -2.2, -2.3, -2.4, -2.5]]> : tensor<3x5xf32>
  %e53 = tensor.empty() : tensor<5x3xf32>
  %t = linalg.transpose ins(%w : tensor<3x5xf32>) outs(%e53 : tensor<5x3xf32>) permutation = [1, 0]
  %t1 = tensor.cast %t : tensor<5x3xf32> to tensor<*xf32>
  call @show(%t1) : (tensor<*xf32>) -> ()

  // Batch norm's factor: rsqrt(var + eps), eps an f64 truncated in the payload.
  %var = arith.constant dense<[0.3, 1.7, 2.9, 0.0071]> : tensor<4xf32>
  %eps = arith.constant 1.0e-05 : f64
  %e4 = tensor.empty() : tensor<4xf32>
  %add = linalg.generic {indexing_maps = [#id1, #id1], iterator_types = ["parallel"]} ins(%var : tensor<4xf32>) outs(%e4 : tensor<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %x = arith.truncf %eps : f64 to f32
    %y = arith.addf %in, %x : f32
    linalg.yield %y : f32
  } -> tensor<4xf32>
  %rs = linalg.generic {indexing_maps = [#id1, #id1], iterator_types = ["parallel"]} ins(%add : tensor<4xf32>) outs(%e4 : tensor<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %y = math.rsqrt %in : f32
    linalg.yield %y : f32
  } -> tensor<4xf32>
  %ex = tensor.expand_shape %rs [[0, 1]] output_shape [4, 1] : tensor<4xf32> into tensor<4x1xf32>
  %ex1 = tensor.cast %ex : tensor<4x1xf32> to tensor<*xf32>
  call @show(%ex1) : (tensor<*xf32>) -> ()

  // Row sums, in order.
  %m = arith.constant dense<[[0.1, 0.7, 1.0e8, -1.0e8, 0.3, 0.9, 1.0e-3], [3.3, -1.1, 2.2, 7.7, 1.0e-7, 5.5, 0.6]]> : tensor<2x7xf32>
  %zero = arith.constant 0.0 : f32
  %e2 = tensor.empty() : tensor<2xf32>
  %z2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<2xf32>) -> tensor<2xf32>
  %sum = linalg.generic {indexing_maps = [#id2, #row], iterator_types = ["parallel", "reduction"]} ins(%m : tensor<2x7xf32>) outs(%z2 : tensor<2xf32>) {
  ^bb0(%in: f32, %out: f32):
    %y = arith.addf %out, %in : f32
    linalg.yield %y : f32
  } -> tensor<2xf32>
  %sum2 = tensor.expand_shape %sum [[0, 1]] output_shape [1, 2] : tensor<2xf32> into tensor<1x2xf32>
  %sum1 = tensor.cast %sum2 : tensor<1x2xf32> to tensor<*xf32>
  call @show(%sum1) : (tensor<*xf32>) -> ()

  // A matmul of two constants.
  %a = arith.constant dense<[[0.1, 0.2, 0.3], [0.4, 0.5, 0.6], [0.7, 0.8, 0.9], [1.1, -1.3, 1.7]]> : tensor<4x3xf32>
  %b = arith.constant dense<[[0.3, -0.7], [1.9, 0.11], [-0.13, 0.17]]> : tensor<3x2xf32>
  %e42 = tensor.empty() : tensor<4x2xf32>
  %z42 = linalg.fill ins(%zero : f32) outs(%e42 : tensor<4x2xf32>) -> tensor<4x2xf32>
  %mm = linalg.matmul ins(%a, %b : tensor<4x3xf32>, tensor<3x2xf32>) outs(%z42 : tensor<4x2xf32>) -> tensor<4x2xf32>
  %mm1 = tensor.cast %mm : tensor<4x2xf32> to tensor<*xf32>
  call @show(%mm1) : (tensor<*xf32>) -> ()

  // f16 and bf16 arithmetic, widened to f32 for printing.
  %h = arith.constant dense<[0.1, 1.7, 3.14, 2.5, 1000.0]> : tensor<5xf16>
  %bf = arith.constant dense<[0.1, 1.7, 3.14, -2.5, 1000.0]> : tensor<5xbf16>
  %sc = arith.constant dense<[0.3, 0.7, 1.1, 1.3, 1.9]> : tensor<5xf32>
  %e5 = tensor.empty() : tensor<2x5xf32>
  %hb = linalg.generic {indexing_maps = [#id1b, #id1b, #id1b, #id2], iterator_types = ["parallel", "parallel"]} ins(%h, %bf, %sc : tensor<5xf16>, tensor<5xbf16>, tensor<5xf32>) outs(%e5 : tensor<2x5xf32>) {
  ^bb0(%x: f16, %y: bf16, %s: f32, %out: f32):
    %i = linalg.index 0 : index
    %c0 = arith.constant 0 : index
    %first = arith.cmpi eq, %i, %c0 : index
    %st = arith.truncf %s : f32 to f16
    %xm = arith.mulf %x, %st : f16
    %xd = arith.divf %xm, %x : f16
    %xs = math.sqrt %xm : f16
    %xa = arith.addf %xd, %xs : f16
    %xe = arith.extf %xa : f16 to f32
    %sb = arith.truncf %s : f32 to bf16
    %ym = arith.mulf %y, %sb : bf16
    %ys = arith.subf %ym, %y : bf16
    %ye = arith.extf %ys : bf16 to f32
    %r = arith.select %first, %xe, %ye : f32
    linalg.yield %r : f32
  } -> tensor<2x5xf32>
  %hb1 = tensor.cast %hb : tensor<2x5xf32> to tensor<*xf32>
  call @show(%hb1) : (tensor<*xf32>) -> ()

  // Integers: i8 wrap-around, signed division and shifts, conversions.
  %i8 = arith.constant dense<[100, -100, 77, -128, 5, 127]> : tensor<6xi8>
  %fl = arith.constant dense<[2.7, -2.7, 1.0e3, -0.5, 3.5e4, 7.9]> : tensor<6xf32>
  %e6 = tensor.empty() : tensor<3x6xi32>
  %ints = linalg.generic {indexing_maps = [#id1c, #id1c, #id2], iterator_types = ["parallel", "parallel"]} ins(%i8, %fl : tensor<6xi8>, tensor<6xf32>) outs(%e6 : tensor<3x6xi32>) {
  ^bb0(%x: i8, %f: f32, %out: i32):
    %k = linalg.index 0 : index
    %c3 = arith.constant 3 : i8
    %c2 = arith.constant 2 : i8
    %m3 = arith.muli %x, %c3 : i8
    %d = arith.divsi %m3, %c2 : i8
    %s = arith.shrsi %d, %c2 : i8
    %w1 = arith.extsi %s : i8 to i32
    %fi = arith.fptosi %f : f32 to i32
    %ff = arith.sitofp %x : i8 to f32
    %fm = arith.mulf %ff, %f : f32
    %fb = arith.bitcast %fm : f32 to i32
    %ki = arith.index_cast %k : index to i32
    %c1 = arith.constant 1 : i32
    %is0 = arith.cmpi eq, %ki, %c1 : i32
    %ab = arith.select %is0, %fi, %w1 : i32
    %c2i = arith.constant 2 : i32
    %is2 = arith.cmpi eq, %ki, %c2i : i32
    %r = arith.select %is2, %fb, %ab : i32
    linalg.yield %r : i32
  } -> tensor<3x6xi32>
  %ints1 = tensor.cast %ints : tensor<3x6xi32> to tensor<*xi32>
  call @show_i(%ints1) : (tensor<*xi32>) -> ()

  // maximumf of signed zeros, a relu, a strided slice of a broadcast.
  %zs = arith.constant dense<[-0.0, 0.0, -0.0, 1.5, -1.5, -3.0e-39]> : tensor<6xf32>
  %zt = arith.constant dense<[0.0, -0.0, -0.0, -1.5, 1.5, 0.0]> : tensor<6xf32>
  %bc = tensor.empty() : tensor<4x6xf32>
  %mx = linalg.generic {indexing_maps = [#id1c, #id1c, #id2], iterator_types = ["parallel", "parallel"]} ins(%zs, %zt : tensor<6xf32>, tensor<6xf32>) outs(%bc : tensor<4x6xf32>) {
  ^bb0(%x: f32, %y: f32, %out: f32):
    %k = linalg.index 0 : index
    %c0 = arith.constant 0 : index
    %first = arith.cmpi eq, %k, %c0 : index
    %mxx = arith.maximumf %x, %y : f32
    %gt = arith.cmpf ugt, %x, %zero : f32
    %relu = arith.select %gt, %x, %zero : f32
    %r = arith.select %first, %mxx, %relu : f32
    linalg.yield %r : f32
  } -> tensor<4x6xf32>
  %sl = tensor.extract_slice %mx[0, 1] [2, 3] [2, 2] : tensor<4x6xf32> to tensor<2x3xf32>
  %sl1 = tensor.cast %sl : tensor<2x3xf32> to tensor<*xf32>
  call @show(%sl1) : (tensor<*xf32>) -> ()
  %eb = tensor.empty() : tensor<3x4xf32>
  %br = linalg.broadcast ins(%rs : tensor<4xf32>) outs(%eb : tensor<3x4xf32>) dimensions = [0]
  %br1 = tensor.cast %br : tensor<3x4xf32> to tensor<*xf32>
  call @show(%br1) : (tensor<*xf32>) -> ()
  return
}
