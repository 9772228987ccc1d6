// Integer linalg ops with signed and unsigned casts: matmul of i8 into i32 with the default
// (signed) cast and with cast_unsigned, matmul of i8 into f32, a generic mixing extsi/extui,
// unsigned division and comparisons, linalg.div_unsigned, and quantized_matmul.
func.func private @printMemrefI32(memref<*xi32>) attributes { llvm.emit_c_interface }
func.func private @printMemrefF32(memref<*xf32>) attributes { llvm.emit_c_interface }
func.func private @printMemrefI64(memref<*xi64>) attributes { llvm.emit_c_interface }

func.func @main() {
  // bytes around the sign boundary: 120 + 5 * (i * 3 + j) wraps past 127
  %a = memref.alloca() : memref<2x3xi8>
  %b = memref.alloca() : memref<3x2xi8>
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      outs(%a : memref<2x3xi8>) {
  ^bb0(%out: i8):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %c3 = arith.constant 3 : index
    %c5 = arith.constant 5 : index
    %c120 = arith.constant 120 : index
    %x = arith.muli %i, %c3 : index
    %y = arith.addi %x, %j : index
    %z = arith.muli %y, %c5 : index
    %w = arith.addi %z, %c120 : index
    %v = arith.index_cast %w : index to i8
    linalg.yield %v : i8
  }
  linalg.transpose ins(%a : memref<2x3xi8>) outs(%b : memref<3x2xi8>) permutation = [1, 0]
  %c = memref.alloca() : memref<2x2xi32>
  %zero = arith.constant 0 : i32
  linalg.fill ins(%zero : i32) outs(%c : memref<2x2xi32>)
  linalg.matmul ins(%a, %b : memref<2x3xi8>, memref<3x2xi8>) outs(%c : memref<2x2xi32>)
  %uc = memref.cast %c : memref<2x2xi32> to memref<*xi32>
  call @printMemrefI32(%uc) : (memref<*xi32>) -> ()
  linalg.fill ins(%zero : i32) outs(%c : memref<2x2xi32>)
  linalg.matmul {cast = #linalg.type_fn<cast_unsigned>} ins(%a, %b : memref<2x3xi8>, memref<3x2xi8>) outs(%c : memref<2x2xi32>)
  call @printMemrefI32(%uc) : (memref<*xi32>) -> ()
  %f = memref.alloca() : memref<2x2xf32>
  %fz = arith.constant 0.0 : f32
  linalg.fill ins(%fz : f32) outs(%f : memref<2x2xf32>)
  linalg.matmul {cast = #linalg.type_fn<cast_unsigned>} ins(%a, %b : memref<2x3xi8>, memref<3x2xi8>) outs(%f : memref<2x2xf32>)
  %uf = memref.cast %f : memref<2x2xf32> to memref<*xf32>
  call @printMemrefF32(%uf) : (memref<*xf32>) -> ()
  linalg.fill ins(%fz : f32) outs(%f : memref<2x2xf32>)
  linalg.matmul ins(%a, %b : memref<2x3xi8>, memref<3x2xi8>) outs(%f : memref<2x2xf32>)
  call @printMemrefF32(%uf) : (memref<*xf32>) -> ()
  // o = (extsi a) * 1000 + (extui a) / 7, and unsigned comparison against 128
  %o = memref.alloca() : memref<2x3xi64>
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%a : memref<2x3xi8>) outs(%o : memref<2x3xi64>) {
  ^bb0(%x: i8, %out: i64):
    %s = arith.extsi %x : i8 to i64
    %u = arith.extui %x : i8 to i64
    %k = arith.constant 1000 : i64
    %seven = arith.constant 7 : i64
    %m = arith.muli %s, %k : i64
    %d = arith.divui %u, %seven : i64
    %r = arith.addi %m, %d : i64
    %lim = arith.constant -128 : i8
    %big = arith.cmpi uge, %x, %lim : i8
    %bigl = arith.extui %big : i1 to i64
    %t = arith.constant 1000000 : i64
    %bt = arith.muli %bigl, %t : i64
    %res = arith.addi %r, %bt : i64
    linalg.yield %res : i64
  }
  %uo = memref.cast %o : memref<2x3xi64> to memref<*xi64>
  call @printMemrefI64(%uo) : (memref<*xi64>) -> ()
  // unsigned division of the widened bytes by 3, as i32
  %w = memref.alloca() : memref<2x3xi32>
  %three = memref.alloca() : memref<2x3xi32>
  %c3i = arith.constant 3 : i32
  linalg.fill ins(%c3i : i32) outs(%three : memref<2x3xi32>)
  linalg.copy ins(%a : memref<2x3xi8>) outs(%w : memref<2x3xi32>)
  %q = memref.alloca() : memref<2x3xi32>
  linalg.div_unsigned ins(%w, %three : memref<2x3xi32>, memref<2x3xi32>) outs(%q : memref<2x3xi32>)
  %uq = memref.cast %q : memref<2x3xi32> to memref<*xi32>
  call @printMemrefI32(%uq) : (memref<*xi32>) -> ()
  // quantized matmul with zero points 120 and -3
  %zpa = arith.constant 120 : i32
  %zpb = arith.constant -3 : i32
  linalg.fill ins(%zero : i32) outs(%c : memref<2x2xi32>)
  linalg.quantized_matmul ins(%a, %b, %zpa, %zpb : memref<2x3xi8>, memref<3x2xi8>, i32, i32) outs(%c : memref<2x2xi32>)
  call @printMemrefI32(%uc) : (memref<*xi32>) -> ()
  return
}
