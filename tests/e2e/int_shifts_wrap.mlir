// Shifts with in-range amounts (shli, shrsi, shrui) on i8, i16, i32 and i64 negative and
// positive values, and wrap-around of addi/subi/muli without overflow flags at each width.
func.func private @printI64(i64)
func.func private @printNewline()

func.func @show8(%v: i8) {
  %e = arith.extsi %v : i8 to i64
  call @printI64(%e) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}
func.func @show16(%v: i16) {
  %e = arith.extsi %v : i16 to i64
  call @printI64(%e) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}
func.func @show32(%v: i32) {
  %e = arith.extsi %v : i32 to i64
  call @printI64(%e) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}
func.func @show64(%v: i64) {
  call @printI64(%v) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

func.func @shifts8(%x: i8) {
  %c0 = arith.constant 0 : i8
  %c7 = arith.constant 7 : i8
  %c3 = arith.constant 3 : i8
  scf.for %s = %c0 to %c7 step %c3 : i8 {
    %a = arith.shli %x, %s : i8
    func.call @show8(%a) : (i8) -> ()
    %b = arith.shrsi %x, %s : i8
    func.call @show8(%b) : (i8) -> ()
    %c = arith.shrui %x, %s : i8
    func.call @show8(%c) : (i8) -> ()
  }
  %d = arith.shrsi %x, %c7 : i8
  call @show8(%d) : (i8) -> ()
  %e = arith.shrui %x, %c7 : i8
  call @show8(%e) : (i8) -> ()
  return
}

func.func @shifts64(%x: i64, %s: i64) {
  %a = arith.shli %x, %s : i64
  call @show64(%a) : (i64) -> ()
  %b = arith.shrsi %x, %s : i64
  call @show64(%b) : (i64) -> ()
  %c = arith.shrui %x, %s : i64
  call @show64(%c) : (i64) -> ()
  return
}

func.func @main() {
  %p8 = arith.constant 0x5B : i8
  %n8 = arith.constant -0x5B : i8
  call @shifts8(%p8) : (i8) -> ()
  call @shifts8(%n8) : (i8) -> ()
  %x64 = arith.constant -81985529216486896 : i64
  %s1 = arith.constant 1 : i64
  %s31 = arith.constant 31 : i64
  %s32 = arith.constant 32 : i64
  %s63 = arith.constant 63 : i64
  call @shifts64(%x64, %s1) : (i64, i64) -> ()
  call @shifts64(%x64, %s31) : (i64, i64) -> ()
  call @shifts64(%x64, %s32) : (i64, i64) -> ()
  call @shifts64(%x64, %s63) : (i64, i64) -> ()
  %y64 = arith.constant 81985529216486895 : i64
  call @shifts64(%y64, %s63) : (i64, i64) -> ()
  %x16 = arith.constant -32768 : i16
  %s15 = arith.constant 15 : i16
  %t1 = arith.shrsi %x16, %s15 : i16
  call @show16(%t1) : (i16) -> ()
  %t2 = arith.shrui %x16, %s15 : i16
  call @show16(%t2) : (i16) -> ()
  %one16 = arith.constant 1 : i16
  %t3 = arith.shli %one16, %s15 : i16
  call @show16(%t3) : (i16) -> ()
  // Wrap-around.
  %m8 = arith.constant 127 : i8
  %o8 = arith.constant 1 : i8
  %w1 = arith.addi %m8, %o8 : i8
  call @show8(%w1) : (i8) -> ()
  %w2 = arith.subi %w1, %o8 : i8
  call @show8(%w2) : (i8) -> ()
  %k8 = arith.constant 16 : i8
  %w3 = arith.muli %k8, %k8 : i8
  call @show8(%w3) : (i8) -> ()
  %k8b = arith.constant 13 : i8
  %w4 = arith.muli %k8b, %k8b : i8
  call @show8(%w4) : (i8) -> ()
  %m16 = arith.constant 32767 : i16
  %w5 = arith.addi %m16, %m16 : i16
  call @show16(%w5) : (i16) -> ()
  %m32 = arith.constant 2147483647 : i32
  %n32 = arith.constant -2147483648 : i32
  %w6 = arith.addi %m32, %m32 : i32
  call @show32(%w6) : (i32) -> ()
  %w7 = arith.subi %n32, %m32 : i32
  call @show32(%w7) : (i32) -> ()
  %w8 = arith.muli %n32, %n32 : i32
  call @show32(%w8) : (i32) -> ()
  %k32 = arith.constant 65537 : i32
  %w9 = arith.muli %k32, %k32 : i32
  call @show32(%w9) : (i32) -> ()
  %m64 = arith.constant 9223372036854775807 : i64
  %w10 = arith.addi %m64, %s1 : i64
  call @show64(%w10) : (i64) -> ()
  %w11 = arith.muli %m64, %m64 : i64
  call @show64(%w11) : (i64) -> ()
  %z = arith.constant 0 : i64
  %w12 = arith.subi %z, %w10 : i64
  call @show64(%w12) : (i64) -> ()
  return
}
