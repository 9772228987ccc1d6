// Integer math ops: absi, ctlz, cttz, ctpop on several widths, and ipowi (upstream lowers it
// with convert-math-to-funcs) including negative exponents.
// REFERENCE-PASSES-BEFORE: --convert-math-to-funcs
// REFERENCE-NO-DEALLOC
func.func private @printI64(i64)
func.func private @printNewline()

func.func @show(%v: i64) {
  call @printI64(%v) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

func.func @bits8(%x: i8) {
  %a = math.absi %x : i8
  %ae = arith.extsi %a : i8 to i64
  call @show(%ae) : (i64) -> ()
  %l = math.ctlz %x : i8
  %le = arith.extui %l : i8 to i64
  call @show(%le) : (i64) -> ()
  %t = math.cttz %x : i8
  %te = arith.extui %t : i8 to i64
  call @show(%te) : (i64) -> ()
  %p = math.ctpop %x : i8
  %pe = arith.extui %p : i8 to i64
  call @show(%pe) : (i64) -> ()
  return
}

func.func @bits64(%x: i64) {
  %a = math.absi %x : i64
  call @show(%a) : (i64) -> ()
  %l = math.ctlz %x : i64
  call @show(%l) : (i64) -> ()
  %t = math.cttz %x : i64
  call @show(%t) : (i64) -> ()
  %p = math.ctpop %x : i64
  call @show(%p) : (i64) -> ()
  return
}

func.func @pow(%b: i32, %e: i32) {
  %r = math.ipowi %b, %e : i32
  %re = arith.extsi %r : i32 to i64
  call @show(%re) : (i64) -> ()
  return
}

func.func @main() {
  %a = arith.constant -128 : i8
  call @bits8(%a) : (i8) -> ()
  %b = arith.constant 0 : i8
  call @bits8(%b) : (i8) -> ()
  %c = arith.constant 12 : i8
  call @bits8(%c) : (i8) -> ()
  %d = arith.constant -1 : i64
  call @bits64(%d) : (i64) -> ()
  %e = arith.constant 1099511627776 : i64
  call @bits64(%e) : (i64) -> ()
  %f = arith.constant -9223372036854775807 : i64
  call @bits64(%f) : (i64) -> ()
  %c3 = arith.constant 3 : i32
  %c13 = arith.constant 13 : i32
  call @pow(%c3, %c13) : (i32, i32) -> ()
  %c0 = arith.constant 0 : i32
  call @pow(%c3, %c0) : (i32, i32) -> ()
  %m1 = arith.constant -1 : i32
  %m3 = arith.constant -3 : i32
  call @pow(%m1, %m3) : (i32, i32) -> ()
  %m2 = arith.constant -2 : i32
  call @pow(%m1, %m2) : (i32, i32) -> ()
  %c1 = arith.constant 1 : i32
  call @pow(%c1, %m3) : (i32, i32) -> ()
  %c5 = arith.constant 5 : i32
  call @pow(%c5, %m2) : (i32, i32) -> ()
  %c31 = arith.constant 31 : i32
  %c2 = arith.constant 2 : i32
  call @pow(%c2, %c31) : (i32, i32) -> ()
  %c7 = arith.constant 7 : i32
  %c20 = arith.constant 20 : i32
  call @pow(%c7, %c20) : (i32, i32) -> ()
  return
}
