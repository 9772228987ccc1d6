// affine.for with iter_args: loop-carried values, results, explicit affine.yield.

func.func @sum(%A: memref<100xf32>) -> f32 {
  %zero = arith.constant 0.0 : f32
  %r = affine.for %i = 0 to 100 iter_args(%acc = %zero) -> (f32) {
    %v = affine.load %A[%i] : memref<100xf32>
    %s = arith.addf %acc, %v : f32
    affine.yield %s : f32
  }
  return %r : f32
}

func.func @two_carried(%n: index) -> (index, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : i32
  %r:2 = affine.for %i = 0 to %n step 2 iter_args(%a = %c0, %b = %c1) -> (index, i32) {
    %a2 = arith.addi %a, %i : index
    %b2 = arith.muli %b, %b : i32
    affine.yield %a2, %b2 : index, i32
  }
  return %r#0, %r#1 : index, i32
}

func.func @nested_carried(%A: memref<10x10xf32>, %init: f32) -> f32 {
  %r = affine.for %i = 0 to 10 iter_args(%x = %init) -> (f32) {
    %y = affine.for %j = 0 to 10 iter_args(%z = %x) -> (f32) {
      %v = affine.load %A[%i, %j] : memref<10x10xf32>
      %m = arith.maximumf %z, %v : f32
      affine.yield %m : f32
    }
    affine.yield %y : f32
  }
  return %r : f32
}

func.func @single_type_without_parens(%n: index) -> index {
  %r = affine.for %i = 0 to 8 iter_args(%a = %n) -> index {
    affine.yield %a : index
  }
  return %r : index
}
