// Tensor constants written as dense<"0x..."> (as tools that export weights write them) and
// as lists, bufferized to memref.globals whose initializers are made from the stored bytes:
// f32 (more than 100 elements: printed back as hex too), i8 with negatives, i16, i64, f16,
// bf16, i1 bits, i4 (not a byte per element in LLVM: made element by element), index, a
// non-zero splat (its bytes repeated) and a zero one; and vector constants of i1 and i32.
func.func private @printMemrefF32(tensor<*xf32>)
func.func private @printMemrefI32(tensor<*xi32>)
func.func private @printMemrefI64(tensor<*xi64>)

#id = affine_map<(i) -> (i)>

func.func @ext_i8(%t: tensor<6xi8>) -> tensor<6xi32> {
  %e = tensor.empty() : tensor<6xi32>
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%t : tensor<6xi8>) outs(%e : tensor<6xi32>) {
  ^bb0(%a: i8, %o: i32):
    %v = arith.extsi %a : i8 to i32
    linalg.yield %v : i32
  } -> tensor<6xi32>
  return %r : tensor<6xi32>
}

func.func @main() {
  // 4x30 f32: i * 0.5 - 20 in row-major order, as hex.
  %w = arith.constant dense<[[-20.0, -19.5, -19.0, -18.5, -18.0, -17.5, -17.0, -16.5, -16.0, -15.5, -15.0, -14.5, -14.0, -13.5, -13.0, -12.5, -12.0, -11.5, -11.0, -10.5, -10.0, -9.5, -9.0, -8.5, -8.0, -7.5, -7.0, -6.5, -6.0, -5.5], [-5.0, -4.5, -4.0, -3.5, -3.0, -2.5, -2.0, -1.5, -1.0, -0.5, 0.0, 0.5, 1.0, 1.5, 2.0, 2.5, 3.0, 3.5, 4.0, 4.5, 5.0, 5.5, 6.0, 6.5, 7.0, 7.5, 8.0, 8.5, 9.0, 9.5], [10.0, 10.5, 11.0, 11.5, 12.0, 12.5, 13.0, 13.5, 14.0, 14.5, 15.0, 15.5, 16.0, 16.5, 17.0, 17.5, 18.0, 18.5, 19.0, 19.5, 20.0, 20.5, 21.0, 21.5, 22.0, 22.5, 23.0, 23.5, 24.0, 24.5], [25.0, 25.5, 26.0, 26.5, 27.0, 27.5, 28.0, 28.5, 29.0, 29.5, 30.0, 30.5, 31.0, 31.5, 32.0, 32.5, 33.0, 33.5, 34.0, 34.5, 35.0, 35.5, 36.0, 36.5, 37.0, 37.5, 38.0, 38.5, 39.0, 39.5]]> : tensor<4x30xf32>
  %uw = tensor.cast %w : tensor<4x30xf32> to tensor<*xf32>
  call @printMemrefF32(%uw) : (tensor<*xf32>) -> ()
  %wh = arith.constant dense<"0x0000A0C10000803F0000C07F000080FF00004040000000BF"> : tensor<2x3xf32>
  %uwh = tensor.cast %wh : tensor<2x3xf32> to tensor<*xf32>
  call @printMemrefF32(%uwh) : (tensor<*xf32>) -> ()

  %q = arith.constant dense<"0xFF017F80FE00"> : tensor<6xi8>
  %qe = call @ext_i8(%q) : (tensor<6xi8>) -> tensor<6xi32>
  %uq = tensor.cast %qe : tensor<6xi32> to tensor<*xi32>
  call @printMemrefI32(%uq) : (tensor<*xi32>) -> ()

  %s = arith.constant dense<"0x0080FF7F0100FFFF"> : tensor<4xi16>
  %e4 = tensor.empty() : tensor<4xi32>
  %se = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%s : tensor<4xi16>) outs(%e4 : tensor<4xi32>) {
  ^bb0(%a: i16, %o: i32):
    %v = arith.extsi %a : i16 to i32
    linalg.yield %v : i32
  } -> tensor<4xi32>
  %us = tensor.cast %se : tensor<4xi32> to tensor<*xi32>
  call @printMemrefI32(%us) : (tensor<*xi32>) -> ()

  %l = arith.constant dense<[-9223372036854775808, 9223372036854775807, -1]> : tensor<3xi64>
  %ul = tensor.cast %l : tensor<3xi64> to tensor<*xi64>
  call @printMemrefI64(%ul) : (tensor<*xi64>) -> ()

  %h = arith.constant dense<"0x003C00C0FF7B0100"> : tensor<4xf16>
  %b = arith.constant dense<[1.5, -3.0, 65280.0, 0.0078125]> : tensor<4xbf16>
  %e4f = tensor.empty() : tensor<4xf32>
  %he = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%h, %b : tensor<4xf16>, tensor<4xbf16>) outs(%e4f : tensor<4xf32>) {
  ^bb0(%a: f16, %c: bf16, %o: f32):
    %x = arith.extf %a : f16 to f32
    %y = arith.extf %c : bf16 to f32
    %v = arith.addf %x, %y : f32
    linalg.yield %v : f32
  } -> tensor<4xf32>
  %uh = tensor.cast %he : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%uh) : (tensor<*xf32>) -> ()

  %bits = arith.constant dense<"0x2D01"> : tensor<9xi1>
  %nib = arith.constant dense<[-8, 7, -1, 0, 3, -3, 1, 2, 4]> : tensor<9xi4>
  %ix = arith.constant dense<"0xFFFFFFFFFFFFFFFF05000000000000000700000000000000000000000000000001000000000000000200000000000000030000000000000004000000000000000600000000000000"> : tensor<9xindex>
  %e9 = tensor.empty() : tensor<9xi32>
  %ce = linalg.generic {indexing_maps = [#id, #id, #id, #id], iterator_types = ["parallel"]} ins(%bits, %nib, %ix : tensor<9xi1>, tensor<9xi4>, tensor<9xindex>) outs(%e9 : tensor<9xi32>) {
  ^bb0(%a: i1, %n: i4, %i: index, %o: i32):
    %x = arith.extui %a : i1 to i32
    %y = arith.extsi %n : i4 to i32
    %z = arith.index_cast %i : index to i32
    %c100 = arith.constant 100 : i32
    %c10 = arith.constant 10 : i32
    %x1 = arith.muli %x, %c100 : i32
    %y1 = arith.muli %y, %c10 : i32
    %s1 = arith.addi %x1, %y1 : i32
    %v = arith.addi %s1, %z : i32
    linalg.yield %v : i32
  } -> tensor<9xi32>
  %uc = tensor.cast %ce : tensor<9xi32> to tensor<*xi32>
  call @printMemrefI32(%uc) : (tensor<*xi32>) -> ()

  %sp = arith.constant dense<"0x0000C03F"> : tensor<3x2xf32>
  %usp = tensor.cast %sp : tensor<3x2xf32> to tensor<*xf32>
  call @printMemrefF32(%usp) : (tensor<*xf32>) -> ()
  %z = arith.constant dense<0> : tensor<5xi32>
  %uz = tensor.cast %z : tensor<5xi32> to tensor<*xi32>
  call @printMemrefI32(%uz) : (tensor<*xi32>) -> ()

  %vb = arith.constant dense<"0x0B"> : vector<4xi1>
  vector.print %vb : vector<4xi1>
  %vi = arith.constant dense<"0x01000000FEFFFFFF03000000"> : vector<3xi32>
  vector.print %vi : vector<3xi32>
  return
}
