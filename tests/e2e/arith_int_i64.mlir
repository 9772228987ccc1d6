// Every binary arith integer op, cmpi predicate, shift and select on i64, including
// wrap-around, signed/unsigned division rounding and the extreme values.
// MLIRC-FLAGS: -O0
func.func private @printI64(i64)
func.func private @printNewline()

func.func @show(%v: i64) {
  call @printI64(%v) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

func.func @showb(%v: i1) {
  %e = arith.extui %v : i1 to i64
  call @printI64(%e) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

func.func @ops(%a: i64, %b: i64) {
  %addi = arith.addi %a, %b : i64
  call @show(%addi) : (i64) -> ()
  %subi = arith.subi %a, %b : i64
  call @show(%subi) : (i64) -> ()
  %muli = arith.muli %a, %b : i64
  call @show(%muli) : (i64) -> ()
  %divsi = arith.divsi %a, %b : i64
  call @show(%divsi) : (i64) -> ()
  %divui = arith.divui %a, %b : i64
  call @show(%divui) : (i64) -> ()
  %remsi = arith.remsi %a, %b : i64
  call @show(%remsi) : (i64) -> ()
  %remui = arith.remui %a, %b : i64
  call @show(%remui) : (i64) -> ()
  %ceildivsi = arith.ceildivsi %a, %b : i64
  call @show(%ceildivsi) : (i64) -> ()
  %ceildivui = arith.ceildivui %a, %b : i64
  call @show(%ceildivui) : (i64) -> ()
  %floordivsi = arith.floordivsi %a, %b : i64
  call @show(%floordivsi) : (i64) -> ()
  %andi = arith.andi %a, %b : i64
  call @show(%andi) : (i64) -> ()
  %ori = arith.ori %a, %b : i64
  call @show(%ori) : (i64) -> ()
  %xori = arith.xori %a, %b : i64
  call @show(%xori) : (i64) -> ()
  %maxsi = arith.maxsi %a, %b : i64
  call @show(%maxsi) : (i64) -> ()
  %maxui = arith.maxui %a, %b : i64
  call @show(%maxui) : (i64) -> ()
  %minsi = arith.minsi %a, %b : i64
  call @show(%minsi) : (i64) -> ()
  %minui = arith.minui %a, %b : i64
  call @show(%minui) : (i64) -> ()
  %c_eq = arith.cmpi eq, %a, %b : i64
  call @showb(%c_eq) : (i1) -> ()
  %c_ne = arith.cmpi ne, %a, %b : i64
  call @showb(%c_ne) : (i1) -> ()
  %c_slt = arith.cmpi slt, %a, %b : i64
  call @showb(%c_slt) : (i1) -> ()
  %c_sle = arith.cmpi sle, %a, %b : i64
  call @showb(%c_sle) : (i1) -> ()
  %c_sgt = arith.cmpi sgt, %a, %b : i64
  call @showb(%c_sgt) : (i1) -> ()
  %c_sge = arith.cmpi sge, %a, %b : i64
  call @showb(%c_sge) : (i1) -> ()
  %c_ult = arith.cmpi ult, %a, %b : i64
  call @showb(%c_ult) : (i1) -> ()
  %c_ule = arith.cmpi ule, %a, %b : i64
  call @showb(%c_ule) : (i1) -> ()
  %c_ugt = arith.cmpi ugt, %a, %b : i64
  call @showb(%c_ugt) : (i1) -> ()
  %c_uge = arith.cmpi uge, %a, %b : i64
  call @showb(%c_uge) : (i1) -> ()
  %sel = arith.select %c_slt, %a, %b : i64
  call @show(%sel) : (i64) -> ()
  return
}

func.func @shifts(%a: i64, %s: i64) {
  %shli = arith.shli %a, %s : i64
  call @show(%shli) : (i64) -> ()
  %shrsi = arith.shrsi %a, %s : i64
  call @show(%shrsi) : (i64) -> ()
  %shrui = arith.shrui %a, %s : i64
  call @show(%shrui) : (i64) -> ()
  return
}

func.func @main() {
  %a0 = arith.constant 7 : i64
  %b0 = arith.constant 2 : i64
  call @ops(%a0, %b0) : (i64, i64) -> ()
  %a1 = arith.constant -7 : i64
  %b1 = arith.constant 2 : i64
  call @ops(%a1, %b1) : (i64, i64) -> ()
  %a2 = arith.constant 7 : i64
  %b2 = arith.constant -2 : i64
  call @ops(%a2, %b2) : (i64, i64) -> ()
  %a3 = arith.constant -7 : i64
  %b3 = arith.constant -2 : i64
  call @ops(%a3, %b3) : (i64, i64) -> ()
  %a4 = arith.constant 9223372036854775807 : i64
  %b4 = arith.constant 3 : i64
  call @ops(%a4, %b4) : (i64, i64) -> ()
  %a5 = arith.constant -9223372036854775808 : i64
  %b5 = arith.constant 3 : i64
  call @ops(%a5, %b5) : (i64, i64) -> ()
  %a6 = arith.constant 9223372036854775807 : i64
  %b6 = arith.constant 9223372036854775807 : i64
  call @ops(%a6, %b6) : (i64, i64) -> ()
  %a7 = arith.constant -9223372036854775807 : i64
  %b7 = arith.constant -1 : i64
  call @ops(%a7, %b7) : (i64, i64) -> ()
  %a8 = arith.constant 0 : i64
  %b8 = arith.constant 5 : i64
  call @ops(%a8, %b8) : (i64, i64) -> ()
  %a9 = arith.constant 100 : i64
  %b9 = arith.constant 7 : i64
  call @ops(%a9, %b9) : (i64, i64) -> ()
  %a10 = arith.constant -1 : i64
  %b10 = arith.constant 1 : i64
  call @ops(%a10, %b10) : (i64, i64) -> ()
  %a11 = arith.constant 9223372036854775807 : i64
  %b11 = arith.constant -1 : i64
  call @ops(%a11, %b11) : (i64, i64) -> ()
  %sa0 = arith.constant 1 : i64
  %ss0 = arith.constant 0 : i64
  call @shifts(%sa0, %ss0) : (i64, i64) -> ()
  %sa1 = arith.constant -3 : i64
  %ss1 = arith.constant 1 : i64
  call @shifts(%sa1, %ss1) : (i64, i64) -> ()
  %sa2 = arith.constant 9223372036854775807 : i64
  %ss2 = arith.constant 63 : i64
  call @shifts(%sa2, %ss2) : (i64, i64) -> ()
  %sa3 = arith.constant -9223372036854775808 : i64
  %ss3 = arith.constant 63 : i64
  call @shifts(%sa3, %ss3) : (i64, i64) -> ()
  %sa4 = arith.constant 85 : i64
  %ss4 = arith.constant 3 : i64
  call @shifts(%sa4, %ss4) : (i64, i64) -> ()
  %sa5 = arith.constant -1 : i64
  %ss5 = arith.constant 32 : i64
  call @shifts(%sa5, %ss5) : (i64, i64) -> ()
  return
}
