// affine.parallel reductions: each result names an arith::AtomicRMWKind reduction.

func.func @reduce_sum(%A: memref<100x100xf32>) -> (f32, f32) {
  %r:2 = affine.parallel (%i, %j) = (0, 0) to (100, 100) reduce ("addf", "maximumf") -> (f32, f32) {
    %v = affine.load %A[%i, %j] : memref<100x100xf32>
    affine.yield %v, %v : f32, f32
  }
  return %r#0, %r#1 : f32, f32
}

func.func @reduce_int(%n: index) -> (i32, i32, index) {
  %c = arith.constant 3 : i32
  %r:3 = affine.parallel (%i) = (0) to (%n) reduce ("addi", "muli", "assign") -> (i32, i32, index) {
    affine.yield %c, %c, %i : i32, i32, index
  }
  return %r#0, %r#1, %r#2 : i32, i32, index
}

func.func @reduce_more(%x: f32, %y: i64) -> (f32, f32, i64, i64) {
  %r:4 = affine.parallel (%i) = (0) to (4) reduce ("mulf", "minimumf", "andi", "ori") -> (f32, f32, i64, i64) {
    affine.yield %x, %x, %y, %y : f32, f32, i64, i64
  }
  return %r#0, %r#1, %r#2, %r#3 : f32, f32, i64, i64
}
