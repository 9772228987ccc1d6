// Unregistered terminators with successors: one, two and several successors, successors
// with block arguments passed by a registered branch, loops back to earlier blocks, and a
// mix with cf branches.
func.func @one(%a: i32) -> i32 {
  "foo.goto"()[^bb1] : () -> ()
^bb1:
  return %a : i32
}

func.func @several(%a: i32, %b: i32) -> i32 {
  "foo.switch"(%a)[^bb1, ^bb2, ^bb3] {cases = [0, 1]} : (i32) -> ()
^bb1:
  cf.br ^bb4(%a : i32)
^bb2:
  cf.br ^bb4(%b : i32)
^bb3:
  %s = arith.addi %a, %b : i32
  cf.br ^bb4(%s : i32)
^bb4(%r: i32):
  return %r : i32
}

func.func @loop(%n: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  cf.br ^bb1(%c0 : i32)
^bb1(%i: i32):
  %c1 = arith.constant 1 : i32
  %next = arith.addi %i, %c1 : i32
  "foo.loop_back"(%next, %n)[^bb1, ^bb2] : (i32, i32) -> ()
^bb2:
  return %next : i32
}

func.func @same_successor_twice(%a: i32) -> i32 {
  "foo.either"(%a)[^bb1, ^bb1] : (i32) -> ()
^bb1:
  return %a : i32
}

func.func @with_results_in_body(%a: i32) {
  %0 = "foo.value"(%a) : (i32) -> i32
  "foo.br"(%0)[^bb1] {weight = 3 : i64} : (i32) -> ()
^bb1:
  "foo.br"()[^bb2] : () -> ()
^bb2:
  return
}
