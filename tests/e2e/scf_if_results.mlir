// scf.if with several results of different types, nested ifs yielding values, an if
// without else, and ifs inside loops computing a piecewise function.
func.func private @printI64(i64)
func.func private @printF32(f32)
func.func private @printNewline()

func.func @show(%v: i64) {
  call @printI64(%v) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

// Sign, magnitude and a float tag of x, with nested ifs.
func.func @describe(%x: i32) -> (i64, i32, f32) {
  %c0 = arith.constant 0 : i32
  %pos = arith.cmpi sgt, %x, %c0 : i32
  %r:3 = scf.if %pos -> (i64, i32, f32) {
    %one = arith.constant 1 : i64
    %f = arith.constant 1.5 : f32
    scf.yield %one, %x, %f : i64, i32, f32
  } else {
    %zero = arith.cmpi eq, %x, %c0 : i32
    %s:3 = scf.if %zero -> (i64, i32, f32) {
      %z = arith.constant 0 : i64
      %f = arith.constant 0.0 : f32
      scf.yield %z, %c0, %f : i64, i32, f32
    } else {
      %m = arith.constant -1 : i64
      %n = arith.subi %c0, %x : i32
      %f = arith.constant -2.5 : f32
      scf.yield %m, %n, %f : i64, i32, f32
    }
    scf.yield %s#0, %s#1, %s#2 : i64, i32, f32
  }
  return %r#0, %r#1, %r#2 : i64, i32, f32
}

// f(x) = x < 10 ? x*x : (x < 20 ? 100 + x : 200 - x)
func.func @piecewise(%x: i64) -> i64 {
  %c10 = arith.constant 10 : i64
  %c20 = arith.constant 20 : i64
  %c100 = arith.constant 100 : i64
  %c200 = arith.constant 200 : i64
  %lt10 = arith.cmpi slt, %x, %c10 : i64
  %r = scf.if %lt10 -> i64 {
    %s = arith.muli %x, %x : i64
    scf.yield %s : i64
  } else {
    %lt20 = arith.cmpi slt, %x, %c20 : i64
    %t = scf.if %lt20 -> i64 {
      %a = arith.addi %c100, %x : i64
      scf.yield %a : i64
    } else {
      %b = arith.subi %c200, %x : i64
      scf.yield %b : i64
    }
    scf.yield %t : i64
  }
  return %r : i64
}

func.func @main() {
  %xs = arith.constant 17 : i32
  %a0, %a1, %a2 = call @describe(%xs) : (i32) -> (i64, i32, f32)
  call @show(%a0) : (i64) -> ()
  %a1x = arith.extsi %a1 : i32 to i64
  call @show(%a1x) : (i64) -> ()
  call @printF32(%a2) : (f32) -> ()
  call @printNewline() : () -> ()
  %xz = arith.constant 0 : i32
  %b0, %b1, %b2 = call @describe(%xz) : (i32) -> (i64, i32, f32)
  call @show(%b0) : (i64) -> ()
  %b1x = arith.extsi %b1 : i32 to i64
  call @show(%b1x) : (i64) -> ()
  call @printF32(%b2) : (f32) -> ()
  call @printNewline() : () -> ()
  %xn = arith.constant -123 : i32
  %c0, %c1, %c2 = call @describe(%xn) : (i32) -> (i64, i32, f32)
  call @show(%c0) : (i64) -> ()
  %c1x = arith.extsi %c1 : i32 to i64
  call @show(%c1x) : (i64) -> ()
  call @printF32(%c2) : (f32) -> ()
  call @printNewline() : () -> ()
  %lb = arith.constant 0 : index
  %ub = arith.constant 30 : index
  %st = arith.constant 4 : index
  %sum = scf.for %i = %lb to %ub step %st iter_args(%acc = %lb) -> index {
    %x = arith.index_cast %i : index to i64
    %y = func.call @piecewise(%x) : (i64) -> i64
    func.call @show(%y) : (i64) -> ()
    %c3 = arith.constant 3 : index
    %r = arith.remui %i, %c3 : index
    %z = arith.cmpi eq, %r, %lb : index
    scf.if %z {
      %m = arith.constant -1 : i64
      func.call @show(%m) : (i64) -> ()
    }
    %n = arith.addi %acc, %i : index
    scf.yield %n : index
  }
  %s64 = arith.index_cast %sum : index to i64
  call @show(%s64) : (i64) -> ()
  return
}
