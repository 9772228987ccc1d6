// Every binary arith float op and cmpf predicate on f32, with signed zeros, infinities and NaN.
func.func private @printI64(i64)
func.func private @printF32(f32)
func.func private @printNewline()

func.func @show(%v: f32) {
  call @printF32(%v) : (f32) -> ()
  call @printNewline() : () -> ()
  return
}

func.func @showb(%v: i1) {
  %e = arith.extui %v : i1 to i64
  call @printI64(%e) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

func.func @ops(%a: f32, %b: f32) {
  %addf = arith.addf %a, %b : f32
  call @show(%addf) : (f32) -> ()
  %subf = arith.subf %a, %b : f32
  call @show(%subf) : (f32) -> ()
  %mulf = arith.mulf %a, %b : f32
  call @show(%mulf) : (f32) -> ()
  %divf = arith.divf %a, %b : f32
  call @show(%divf) : (f32) -> ()
  %remf = arith.remf %a, %b : f32
  call @show(%remf) : (f32) -> ()
  %maximumf = arith.maximumf %a, %b : f32
  call @show(%maximumf) : (f32) -> ()
  %minimumf = arith.minimumf %a, %b : f32
  call @show(%minimumf) : (f32) -> ()
  %maxnumf = arith.maxnumf %a, %b : f32
  call @show(%maxnumf) : (f32) -> ()
  %minnumf = arith.minnumf %a, %b : f32
  call @show(%minnumf) : (f32) -> ()
  %neg = arith.negf %a : f32
  call @show(%neg) : (f32) -> ()
  %c_false = arith.cmpf false, %a, %b : f32
  call @showb(%c_false) : (i1) -> ()
  %c_oeq = arith.cmpf oeq, %a, %b : f32
  call @showb(%c_oeq) : (i1) -> ()
  %c_ogt = arith.cmpf ogt, %a, %b : f32
  call @showb(%c_ogt) : (i1) -> ()
  %c_oge = arith.cmpf oge, %a, %b : f32
  call @showb(%c_oge) : (i1) -> ()
  %c_olt = arith.cmpf olt, %a, %b : f32
  call @showb(%c_olt) : (i1) -> ()
  %c_ole = arith.cmpf ole, %a, %b : f32
  call @showb(%c_ole) : (i1) -> ()
  %c_one = arith.cmpf one, %a, %b : f32
  call @showb(%c_one) : (i1) -> ()
  %c_ord = arith.cmpf ord, %a, %b : f32
  call @showb(%c_ord) : (i1) -> ()
  %c_ueq = arith.cmpf ueq, %a, %b : f32
  call @showb(%c_ueq) : (i1) -> ()
  %c_ugt = arith.cmpf ugt, %a, %b : f32
  call @showb(%c_ugt) : (i1) -> ()
  %c_uge = arith.cmpf uge, %a, %b : f32
  call @showb(%c_uge) : (i1) -> ()
  %c_ult = arith.cmpf ult, %a, %b : f32
  call @showb(%c_ult) : (i1) -> ()
  %c_ule = arith.cmpf ule, %a, %b : f32
  call @showb(%c_ule) : (i1) -> ()
  %c_une = arith.cmpf une, %a, %b : f32
  call @showb(%c_une) : (i1) -> ()
  %c_uno = arith.cmpf uno, %a, %b : f32
  call @showb(%c_uno) : (i1) -> ()
  %c_true = arith.cmpf true, %a, %b : f32
  call @showb(%c_true) : (i1) -> ()
  %sel = arith.select %c_olt, %a, %b : f32
  call @show(%sel) : (f32) -> ()
  return
}

func.func @main() {
  %v0 = arith.constant 1.5 : f32
  %v1 = arith.constant -2.25 : f32
  %v2 = arith.constant 0.0 : f32
  %v3 = arith.constant -0.0 : f32
  %v4 = arith.constant 3.0e+00 : f32
  %v5 = arith.constant 1.0e+10 : f32
  %v6 = arith.constant 0x7FC00000 : f32
  %v7 = arith.constant 0x7F800000 : f32
  %v8 = arith.constant 0xFF800000 : f32
  call @ops(%v0, %v1) : (f32, f32) -> ()
  call @ops(%v1, %v0) : (f32, f32) -> ()
  call @ops(%v4, %v2) : (f32, f32) -> ()
  call @ops(%v2, %v0) : (f32, f32) -> ()
  call @ops(%v3, %v3) : (f32, f32) -> ()
  call @ops(%v5, %v0) : (f32, f32) -> ()
  call @ops(%v6, %v0) : (f32, f32) -> ()
  call @ops(%v7, %v8) : (f32, f32) -> ()
  call @ops(%v7, %v7) : (f32, f32) -> ()
  call @ops(%v3, %v3) : (f32, f32) -> ()
  call @ops(%v0, %v4) : (f32, f32) -> ()
  return
}
