// scf.index_switch with results (several cases, default, negative and large case values),
// without results (side effects only), with no cases at all, nested in loops.
func.func private @printI64(i64)
func.func private @printF64(f64)
func.func private @printNewline()

func.func @show(%v: i64) {
  call @printI64(%v) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

func.func @weights(%i: index) -> (i64, f64) {
  %r:2 = scf.index_switch %i -> i64, f64
  case 0 {
    %a = arith.constant 10 : i64
    %b = arith.constant 0.5 : f64
    scf.yield %a, %b : i64, f64
  }
  case 3 {
    %a = arith.constant 30 : i64
    %b = arith.constant 1.25 : f64
    scf.yield %a, %b : i64, f64
  }
  case 7 {
    %a = arith.constant 70 : i64
    %b = arith.constant -4.0 : f64
    scf.yield %a, %b : i64, f64
  }
  case 1000000 {
    %a = arith.constant 1 : i64
    %b = arith.constant 1.0e6 : f64
    scf.yield %a, %b : i64, f64
  }
  default {
    %a = arith.index_cast %i : index to i64
    %b = arith.constant 0.0 : f64
    scf.yield %a, %b : i64, f64
  }
  return %r#0, %r#1 : i64, f64
}

func.func @only_default(%i: index) -> i64 {
  %r = scf.index_switch %i -> i64
  default {
    %a = arith.index_cast %i : index to i64
    %c = arith.constant 2 : i64
    %b = arith.muli %a, %c : i64
    scf.yield %b : i64
  }
  return %r : i64
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c9 = arith.constant 9 : index
  scf.for %i = %c0 to %c9 step %c1 {
    %a, %b = func.call @weights(%i) : (index) -> (i64, f64)
    func.call @show(%a) : (i64) -> ()
    func.call @printF64(%b) : (f64) -> ()
    func.call @printNewline() : () -> ()
    %r = arith.remui %i, %c1 : index
    scf.index_switch %i
    case 2 {
      %m = arith.constant -2 : i64
      func.call @show(%m) : (i64) -> ()
      scf.yield
    }
    case 5 {
      %m = arith.constant -5 : i64
      func.call @show(%m) : (i64) -> ()
      scf.yield
    }
    default {
    }
  }
  %big = arith.constant 1000000 : index
  %x, %y = call @weights(%big) : (index) -> (i64, f64)
  call @show(%x) : (i64) -> ()
  call @printF64(%y) : (f64) -> ()
  call @printNewline() : () -> ()
  %neg = arith.constant -3 : index
  %x2, %y2 = call @weights(%neg) : (index) -> (i64, f64)
  call @show(%x2) : (i64) -> ()
  %c21 = arith.constant 21 : index
  %d = call @only_default(%c21) : (index) -> i64
  call @show(%d) : (i64) -> ()
  return
}
