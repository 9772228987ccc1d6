// bf16 arithmetic on vectors of 8 and 16 lanes and scalars, with operands whose exact f32
// results are often halfway between two bf16 values (ties round to even), and the same
// through f32 (extf, f32 op, truncf: LLVM's InstCombine turns it into bf16 arithmetic).
// LLVM 22's AArch64 backend without +bf16 rounded 8-lane bf16 results with the round-to-even
// bit of another value (1 ulp off on ties); mlirc computes in f32 and rounds itself there.
// The operands get `+ 0 * rtclock()` so that LLVM cannot fold the arithmetic at compile time.
func.func private @rtclock() -> f64

func.func @show(%v: vector<16xbf16>) {
  %e = arith.extf %v : vector<16xbf16> to vector<16xf32>
  vector.print %e : vector<16xf32>
  return
}

func.func @show8(%v: vector<8xbf16>) {
  %e = arith.extf %v : vector<8xbf16> to vector<8xf32>
  vector.print %e : vector<8xf32>
  return
}

// Every binary op on 16 lanes, and a chain.
func.func @ops(%a: vector<16xbf16>, %b: vector<16xbf16>) {
  %add = arith.addf %a, %b : vector<16xbf16>
  call @show(%add) : (vector<16xbf16>) -> ()
  %sub = arith.subf %a, %b : vector<16xbf16>
  call @show(%sub) : (vector<16xbf16>) -> ()
  %mul = arith.mulf %a, %b : vector<16xbf16>
  call @show(%mul) : (vector<16xbf16>) -> ()
  %div = arith.divf %a, %b : vector<16xbf16>
  call @show(%div) : (vector<16xbf16>) -> ()
  %x = arith.mulf %add, %sub : vector<16xbf16>
  %y = arith.addf %x, %mul : vector<16xbf16>
  call @show(%y) : (vector<16xbf16>) -> ()
  %f = math.fma %a, %b, %add : vector<16xbf16>
  call @show(%f) : (vector<16xbf16>) -> ()
  // In f32, truncated back.
  %ae = arith.extf %a : vector<16xbf16> to vector<16xf32>
  %be = arith.extf %b : vector<16xbf16> to vector<16xf32>
  %se = arith.addf %ae, %be : vector<16xf32>
  %st = arith.truncf %se : vector<16xf32> to vector<16xbf16>
  call @show(%st) : (vector<16xbf16>) -> ()
  %me = arith.mulf %ae, %be : vector<16xf32>
  %mt = arith.truncf %me : vector<16xf32> to vector<16xbf16>
  call @show(%mt) : (vector<16xbf16>) -> ()
  // 8 lanes (one 128-bit register) and a scalar.
  %a8 = vector.extract_strided_slice %a {offsets = [4], sizes = [8], strides = [1]} : vector<16xbf16> to vector<8xbf16>
  %b8 = vector.extract_strided_slice %b {offsets = [8], sizes = [8], strides = [1]} : vector<16xbf16> to vector<8xbf16>
  %add8 = arith.addf %a8, %b8 : vector<8xbf16>
  call @show8(%add8) : (vector<8xbf16>) -> ()
  %mul8 = arith.mulf %a8, %b8 : vector<8xbf16>
  call @show8(%mul8) : (vector<8xbf16>) -> ()
  %as = vector.extract %a[9] : bf16 from vector<16xbf16>
  %bs = vector.extract %b[9] : bf16 from vector<16xbf16>
  %ss = arith.addf %as, %bs : bf16
  %sse = arith.extf %ss : bf16 to f32
  vector.print %sse : f32
  return
}

