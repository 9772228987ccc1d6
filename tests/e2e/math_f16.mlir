// math ops on f16: the intrinsics LLVM has and the libm functions it does not.
// (upstream's convert-math-to-libm has no f16/bf16 functions, so those are left out here)
func.func private @printF32(f32)
func.func private @printI64(i64)
func.func private @printNewline()

func.func @show(%v: f16) {
  %w = arith.extf %v : f16 to f32
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

func.func @main() {
  %x0 = arith.constant -2.5 : f16
  %r0 = math.absf %x0 : f16
  call @show(%r0) : (f16) -> ()
  %x1 = arith.constant 3.0 : f16
  %r1 = math.absf %x1 : f16
  call @show(%r1) : (f16) -> ()
  %x2 = arith.constant -2.5 : f16
  %r2 = math.ceil %x2 : f16
  call @show(%r2) : (f16) -> ()
  %x3 = arith.constant 2.25 : f16
  %r3 = math.ceil %x3 : f16
  call @show(%r3) : (f16) -> ()
  %x4 = arith.constant -2.5 : f16
  %r4 = math.floor %x4 : f16
  call @show(%r4) : (f16) -> ()
  %x5 = arith.constant 2.75 : f16
  %r5 = math.floor %x5 : f16
  call @show(%r5) : (f16) -> ()
  %x6 = arith.constant -2.7 : f16
  %r6 = math.trunc %x6 : f16
  call @show(%r6) : (f16) -> ()
  %x7 = arith.constant 2.7 : f16
  %r7 = math.trunc %x7 : f16
  call @show(%r7) : (f16) -> ()
  %x8 = arith.constant 2.5 : f16
  %r8 = math.round %x8 : f16
  call @show(%r8) : (f16) -> ()
  %x9 = arith.constant -2.5 : f16
  %r9 = math.round %x9 : f16
  call @show(%r9) : (f16) -> ()
  %x10 = arith.constant 0.49 : f16
  %r10 = math.round %x10 : f16
  call @show(%r10) : (f16) -> ()
  %x11 = arith.constant 2.5 : f16
  %r11 = math.roundeven %x11 : f16
  call @show(%r11) : (f16) -> ()
  %x12 = arith.constant 3.5 : f16
  %r12 = math.roundeven %x12 : f16
  call @show(%r12) : (f16) -> ()
  %x13 = arith.constant -2.5 : f16
  %r13 = math.roundeven %x13 : f16
  call @show(%r13) : (f16) -> ()
  %x14 = arith.constant 2.0 : f16
  %r14 = math.sqrt %x14 : f16
  call @show(%r14) : (f16) -> ()
  %x15 = arith.constant 0.25 : f16
  %r15 = math.sqrt %x15 : f16
  call @show(%r15) : (f16) -> ()
  %x16 = arith.constant 4.0 : f16
  %r16 = math.rsqrt %x16 : f16
  call @show(%r16) : (f16) -> ()
  %x17 = arith.constant 0.5 : f16
  %r17 = math.rsqrt %x17 : f16
  call @show(%r17) : (f16) -> ()
  %x18 = arith.constant 0.5 : f16
  %r18 = math.sin %x18 : f16
  call @show(%r18) : (f16) -> ()
  %x19 = arith.constant -1.25 : f16
  %r19 = math.sin %x19 : f16
  call @show(%r19) : (f16) -> ()
  %x20 = arith.constant 0.5 : f16
  %r20 = math.cos %x20 : f16
  call @show(%r20) : (f16) -> ()
  %x21 = arith.constant 2.0 : f16
  %r21 = math.cos %x21 : f16
  call @show(%r21) : (f16) -> ()
  %x22 = arith.constant 0.5 : f16
  %r22 = math.tan %x22 : f16
  call @show(%r22) : (f16) -> ()
  %x23 = arith.constant -1.0 : f16
  %r23 = math.tan %x23 : f16
  call @show(%r23) : (f16) -> ()
  %x24 = arith.constant 0.5 : f16
  %r24 = math.asin %x24 : f16
  call @show(%r24) : (f16) -> ()
  %x25 = arith.constant -0.25 : f16
  %r25 = math.asin %x25 : f16
  call @show(%r25) : (f16) -> ()
  %x26 = arith.constant 0.5 : f16
  %r26 = math.acos %x26 : f16
  call @show(%r26) : (f16) -> ()
  %x27 = arith.constant -0.25 : f16
  %r27 = math.acos %x27 : f16
  call @show(%r27) : (f16) -> ()
  %x28 = arith.constant 0.5 : f16
  %r28 = math.atan %x28 : f16
  call @show(%r28) : (f16) -> ()
  %x29 = arith.constant -3.0 : f16
  %r29 = math.atan %x29 : f16
  call @show(%r29) : (f16) -> ()
  %x30 = arith.constant 0.5 : f16
  %r30 = math.sinh %x30 : f16
  call @show(%r30) : (f16) -> ()
  %x31 = arith.constant -1.5 : f16
  %r31 = math.sinh %x31 : f16
  call @show(%r31) : (f16) -> ()
  %x32 = arith.constant 0.5 : f16
  %r32 = math.cosh %x32 : f16
  call @show(%r32) : (f16) -> ()
  %x33 = arith.constant -1.5 : f16
  %r33 = math.cosh %x33 : f16
  call @show(%r33) : (f16) -> ()
  %x34 = arith.constant 0.5 : f16
  %r34 = math.tanh %x34 : f16
  call @show(%r34) : (f16) -> ()
  %x35 = arith.constant -1.5 : f16
  %r35 = math.tanh %x35 : f16
  call @show(%r35) : (f16) -> ()
  %x36 = arith.constant 0.5 : f16
  %r36 = math.exp %x36 : f16
  call @show(%r36) : (f16) -> ()
  %x37 = arith.constant -2.0 : f16
  %r37 = math.exp %x37 : f16
  call @show(%r37) : (f16) -> ()
  %x38 = arith.constant 0.5 : f16
  %r38 = math.exp2 %x38 : f16
  call @show(%r38) : (f16) -> ()
  %x39 = arith.constant 10.0 : f16
  %r39 = math.exp2 %x39 : f16
  call @show(%r39) : (f16) -> ()
  %x40 = arith.constant 0.5 : f16
  %r40 = math.log %x40 : f16
  call @show(%r40) : (f16) -> ()
  %x41 = arith.constant 10.0 : f16
  %r41 = math.log %x41 : f16
  call @show(%r41) : (f16) -> ()
  %x42 = arith.constant 0.5 : f16
  %r42 = math.log10 %x42 : f16
  call @show(%r42) : (f16) -> ()
  %x43 = arith.constant 1000.0 : f16
  %r43 = math.log10 %x43 : f16
  call @show(%r43) : (f16) -> ()
  %x44 = arith.constant 0.5 : f16
  %r44 = math.log2 %x44 : f16
  call @show(%r44) : (f16) -> ()
  %x45 = arith.constant 1024.0 : f16
  %r45 = math.log2 %x45 : f16
  call @show(%r45) : (f16) -> ()
  %a46 = arith.constant 2.0 : f16
  %b46 = arith.constant 10.0 : f16
  %r46 = math.powf %a46, %b46 : f16
  call @show(%r46) : (f16) -> ()
  %a47 = arith.constant 9.0 : f16
  %b47 = arith.constant 0.5 : f16
  %r47 = math.powf %a47, %b47 : f16
  call @show(%r47) : (f16) -> ()
  %a48 = arith.constant 3.0 : f16
  %b48 = arith.constant -1.0 : f16
  %r48 = math.copysign %a48, %b48 : f16
  call @show(%r48) : (f16) -> ()
  %a49 = arith.constant -3.0 : f16
  %b49 = arith.constant 2.0 : f16
  %r49 = math.copysign %a49, %b49 : f16
  call @show(%r49) : (f16) -> ()
  %fa = arith.constant 1.5 : f16
  %fb = arith.constant 2.0 : f16
  %fc = arith.constant -0.25 : f16
  %fma = math.fma %fa, %fb, %fc : f16
  call @show(%fma) : (f16) -> ()
  %fast = math.sqrt %fb fastmath<fast> : f16
  call @show(%fast) : (f16) -> ()
  %e3 = arith.constant 3 : i32
  %pw = math.fpowi %fa, %e3 : f16, i32
  call @show(%pw) : (f16) -> ()
  %k0 = arith.constant 0x7E00 : f16
  %k0isnan = math.isnan %k0 : f16
  call @showb(%k0isnan) : (i1) -> ()
  %k0isinf = math.isinf %k0 : f16
  call @showb(%k0isinf) : (i1) -> ()
  %k0isfinite = math.isfinite %k0 : f16
  call @showb(%k0isfinite) : (i1) -> ()
  %k0isnormal = math.isnormal %k0 : f16
  call @showb(%k0isnormal) : (i1) -> ()
  %k1 = arith.constant 0x7C00 : f16
  %k1isnan = math.isnan %k1 : f16
  call @showb(%k1isnan) : (i1) -> ()
  %k1isinf = math.isinf %k1 : f16
  call @showb(%k1isinf) : (i1) -> ()
  %k1isfinite = math.isfinite %k1 : f16
  call @showb(%k1isfinite) : (i1) -> ()
  %k1isnormal = math.isnormal %k1 : f16
  call @showb(%k1isnormal) : (i1) -> ()
  %k2 = arith.constant 1.0 : f16
  %k2isnan = math.isnan %k2 : f16
  call @showb(%k2isnan) : (i1) -> ()
  %k2isinf = math.isinf %k2 : f16
  call @showb(%k2isinf) : (i1) -> ()
  %k2isfinite = math.isfinite %k2 : f16
  call @showb(%k2isfinite) : (i1) -> ()
  %k2isnormal = math.isnormal %k2 : f16
  call @showb(%k2isnormal) : (i1) -> ()
  %k3 = arith.constant 0x0001 : f16
  %k3isnan = math.isnan %k3 : f16
  call @showb(%k3isnan) : (i1) -> ()
  %k3isinf = math.isinf %k3 : f16
  call @showb(%k3isinf) : (i1) -> ()
  %k3isfinite = math.isfinite %k3 : f16
  call @showb(%k3isfinite) : (i1) -> ()
  %k3isnormal = math.isnormal %k3 : f16
  call @showb(%k3isnormal) : (i1) -> ()
  %k4 = arith.constant 0.0 : f16
  %k4isnan = math.isnan %k4 : f16
  call @showb(%k4isnan) : (i1) -> ()
  %k4isinf = math.isinf %k4 : f16
  call @showb(%k4isinf) : (i1) -> ()
  %k4isfinite = math.isfinite %k4 : f16
  call @showb(%k4isfinite) : (i1) -> ()
  %k4isnormal = math.isnormal %k4 : f16
  call @showb(%k4isnormal) : (i1) -> ()
  return
}
