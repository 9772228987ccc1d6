// scf.if with results: one, several, shaped types, results used afterwards.

func.func @select(%c: i1, %a: f32, %b: f32) -> f32 {
  %r = scf.if %c -> (f32) {
    scf.yield %a : f32
  } else {
    %0 = arith.addf %a, %b : f32
    scf.yield %0 : f32
  }
  return %r : f32
}

func.func @several(%c: i1, %i: i32, %t: tensor<?xf32>, %v: vector<2xi1>) -> (i32, tensor<?xf32>, vector<2xi1>) {
  %r:3 = scf.if %c -> (i32, tensor<?xf32>, vector<2xi1>) {
    scf.yield %i, %t, %v : i32, tensor<?xf32>, vector<2xi1>
  } else {
    %0 = arith.muli %i, %i : i32
    scf.yield %0, %t, %v : i32, tensor<?xf32>, vector<2xi1>
  }
  return %r#0, %r#1, %r#2 : i32, tensor<?xf32>, vector<2xi1>
}

func.func @arrow_without_parens(%c: i1, %n: index) -> index {
  %r = scf.if %c -> index {
    scf.yield %n : index
  } else {
    %c0 = arith.constant 0 : index
    scf.yield %c0 : index
  }
  return %r : index
}

func.func @chain(%c: i1, %d: i1, %x: f64) -> f64 {
  %r = scf.if %c -> (f64) {
    %s = scf.if %d -> (f64) {
      %0 = math.exp %x : f64
      scf.yield %0 : f64
    } else {
      scf.yield %x : f64
    }
    scf.yield %s : f64
  } else {
    scf.yield %x : f64
  }
  return %r : f64
}
