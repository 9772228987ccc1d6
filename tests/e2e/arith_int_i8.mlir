// Every binary arith integer op, cmpi predicate, shift and select on i8, including
// wrap-around, signed/unsigned division rounding and the extreme values.
func.func private @printI64(i64)
func.func private @printNewline()

func.func @show(%v: i8) {
  %e = arith.extsi %v : i8 to i64
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

func.func @ops(%a: i8, %b: i8) {
  %addi = arith.addi %a, %b : i8
  call @show(%addi) : (i8) -> ()
  %subi = arith.subi %a, %b : i8
  call @show(%subi) : (i8) -> ()
  %muli = arith.muli %a, %b : i8
  call @show(%muli) : (i8) -> ()
  %divsi = arith.divsi %a, %b : i8
  call @show(%divsi) : (i8) -> ()
  %divui = arith.divui %a, %b : i8
  call @show(%divui) : (i8) -> ()
  %remsi = arith.remsi %a, %b : i8
  call @show(%remsi) : (i8) -> ()
  %remui = arith.remui %a, %b : i8
  call @show(%remui) : (i8) -> ()
  %ceildivsi = arith.ceildivsi %a, %b : i8
  call @show(%ceildivsi) : (i8) -> ()
  %ceildivui = arith.ceildivui %a, %b : i8
  call @show(%ceildivui) : (i8) -> ()
  %floordivsi = arith.floordivsi %a, %b : i8
  call @show(%floordivsi) : (i8) -> ()
  %andi = arith.andi %a, %b : i8
  call @show(%andi) : (i8) -> ()
  %ori = arith.ori %a, %b : i8
  call @show(%ori) : (i8) -> ()
  %xori = arith.xori %a, %b : i8
  call @show(%xori) : (i8) -> ()
  %maxsi = arith.maxsi %a, %b : i8
  call @show(%maxsi) : (i8) -> ()
  %maxui = arith.maxui %a, %b : i8
  call @show(%maxui) : (i8) -> ()
  %minsi = arith.minsi %a, %b : i8
  call @show(%minsi) : (i8) -> ()
  %minui = arith.minui %a, %b : i8
  call @show(%minui) : (i8) -> ()
  %c_eq = arith.cmpi eq, %a, %b : i8
  call @showb(%c_eq) : (i1) -> ()
  %c_ne = arith.cmpi ne, %a, %b : i8
  call @showb(%c_ne) : (i1) -> ()
  %c_slt = arith.cmpi slt, %a, %b : i8
  call @showb(%c_slt) : (i1) -> ()
  %c_sle = arith.cmpi sle, %a, %b : i8
  call @showb(%c_sle) : (i1) -> ()
  %c_sgt = arith.cmpi sgt, %a, %b : i8
  call @showb(%c_sgt) : (i1) -> ()
  %c_sge = arith.cmpi sge, %a, %b : i8
  call @showb(%c_sge) : (i1) -> ()
  %c_ult = arith.cmpi ult, %a, %b : i8
  call @showb(%c_ult) : (i1) -> ()
  %c_ule = arith.cmpi ule, %a, %b : i8
  call @showb(%c_ule) : (i1) -> ()
  %c_ugt = arith.cmpi ugt, %a, %b : i8
  call @showb(%c_ugt) : (i1) -> ()
  %c_uge = arith.cmpi uge, %a, %b : i8
  call @showb(%c_uge) : (i1) -> ()
  %sel = arith.select %c_slt, %a, %b : i8
  call @show(%sel) : (i8) -> ()
  return
}

func.func @shifts(%a: i8, %s: i8) {
  %shli = arith.shli %a, %s : i8
  call @show(%shli) : (i8) -> ()
  %shrsi = arith.shrsi %a, %s : i8
  call @show(%shrsi) : (i8) -> ()
  %shrui = arith.shrui %a, %s : i8
  call @show(%shrui) : (i8) -> ()
  return
}

func.func @main() {
  %a0 = arith.constant 7 : i8
  %b0 = arith.constant 2 : i8
  call @ops(%a0, %b0) : (i8, i8) -> ()
  %a1 = arith.constant -7 : i8
  %b1 = arith.constant 2 : i8
  call @ops(%a1, %b1) : (i8, i8) -> ()
  %a2 = arith.constant 7 : i8
  %b2 = arith.constant -2 : i8
  call @ops(%a2, %b2) : (i8, i8) -> ()
  %a3 = arith.constant -7 : i8
  %b3 = arith.constant -2 : i8
  call @ops(%a3, %b3) : (i8, i8) -> ()
  %a4 = arith.constant 127 : i8
  %b4 = arith.constant 3 : i8
  call @ops(%a4, %b4) : (i8, i8) -> ()
  %a5 = arith.constant -128 : i8
  %b5 = arith.constant 3 : i8
  call @ops(%a5, %b5) : (i8, i8) -> ()
  %a6 = arith.constant 127 : i8
  %b6 = arith.constant 127 : i8
  call @ops(%a6, %b6) : (i8, i8) -> ()
  %a7 = arith.constant -127 : i8
  %b7 = arith.constant -1 : i8
  call @ops(%a7, %b7) : (i8, i8) -> ()
  %a8 = arith.constant 0 : i8
  %b8 = arith.constant 5 : i8
  call @ops(%a8, %b8) : (i8, i8) -> ()
  %a9 = arith.constant 100 : i8
  %b9 = arith.constant 7 : i8
  call @ops(%a9, %b9) : (i8, i8) -> ()
  %a10 = arith.constant -1 : i8
  %b10 = arith.constant 1 : i8
  call @ops(%a10, %b10) : (i8, i8) -> ()
  %a11 = arith.constant 127 : i8
  %b11 = arith.constant -1 : i8
  call @ops(%a11, %b11) : (i8, i8) -> ()
  %sa0 = arith.constant 1 : i8
  %ss0 = arith.constant 0 : i8
  call @shifts(%sa0, %ss0) : (i8, i8) -> ()
  %sa1 = arith.constant -3 : i8
  %ss1 = arith.constant 1 : i8
  call @shifts(%sa1, %ss1) : (i8, i8) -> ()
  %sa2 = arith.constant 127 : i8
  %ss2 = arith.constant 7 : i8
  call @shifts(%sa2, %ss2) : (i8, i8) -> ()
  %sa3 = arith.constant -128 : i8
  %ss3 = arith.constant 7 : i8
  call @shifts(%sa3, %ss3) : (i8, i8) -> ()
  %sa4 = arith.constant 85 : i8
  %ss4 = arith.constant 3 : i8
  call @shifts(%sa4, %ss4) : (i8, i8) -> ()
  %sa5 = arith.constant -1 : i8
  %ss5 = arith.constant 4 : i8
  call @shifts(%sa5, %ss5) : (i8, i8) -> ()
  return
}
