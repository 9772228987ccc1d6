// Every binary arith integer op, cmpi predicate, shift and select on i32, including
// wrap-around, signed/unsigned division rounding and the extreme values.
func.func private @printI64(i64)
func.func private @printNewline()

func.func @show(%v: i32) {
  %e = arith.extsi %v : i32 to i64
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

func.func @ops(%a: i32, %b: i32) {
  %addi = arith.addi %a, %b : i32
  call @show(%addi) : (i32) -> ()
  %subi = arith.subi %a, %b : i32
  call @show(%subi) : (i32) -> ()
  %muli = arith.muli %a, %b : i32
  call @show(%muli) : (i32) -> ()
  %divsi = arith.divsi %a, %b : i32
  call @show(%divsi) : (i32) -> ()
  %divui = arith.divui %a, %b : i32
  call @show(%divui) : (i32) -> ()
  %remsi = arith.remsi %a, %b : i32
  call @show(%remsi) : (i32) -> ()
  %remui = arith.remui %a, %b : i32
  call @show(%remui) : (i32) -> ()
  %ceildivsi = arith.ceildivsi %a, %b : i32
  call @show(%ceildivsi) : (i32) -> ()
  %ceildivui = arith.ceildivui %a, %b : i32
  call @show(%ceildivui) : (i32) -> ()
  %floordivsi = arith.floordivsi %a, %b : i32
  call @show(%floordivsi) : (i32) -> ()
  %andi = arith.andi %a, %b : i32
  call @show(%andi) : (i32) -> ()
  %ori = arith.ori %a, %b : i32
  call @show(%ori) : (i32) -> ()
  %xori = arith.xori %a, %b : i32
  call @show(%xori) : (i32) -> ()
  %maxsi = arith.maxsi %a, %b : i32
  call @show(%maxsi) : (i32) -> ()
  %maxui = arith.maxui %a, %b : i32
  call @show(%maxui) : (i32) -> ()
  %minsi = arith.minsi %a, %b : i32
  call @show(%minsi) : (i32) -> ()
  %minui = arith.minui %a, %b : i32
  call @show(%minui) : (i32) -> ()
  %c_eq = arith.cmpi eq, %a, %b : i32
  call @showb(%c_eq) : (i1) -> ()
  %c_ne = arith.cmpi ne, %a, %b : i32
  call @showb(%c_ne) : (i1) -> ()
  %c_slt = arith.cmpi slt, %a, %b : i32
  call @showb(%c_slt) : (i1) -> ()
  %c_sle = arith.cmpi sle, %a, %b : i32
  call @showb(%c_sle) : (i1) -> ()
  %c_sgt = arith.cmpi sgt, %a, %b : i32
  call @showb(%c_sgt) : (i1) -> ()
  %c_sge = arith.cmpi sge, %a, %b : i32
  call @showb(%c_sge) : (i1) -> ()
  %c_ult = arith.cmpi ult, %a, %b : i32
  call @showb(%c_ult) : (i1) -> ()
  %c_ule = arith.cmpi ule, %a, %b : i32
  call @showb(%c_ule) : (i1) -> ()
  %c_ugt = arith.cmpi ugt, %a, %b : i32
  call @showb(%c_ugt) : (i1) -> ()
  %c_uge = arith.cmpi uge, %a, %b : i32
  call @showb(%c_uge) : (i1) -> ()
  %sel = arith.select %c_slt, %a, %b : i32
  call @show(%sel) : (i32) -> ()
  return
}

func.func @shifts(%a: i32, %s: i32) {
  %shli = arith.shli %a, %s : i32
  call @show(%shli) : (i32) -> ()
  %shrsi = arith.shrsi %a, %s : i32
  call @show(%shrsi) : (i32) -> ()
  %shrui = arith.shrui %a, %s : i32
  call @show(%shrui) : (i32) -> ()
  return
}

func.func @main() {
  %a0 = arith.constant 7 : i32
  %b0 = arith.constant 2 : i32
  call @ops(%a0, %b0) : (i32, i32) -> ()
  %a1 = arith.constant -7 : i32
  %b1 = arith.constant 2 : i32
  call @ops(%a1, %b1) : (i32, i32) -> ()
  %a2 = arith.constant 7 : i32
  %b2 = arith.constant -2 : i32
  call @ops(%a2, %b2) : (i32, i32) -> ()
  %a3 = arith.constant -7 : i32
  %b3 = arith.constant -2 : i32
  call @ops(%a3, %b3) : (i32, i32) -> ()
  %a4 = arith.constant 2147483647 : i32
  %b4 = arith.constant 3 : i32
  call @ops(%a4, %b4) : (i32, i32) -> ()
  %a5 = arith.constant -2147483648 : i32
  %b5 = arith.constant 3 : i32
  call @ops(%a5, %b5) : (i32, i32) -> ()
  %a6 = arith.constant 2147483647 : i32
  %b6 = arith.constant 2147483647 : i32
  call @ops(%a6, %b6) : (i32, i32) -> ()
  %a7 = arith.constant -2147483647 : i32
  %b7 = arith.constant -1 : i32
  call @ops(%a7, %b7) : (i32, i32) -> ()
  %a8 = arith.constant 0 : i32
  %b8 = arith.constant 5 : i32
  call @ops(%a8, %b8) : (i32, i32) -> ()
  %a9 = arith.constant 100 : i32
  %b9 = arith.constant 7 : i32
  call @ops(%a9, %b9) : (i32, i32) -> ()
  %a10 = arith.constant -1 : i32
  %b10 = arith.constant 1 : i32
  call @ops(%a10, %b10) : (i32, i32) -> ()
  %a11 = arith.constant 2147483647 : i32
  %b11 = arith.constant -1 : i32
  call @ops(%a11, %b11) : (i32, i32) -> ()
  %sa0 = arith.constant 1 : i32
  %ss0 = arith.constant 0 : i32
  call @shifts(%sa0, %ss0) : (i32, i32) -> ()
  %sa1 = arith.constant -3 : i32
  %ss1 = arith.constant 1 : i32
  call @shifts(%sa1, %ss1) : (i32, i32) -> ()
  %sa2 = arith.constant 2147483647 : i32
  %ss2 = arith.constant 31 : i32
  call @shifts(%sa2, %ss2) : (i32, i32) -> ()
  %sa3 = arith.constant -2147483648 : i32
  %ss3 = arith.constant 31 : i32
  call @shifts(%sa3, %ss3) : (i32, i32) -> ()
  %sa4 = arith.constant 85 : i32
  %ss4 = arith.constant 3 : i32
  call @shifts(%sa4, %ss4) : (i32, i32) -> ()
  %sa5 = arith.constant -1 : i32
  %ss5 = arith.constant 16 : i32
  call @shifts(%sa5, %ss5) : (i32, i32) -> ()
  return
}
