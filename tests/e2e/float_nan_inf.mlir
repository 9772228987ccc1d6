// NaN, infinities and signed zeros through minimumf/maximumf (NaN-propagating),
// minnumf/maxnumf (NaN-ignoring), every cmpf predicate, select on the comparison, and
// arithmetic producing inf and NaN (printed signs of NaN are not compared across targets).
// REFERENCE-NO-DEALLOC
func.func private @printF64(f64)
func.func private @printI64(i64)
func.func private @printNewline()
func.func private @printMemrefI64(memref<*xi64>) attributes { llvm.emit_c_interface }

memref.global "private" constant @vals : memref<7xf64> = dense<[0x7FF8000000000000, 0x7FF0000000000000, 0xFFF0000000000000, 0.0, -0.0, 1.5, -2.0]>

func.func @showf(%v: f64) {
  call @printF64(%v) : (f64) -> ()
  call @printNewline() : () -> ()
  return
}

// 1/x of the sign: distinguishes +0 and -0.
func.func @sign_of_zero(%v: f64) {
  %one = arith.constant 1.0 : f64
  %r = arith.divf %one, %v : f64
  call @showf(%r) : (f64) -> ()
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c7 = arith.constant 7 : index
  %c16 = arith.constant 16 : index
  %vals = memref.get_global @vals : memref<7xf64>
  %true = arith.constant true
  // min/max over all pairs.
  scf.for %i = %c0 to %c7 step %c1 {
    scf.for %j = %c0 to %c7 step %c1 {
      %a = memref.load %vals[%i] : memref<7xf64>
      %b = memref.load %vals[%j] : memref<7xf64>
      %m1 = arith.minimumf %a, %b : f64
      %m2 = arith.maximumf %a, %b : f64
      %m3 = arith.minnumf %a, %b : f64
      %m4 = arith.maxnumf %a, %b : f64
      func.call @printF64(%m1) : (f64) -> ()
      func.call @printF64(%m2) : (f64) -> ()
      // minnumf/maxnumf of two zeros may return either one (x86 and AArch64 differ).
      %zero = arith.constant 0.0 : f64
      %az = arith.cmpf oeq, %a, %zero : f64
      %bz = arith.cmpf oeq, %b, %zero : f64
      %both = arith.andi %az, %bz : i1
      %notboth = arith.xori %both, %true : i1
      scf.if %notboth {
        func.call @printF64(%m3) : (f64) -> ()
        func.call @printF64(%m4) : (f64) -> ()
      }
      func.call @printNewline() : () -> ()
    }
  }
  // Signed zeros through minimumf/maximumf.
  %pz = arith.constant 0.0 : f64
  %nz = arith.constant -0.0 : f64
  %z1 = arith.minimumf %pz, %nz : f64
  call @sign_of_zero(%z1) : (f64) -> ()
  %z2 = arith.maximumf %nz, %pz : f64
  call @sign_of_zero(%z2) : (f64) -> ()
  %z3 = arith.negf %pz : f64
  call @sign_of_zero(%z3) : (f64) -> ()
  // cmpf: a 7x7 table per predicate, as 0/1.
  %t = memref.alloc() : memref<7x7xi64>
  %u = memref.cast %t : memref<7x7xi64> to memref<*xi64>
  scf.for %p = %c0 to %c16 step %c1 {
    scf.for %i = %c0 to %c7 step %c1 {
      scf.for %j = %c0 to %c7 step %c1 {
        %a = memref.load %vals[%i] : memref<7xf64>
        %b = memref.load %vals[%j] : memref<7xf64>
        %r = scf.index_switch %p -> i1
        case 0 {
          %x = arith.cmpf false, %a, %b : f64
          scf.yield %x : i1
        }
        case 1 {
          %x = arith.cmpf oeq, %a, %b : f64
          scf.yield %x : i1
        }
        case 2 {
          %x = arith.cmpf ogt, %a, %b : f64
          scf.yield %x : i1
        }
        case 3 {
          %x = arith.cmpf oge, %a, %b : f64
          scf.yield %x : i1
        }
        case 4 {
          %x = arith.cmpf olt, %a, %b : f64
          scf.yield %x : i1
        }
        case 5 {
          %x = arith.cmpf ole, %a, %b : f64
          scf.yield %x : i1
        }
        case 6 {
          %x = arith.cmpf one, %a, %b : f64
          scf.yield %x : i1
        }
        case 7 {
          %x = arith.cmpf ord, %a, %b : f64
          scf.yield %x : i1
        }
        case 8 {
          %x = arith.cmpf ueq, %a, %b : f64
          scf.yield %x : i1
        }
        case 9 {
          %x = arith.cmpf ugt, %a, %b : f64
          scf.yield %x : i1
        }
        case 10 {
          %x = arith.cmpf uge, %a, %b : f64
          scf.yield %x : i1
        }
        case 11 {
          %x = arith.cmpf ult, %a, %b : f64
          scf.yield %x : i1
        }
        case 12 {
          %x = arith.cmpf ule, %a, %b : f64
          scf.yield %x : i1
        }
        case 13 {
          %x = arith.cmpf une, %a, %b : f64
          scf.yield %x : i1
        }
        case 14 {
          %x = arith.cmpf uno, %a, %b : f64
          scf.yield %x : i1
        }
        default {
          %x = arith.cmpf true, %a, %b : f64
          scf.yield %x : i1
        }
        %e = arith.extui %r : i1 to i64
        memref.store %e, %t[%i, %j] : memref<7x7xi64>
      }
    }
    func.call @printMemrefI64(%u) : (memref<*xi64>) -> ()
  }
  memref.dealloc %t : memref<7x7xi64>
  // Arithmetic at the edges.
  %inf = arith.constant 0x7FF0000000000000 : f64
  %ninf = arith.constant 0xFFF0000000000000 : f64
  %big = arith.constant 1.0e308 : f64
  %ten = arith.constant 10.0 : f64
  %a1 = arith.mulf %big, %ten : f64
  call @showf(%a1) : (f64) -> ()
  %a2 = arith.addf %inf, %ninf : f64
  %a2n = arith.cmpf uno, %a2, %a2 : f64
  %a2i = arith.extui %a2n : i1 to i64
  call @printI64(%a2i) : (i64) -> ()
  call @printNewline() : () -> ()
  %a3 = arith.divf %pz, %pz : f64
  %a3n = arith.cmpf uno, %a3, %a3 : f64
  %a3i = arith.extui %a3n : i1 to i64
  call @printI64(%a3i) : (i64) -> ()
  call @printNewline() : () -> ()
  %a4 = arith.divf %ten, %nz : f64
  call @showf(%a4) : (f64) -> ()
  %a5 = arith.mulf %inf, %nz : f64
  %a5n = arith.cmpf uno, %a5, %a5 : f64
  %a5i = arith.extui %a5n : i1 to i64
  call @printI64(%a5i) : (i64) -> ()
  call @printNewline() : () -> ()
  %tiny = arith.constant 4.9406564584124654e-324 : f64
  %half = arith.constant 0.5 : f64
  %a6 = arith.mulf %tiny, %half : f64
  call @sign_of_zero(%a6) : (f64) -> ()
  %a7 = arith.negf %ninf : f64
  call @showf(%a7) : (f64) -> ()
  %c = arith.cmpf olt, %ninf, %big : f64
  %s = arith.select %c, %ninf, %inf : f64
  call @showf(%s) : (f64) -> ()
  return
}
