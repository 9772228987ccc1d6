// scf.for with iter_args: one, several, shaped values, `-> T` without parentheses.

func.func @sum(%lb: index, %ub: index, %step: index, %init: f32) -> f32 {
  %r = scf.for %i = %lb to %ub step %step iter_args(%acc = %init) -> (f32) {
    %0 = arith.addf %acc, %init : f32
    scf.yield %0 : f32
  }
  return %r : f32
}

func.func @swap(%lb: index, %ub: index, %step: index, %a: i32, %b: i32) -> (i32, i32) {
  %r:2 = scf.for %i = %lb to %ub step %step iter_args(%x = %a, %y = %b) -> (i32, i32) {
    scf.yield %y, %x : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}

func.func @mixed(%lb: index, %ub: index, %step: index, %v: vector<4xf32>, %t: tensor<?xf32>, %n: index) -> (vector<4xf32>, tensor<?xf32>, index) {
  %r:3 = scf.for %i = %lb to %ub step %step iter_args(%a = %v, %b = %t, %c = %n) -> (vector<4xf32>, tensor<?xf32>, index) {
    %0 = math.exp %a : vector<4xf32>
    %1 = arith.addi %c, %i : index
    scf.yield %0, %b, %1 : vector<4xf32>, tensor<?xf32>, index
  }
  return %r#0, %r#1, %r#2 : vector<4xf32>, tensor<?xf32>, index
}

func.func @no_parens(%lb: index, %ub: index, %step: index, %init: f64) -> f64 {
  %r = scf.for %i = %lb to %ub step %step iter_args(%acc = %init) -> f64 {
    scf.yield %acc : f64
  }
  return %r : f64
}

func.func @nested(%lb: index, %ub: index, %step: index, %init: f32) -> f32 {
  %r = scf.for %i = %lb to %ub step %step iter_args(%o = %init) -> (f32) {
    %s = scf.for %j = %lb to %ub step %step iter_args(%in = %o) -> (f32) {
      %0 = arith.mulf %in, %in : f32
      scf.yield %0 : f32
    }
    scf.yield %s : f32
  }
  return %r : f32
}
