// func.constant and call_indirect: function values chosen by scf.index_switch and
// arith.select, passed as arguments to a higher-order function, returned from functions,
// and carried through a loop's iter_args.
func.func private @printI64(i64)
func.func private @printNewline()

func.func @show(%v: i64) {
  call @printI64(%v) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

func.func @inc(%x: i64) -> i64 {
  %c1 = arith.constant 1 : i64
  %y = arith.addi %x, %c1 : i64
  return %y : i64
}
func.func @dbl(%x: i64) -> i64 {
  %y = arith.addi %x, %x : i64
  return %y : i64
}
func.func @neg(%x: i64) -> i64 {
  %c0 = arith.constant 0 : i64
  %y = arith.subi %c0, %x : i64
  return %y : i64
}
func.func @sq(%x: i64) -> i64 {
  %y = arith.muli %x, %x : i64
  return %y : i64
}
func.func @add(%x: i64, %y: i64) -> i64 {
  %z = arith.addi %x, %y : i64
  return %z : i64
}
func.func @sub(%x: i64, %y: i64) -> i64 {
  %z = arith.subi %x, %y : i64
  return %z : i64
}

func.func @select_op(%i: index) -> ((i64) -> i64) {
  %f = scf.index_switch %i -> (i64) -> i64
  case 0 {
    %a = func.constant @inc : (i64) -> i64
    scf.yield %a : (i64) -> i64
  }
  case 1 {
    %a = func.constant @dbl : (i64) -> i64
    scf.yield %a : (i64) -> i64
  }
  case 2 {
    %a = func.constant @neg : (i64) -> i64
    scf.yield %a : (i64) -> i64
  }
  default {
    %a = func.constant @sq : (i64) -> i64
    scf.yield %a : (i64) -> i64
  }
  return %f : (i64) -> i64
}

// Applies %f n times to %x.
func.func @iterate(%f: (i64) -> i64, %n: index, %x: i64) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %x) -> (i64) {
    %y = func.call_indirect %f(%acc) : (i64) -> i64
    scf.yield %y : i64
  }
  return %r : i64
}

// Folds a binary function over 1..n.
func.func @fold(%g: (i64, i64) -> i64, %n: i64) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %nn = arith.index_cast %n : i64 to index
  %r:2 = scf.for %i = %c0 to %nn step %c1 iter_args(%acc = %z, %k = %one) -> (i64, i64) {
    %y = func.call_indirect %g(%acc, %k) : (i64, i64) -> i64
    %k2 = arith.addi %k, %one : i64
    scf.yield %y, %k2 : i64, i64
  }
  return %r#0 : i64
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %x = arith.constant 3 : i64
  scf.for %i = %c0 to %c5 step %c1 {
    %f = func.call @select_op(%i) : (index) -> ((i64) -> i64)
    %y = func.call_indirect %f(%x) : (i64) -> i64
    func.call @show(%y) : (i64) -> ()
    %z = func.call @iterate(%f, %c3, %x) : ((i64) -> i64, index, i64) -> i64
    func.call @show(%z) : (i64) -> ()
  }
  %t = arith.constant true
  %fl = arith.constant false
  %a = func.constant @add : (i64, i64) -> i64
  %s = func.constant @sub : (i64, i64) -> i64
  %n = arith.constant 10 : i64
  %g1 = arith.select %t, %a, %s : (i64, i64) -> i64
  %r1 = call @fold(%g1, %n) : ((i64, i64) -> i64, i64) -> i64
  call @show(%r1) : (i64) -> ()
  %g2 = arith.select %fl, %a, %s : (i64, i64) -> i64
  %r2 = call @fold(%g2, %n) : ((i64, i64) -> i64, i64) -> i64
  call @show(%r2) : (i64) -> ()
  return
}
