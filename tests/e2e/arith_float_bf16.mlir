// Every binary arith float op and cmpf predicate on bf16, with signed zeros, infinities and NaN.
func.func private @printI64(i64)
func.func private @printF32(f32)
func.func private @printNewline()

func.func @show(%v: bf16) {
  %w = arith.extf %v : bf16 to f32
  call @printF32(%w) : (f32) -> ()
  call @printNewline() : () -> ()
  return
}

func.func @showb(%v: i1) {
  %e = arith.extui %v : i1 to i64
  call @printI64(%e) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

func.func @ops(%a: bf16, %b: bf16) {
  %addf = arith.addf %a, %b : bf16
  call @show(%addf) : (bf16) -> ()
  %subf = arith.subf %a, %b : bf16
  call @show(%subf) : (bf16) -> ()
  %mulf = arith.mulf %a, %b : bf16
  call @show(%mulf) : (bf16) -> ()
  %divf = arith.divf %a, %b : bf16
  call @show(%divf) : (bf16) -> ()
  %remf = arith.remf %a, %b : bf16
  call @show(%remf) : (bf16) -> ()
  %maximumf = arith.maximumf %a, %b : bf16
  call @show(%maximumf) : (bf16) -> ()
  %minimumf = arith.minimumf %a, %b : bf16
  call @show(%minimumf) : (bf16) -> ()
  %maxnumf = arith.maxnumf %a, %b : bf16
  call @show(%maxnumf) : (bf16) -> ()
  %minnumf = arith.minnumf %a, %b : bf16
  call @show(%minnumf) : (bf16) -> ()
  %neg = arith.negf %a : bf16
  call @show(%neg) : (bf16) -> ()
  %c_false = arith.cmpf false, %a, %b : bf16
  call @showb(%c_false) : (i1) -> ()
  %c_oeq = arith.cmpf oeq, %a, %b : bf16
  call @showb(%c_oeq) : (i1) -> ()
  %c_ogt = arith.cmpf ogt, %a, %b : bf16
  call @showb(%c_ogt) : (i1) -> ()
  %c_oge = arith.cmpf oge, %a, %b : bf16
  call @showb(%c_oge) : (i1) -> ()
  %c_olt = arith.cmpf olt, %a, %b : bf16
  call @showb(%c_olt) : (i1) -> ()
  %c_ole = arith.cmpf ole, %a, %b : bf16
  call @showb(%c_ole) : (i1) -> ()
  %c_one = arith.cmpf one, %a, %b : bf16
  call @showb(%c_one) : (i1) -> ()
  %c_ord = arith.cmpf ord, %a, %b : bf16
  call @showb(%c_ord) : (i1) -> ()
  %c_ueq = arith.cmpf ueq, %a, %b : bf16
  call @showb(%c_ueq) : (i1) -> ()
  %c_ugt = arith.cmpf ugt, %a, %b : bf16
  call @showb(%c_ugt) : (i1) -> ()
  %c_uge = arith.cmpf uge, %a, %b : bf16
  call @showb(%c_uge) : (i1) -> ()
  %c_ult = arith.cmpf ult, %a, %b : bf16
  call @showb(%c_ult) : (i1) -> ()
  %c_ule = arith.cmpf ule, %a, %b : bf16
  call @showb(%c_ule) : (i1) -> ()
  %c_une = arith.cmpf une, %a, %b : bf16
  call @showb(%c_une) : (i1) -> ()
  %c_uno = arith.cmpf uno, %a, %b : bf16
  call @showb(%c_uno) : (i1) -> ()
  %c_true = arith.cmpf true, %a, %b : bf16
  call @showb(%c_true) : (i1) -> ()
  %sel = arith.select %c_olt, %a, %b : bf16
  call @show(%sel) : (bf16) -> ()
  return
}

func.func @main() {
  %v0 = arith.constant 1.5 : bf16
  %v1 = arith.constant -2.25 : bf16
  %v2 = arith.constant 0.0 : bf16
  %v3 = arith.constant -0.0 : bf16
  %v4 = arith.constant 3.0e+00 : bf16
  %v5 = arith.constant 1.0e+10 : bf16
  %v6 = arith.constant 0x7FC0 : bf16
  %v7 = arith.constant 0x7F80 : bf16
  %v8 = arith.constant 0xFF80 : bf16
  call @ops(%v0, %v1) : (bf16, bf16) -> ()
  call @ops(%v1, %v0) : (bf16, bf16) -> ()
  call @ops(%v4, %v2) : (bf16, bf16) -> ()
  call @ops(%v2, %v0) : (bf16, bf16) -> ()
  call @ops(%v3, %v3) : (bf16, bf16) -> ()
  call @ops(%v5, %v0) : (bf16, bf16) -> ()
  call @ops(%v6, %v0) : (bf16, bf16) -> ()
  call @ops(%v7, %v8) : (bf16, bf16) -> ()
  call @ops(%v7, %v7) : (bf16, bf16) -> ()
  call @ops(%v3, %v3) : (bf16, bf16) -> ()
  call @ops(%v0, %v4) : (bf16, bf16) -> ()
  return
}
