// Structured control flow lowered by convert-scf-to-cf: for with iter_args (signed and
// unsigned comparisons, integer-typed ivs, zero-trip loops), while with several results,
// if with and without results, index_switch, execute_region, nested loops.
func.func private @printI64(i64)
func.func private @printF32(f32)
func.func private @printNewline()

func.func @show(%v: i64) {
  call @printI64(%v) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

// Fibonacci with two iter_args.
func.func @fib(%n: index) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a0 = arith.constant 0 : i64
  %b0 = arith.constant 1 : i64
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %a0, %b = %b0) -> (i64, i64) {
    %s = arith.addi %a, %b : i64
    scf.yield %b, %s : i64, i64
  }
  return %r#0 : i64
}

// Collatz steps with scf.while: the "before" region computes the condition, "after" steps.
func.func @collatz(%n: i64) -> (i64, i64) {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %c2 = arith.constant 2 : i64
  %c3 = arith.constant 3 : i64
  %r:2 = scf.while (%x = %n, %steps = %c0) : (i64, i64) -> (i64, i64) {
    %more = arith.cmpi ne, %x, %c1 : i64
    scf.condition(%more) %x, %steps : i64, i64
  } do {
  ^bb0(%y: i64, %s: i64):
    %rem = arith.remui %y, %c2 : i64
    %even = arith.cmpi eq, %rem, %c0 : i64
    %next = scf.if %even -> (i64) {
      %h = arith.divui %y, %c2 : i64
      scf.yield %h : i64
    } else {
      %t = arith.muli %y, %c3 : i64
      %u = arith.addi %t, %c1 : i64
      scf.yield %u : i64
    }
    %s1 = arith.addi %s, %c1 : i64
    scf.yield %next, %s1 : i64, i64
  }
  return %r#0, %r#1 : i64, i64
}

func.func @classify(%i: index) -> i64 {
  %r = scf.index_switch %i -> i64
  case 0 {
    %a = arith.constant 100 : i64
    scf.yield %a : i64
  }
  case 3 {
    %b = arith.constant 300 : i64
    scf.yield %b : i64
  }
  case 7 {
    %c = arith.constant 700 : i64
    scf.yield %c : i64
  }
  default {
    %d = arith.constant -1 : i64
    scf.yield %d : i64
  }
  return %r : i64
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c10 = arith.constant 10 : index
  %c50 = arith.constant 50 : index
  %f10 = call @fib(%c10) : (index) -> i64
  call @show(%f10) : (i64) -> ()
  %f50 = call @fib(%c50) : (index) -> i64
  call @show(%f50) : (i64) -> ()
  %f0 = call @fib(%c0) : (index) -> i64
  call @show(%f0) : (i64) -> ()
  %n27 = arith.constant 27 : i64
  %cz:2 = call @collatz(%n27) : (i64) -> (i64, i64)
  call @show(%cz#0) : (i64) -> ()
  call @show(%cz#1) : (i64) -> ()
  // Integer-typed induction variable, negative bounds, step 3.
  %lo = arith.constant -10 : i32
  %hi = arith.constant 11 : i32
  %st = arith.constant 3 : i32
  %z32 = arith.constant 0 : i32
  %sum = scf.for %i = %lo to %hi step %st iter_args(%acc = %z32) -> (i32) : i32 {
    %n = arith.addi %acc, %i : i32
    scf.yield %n : i32
  }
  %sum64 = arith.extsi %sum : i32 to i64
  call @show(%sum64) : (i64) -> ()
  // The same bounds compared unsigned: -10 is huge, so the loop does not run.
  %usum = scf.for unsigned %i = %lo to %hi step %st iter_args(%acc = %z32) -> (i32) : i32 {
    %n = arith.addi %acc, %i : i32
    scf.yield %n : i32
  }
  %usum64 = arith.extsi %usum : i32 to i64
  call @show(%usum64) : (i64) -> ()
  // Nested loops with an if without results.
  %m = memref.alloca() : memref<i64>
  %z = arith.constant 0 : i64
  memref.store %z, %m[] : memref<i64>
  scf.for %i = %c0 to %c10 step %c1 {
    scf.for %j = %i to %c10 step %c1 {
      %ij = arith.muli %i, %j : index
      %odd = arith.remui %ij, %c10 : index
      %is7 = arith.cmpi eq, %odd, %c0 : index
      scf.if %is7 {
        %v = memref.load %m[] : memref<i64>
        %x = arith.index_cast %ij : index to i64
        %w = arith.addi %v, %x : i64
        memref.store %w, %m[] : memref<i64>
      }
    }
  }
  %tot = memref.load %m[] : memref<i64>
  call @show(%tot) : (i64) -> ()
  scf.for %i = %c0 to %c10 step %c1 {
    %k = func.call @classify(%i) : (index) -> i64
    func.call @show(%k) : (i64) -> ()
  }
  %e = scf.execute_region -> i64 {
    %a = arith.constant 5 : i64
    %b = arith.muli %a, %a : i64
    scf.yield %b : i64
  }
  call @show(%e) : (i64) -> ()
  return
}
