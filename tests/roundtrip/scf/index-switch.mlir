// scf.index_switch: cases and default, with and without results.

func.func @switch(%n: index, %x: f32) -> f32 {
  %r = scf.index_switch %n -> f32
  case 2 {
    scf.yield %x : f32
  }
  case 5 {
    %0 = math.exp %x : f32
    scf.yield %0 : f32
  }
  default {
    scf.yield %x : f32
  }
  return %r : f32
}

func.func @no_results(%n: index, %x: f32) {
  scf.index_switch %n
  case -1 {
    %0 = arith.addf %x, %x : f32
    scf.yield
  }
  case 0 {
    scf.yield
  }
  default {
    %0 = arith.mulf %x, %x : f32
  }
  scf.index_switch %n
  default {
  }
  return
}

func.func @several(%n: index, %a: i32, %b: i64) -> (i32, i64) {
  %r:2 = scf.index_switch %n -> i32, i64
  case 7 {
    scf.yield %a, %b : i32, i64
  }
  default {
    scf.yield %a, %b : i32, i64
  }
  return %r#0, %r#1 : i32, i64
}
