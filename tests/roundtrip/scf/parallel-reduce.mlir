// scf.parallel with init values, scf.reduce with one or more reduction regions and scf.reduce.return.

func.func @sum(%lb: index, %ub: index, %st: index, %init: f32, %x: f32) -> f32 {
  %r = scf.parallel (%i) = (%lb) to (%ub) step (%st) init (%init) -> f32 {
    %v = math.sin %x : f32
    scf.reduce(%v : f32) {
    ^bb0(%a: f32, %b: f32):
      %s = arith.addf %a, %b : f32
      scf.reduce.return %s : f32
    }
  }
  return %r : f32
}

func.func @two(%lb: index, %ub: index, %st: index, %f: f32, %n: i64) -> (f32, i64) {
  %r:2 = scf.parallel (%i, %j) = (%lb, %lb) to (%ub, %ub) step (%st, %st) init (%f, %n) -> (f32, i64) {
    %k = arith.index_cast %i : index to i64
    scf.reduce(%f, %k : f32, i64) {
    ^bb0(%a: f32, %b: f32):
      %m = arith.maximumf %a, %b : f32
      scf.reduce.return %m : f32
    }, {
    ^bb0(%a: i64, %b: i64):
      %m = arith.addi %a, %b : i64
      scf.reduce.return %m : i64
    }
  }
  return %r#0, %r#1 : f32, i64
}

func.func @vector(%lb: index, %ub: index, %st: index, %init: vector<4xf32>) -> vector<4xf32> {
  %r = scf.parallel (%i) = (%lb) to (%ub) step (%st) init (%init) -> vector<4xf32> {
    scf.reduce(%init : vector<4xf32>) {
    ^bb0(%a: vector<4xf32>, %b: vector<4xf32>):
      %m = arith.mulf %a, %b : vector<4xf32>
      scf.reduce.return %m : vector<4xf32>
    }
  }
  return %r : vector<4xf32>
}
