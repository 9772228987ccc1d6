// Harness self-test: a plain round trip (no RUN line needed under roundtrip/).
// The harness checks that mlirc's output, in custom and generic form, normalizes
// through mlir-opt-22 to what mlir-opt-22 itself prints for this file.

func.func @add(%a: i32, %b: i32) -> i32 {
  %0 = arith.addi %a, %b : i32
  %c3 = arith.constant 3 : i32
  %1 = arith.muli %0, %c3 : i32
  return %1 : i32
}

func.func private @decl(f32) -> f32

func.func @select(%c: i1, %x: f32, %y: f32) -> (f32, f32) {
  %0 = arith.select %c, %x, %y : f32
  %1 = arith.addf %0, %y fastmath<fast> : f32
  %2 = func.call @decl(%1) : (f32) -> f32
  %cmp = arith.cmpf olt, %2, %x : f32
  %3 = arith.select %cmp, %2, %x : f32
  return %3, %0 : f32, f32
}
