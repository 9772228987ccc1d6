// scf.while: with and without loop-carried values, different before/after signatures.

func.func @count(%n: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %r = scf.while (%i = %c0) : (i32) -> i32 {
    %cond = arith.cmpi slt, %i, %n : i32
    scf.condition(%cond) %i : i32
  } do {
  ^bb0(%j: i32):
    %next = arith.addi %j, %c1 : i32
    scf.yield %next : i32
  }
  return %r : i32
}

func.func @reorder(%a: i32, %b: f32, %c: i1) -> (f32, i32) {
  %r:2 = scf.while (%x = %a, %y = %b) : (i32, f32) -> (f32, i32) {
    scf.condition(%c) %y, %x : f32, i32
  } do {
  ^bb0(%p: f32, %q: i32):
    scf.yield %q, %p : i32, f32
  }
  return %r#0, %r#1 : f32, i32
}

func.func @no_values(%c: i1) {
  scf.while : () -> () {
    scf.condition(%c)
  } do {
    scf.yield
  }
  return
}

func.func @different_types(%t: tensor<?xf32>, %c: i1) -> index {
  %r = scf.while (%arg = %t) : (tensor<?xf32>) -> index {
    %c0 = arith.constant 0 : index
    scf.condition(%c) %c0 : index
  } do {
  ^bb0(%n: index):
    scf.yield %t : tensor<?xf32>
  }
  return %r : index
}
