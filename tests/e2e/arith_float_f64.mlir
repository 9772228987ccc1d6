// Every binary arith float op and cmpf predicate on f64, with signed zeros, infinities and NaN.
// MLIRC-FLAGS: -O0
func.func private @printI64(i64)
func.func private @printF64(f64)
func.func private @printNewline()

func.func @show(%v: f64) {
  call @printF64(%v) : (f64) -> ()
  call @printNewline() : () -> ()
  return
}

func.func @showb(%v: i1) {
  %e = arith.extui %v : i1 to i64
  call @printI64(%e) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

func.func @ops(%a: f64, %b: f64) {
  %addf = arith.addf %a, %b : f64
  call @show(%addf) : (f64) -> ()
  %subf = arith.subf %a, %b : f64
  call @show(%subf) : (f64) -> ()
  %mulf = arith.mulf %a, %b : f64
  call @show(%mulf) : (f64) -> ()
  %divf = arith.divf %a, %b : f64
  call @show(%divf) : (f64) -> ()
  %remf = arith.remf %a, %b : f64
  call @show(%remf) : (f64) -> ()
  %maximumf = arith.maximumf %a, %b : f64
  call @show(%maximumf) : (f64) -> ()
  %minimumf = arith.minimumf %a, %b : f64
  call @show(%minimumf) : (f64) -> ()
  %maxnumf = arith.maxnumf %a, %b : f64
  call @show(%maxnumf) : (f64) -> ()
  %minnumf = arith.minnumf %a, %b : f64
  call @show(%minnumf) : (f64) -> ()
  %neg = arith.negf %a : f64
  call @show(%neg) : (f64) -> ()
  %c_false = arith.cmpf false, %a, %b : f64
  call @showb(%c_false) : (i1) -> ()
  %c_oeq = arith.cmpf oeq, %a, %b : f64
  call @showb(%c_oeq) : (i1) -> ()
  %c_ogt = arith.cmpf ogt, %a, %b : f64
  call @showb(%c_ogt) : (i1) -> ()
  %c_oge = arith.cmpf oge, %a, %b : f64
  call @showb(%c_oge) : (i1) -> ()
  %c_olt = arith.cmpf olt, %a, %b : f64
  call @showb(%c_olt) : (i1) -> ()
  %c_ole = arith.cmpf ole, %a, %b : f64
  call @showb(%c_ole) : (i1) -> ()
  %c_one = arith.cmpf one, %a, %b : f64
  call @showb(%c_one) : (i1) -> ()
  %c_ord = arith.cmpf ord, %a, %b : f64
  call @showb(%c_ord) : (i1) -> ()
  %c_ueq = arith.cmpf ueq, %a, %b : f64
  call @showb(%c_ueq) : (i1) -> ()
  %c_ugt = arith.cmpf ugt, %a, %b : f64
  call @showb(%c_ugt) : (i1) -> ()
  %c_uge = arith.cmpf uge, %a, %b : f64
  call @showb(%c_uge) : (i1) -> ()
  %c_ult = arith.cmpf ult, %a, %b : f64
  call @showb(%c_ult) : (i1) -> ()
  %c_ule = arith.cmpf ule, %a, %b : f64
  call @showb(%c_ule) : (i1) -> ()
  %c_une = arith.cmpf une, %a, %b : f64
  call @showb(%c_une) : (i1) -> ()
  %c_uno = arith.cmpf uno, %a, %b : f64
  call @showb(%c_uno) : (i1) -> ()
  %c_true = arith.cmpf true, %a, %b : f64
  call @showb(%c_true) : (i1) -> ()
  %sel = arith.select %c_olt, %a, %b : f64
  call @show(%sel) : (f64) -> ()
  return
}

func.func @main() {
  %v0 = arith.constant 1.5 : f64
  %v1 = arith.constant -2.25 : f64
  %v2 = arith.constant 0.0 : f64
  %v3 = arith.constant -0.0 : f64
  %v4 = arith.constant 3.0e+00 : f64
  %v5 = arith.constant 1.0e+10 : f64
  %v6 = arith.constant 0x7FF8000000000000 : f64
  %v7 = arith.constant 0x7FF0000000000000 : f64
  %v8 = arith.constant 0xFFF0000000000000 : f64
  call @ops(%v0, %v1) : (f64, f64) -> ()
  call @ops(%v1, %v0) : (f64, f64) -> ()
  call @ops(%v4, %v2) : (f64, f64) -> ()
  call @ops(%v2, %v0) : (f64, f64) -> ()
  call @ops(%v3, %v3) : (f64, f64) -> ()
  call @ops(%v5, %v0) : (f64, f64) -> ()
  call @ops(%v6, %v0) : (f64, f64) -> ()
  call @ops(%v7, %v8) : (f64, f64) -> ()
  call @ops(%v7, %v7) : (f64, f64) -> ()
  call @ops(%v3, %v3) : (f64, f64) -> ()
  call @ops(%v0, %v4) : (f64, f64) -> ()
  return
}
