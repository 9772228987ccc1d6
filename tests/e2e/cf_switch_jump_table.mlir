// cf.switch with many cases: 16 dense cases (a jump table on both targets) plus a default,
// visited by a loop over -2..18; and a sparse switch on i64 with extreme case values
// (a compare tree), probed with the case values, their neighbours and the i64 extremes.
// REFERENCE-NO-DEALLOC
func.func private @printI64(i64)
func.func private @printNewline()

func.func @show(%v: i64) {
  call @printI64(%v) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

func.func @dense(%x: i32) -> i64 {
  %d = arith.constant -1 : i64
  cf.switch %x : i32, [
    default: ^ret(%d : i64),
    0: ^c0,
    1: ^c1,
    2: ^c2,
    3: ^c3,
    4: ^c4,
    5: ^c5,
    6: ^c6,
    7: ^c7,
    8: ^c8,
    9: ^c9,
    10: ^c10,
    11: ^c11,
    12: ^c12,
    13: ^c13,
    14: ^c14,
    15: ^c15
  ]
^c0:
  %v0 = arith.constant 1 : i64
  cf.br ^ret(%v0 : i64)
^c1:
  %v1 = arith.constant 5 : i64
  cf.br ^ret(%v1 : i64)
^c2:
  %v2 = arith.constant 23 : i64
  cf.br ^ret(%v2 : i64)
^c3:
  %v3 = arith.constant 55 : i64
  cf.br ^ret(%v3 : i64)
^c4:
  %v4 = arith.constant 101 : i64
  cf.br ^ret(%v4 : i64)
^c5:
  %v5 = arith.constant 161 : i64
  cf.br ^ret(%v5 : i64)
^c6:
  %v6 = arith.constant 235 : i64
  cf.br ^ret(%v6 : i64)
^c7:
  %v7 = arith.constant 323 : i64
  cf.br ^ret(%v7 : i64)
^c8:
  %v8 = arith.constant 425 : i64
  cf.br ^ret(%v8 : i64)
^c9:
  %v9 = arith.constant 541 : i64
  cf.br ^ret(%v9 : i64)
^c10:
  %v10 = arith.constant 671 : i64
  cf.br ^ret(%v10 : i64)
^c11:
  %v11 = arith.constant 815 : i64
  cf.br ^ret(%v11 : i64)
^c12:
  %v12 = arith.constant 973 : i64
  cf.br ^ret(%v12 : i64)
^c13:
  %v13 = arith.constant 1145 : i64
  cf.br ^ret(%v13 : i64)
^c14:
  %v14 = arith.constant 1331 : i64
  cf.br ^ret(%v14 : i64)
^c15:
  %v15 = arith.constant 1531 : i64
  cf.br ^ret(%v15 : i64)
^ret(%r: i64):
  return %r : i64
}

func.func @sparse(%x: i64) -> i64 {
  %r0 = arith.constant 1 : i64
  %r1 = arith.constant 2 : i64
  %r2 = arith.constant 3 : i64
  %r3 = arith.constant 4 : i64
  %r4 = arith.constant 5 : i64
  %r5 = arith.constant 6 : i64
  %r6 = arith.constant 7 : i64
  %r7 = arith.constant 8 : i64
  %d = arith.constant 0 : i64
  cf.switch %x : i64, [
    default: ^ret(%d : i64),
    -1000000: ^ret(%r0 : i64),
    -5: ^ret(%r1 : i64),
    3: ^ret(%r2 : i64),
    64: ^ret(%r3 : i64),
    65: ^ret(%r4 : i64),
    1000: ^ret(%r5 : i64),
    123456789: ^ret(%r6 : i64),
    9223372036854775807: ^ret(%r7 : i64)
  ]
^ret(%r: i64):
  return %r : i64
}

memref.global "private" constant @probes : memref<13xi64> = dense<[-1000000, -999999, -5, 0, 3, 63, 64, 65, 66, 1000, 123456789, 9223372036854775807, -9223372036854775808]>

func.func @main() {
  %lo = arith.constant -2 : i32
  %hi = arith.constant 19 : i32
  %one = arith.constant 1 : i32
  scf.for %i = %lo to %hi step %one : i32 {
    %r = func.call @dense(%i) : (i32) -> i64
    func.call @show(%r) : (i64) -> ()
  }
  %p = memref.get_global @probes : memref<13xi64>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 13 : index
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %p[%i] : memref<13xi64>
    %r = func.call @sparse(%x) : (i64) -> i64
    func.call @show(%r) : (i64) -> ()
  }
  return
}
