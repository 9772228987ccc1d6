// Ops, types and attributes of unregistered dialects (`--allow-unregistered-dialect`, which the
// harness passes to both tools for this folder): generic form with operands, results, result
// groups, properties, attributes, successors and regions, printed as mlir-opt-22 prints them.

func.func @ops(%a: i32, %b: f32) -> i32 {
  %0 = "foo.bar"(%a) {x = 1, y = "s", z = [1, 2]} : (i32) -> i32
  %1:2 = "foo.pair"(%0, %b) <{p = 3 : i64}> {attr = unit} : (i32, f32) -> (i32, f32)
  "foo.effect"(%1#0, %1#1) : (i32, f32) -> ()
  %2 = arith.addi %1#0, %0 : i32
  %3 = "foo.types"(%2) : (i32) -> !foo.bar<"x", 3>
  %4 = "foo.opaque"(%3) {a = #foo.baz, b = #foo<"hello">, c = #foo.qux<[1, 2]> : i64} : (!foo.bar<"x", 3>) -> !foo<"opaque">
  "foo.sink"(%4) : (!foo<"opaque">) -> ()
  return %2 : i32
}

func.func @no_results() {
  "foo.nothing"() : () -> ()
  %0 = "foo.mixed"() : () -> tensor<2x!foo.elem>
  return
}

func.func @two_regions(%c: i32) -> i32 {
  %0 = "foo.two"(%c) ({
  ^bb0(%x: i32):
    %y = arith.muli %x, %x : i32
    "foo.yield"(%y) : (i32) -> ()
  }, {
    %z = "foo.value"() : () -> i32
    "foo.yield"(%z) : (i32) -> ()
  }) : (i32) -> i32
  return %0 : i32
}

func.func @successors(%c: i32) -> i32 {
  "foo.branch"(%c)[^bb1, ^bb2] : (i32) -> ()
^bb1:
  %0 = "foo.value"() : () -> i32
  "foo.br"(%0)[^bb3] : (i32) -> ()
^bb2:
  cf.br ^bb3(%c : i32)
^bb3(%r: i32):
  return %r : i32
}

// An unregistered op may be a terminator: nothing follows it here.
func.func @unregistered_terminator(%c: i32) {
  "foo.return"(%c) : (i32) -> ()
}

// Inside registered ops.
func.func @nested(%c: i1, %a: i32) -> i32 {
  %0 = scf.if %c -> (i32) {
    %1 = "foo.in_then"(%a) : (i32) -> i32
    scf.yield %1 : i32
  } else {
    scf.yield %a : i32
  }
  return %0 : i32
}

"foo.top_level"() {note = "beside the functions"} : () -> ()
