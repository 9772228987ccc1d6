// Every binary arith integer op, cmpi predicate, shift and select on i16, including
// wrap-around, signed/unsigned division rounding and the extreme values.
// MLIRC-FLAGS: -O0
func.func private @printI64(i64)
func.func private @printNewline()

func.func @show(%v: i16) {
  %e = arith.extsi %v : i16 to i64
  call @printI64(%e) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

func.func @showb(%v: i1) {
  %e = arith.extui %v : i1 to i64
  call @printI64(%e) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

func.func @ops(%a: i16, %b: i16) {
  %addi = arith.addi %a, %b : i16
  call @show(%addi) : (i16) -> ()
  %subi = arith.subi %a, %b : i16
  call @show(%subi) : (i16) -> ()
  %muli = arith.muli %a, %b : i16
  call @show(%muli) : (i16) -> ()
  %divsi = arith.divsi %a, %b : i16
  call @show(%divsi) : (i16) -> ()
  %divui = arith.divui %a, %b : i16
  call @show(%divui) : (i16) -> ()
  %remsi = arith.remsi %a, %b : i16
  call @show(%remsi) : (i16) -> ()
  %remui = arith.remui %a, %b : i16
  call @show(%remui) : (i16) -> ()
  %ceildivsi = arith.ceildivsi %a, %b : i16
  call @show(%ceildivsi) : (i16) -> ()
  %ceildivui = arith.ceildivui %a, %b : i16
  call @show(%ceildivui) : (i16) -> ()
  %floordivsi = arith.floordivsi %a, %b : i16
  call @show(%floordivsi) : (i16) -> ()
  %andi = arith.andi %a, %b : i16
  call @show(%andi) : (i16) -> ()
  %ori = arith.ori %a, %b : i16
  call @show(%ori) : (i16) -> ()
  %xori = arith.xori %a, %b : i16
  call @show(%xori) : (i16) -> ()
  %maxsi = arith.maxsi %a, %b : i16
  call @show(%maxsi) : (i16) -> ()
  %maxui = arith.maxui %a, %b : i16
  call @show(%maxui) : (i16) -> ()
  %minsi = arith.minsi %a, %b : i16
  call @show(%minsi) : (i16) -> ()
  %minui = arith.minui %a, %b : i16
  call @show(%minui) : (i16) -> ()
  %c_eq = arith.cmpi eq, %a, %b : i16
  call @showb(%c_eq) : (i1) -> ()
  %c_ne = arith.cmpi ne, %a, %b : i16
  call @showb(%c_ne) : (i1) -> ()
  %c_slt = arith.cmpi slt, %a, %b : i16
  call @showb(%c_slt) : (i1) -> ()
  %c_sle = arith.cmpi sle, %a, %b : i16
  call @showb(%c_sle) : (i1) -> ()
  %c_sgt = arith.cmpi sgt, %a, %b : i16
  call @showb(%c_sgt) : (i1) -> ()
  %c_sge = arith.cmpi sge, %a, %b : i16
  call @showb(%c_sge) : (i1) -> ()
  %c_ult = arith.cmpi ult, %a, %b : i16
  call @showb(%c_ult) : (i1) -> ()
  %c_ule = arith.cmpi ule, %a, %b : i16
  call @showb(%c_ule) : (i1) -> ()
  %c_ugt = arith.cmpi ugt, %a, %b : i16
  call @showb(%c_ugt) : (i1) -> ()
  %c_uge = arith.cmpi uge, %a, %b : i16
  call @showb(%c_uge) : (i1) -> ()
  %sel = arith.select %c_slt, %a, %b : i16
  call @show(%sel) : (i16) -> ()
  return
}

func.func @shifts(%a: i16, %s: i16) {
  %shli = arith.shli %a, %s : i16
  call @show(%shli) : (i16) -> ()
  %shrsi = arith.shrsi %a, %s : i16
  call @show(%shrsi) : (i16) -> ()
  %shrui = arith.shrui %a, %s : i16
  call @show(%shrui) : (i16) -> ()
  return
}

func.func @main() {
  %a0 = arith.constant 7 : i16
  %b0 = arith.constant 2 : i16
  call @ops(%a0, %b0) : (i16, i16) -> ()
  %a1 = arith.constant -7 : i16
  %b1 = arith.constant 2 : i16
  call @ops(%a1, %b1) : (i16, i16) -> ()
  %a2 = arith.constant 7 : i16
  %b2 = arith.constant -2 : i16
  call @ops(%a2, %b2) : (i16, i16) -> ()
  %a3 = arith.constant -7 : i16
  %b3 = arith.constant -2 : i16
  call @ops(%a3, %b3) : (i16, i16) -> ()
  %a4 = arith.constant 32767 : i16
  %b4 = arith.constant 3 : i16
  call @ops(%a4, %b4) : (i16, i16) -> ()
  %a5 = arith.constant -32768 : i16
  %b5 = arith.constant 3 : i16
  call @ops(%a5, %b5) : (i16, i16) -> ()
  %a6 = arith.constant 32767 : i16
  %b6 = arith.constant 32767 : i16
  call @ops(%a6, %b6) : (i16, i16) -> ()
  %a7 = arith.constant -32767 : i16
  %b7 = arith.constant -1 : i16
  call @ops(%a7, %b7) : (i16, i16) -> ()
  %a8 = arith.constant 0 : i16
  %b8 = arith.constant 5 : i16
  call @ops(%a8, %b8) : (i16, i16) -> ()
  %a9 = arith.constant 100 : i16
  %b9 = arith.constant 7 : i16
  call @ops(%a9, %b9) : (i16, i16) -> ()
  %a10 = arith.constant -1 : i16
  %b10 = arith.constant 1 : i16
  call @ops(%a10, %b10) : (i16, i16) -> ()
  %a11 = arith.constant 32767 : i16
  %b11 = arith.constant -1 : i16
  call @ops(%a11, %b11) : (i16, i16) -> ()
  %sa0 = arith.constant 1 : i16
  %ss0 = arith.constant 0 : i16
  call @shifts(%sa0, %ss0) : (i16, i16) -> ()
  %sa1 = arith.constant -3 : i16
  %ss1 = arith.constant 1 : i16
  call @shifts(%sa1, %ss1) : (i16, i16) -> ()
  %sa2 = arith.constant 32767 : i16
  %ss2 = arith.constant 15 : i16
  call @shifts(%sa2, %ss2) : (i16, i16) -> ()
  %sa3 = arith.constant -32768 : i16
  %ss3 = arith.constant 15 : i16
  call @shifts(%sa3, %ss3) : (i16, i16) -> ()
  %sa4 = arith.constant 85 : i16
  %ss4 = arith.constant 3 : i16
  call @shifts(%sa4, %ss4) : (i16, i16) -> ()
  %sa5 = arith.constant -1 : i16
  %ss5 = arith.constant 8 : i16
  call @shifts(%sa5, %ss5) : (i16, i16) -> ()
  return
}