func.func @main() {
  %t = call @rtclock() : () -> f64
  %zero = arith.constant 0.0 : f64
  %z64 = arith.mulf %t, %zero : f64
  %z32 = arith.truncf %z64 : f64 to f32
  %z = arith.truncf %z32 : f32 to bf16
  %zv = vector.broadcast %z : bf16 to vector<16xbf16>
  %a0c = arith.constant dense<[-1.40625, 0.0751953125, -3.4375, 3.578125, 0.453125, 1.359375, 2.46875, 1.9296875, 4.59375, 1.71875, 0.609375, 0.33984375, 1.71875, 0.365234375, -3.375, 1.2265625]> : vector<16xbf16>
  %b0c = arith.constant dense<[3.828125, -3.109375, 1.6484375, 1.4609375, -2.578125, 28.75, -0.81640625, -2.46875, -3.1875, 3.828125, 0.4609375, -2.328125, -2.078125, -3.1875, -3.421875, 1.3828125]> : vector<16xbf16>
  %a0 = arith.addf %a0c, %zv : vector<16xbf16>
  %b0 = arith.addf %b0c, %zv : vector<16xbf16>
  call @ops(%a0, %b0) : (vector<16xbf16>, vector<16xbf16>) -> ()
  %a1c = arith.constant dense<[0.494140625, -3.78125, 1.203125, -0.138671875, 0.1953125, 0.173828125, -0.7890625, 9.8125, 1.2578125, 1.203125, -3.15625, 0.060791015625, 1.296875, 1.359375, 2.609375, 2.28125]> : vector<16xbf16>
  %b1c = arith.constant dense<[0.047607421875, 3.625, 0.23046875, 1.2421875, -3.203125, 0.01373291015625, 0.322265625, -1.2890625, -3.75, 0.1396484375, -2.15625, 3.25, 0.0072021484375, 3.15625, 0.0164794921875, 1.828125]> : vector<16xbf16>
  %a1 = arith.addf %a1c, %zv : vector<16xbf16>
  %b1 = arith.addf %b1c, %zv : vector<16xbf16>
  call @ops(%a1, %b1) : (vector<16xbf16>, vector<16xbf16>) -> ()
  %a2c = arith.constant dense<[-3.046875, 1.40625, 1.03125, 3.40625, -3.21875, 1.2734375, 0.01019287109375, 0.0216064453125, -3.78125, 1.640625, -3.328125, 0.0220947265625, 0.01251220703125, 1.6015625, 1.7734375, 6.59375]> : vector<16xbf16>
  %b2c = arith.constant dense<[1.2734375, 0.039794921875, 1.09375, -0.08544921875, -3.890625, 2.953125, 2.765625, -2.296875, 0.00038909912109375, -2.859375, 1.9296875, -1.5078125, 2.5625, -3.046875, 1.9921875, -3.953125]> : vector<16xbf16>
  %a2 = arith.addf %a2c, %zv : vector<16xbf16>
  %b2 = arith.addf %b2c, %zv : vector<16xbf16>
  call @ops(%a2, %b2) : (vector<16xbf16>, vector<16xbf16>) -> ()
  %a3c = arith.constant dense<[-3.375, -3.984375, 0.74609375, 3.984375, 1.1015625, 0.189453125, 0.0224609375, 1.2734375, -3.359375, 15.4375, 1.3203125, 1.6640625, 1.34375, 1.5, 0.0084228515625, 1.71875]> : vector<16xbf16>
  %b3c = arith.constant dense<[1.6015625, 0.12890625, -4.0, 30.125, -3.3125, 5.0, 1.21875, 0.005218505859375, 1.625, 0.01385498046875, 8.25, 0.0341796875, -1.1015625, 1.3984375, 1.7421875, 0.87890625]> : vector<16xbf16>
  %a3 = arith.addf %a3c, %zv : vector<16xbf16>
  %b3 = arith.addf %b3c, %zv : vector<16xbf16>
  call @ops(%a3, %b3) : (vector<16xbf16>, vector<16xbf16>) -> ()
  // Infinities, NaN, zeros and the largest finite bf16 (overflow of the sum).
  %sa = arith.constant dense<[0x7F80, 0xFF80, 0x7FC0, 0x0000, 0x8000, 0x7F7F, 0x7F7F, 0x0001, 1.0, -1.0, 2.0, 0.5, 3.0, 1.5, 0x0080, 0x8080]> : vector<16xbf16>
  %sb = arith.constant dense<[0x7F80, 0x7F80, 1.0, 0x8000, 0x8000, 0x7F7F, 0xFF7F, 0x0001, 0x3B80, 0xBB80, 0x3C00, 0x3B00, 0x3C40, 0x3BC0, 0x0080, 0x0080]> : vector<16xbf16>
  %sa1 = arith.addf %sa, %zv : vector<16xbf16>
  %sb1 = arith.addf %sb, %zv : vector<16xbf16>
  call @ops(%sa1, %sb1) : (vector<16xbf16>, vector<16xbf16>) -> ()
  return
}
