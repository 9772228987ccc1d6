// Float contractions with data that round (0.1 steps plus 1/3), so that fusing a product
// and its sum into an FMA changes results in the last bit: with FMA available
// (`--codegen=fma=1`, as on AArch64 or an AVX2 CPU) but no permission to contract (no
// `-ffp-contract=fast`, no `contract` flag on the ops), mlirc-vectorize-contractions keeps a
// multiply and an add, and the results equal the loops of upstream bit for bit.
// The results print as bit patterns (printMemrefF32 shows 6 digits).
// MLIRC-FLAGS: --codegen=fma=1
// REFERENCE-PASSES-BEFORE: --convert-elementwise-to-linalg
func.func private @printMemrefI32(tensor<*xi32>)
func.func private @printMemrefI64(tensor<*xi64>)

// x[i][j] = ((i * p + j * q) mod 11) * 0.1 - 0.333333343 (f32).
func.func @init2(%t: tensor<?x?xf32>, %p: index, %q: index) -> tensor<?x?xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      outs(%t : tensor<?x?xf32>) {
  ^bb0(%o: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %a = arith.muli %i, %p : index
    %b = arith.muli %j, %q : index
    %s = arith.addi %a, %b : index
    %c11 = arith.constant 11 : index
    %m = arith.remui %s, %c11 : index
    %mi = arith.index_cast %m : index to i32
    %f = arith.sitofp %mi : i32 to f32
    %tenth = arith.constant 0.1 : f32
    %third = arith.constant 0.333333343 : f32
    %x = arith.mulf %f, %tenth : f32
    %v = arith.subf %x, %third : f32
    linalg.yield %v : f32
  } -> tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}

func.func @init3(%t: tensor<?x?x?xf32>, %p: index) -> tensor<?x?x?xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>],
                       iterator_types = ["parallel", "parallel", "parallel"]}
      outs(%t : tensor<?x?x?xf32>) {
  ^bb0(%o: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %k = linalg.index 2 : index
    %a = arith.muli %i, %p : index
    %c3 = arith.constant 3 : index
    %b = arith.muli %j, %c3 : index
    %c7 = arith.constant 7 : index
    %c = arith.muli %k, %c7 : index
    %s0 = arith.addi %a, %b : index
    %s = arith.addi %s0, %c : index
    %c13 = arith.constant 13 : index
    %m = arith.remui %s, %c13 : index
    %mi = arith.index_cast %m : index to i32
    %f = arith.sitofp %mi : i32 to f32
    %tenth = arith.constant 0.1 : f32
    %third = arith.constant 0.333333343 : f32
    %x = arith.mulf %f, %tenth : f32
    %v = arith.addf %x, %third : f32
    linalg.yield %v : f32
  } -> tensor<?x?x?xf32>
  return %r : tensor<?x?x?xf32>
}

func.func @mat(%m: index, %n: index, %p: index, %q: index) -> tensor<?x?xf32> {
  %e = tensor.empty(%m, %n) : tensor<?x?xf32>
  %r = call @init2(%e, %p, %q) : (tensor<?x?xf32>, index, index) -> tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}

// The 3x3x3 matmul of the bug report, static shapes.
func.func @mm3(%a: tensor<3x3xf32>, %b: tensor<3x3xf32>, %c: tensor<3x3xf32>) -> tensor<3x3xf32> {
  %r = linalg.matmul ins(%a, %b : tensor<3x3xf32>, tensor<3x3xf32>) outs(%c : tensor<3x3xf32>) -> tensor<3x3xf32>
  return %r : tensor<3x3xf32>
}

// Dynamic shapes, whole register tiles and edges.
func.func @mm(%a: tensor<?x?xf32>, %b: tensor<?x?xf32>, %c: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %r = linalg.matmul ins(%a, %b : tensor<?x?xf32>, tensor<?x?xf32>) outs(%c : tensor<?x?xf32>) -> tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}

func.func @bmm(%a: tensor<?x?x?xf32>, %b: tensor<?x?x?xf32>, %c: tensor<?x?x?xf32>) -> tensor<?x?x?xf32> {
  %r = linalg.batch_matmul ins(%a, %b : tensor<?x?x?xf32>, tensor<?x?x?xf32>) outs(%c : tensor<?x?x?xf32>)
    -> tensor<?x?x?xf32>
  return %r : tensor<?x?x?xf32>
}

// f32 inputs, f64 accumulation (the products are exact in f64; the sums still round).
func.func @mm_f64(%a: tensor<?x?xf32>, %b: tensor<?x?xf32>, %c: tensor<?x?xf64>) -> tensor<?x?xf64> {
  %r = linalg.matmul ins(%a, %b : tensor<?x?xf32>, tensor<?x?xf32>) outs(%c : tensor<?x?xf64>) -> tensor<?x?xf64>
  return %r : tensor<?x?xf64>
}

func.func @conv(%x: tensor<1x6x6x3xf32>, %w: tensor<3x3x3x8xf32>, %o: tensor<1x4x4x8xf32>) -> tensor<1x4x4x8xf32> {
  %r = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%x, %w : tensor<1x6x6x3xf32>, tensor<3x3x3x8xf32>) outs(%o : tensor<1x4x4x8xf32>) -> tensor<1x4x4x8xf32>
  return %r : tensor<1x4x4x8xf32>
}

