// TOSA's control flow in upstream's custom syntax: cond_if (with and without inputs and
// results, an attribute dictionary), while_loop (its condition region's arguments named by
// the list, the body's block header printed, `attributes` before a dictionary), nested.

func.func @cond_if(%p: tensor<i1>, %a: tensor<2xf32>, %b: tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>) {
  %0 = tosa.cond_if %p (%x = %a, %y = %b) : tensor<i1> (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32> {
  ^bb0(%x: tensor<2xf32>, %y: tensor<2xf32>):
    tosa.yield %y : tensor<2xf32>
  } else {
  ^bb0(%x: tensor<2xf32>, %y: tensor<2xf32>):
    %r = tosa.reverse %x {axis = 0 : i32} : (tensor<2xf32>) -> tensor<2xf32>
    tosa.yield %r : tensor<2xf32>
  }
  %1:2 = tosa.cond_if %p : tensor<i1> -> (tensor<2xf32>, tensor<2xf32>) {
    tosa.yield %a, %0 : tensor<2xf32>, tensor<2xf32>
  } else {
    tosa.yield %0, %b : tensor<2xf32>, tensor<2xf32>
  } {note = "two results"}
  return %1#0, %1#1 : tensor<2xf32>, tensor<2xf32>
}

func.func @while_loop(%n: tensor<i32>, %a: tensor<2xf32>) -> tensor<2xf32> {
  %0:2 = tosa.while_loop (%i = %n, %x = %a) : (tensor<i32>, tensor<2xf32>) -> (tensor<i32>, tensor<2xf32>) {
    %e = tensor.extract %i[] : tensor<i32>
    %c0 = arith.constant 0 : i32
    %gt = arith.cmpi sgt, %e, %c0 : i32
    %p = tensor.from_elements %gt : tensor<i1>
    tosa.yield %p : tensor<i1>
  } do {
  ^bb0(%i: tensor<i32>, %x: tensor<2xf32>):
    %e = tensor.extract %i[] : tensor<i32>
    %c1 = arith.constant 1 : i32
    %d = arith.subi %e, %c1 : i32
    %j = tensor.insert %d into %i[] : tensor<i32>
    %q = arith.constant dense<true> : tensor<i1>
    %r = tosa.cond_if %q (%z = %x) : tensor<i1> (tensor<2xf32>) -> tensor<2xf32> {
    ^bb0(%z: tensor<2xf32>):
      tosa.yield %z : tensor<2xf32>
    } else {
    ^bb0(%z: tensor<2xf32>):
      tosa.yield %z : tensor<2xf32>
    }
    tosa.yield %j, %r : tensor<i32>, tensor<2xf32>
  } attributes {note = "loop"}
  %1 = tosa.while_loop (%x = %0#1) : (tensor<2xf32>) -> tensor<2xf32> {
    %f = arith.constant dense<false> : tensor<i1>
    tosa.yield %f : tensor<i1>
  } do {
  ^bb0(%x: tensor<2xf32>):
    tosa.yield %x : tensor<2xf32>
  }
  return %1 : tensor<2xf32>
}
