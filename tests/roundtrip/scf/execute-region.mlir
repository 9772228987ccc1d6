// scf.execute_region: results, several blocks, no_inline.

func.func @single(%x: f32) -> f32 {
  %r = scf.execute_region -> f32 {
    %0 = math.sqrt %x : f32
    scf.yield %0 : f32
  }
  scf.execute_region {
    scf.yield
  }
  return %r : f32
}

func.func @blocks(%c: i1, %x: f32, %y: f32) -> f32 {
  %r = scf.execute_region -> f32 {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    scf.yield %x : f32
  ^bb2:
    cf.br ^bb3(%y : f32)
  ^bb3(%v: f32):
    scf.yield %v : f32
  }
  return %r : f32
}

func.func @no_inline(%a: i32, %b: f64) -> (i32, f64) {
  %r:2 = scf.execute_region -> (i32, f64) no_inline {
    scf.yield %a, %b : i32, f64
  }
  scf.execute_region no_inline {
    scf.yield
  }
  return %r#0, %r#1 : i32, f64
}
