// Regions of unregistered ops: empty regions, several blocks with arguments, nested
// unregistered ops, registered ops and their terminators inside, values from above, and
// unregistered ops holding functions. (The functions whose unregistered ops have a single
// region are private: symbol-dce, in mlirc's pipeline, refuses to walk a live one, as upstream
// does, since such an op could be an unknown symbol table.)
func.func private @empty_regions() {
  "foo.holder"() ({
  }) : () -> ()
  "foo.two_empty"() ({
  }, {
  }) : () -> ()
  return
}

func.func private @blocks(%c: i1, %v: i32) -> i32 {
  %0 = "foo.region_op"(%v) ({
  ^bb0(%x: i32):
    cf.cond_br %c, ^bb1(%x : i32), ^bb2
  ^bb1(%y: i32):
    "foo.yield"(%y) : (i32) -> ()
  ^bb2:
    "foo.yield"(%v) : (i32) -> ()
  }) : (i32) -> i32
  return %0 : i32
}

func.func private @nested(%v: f32) -> f32 {
  %0 = "foo.outer"() ({
    %1 = "foo.inner"() ({
      %2 = arith.addf %v, %v : f32
      "foo.yield"(%2) : (f32) -> ()
    }) {level = 2 : i64} : () -> f32
    "foo.yield"(%1) : (f32) -> ()
  }) {level = 1 : i64} : () -> f32
  return %0 : f32
}

func.func private @registered_inside(%n: index) -> index {
  %0 = "foo.scope"(%n) ({
  ^bb0(%m: index):
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %s = scf.for %i = %c0 to %m step %c1 iter_args(%a = %c0) -> (index) {
      %t = arith.addi %a, %i : index
      scf.yield %t : index
    }
    "foo.yield"(%s) : (index) -> ()
  }) : (index) -> index
  return %0 : index
}

func.func @two_regions(%v: i32) -> i32 {
  %0 = "foo.choice"(%v) ({
  ^bb0(%x: i32):
    "foo.yield"(%x) : (i32) -> ()
  }, {
  ^bb0(%x: i32):
    %y = arith.addi %x, %v : i32
    "foo.yield"(%y) : (i32) -> ()
  }) : (i32) -> i32
  return %0 : i32
}

"foo.module_like"() ({
  func.func @inside(%a: i32) -> i32 {
    return %a : i32
  }
  "foo.end"() : () -> ()
}, {
}) {sym_name = "container"} : () -> ()