func.func @main() {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %c7 = arith.constant 7 : index
  %c9 = arith.constant 9 : index
  %c13 = arith.constant 13 : index
  %c17 = arith.constant 17 : index
  %c19 = arith.constant 19 : index

  %a3d = call @mat(%c3, %c3, %c1, %c3) : (index, index, index, index) -> tensor<?x?xf32>
  %b3d = call @mat(%c3, %c3, %c5, %c2) : (index, index, index, index) -> tensor<?x?xf32>
  %c3d = call @mat(%c3, %c3, %c7, %c4) : (index, index, index, index) -> tensor<?x?xf32>
  %a3 = tensor.cast %a3d : tensor<?x?xf32> to tensor<3x3xf32>
  %b3 = tensor.cast %b3d : tensor<?x?xf32> to tensor<3x3xf32>
  %cc3 = tensor.cast %c3d : tensor<?x?xf32> to tensor<3x3xf32>
  %r3 = call @mm3(%a3, %b3, %cc3) : (tensor<3x3xf32>, tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
  %u3_bits = arith.bitcast %r3 : tensor<3x3xf32> to tensor<3x3xi32>
  %u3 = tensor.cast %u3_bits : tensor<3x3xi32> to tensor<*xi32>
  call @printMemrefI32(%u3) : (tensor<*xi32>) -> ()

  %a = call @mat(%c13, %c19, %c3, %c5) : (index, index, index, index) -> tensor<?x?xf32>
  %b = call @mat(%c19, %c17, %c7, %c2) : (index, index, index, index) -> tensor<?x?xf32>
  %c = call @mat(%c13, %c17, %c1, %c9) : (index, index, index, index) -> tensor<?x?xf32>
  %r = call @mm(%a, %b, %c) : (tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  %u_bits = arith.bitcast %r : tensor<?x?xf32> to tensor<?x?xi32>
  %u = tensor.cast %u_bits : tensor<?x?xi32> to tensor<*xi32>
  call @printMemrefI32(%u) : (tensor<*xi32>) -> ()

  %zero = arith.constant 0.5 : f64
  %e64 = tensor.empty(%c13, %c17) : tensor<?x?xf64>
  %f64 = linalg.fill ins(%zero : f64) outs(%e64 : tensor<?x?xf64>) -> tensor<?x?xf64>
  %r64 = call @mm_f64(%a, %b, %f64) : (tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf64>) -> tensor<?x?xf64>
  %u64_bits = arith.bitcast %r64 : tensor<?x?xf64> to tensor<?x?xi64>
  %u64 = tensor.cast %u64_bits : tensor<?x?xi64> to tensor<*xi64>
  call @printMemrefI64(%u64) : (tensor<*xi64>) -> ()

  %ea = tensor.empty(%c2, %c5, %c9) : tensor<?x?x?xf32>
  %ba = call @init3(%ea, %c2) : (tensor<?x?x?xf32>, index) -> tensor<?x?x?xf32>
  %eb = tensor.empty(%c2, %c9, %c7) : tensor<?x?x?xf32>
  %bb = call @init3(%eb, %c5) : (tensor<?x?x?xf32>, index) -> tensor<?x?x?xf32>
  %ec = tensor.empty(%c2, %c5, %c7) : tensor<?x?x?xf32>
  %bc = call @init3(%ec, %c4) : (tensor<?x?x?xf32>, index) -> tensor<?x?x?xf32>
  %rb = call @bmm(%ba, %bb, %bc) : (tensor<?x?x?xf32>, tensor<?x?x?xf32>, tensor<?x?x?xf32>) -> tensor<?x?x?xf32>
  %ub_bits = arith.bitcast %rb : tensor<?x?x?xf32> to tensor<?x?x?xi32>
  %ub = tensor.cast %ub_bits : tensor<?x?x?xi32> to tensor<*xi32>
  call @printMemrefI32(%ub) : (tensor<*xi32>) -> ()

  %x2 = call @mat(%c9, %c13, %c2, %c3) : (index, index, index, index) -> tensor<?x?xf32>
  %x = tensor.expand_shape %x2 [[0, 1], [2, 3]] output_shape [1, 9, 13, 1] : tensor<?x?xf32> into tensor<1x?x?x1xf32>
  %xs = tensor.extract_slice %x[0, 0, 0, 0] [1, 6, 6, 1] [1, 1, 1, 1] : tensor<1x?x?x1xf32> to tensor<1x6x6xf32>
  %xe = tensor.empty() : tensor<1x6x6x3xf32>
  %xb = linalg.broadcast ins(%xs : tensor<1x6x6xf32>) outs(%xe : tensor<1x6x6x3xf32>) dimensions = [3]
  %w2 = call @mat(%c9, %c3, %c4, %c5) : (index, index, index, index) -> tensor<?x?xf32>
  %ws = tensor.cast %w2 : tensor<?x?xf32> to tensor<9x3xf32>
  %we = tensor.empty() : tensor<9x3x8xf32>
  %wb = linalg.broadcast ins(%ws : tensor<9x3xf32>) outs(%we : tensor<9x3x8xf32>) dimensions = [2]
  %w = tensor.expand_shape %wb [[0, 1], [2], [3]] output_shape [3, 3, 3, 8] : tensor<9x3x8xf32> into tensor<3x3x3x8xf32>
  %oe = tensor.empty() : tensor<1x4x4x8xf32>
  %half = arith.constant 0.333333343 : f32
  %of = linalg.fill ins(%half : f32) outs(%oe : tensor<1x4x4x8xf32>) -> tensor<1x4x4x8xf32>
  %rc = call @conv(%xb, %w, %of) : (tensor<1x6x6x3xf32>, tensor<3x3x3x8xf32>, tensor<1x4x4x8xf32>) -> tensor<1x4x4x8xf32>
  %uc_bits = arith.bitcast %rc : tensor<1x4x4x8xf32> to tensor<1x4x4x8xi32>
  %uc = tensor.cast %uc_bits : tensor<1x4x4x8xi32> to tensor<*xi32>
  call @printMemrefI32(%uc) : (tensor<*xi32>) -> ()
  return
}
