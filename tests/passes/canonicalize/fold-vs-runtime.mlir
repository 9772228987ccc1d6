// Constant folding must compute what the program computes unfolded. Each line of output is
// one operation on constants, printed as 64-bit integers (floats by their bits): first the
// op folded where it stands (by canonicalize at -O2, by LLVM's own constant folder at -O0),
// then the same op in a function called with the constants (executed by the machine at -O0,
// inlined and folded by LLVM at -O2). The -O0 and -O2 outputs must be equal, and equal to
// the expected values; the last lines are invalid float operations, whose NaN is printed for
// the folded op only (the machine's default NaN differs from APFloat's on x86).
// RUN: mlirc %s -O0 -o %t.O0 && %t.O0 > %t.O0.out
// RUN: mlirc %s -O2 -o %t.O2 && %t.O2 > %t.O2.out
// RUN: diff %t.O0.out %t.O2.out
// RUN: FileCheck %s < %t.O2.out
// canonicalize folds every operation of @main (none is left but calls and constants):
// RUN: mlirc %s --pass-pipeline='builtin.module(func.func(canonicalize))' | FileCheck %s --check-prefix=FOLDED
// FOLDED-LABEL: func.func @main()
// FOLDED-NOT: = {{arith|math}}.{{[a-z_]+}} %
// FOLDED: return

func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()

func.func @show2(%a: i64, %b: i64) {
  call @printI64(%a) : (i64) -> ()
  call @printComma() : () -> ()
  call @printI64(%b) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}
func.func @show1(%a: i64) {
  call @printI64(%a) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

func.func @rt0(%p0: i8, %p1: i8) -> i64 {
  %r = arith.addi %p0, %p1 : i8
  %re = arith.extsi %r : i8 to i64
  return %re : i64
}
func.func @rt1(%p0: i8, %p1: i8) -> i64 {
  %r = arith.subi %p0, %p1 : i8
  %re = arith.extsi %r : i8 to i64
  return %re : i64
}
func.func @rt2(%p0: i32, %p1: i32) -> i64 {
  %r = arith.muli %p0, %p1 : i32
  %re = arith.extsi %r : i32 to i64
  return %re : i64
}
func.func @rt3(%p0: i64, %p1: i64) -> i64 {
  %r = arith.muli %p0, %p1 : i64
  return %r : i64
}
func.func @rt4(%p0: i1, %p1: i1) -> i64 {
  %r = arith.addi %p0, %p1 : i1
  %re = arith.extui %r : i1 to i64
  return %re : i64
}
func.func @rt5(%p0: i32, %p1: i32) -> i64 {
  %r = arith.divsi %p0, %p1 : i32
  %re = arith.extsi %r : i32 to i64
  return %re : i64
}
func.func @rt6(%p0: i32, %p1: i32) -> i64 {
  %r = arith.divsi %p0, %p1 : i32
  %re = arith.extsi %r : i32 to i64
  return %re : i64
}
func.func @rt7(%p0: i64, %p1: i64) -> i64 {
  %r = arith.divsi %p0, %p1 : i64
  return %r : i64
}
func.func @rt8(%p0: i32, %p1: i32) -> i64 {
  %r = arith.remsi %p0, %p1 : i32
  %re = arith.extsi %r : i32 to i64
  return %re : i64
}
func.func @rt9(%p0: i8, %p1: i8) -> i64 {
  %r = arith.divui %p0, %p1 : i8
  %re = arith.extsi %r : i8 to i64
  return %re : i64
}
func.func @rt10(%p0: i8, %p1: i8) -> i64 {
  %r = arith.remui %p0, %p1 : i8
  %re = arith.extsi %r : i8 to i64
  return %re : i64
}
func.func @rt11(%p0: i32, %p1: i32) -> i64 {
  %r = arith.ceildivsi %p0, %p1 : i32
  %re = arith.extsi %r : i32 to i64
  return %re : i64
}
func.func @rt12(%p0: i32, %p1: i32) -> i64 {
  %r = arith.ceildivsi %p0, %p1 : i32
  %re = arith.extsi %r : i32 to i64
  return %re : i64
}
func.func @rt13(%p0: i32, %p1: i32) -> i64 {
  %r = arith.ceildivsi %p0, %p1 : i32
  %re = arith.extsi %r : i32 to i64
  return %re : i64
}
func.func @rt14(%p0: i8, %p1: i8) -> i64 {
  %r = arith.ceildivui %p0, %p1 : i8
  %re = arith.extsi %r : i8 to i64
  return %re : i64
}
func.func @rt15(%p0: i32, %p1: i32) -> i64 {
  %r = arith.floordivsi %p0, %p1 : i32
  %re = arith.extsi %r : i32 to i64
  return %re : i64
}
func.func @rt16(%p0: i32, %p1: i32) -> i64 {
  %r = arith.floordivsi %p0, %p1 : i32
  %re = arith.extsi %r : i32 to i64
  return %re : i64
}
func.func @rt17(%p0: i8, %p1: i8) -> i64 {
  %r = arith.floordivsi %p0, %p1 : i8
  %re = arith.extsi %r : i8 to i64
  return %re : i64
}
func.func @rt18(%p0: i8, %p1: i8) -> i64 {
  %r = arith.shli %p0, %p1 : i8
  %re = arith.extsi %r : i8 to i64
  return %re : i64
}
func.func @rt19(%p0: i32, %p1: i32) -> i64 {
  %r = arith.shli %p0, %p1 : i32
  %re = arith.extsi %r : i32 to i64
  return %re : i64
}
func.func @rt20(%p0: i8, %p1: i8) -> i64 {
  %r = arith.shrsi %p0, %p1 : i8
  %re = arith.extsi %r : i8 to i64
  return %re : i64
}
func.func @rt21(%p0: i8, %p1: i8) -> i64 {
  %r = arith.shrui %p0, %p1 : i8
  %re = arith.extsi %r : i8 to i64
  return %re : i64
}
func.func @rt22(%p0: i64, %p1: i64) -> i64 {
  %r = arith.shrsi %p0, %p1 : i64
  return %r : i64
}
func.func @rt23(%p0: i8, %p1: i8) -> i64 {
  %r = arith.maxui %p0, %p1 : i8
  %re = arith.extsi %r : i8 to i64
  return %re : i64
}
func.func @rt24(%p0: i8, %p1: i8) -> i64 {
  %r = arith.minsi %p0, %p1 : i8
  %re = arith.extsi %r : i8 to i64
  return %re : i64
}
func.func @rt25(%p0: i32, %p1: i32) -> i64 {
  %r = arith.cmpi ult, %p0, %p1 : i32
  %re = arith.extui %r : i1 to i64
  return %re : i64
}
func.func @rt26(%p0: i64, %p1: i64) -> i64 {
  %r = arith.cmpi sle, %p0, %p1 : i64
  %re = arith.extui %r : i1 to i64
  return %re : i64
}
func.func @rt27(%p0: i32) -> i64 {
  %r = arith.trunci %p0 : i32 to i8
  %re = arith.extsi %r : i8 to i64
  return %re : i64
}
func.func @rt28(%p0: i8) -> i64 {
  %r = arith.extui %p0 : i8 to i32
  %re = arith.extsi %r : i32 to i64
  return %re : i64
}
func.func @rt29(%p0: index) -> i64 {
  %r = arith.index_cast %p0 : index to i8
  %re = arith.extsi %r : i8 to i64
  return %re : i64
}
func.func @rt30(%p0: i8) -> i64 {
  %r = arith.index_castui %p0 : i8 to index
  %re = arith.index_cast %r : index to i64
  return %re : i64
}
func.func @rt31(%p0: i32, %p1: i32) -> i64 {
  %r:2 = arith.mului_extended %p0, %p1 : i32
  %re = arith.extsi %r#1 : i32 to i64
  return %re : i64
}
func.func @rt32(%p0: i32, %p1: i32) -> i64 {
  %r:2 = arith.mulsi_extended %p0, %p1 : i32
  %re = arith.extsi %r#1 : i32 to i64
  return %re : i64
}
func.func @rt33(%p0: i32, %p1: i32) -> i64 {
  %r:2 = arith.addui_extended %p0, %p1 : i32, i1
  %re = arith.extui %r#1 : i1 to i64
  return %re : i64
}
func.func @rt34(%p0: i8) -> i64 {
  %r = math.absi %p0 : i8
  %re = arith.extsi %r : i8 to i64
  return %re : i64
}
func.func @rt35(%p0: i32) -> i64 {
  %r = math.ctlz %p0 : i32
  %re = arith.extsi %r : i32 to i64
  return %re : i64
}
func.func @rt36(%p0: i16) -> i64 {
  %r = math.cttz %p0 : i16
  %re = arith.extsi %r : i16 to i64
  return %re : i64
}
func.func @rt37(%p0: i64) -> i64 {
  %r = math.ctpop %p0 : i64
  return %r : i64
}
func.func @rt38(%p0: i32, %p1: i32) -> i64 {
  %r = math.ipowi %p0, %p1 : i32
  %re = arith.extsi %r : i32 to i64
  return %re : i64
}
func.func @rt39(%p0: f16, %p1: f16) -> i64 {
  %r = arith.addf %p0, %p1 : f16
  %rb = arith.bitcast %r : f16 to i16
  %re = arith.extui %rb : i16 to i64
  return %re : i64
}
func.func @rt40(%p0: f16, %p1: f16) -> i64 {
  %r = arith.addf %p0, %p1 : f16
  %rb = arith.bitcast %r : f16 to i16
  %re = arith.extui %rb : i16 to i64
  return %re : i64
}
func.func @rt41(%p0: f16, %p1: f16) -> i64 {
  %r = arith.addf %p0, %p1 : f16
  %rb = arith.bitcast %r : f16 to i16
  %re = arith.extui %rb : i16 to i64
  return %re : i64
}
func.func @rt42(%p0: f16, %p1: f16) -> i64 {
  %r = arith.addf %p0, %p1 : f16
  %rb = arith.bitcast %r : f16 to i16
  %re = arith.extui %rb : i16 to i64
  return %re : i64
}
func.func @rt43(%p0: f16, %p1: f16) -> i64 {
  %r = arith.mulf %p0, %p1 : f16
  %rb = arith.bitcast %r : f16 to i16
  %re = arith.extui %rb : i16 to i64
  return %re : i64
}
func.func @rt44(%p0: f16, %p1: f16) -> i64 {
  %r = arith.mulf %p0, %p1 : f16
  %rb = arith.bitcast %r : f16 to i16
  %re = arith.extui %rb : i16 to i64
  return %re : i64
}
func.func @rt45(%p0: f16, %p1: f16) -> i64 {
  %r = arith.mulf %p0, %p1 : f16
  %rb = arith.bitcast %r : f16 to i16
  %re = arith.extui %rb : i16 to i64
  return %re : i64
}
func.func @rt46(%p0: f16, %p1: f16) -> i64 {
  %r = arith.divf %p0, %p1 : f16
  %rb = arith.bitcast %r : f16 to i16
  %re = arith.extui %rb : i16 to i64
  return %re : i64
}
func.func @rt47(%p0: f16, %p1: f16) -> i64 {
  %r = arith.mulf %p0, %p1 : f16
  %rb = arith.bitcast %r : f16 to i16
  %re = arith.extui %rb : i16 to i64
  return %re : i64
}
func.func @rt48(%p0: i32) -> i64 {
  %r = arith.sitofp %p0 : i32 to f16
  %rb = arith.bitcast %r : f16 to i16
  %re = arith.extui %rb : i16 to i64
  return %re : i64
}
func.func @rt49(%p0: i32) -> i64 {
  %r = arith.sitofp %p0 : i32 to f16
  %rb = arith.bitcast %r : f16 to i16
  %re = arith.extui %rb : i16 to i64
  return %re : i64
}
func.func @rt50(%p0: i8) -> i64 {
  %r = arith.uitofp %p0 : i8 to f16
  %rb = arith.bitcast %r : f16 to i16
  %re = arith.extui %rb : i16 to i64
  return %re : i64
}
func.func @rt51(%p0: f16) -> i64 {
  %r = arith.fptosi %p0 : f16 to i32
  %re = arith.extsi %r : i32 to i64
  return %re : i64
}
func.func @rt52(%p0: f16) -> i64 {
  %r = math.floor %p0 : f16
  %rb = arith.bitcast %r : f16 to i16
  %re = arith.extui %rb : i16 to i64
  return %re : i64
}
func.func @rt53(%p0: f16) -> i64 {
  %r = math.roundeven %p0 : f16
  %rb = arith.bitcast %r : f16 to i16
  %re = arith.extui %rb : i16 to i64
  return %re : i64
}
func.func @rt54(%p0: f16) -> i64 {
  %r = math.ceil %p0 : f16
  %rb = arith.bitcast %r : f16 to i16
  %re = arith.extui %rb : i16 to i64
  return %re : i64
}
func.func @rt55(%p0: f16) -> i64 {
  %r = arith.extf %p0 : f16 to f32
  %rb = arith.bitcast %r : f32 to i32
  %re = arith.extui %rb : i32 to i64
  return %re : i64
}
func.func @rt56(%p0: bf16, %p1: bf16) -> i64 {
  %r = arith.divf %p0, %p1 : bf16
  %rb = arith.bitcast %r : bf16 to i16
  %re = arith.extui %rb : i16 to i64
  return %re : i64
}
func.func @rt57(%p0: bf16, %p1: bf16) -> i64 {
  %r = arith.addf %p0, %p1 : bf16
  %rb = arith.bitcast %r : bf16 to i16
  %re = arith.extui %rb : i16 to i64
  return %re : i64
}
func.func @rt58(%p0: bf16, %p1: bf16) -> i64 {
  %r = arith.addf %p0, %p1 : bf16
  %rb = arith.bitcast %r : bf16 to i16
  %re = arith.extui %rb : i16 to i64
  return %re : i64
}
func.func @rt59(%p0: f32, %p1: f32) -> i64 {
  %r = arith.addf %p0, %p1 : f32
  %rb = arith.bitcast %r : f32 to i32
  %re = arith.extui %rb : i32 to i64
  return %re : i64
}
func.func @rt60(%p0: f32, %p1: f32) -> i64 {
  %r = arith.addf %p0, %p1 : f32
  %rb = arith.bitcast %r : f32 to i32
  %re = arith.extui %rb : i32 to i64
  return %re : i64
}
func.func @rt61(%p0: f32, %p1: f32) -> i64 {
  %r = arith.mulf %p0, %p1 : f32
  %rb = arith.bitcast %r : f32 to i32
  %re = arith.extui %rb : i32 to i64
  return %re : i64
}
func.func @rt62(%p0: f32, %p1: f32) -> i64 {
  %r = arith.divf %p0, %p1 : f32
  %rb = arith.bitcast %r : f32 to i32
  %re = arith.extui %rb : i32 to i64
  return %re : i64
}
func.func @rt63(%p0: f32, %p1: f32) -> i64 {
  %r = arith.divf %p0, %p1 : f32
  %rb = arith.bitcast %r : f32 to i32
  %re = arith.extui %rb : i32 to i64
  return %re : i64
}
func.func @rt64(%p0: f32, %p1: f32) -> i64 {
  %r = arith.remf %p0, %p1 : f32
  %rb = arith.bitcast %r : f32 to i32
  %re = arith.extui %rb : i32 to i64
  return %re : i64
}
func.func @rt65(%p0: i32) -> i64 {
  %r = arith.sitofp %p0 : i32 to f32
  %rb = arith.bitcast %r : f32 to i32
  %re = arith.extui %rb : i32 to i64
  return %re : i64
}
func.func @rt66(%p0: f32) -> i64 {
  %r = arith.fptoui %p0 : f32 to i8
  %re = arith.extsi %r : i8 to i64
  return %re : i64
}
func.func @rt67(%p0: f32) -> i64 {
  %r = arith.fptosi %p0 : f32 to i8
  %re = arith.extsi %r : i8 to i64
  return %re : i64
}
func.func @rt68(%p0: f32) -> i64 {
  %r = arith.negf %p0 : f32
  %rb = arith.bitcast %r : f32 to i32
  %re = arith.extui %rb : i32 to i64
  return %re : i64
}
func.func @rt69(%p0: f32, %p1: f32) -> i64 {
  %r = arith.addf %p0, %p1 : f32
  %rb = arith.bitcast %r : f32 to i32
  %re = arith.extui %rb : i32 to i64
  return %re : i64
}
func.func @rt70(%p0: f32, %p1: f32) -> i64 {
  %r = arith.maximumf %p0, %p1 : f32
  %rb = arith.bitcast %r : f32 to i32
  %re = arith.extui %rb : i32 to i64
  return %re : i64
}
func.func @rt71(%p0: f32, %p1: f32) -> i64 {
  %r = arith.maxnumf %p0, %p1 : f32
  %rb = arith.bitcast %r : f32 to i32
  %re = arith.extui %rb : i32 to i64
  return %re : i64
}
func.func @rt72(%p0: f32, %p1: f32) -> i64 {
  %r = arith.minimumf %p0, %p1 : f32
  %rb = arith.bitcast %r : f32 to i32
  %re = arith.extui %rb : i32 to i64
  return %re : i64
}
func.func @rt73(%p0: f32) -> i64 {
  %r = math.sqrt %p0 : f32
  %rb = arith.bitcast %r : f32 to i32
  %re = arith.extui %rb : i32 to i64
  return %re : i64
}
func.func @rt74(%p0: f32) -> i64 {
  %r = math.sin %p0 : f32
  %rb = arith.bitcast %r : f32 to i32
  %re = arith.extui %rb : i32 to i64
  return %re : i64
}
func.func @rt75(%p0: f32, %p1: f32) -> i64 {
  %r = math.copysign %p0, %p1 : f32
  %rb = arith.bitcast %r : f32 to i32
  %re = arith.extui %rb : i32 to i64
  return %re : i64
}
func.func @rt76(%p0: f64, %p1: f64) -> i64 {
  %r = arith.addf %p0, %p1 : f64
  %rb = arith.bitcast %r : f64 to i64
  return %rb : i64
}
func.func @rt77(%p0: f64, %p1: f64) -> i64 {
  %r = arith.divf %p0, %p1 : f64
  %rb = arith.bitcast %r : f64 to i64
  return %rb : i64
}
func.func @rt78(%p0: f64, %p1: f64) -> i64 {
  %r = arith.mulf %p0, %p1 : f64
  %rb = arith.bitcast %r : f64 to i64
  return %rb : i64
}
func.func @rt79(%p0: f64) -> i64 {
  %r = math.exp %p0 : f64
  %rb = arith.bitcast %r : f64 to i64
  return %rb : i64
}
func.func @rt80(%p0: f64) -> i64 {
  %r = arith.truncf %p0 : f64 to f16
  %rb = arith.bitcast %r : f16 to i16
  %re = arith.extui %rb : i16 to i64
  return %re : i64
}
func.func @rt81(%p0: f32) -> i64 {
  %r = arith.extf %p0 : f32 to f64
  %rb = arith.bitcast %r : f64 to i64
  return %rb : i64
}
func.func @rt87(%p0: f32, %p1: f32) -> i64 {
  %r = arith.cmpf uno, %p0, %p1 : f32
  %re = arith.extui %r : i1 to i64
  return %re : i64
}
func.func @rt88(%p0: f32, %p1: f32) -> i64 {
  %r = arith.cmpf oeq, %p0, %p1 : f32
  %re = arith.extui %r : i1 to i64
  return %re : i64
}
func.func @rt89(%p0: f16) -> i64 {
  %r = math.isinf %p0 : f16
  %re = arith.extui %r : i1 to i64
  return %re : i64
}

func.func @main() {
  // addi i8 127 + 1 wraps to -128
  // CHECK: -128, -128
  %a0_0 = arith.constant 127 : i8
  %a0_1 = arith.constant 1 : i8
  %k0 = arith.addi %a0_0, %a0_1 : i8
  %k0e = arith.extsi %k0 : i8 to i64
  %r0 = call @rt0(%a0_0, %a0_1) : (i8, i8) -> i64
  call @show2(%k0e, %r0) : (i64, i64) -> ()
  // subi i8 -128 - 1 wraps to 127
  // CHECK-NEXT: 127, 127
  %a1_0 = arith.constant -128 : i8
  %a1_1 = arith.constant 1 : i8
  %k1 = arith.subi %a1_0, %a1_1 : i8
  %k1e = arith.extsi %k1 : i8 to i64
  %r1 = call @rt1(%a1_0, %a1_1) : (i8, i8) -> i64
  call @show2(%k1e, %r1) : (i64, i64) -> ()
  // muli i32 65536 * 65536 wraps to 0
  // CHECK-NEXT: 0, 0
  %a2_0 = arith.constant 65536 : i32
  %a2_1 = arith.constant 65536 : i32
  %k2 = arith.muli %a2_0, %a2_1 : i32
  %k2e = arith.extsi %k2 : i32 to i64
  %r2 = call @rt2(%a2_0, %a2_1) : (i32, i32) -> i64
  call @show2(%k2e, %r2) : (i64, i64) -> ()
  // muli i64 INT_MIN * -1 is INT_MIN
  // CHECK-NEXT: -9223372036854775808, -9223372036854775808
  %a3_0 = arith.constant -9223372036854775808 : i64
  %a3_1 = arith.constant -1 : i64
  %k3 = arith.muli %a3_0, %a3_1 : i64
  %r3 = call @rt3(%a3_0, %a3_1) : (i64, i64) -> i64
  call @show2(%k3, %r3) : (i64, i64) -> ()
  // addi i1 true + true is false
  // CHECK-NEXT: 0, 0
  %a4_0 = arith.constant true : i1
  %a4_1 = arith.constant true : i1
  %k4 = arith.addi %a4_0, %a4_1 : i1
  %k4e = arith.extui %k4 : i1 to i64
  %r4 = call @rt4(%a4_0, %a4_1) : (i1, i1) -> i64
  call @show2(%k4e, %r4) : (i64, i64) -> ()
  // divsi i32 INT_MIN / 2
  // CHECK-NEXT: -1073741824, -1073741824
  %a5_0 = arith.constant -2147483648 : i32
  %a5_1 = arith.constant 2 : i32
  %k5 = arith.divsi %a5_0, %a5_1 : i32
  %k5e = arith.extsi %k5 : i32 to i64
  %r5 = call @rt5(%a5_0, %a5_1) : (i32, i32) -> i64
  call @show2(%k5e, %r5) : (i64, i64) -> ()
  // divsi -7 / 2 rounds toward zero
  // CHECK-NEXT: -3, -3
  %a6_0 = arith.constant -7 : i32
  %a6_1 = arith.constant 2 : i32
  %k6 = arith.divsi %a6_0, %a6_1 : i32
  %k6e = arith.extsi %k6 : i32 to i64
  %r6 = call @rt6(%a6_0, %a6_1) : (i32, i32) -> i64
  call @show2(%k6e, %r6) : (i64, i64) -> ()
  // divsi i64 INT_MIN / -2
  // CHECK-NEXT: 4611686018427387904, 4611686018427387904
  %a7_0 = arith.constant -9223372036854775808 : i64
  %a7_1 = arith.constant -2 : i64
  %k7 = arith.divsi %a7_0, %a7_1 : i64
  %r7 = call @rt7(%a7_0, %a7_1) : (i64, i64) -> i64
  call @show2(%k7, %r7) : (i64, i64) -> ()
  // remsi -7 % 2 has the dividend's sign
  // CHECK-NEXT: -1, -1
  %a8_0 = arith.constant -7 : i32
  %a8_1 = arith.constant 2 : i32
  %k8 = arith.remsi %a8_0, %a8_1 : i32
  %k8e = arith.extsi %k8 : i32 to i64
  %r8 = call @rt8(%a8_0, %a8_1) : (i32, i32) -> i64
  call @show2(%k8e, %r8) : (i64, i64) -> ()
  // divui i8 255 / 2
  // CHECK-NEXT: 127, 127
  %a9_0 = arith.constant -1 : i8
  %a9_1 = arith.constant 2 : i8
  %k9 = arith.divui %a9_0, %a9_1 : i8
  %k9e = arith.extsi %k9 : i8 to i64
  %r9 = call @rt9(%a9_0, %a9_1) : (i8, i8) -> i64
  call @show2(%k9e, %r9) : (i64, i64) -> ()
  // remui i8 255 % 10
  // CHECK-NEXT: 5, 5
  %a10_0 = arith.constant -1 : i8
  %a10_1 = arith.constant 10 : i8
  %k10 = arith.remui %a10_0, %a10_1 : i8
  %k10e = arith.extsi %k10 : i8 to i64
  %r10 = call @rt10(%a10_0, %a10_1) : (i8, i8) -> i64
  call @show2(%k10e, %r10) : (i64, i64) -> ()
  // ceildivsi -7 / 2
  // CHECK-NEXT: -3, -3
  %a11_0 = arith.constant -7 : i32
  %a11_1 = arith.constant 2 : i32
  %k11 = arith.ceildivsi %a11_0, %a11_1 : i32
  %k11e = arith.extsi %k11 : i32 to i64
  %r11 = call @rt11(%a11_0, %a11_1) : (i32, i32) -> i64
  call @show2(%k11e, %r11) : (i64, i64) -> ()
  // ceildivsi 7 / -2
  // CHECK-NEXT: -3, -3
  %a12_0 = arith.constant 7 : i32
  %a12_1 = arith.constant -2 : i32
  %k12 = arith.ceildivsi %a12_0, %a12_1 : i32
  %k12e = arith.extsi %k12 : i32 to i64
  %r12 = call @rt12(%a12_0, %a12_1) : (i32, i32) -> i64
  call @show2(%k12e, %r12) : (i64, i64) -> ()
  // ceildivsi -7 / -2
  // CHECK-NEXT: 4, 4
  %a13_0 = arith.constant -7 : i32
  %a13_1 = arith.constant -2 : i32
  %k13 = arith.ceildivsi %a13_0, %a13_1 : i32
  %k13e = arith.extsi %k13 : i32 to i64
  %r13 = call @rt13(%a13_0, %a13_1) : (i32, i32) -> i64
  call @show2(%k13e, %r13) : (i64, i64) -> ()
  // ceildivui i8 255 / 2
  // CHECK-NEXT: -128, -128
  %a14_0 = arith.constant -1 : i8
  %a14_1 = arith.constant 2 : i8
  %k14 = arith.ceildivui %a14_0, %a14_1 : i8
  %k14e = arith.extsi %k14 : i8 to i64
  %r14 = call @rt14(%a14_0, %a14_1) : (i8, i8) -> i64
  call @show2(%k14e, %r14) : (i64, i64) -> ()
  // floordivsi -7 / 2
  // CHECK-NEXT: -4, -4
  %a15_0 = arith.constant -7 : i32
  %a15_1 = arith.constant 2 : i32
  %k15 = arith.floordivsi %a15_0, %a15_1 : i32
  %k15e = arith.extsi %k15 : i32 to i64
  %r15 = call @rt15(%a15_0, %a15_1) : (i32, i32) -> i64
  call @show2(%k15e, %r15) : (i64, i64) -> ()
  // floordivsi 7 / -2
  // CHECK-NEXT: -4, -4
  %a16_0 = arith.constant 7 : i32
  %a16_1 = arith.constant -2 : i32
  %k16 = arith.floordivsi %a16_0, %a16_1 : i32
  %k16e = arith.extsi %k16 : i32 to i64
  %r16 = call @rt16(%a16_0, %a16_1) : (i32, i32) -> i64
  call @show2(%k16e, %r16) : (i64, i64) -> ()
  // floordivsi i8 -128 / 3
  // CHECK-NEXT: -43, -43
  %a17_0 = arith.constant -128 : i8
  %a17_1 = arith.constant 3 : i8
  %k17 = arith.floordivsi %a17_0, %a17_1 : i8
  %k17e = arith.extsi %k17 : i8 to i64
  %r17 = call @rt17(%a17_0, %a17_1) : (i8, i8) -> i64
  call @show2(%k17e, %r17) : (i64, i64) -> ()
  // shli i8 1 << 7
  // CHECK-NEXT: -128, -128
  %a18_0 = arith.constant 1 : i8
  %a18_1 = arith.constant 7 : i8
  %k18 = arith.shli %a18_0, %a18_1 : i8
  %k18e = arith.extsi %k18 : i8 to i64
  %r18 = call @rt18(%a18_0, %a18_1) : (i8, i8) -> i64
  call @show2(%k18e, %r18) : (i64, i64) -> ()
  // shli i32 -1 << 31
  // CHECK-NEXT: -2147483648, -2147483648
  %a19_0 = arith.constant -1 : i32
  %a19_1 = arith.constant 31 : i32
  %k19 = arith.shli %a19_0, %a19_1 : i32
  %k19e = arith.extsi %k19 : i32 to i64
  %r19 = call @rt19(%a19_0, %a19_1) : (i32, i32) -> i64
  call @show2(%k19e, %r19) : (i64, i64) -> ()
  // shrsi i8 -128 >> 7
  // CHECK-NEXT: -1, -1
  %a20_0 = arith.constant -128 : i8
  %a20_1 = arith.constant 7 : i8
  %k20 = arith.shrsi %a20_0, %a20_1 : i8
  %k20e = arith.extsi %k20 : i8 to i64
  %r20 = call @rt20(%a20_0, %a20_1) : (i8, i8) -> i64
  call @show2(%k20e, %r20) : (i64, i64) -> ()
  // shrui i8 -128 >> 7
  // CHECK-NEXT: 1, 1
  %a21_0 = arith.constant -128 : i8
  %a21_1 = arith.constant 7 : i8
  %k21 = arith.shrui %a21_0, %a21_1 : i8
  %k21e = arith.extsi %k21 : i8 to i64
  %r21 = call @rt21(%a21_0, %a21_1) : (i8, i8) -> i64
  call @show2(%k21e, %r21) : (i64, i64) -> ()
  // shrsi i64 INT_MIN >> 63
  // CHECK-NEXT: -1, -1
  %a22_0 = arith.constant -9223372036854775808 : i64
  %a22_1 = arith.constant 63 : i64
  %k22 = arith.shrsi %a22_0, %a22_1 : i64
  %r22 = call @rt22(%a22_0, %a22_1) : (i64, i64) -> i64
  call @show2(%k22, %r22) : (i64, i64) -> ()
  // maxui i8 -1 vs 1 (unsigned)
  // CHECK-NEXT: -1, -1
  %a23_0 = arith.constant -1 : i8
  %a23_1 = arith.constant 1 : i8
  %k23 = arith.maxui %a23_0, %a23_1 : i8
  %k23e = arith.extsi %k23 : i8 to i64
  %r23 = call @rt23(%a23_0, %a23_1) : (i8, i8) -> i64
  call @show2(%k23e, %r23) : (i64, i64) -> ()
  // minsi i8 -1 vs 1
  // CHECK-NEXT: -1, -1
  %a24_0 = arith.constant -1 : i8
  %a24_1 = arith.constant 1 : i8
  %k24 = arith.minsi %a24_0, %a24_1 : i8
  %k24e = arith.extsi %k24 : i8 to i64
  %r24 = call @rt24(%a24_0, %a24_1) : (i8, i8) -> i64
  call @show2(%k24e, %r24) : (i64, i64) -> ()
  // cmpi ult -1, 1 (unsigned) is false
  // CHECK-NEXT: 0, 0
  %a25_0 = arith.constant -1 : i32
  %a25_1 = arith.constant 1 : i32
  %k25 = arith.cmpi ult, %a25_0, %a25_1 : i32
  %k25e = arith.extui %k25 : i1 to i64
  %r25 = call @rt25(%a25_0, %a25_1) : (i32, i32) -> i64
  call @show2(%k25e, %r25) : (i64, i64) -> ()
  // cmpi sle INT_MIN, -1 is true
  // CHECK-NEXT: 1, 1
  %a26_0 = arith.constant -9223372036854775808 : i64
  %a26_1 = arith.constant -1 : i64
  %k26 = arith.cmpi sle, %a26_0, %a26_1 : i64
  %k26e = arith.extui %k26 : i1 to i64
  %r26 = call @rt26(%a26_0, %a26_1) : (i64, i64) -> i64
  call @show2(%k26e, %r26) : (i64, i64) -> ()
  // trunci i32 300 to i8
  // CHECK-NEXT: 44, 44
  %a27_0 = arith.constant 300 : i32
  %k27 = arith.trunci %a27_0 : i32 to i8
  %k27e = arith.extsi %k27 : i8 to i64
  %r27 = call @rt27(%a27_0) : (i32) -> i64
  call @show2(%k27e, %r27) : (i64, i64) -> ()
  // extui i8 -1 to i32
  // CHECK-NEXT: 255, 255
  %a28_0 = arith.constant -1 : i8
  %k28 = arith.extui %a28_0 : i8 to i32
  %k28e = arith.extsi %k28 : i32 to i64
  %r28 = call @rt28(%a28_0) : (i8) -> i64
  call @show2(%k28e, %r28) : (i64, i64) -> ()
  // index_cast index -1 to i8
  // CHECK-NEXT: -1, -1
  %a29_0 = arith.constant -1 : index
  %k29 = arith.index_cast %a29_0 : index to i8
  %k29e = arith.extsi %k29 : i8 to i64
  %r29 = call @rt29(%a29_0) : (index) -> i64
  call @show2(%k29e, %r29) : (i64, i64) -> ()
  // index_castui i8 -1 to index
  // CHECK-NEXT: 255, 255
  %a30_0 = arith.constant -1 : i8
  %k30 = arith.index_castui %a30_0 : i8 to index
  %k30e = arith.index_cast %k30 : index to i64
  %r30 = call @rt30(%a30_0) : (i8) -> i64
  call @show2(%k30e, %r30) : (i64, i64) -> ()
  // mului_extended high half of 0xFFFFFFFF squared
  // CHECK-NEXT: -2, -2
  %a31_0 = arith.constant -1 : i32
  %a31_1 = arith.constant -1 : i32
  %k31:2 = arith.mului_extended %a31_0, %a31_1 : i32
  %k31e = arith.extsi %k31#1 : i32 to i64
  %r31 = call @rt31(%a31_0, %a31_1) : (i32, i32) -> i64
  call @show2(%k31e, %r31) : (i64, i64) -> ()
  // mulsi_extended high half of INT_MIN squared
  // CHECK-NEXT: 1073741824, 1073741824
  %a32_0 = arith.constant -2147483648 : i32
  %a32_1 = arith.constant -2147483648 : i32
  %k32:2 = arith.mulsi_extended %a32_0, %a32_1 : i32
  %k32e = arith.extsi %k32#1 : i32 to i64
  %r32 = call @rt32(%a32_0, %a32_1) : (i32, i32) -> i64
  call @show2(%k32e, %r32) : (i64, i64) -> ()
  // addui_extended overflow bit of 0xFFFFFFFF + 1
  // CHECK-NEXT: 1, 1
  %a33_0 = arith.constant -1 : i32
  %a33_1 = arith.constant 1 : i32
  %k33:2 = arith.addui_extended %a33_0, %a33_1 : i32, i1
  %k33e = arith.extui %k33#1 : i1 to i64
  %r33 = call @rt33(%a33_0, %a33_1) : (i32, i32) -> i64
  call @show2(%k33e, %r33) : (i64, i64) -> ()
  // math.absi i8 -128 stays -128
  // CHECK-NEXT: -128, -128
  %a34_0 = arith.constant -128 : i8
  %k34 = math.absi %a34_0 : i8
  %k34e = arith.extsi %k34 : i8 to i64
  %r34 = call @rt34(%a34_0) : (i8) -> i64
  call @show2(%k34e, %r34) : (i64, i64) -> ()
  // math.ctlz i32 1
  // CHECK-NEXT: 31, 31
  %a35_0 = arith.constant 1 : i32
  %k35 = math.ctlz %a35_0 : i32
  %k35e = arith.extsi %k35 : i32 to i64
  %r35 = call @rt35(%a35_0) : (i32) -> i64
  call @show2(%k35e, %r35) : (i64, i64) -> ()
  // math.cttz i16 0 is the width
  // CHECK-NEXT: 16, 16
  %a36_0 = arith.constant 0 : i16
  %k36 = math.cttz %a36_0 : i16
  %k36e = arith.extsi %k36 : i16 to i64
  %r36 = call @rt36(%a36_0) : (i16) -> i64
  call @show2(%k36e, %r36) : (i64, i64) -> ()
  // math.ctpop i64 -1
  // CHECK-NEXT: 64, 64
  %a37_0 = arith.constant -1 : i64
  %k37 = math.ctpop %a37_0 : i64
  %r37 = call @rt37(%a37_0) : (i64) -> i64
  call @show2(%k37, %r37) : (i64, i64) -> ()
  // math.ipowi i32 3 ** 21 wraps
  // CHECK-NEXT: 1870418611, 1870418611
  %a38_0 = arith.constant 3 : i32
  %a38_1 = arith.constant 21 : i32
  %k38 = math.ipowi %a38_0, %a38_1 : i32
  %k38e = arith.extsi %k38 : i32 to i64
  %r38 = call @rt38(%a38_0, %a38_1) : (i32, i32) -> i64
  call @show2(%k38e, %r38) : (i64, i64) -> ()
  // f16 65504 + 16 overflows to inf (0x7C00)
  // CHECK-NEXT: 31744, 31744
  %a39_0 = arith.constant 65504.0 : f16
  %a39_1 = arith.constant 16.0 : f16
  %k39 = arith.addf %a39_0, %a39_1 : f16
  %k39b = arith.bitcast %k39 : f16 to i16
  %k39e = arith.extui %k39b : i16 to i64
  %r39 = call @rt39(%a39_0, %a39_1) : (f16, f16) -> i64
  call @show2(%k39e, %r39) : (i64, i64) -> ()
  // f16 65504 + 8 stays 65504 (0x7BFF)
  // CHECK-NEXT: 31743, 31743
  %a40_0 = arith.constant 65504.0 : f16
  %a40_1 = arith.constant 8.0 : f16
  %k40 = arith.addf %a40_0, %a40_1 : f16
  %k40b = arith.bitcast %k40 : f16 to i16
  %k40e = arith.extui %k40b : i16 to i64
  %r40 = call @rt40(%a40_0, %a40_1) : (f16, f16) -> i64
  call @show2(%k40e, %r40) : (i64, i64) -> ()
  // f16 1 + 2^-11 ties to even: 1.0 (0x3C00)
  // CHECK-NEXT: 15360, 15360
  %a41_0 = arith.constant 1.0 : f16
  %a41_1 = arith.constant 4.8828125E-4 : f16
  %k41 = arith.addf %a41_0, %a41_1 : f16
  %k41b = arith.bitcast %k41 : f16 to i16
  %k41e = arith.extui %k41b : i16 to i64
  %r41 = call @rt41(%a41_0, %a41_1) : (f16, f16) -> i64
  call @show2(%k41e, %r41) : (i64, i64) -> ()
  // f16 1 + 3 * 2^-11 ties to even: 0x3C02
  // CHECK-NEXT: 15362, 15362
  %a42_0 = arith.constant 1.0 : f16
  %a42_1 = arith.constant 1.46484375E-3 : f16
  %k42 = arith.addf %a42_0, %a42_1 : f16
  %k42b = arith.bitcast %k42 : f16 to i16
  %k42e = arith.extui %k42b : i16 to i64
  %r42 = call @rt42(%a42_0, %a42_1) : (f16, f16) -> i64
  call @show2(%k42e, %r42) : (i64, i64) -> ()
  // f16 2^-14 * 0.5 is subnormal 0x0200
  // CHECK-NEXT: 512, 512
  %a43_0 = arith.constant 6.103515625E-5 : f16
  %a43_1 = arith.constant 0.5 : f16
  %k43 = arith.mulf %a43_0, %a43_1 : f16
  %k43b = arith.bitcast %k43 : f16 to i16
  %k43e = arith.extui %k43b : i16 to i64
  %r43 = call @rt43(%a43_0, %a43_1) : (f16, f16) -> i64
  call @show2(%k43e, %r43) : (i64, i64) -> ()
  // f16 2^-24 * 0.5 ties to even: +0
  // CHECK-NEXT: 0, 0
  %a44_0 = arith.constant 5.9604644775390625E-8 : f16
  %a44_1 = arith.constant 0.5 : f16
  %k44 = arith.mulf %a44_0, %a44_1 : f16
  %k44b = arith.bitcast %k44 : f16 to i16
  %k44e = arith.extui %k44b : i16 to i64
  %r44 = call @rt44(%a44_0, %a44_1) : (f16, f16) -> i64
  call @show2(%k44e, %r44) : (i64, i64) -> ()
  // f16 3 * 2^-24 * 0.5 ties to even: 2^-23 (0x0002)
  // CHECK-NEXT: 2, 2
  %a45_0 = arith.constant 1.78813934326171875E-7 : f16
  %a45_1 = arith.constant 0.5 : f16
  %k45 = arith.mulf %a45_0, %a45_1 : f16
  %k45b = arith.bitcast %k45 : f16 to i16
  %k45e = arith.extui %k45b : i16 to i64
  %r45 = call @rt45(%a45_0, %a45_1) : (f16, f16) -> i64
  call @show2(%k45e, %r45) : (i64, i64) -> ()
  // f16 1 / 3
  // CHECK-NEXT: 13653, 13653
  %a46_0 = arith.constant 1.0 : f16
  %a46_1 = arith.constant 3.0 : f16
  %k46 = arith.divf %a46_0, %a46_1 : f16
  %k46b = arith.bitcast %k46 : f16 to i16
  %k46e = arith.extui %k46b : i16 to i64
  %r46 = call @rt46(%a46_0, %a46_1) : (f16, f16) -> i64
  call @show2(%k46e, %r46) : (i64, i64) -> ()
  // f16 -1 * 0 is -0 (0x8000)
  // CHECK-NEXT: 32768, 32768
  %a47_0 = arith.constant -1.0 : f16
  %a47_1 = arith.constant 0.0 : f16
  %k47 = arith.mulf %a47_0, %a47_1 : f16
  %k47b = arith.bitcast %k47 : f16 to i16
  %k47e = arith.extui %k47b : i16 to i64
  %r47 = call @rt47(%a47_0, %a47_1) : (f16, f16) -> i64
  call @show2(%k47e, %r47) : (i64, i64) -> ()
  // f16 sitofp 2049 ties to even: 2048
  // CHECK-NEXT: 26624, 26624
  %a48_0 = arith.constant 2049 : i32
  %k48 = arith.sitofp %a48_0 : i32 to f16
  %k48b = arith.bitcast %k48 : f16 to i16
  %k48e = arith.extui %k48b : i16 to i64
  %r48 = call @rt48(%a48_0) : (i32) -> i64
  call @show2(%k48e, %r48) : (i64, i64) -> ()
  // f16 sitofp 70000 overflows to inf
  // CHECK-NEXT: 31744, 31744
  %a49_0 = arith.constant 70000 : i32
  %k49 = arith.sitofp %a49_0 : i32 to f16
  %k49b = arith.bitcast %k49 : f16 to i16
  %k49e = arith.extui %k49b : i16 to i64
  %r49 = call @rt49(%a49_0) : (i32) -> i64
  call @show2(%k49e, %r49) : (i64, i64) -> ()
  // f16 uitofp i8 -1 is 255
  // CHECK-NEXT: 23544, 23544
  %a50_0 = arith.constant -1 : i8
  %k50 = arith.uitofp %a50_0 : i8 to f16
  %k50b = arith.bitcast %k50 : f16 to i16
  %k50e = arith.extui %k50b : i16 to i64
  %r50 = call @rt50(%a50_0) : (i8) -> i64
  call @show2(%k50e, %r50) : (i64, i64) -> ()
  // f16 fptosi -65504 to i32
  // CHECK-NEXT: -65504, -65504
  %a51_0 = arith.constant -65504.0 : f16
  %k51 = arith.fptosi %a51_0 : f16 to i32
  %k51e = arith.extsi %k51 : i32 to i64
  %r51 = call @rt51(%a51_0) : (f16) -> i64
  call @show2(%k51e, %r51) : (i64, i64) -> ()
  // f16 math.floor -2.5
  // CHECK-NEXT: 49664, 49664
  %a52_0 = arith.constant -2.5 : f16
  %k52 = math.floor %a52_0 : f16
  %k52b = arith.bitcast %k52 : f16 to i16
  %k52e = arith.extui %k52b : i16 to i64
  %r52 = call @rt52(%a52_0) : (f16) -> i64
  call @show2(%k52e, %r52) : (i64, i64) -> ()
  // f16 math.roundeven 2.5
  // CHECK-NEXT: 16384, 16384
  %a53_0 = arith.constant 2.5 : f16
  %k53 = math.roundeven %a53_0 : f16
  %k53b = arith.bitcast %k53 : f16 to i16
  %k53e = arith.extui %k53b : i16 to i64
  %r53 = call @rt53(%a53_0) : (f16) -> i64
  call @show2(%k53e, %r53) : (i64, i64) -> ()
  // f16 math.ceil -0.25 is -0
  // CHECK-NEXT: 32768, 32768
  %a54_0 = arith.constant -0.25 : f16
  %k54 = math.ceil %a54_0 : f16
  %k54b = arith.bitcast %k54 : f16 to i16
  %k54e = arith.extui %k54b : i16 to i64
  %r54 = call @rt54(%a54_0) : (f16) -> i64
  call @show2(%k54e, %r54) : (i64, i64) -> ()
  // f16 extf of the smallest subnormal to f32
  // CHECK-NEXT: 864026624, 864026624
  %a55_0 = arith.constant 5.9604644775390625E-8 : f16
  %k55 = arith.extf %a55_0 : f16 to f32
  %k55b = arith.bitcast %k55 : f32 to i32
  %k55e = arith.extui %k55b : i32 to i64
  %r55 = call @rt55(%a55_0) : (f16) -> i64
  call @show2(%k55e, %r55) : (i64, i64) -> ()
  // bf16 1 / 3 (0x3EAB)
  // CHECK-NEXT: 16043, 16043
  %a56_0 = arith.constant 1.0 : bf16
  %a56_1 = arith.constant 3.0 : bf16
  %k56 = arith.divf %a56_0, %a56_1 : bf16
  %k56b = arith.bitcast %k56 : bf16 to i16
  %k56e = arith.extui %k56b : i16 to i64
  %r56 = call @rt56(%a56_0, %a56_1) : (bf16, bf16) -> i64
  call @show2(%k56e, %r56) : (i64, i64) -> ()
  // bf16 1 + 2^-8 ties to even: 1.0 (0x3F80)
  // CHECK-NEXT: 16256, 16256
  %a57_0 = arith.constant 1.0 : bf16
  %a57_1 = arith.constant 3.90625E-3 : bf16
  %k57 = arith.addf %a57_0, %a57_1 : bf16
  %k57b = arith.bitcast %k57 : bf16 to i16
  %k57e = arith.extui %k57b : i16 to i64
  %r57 = call @rt57(%a57_0, %a57_1) : (bf16, bf16) -> i64
  call @show2(%k57e, %r57) : (i64, i64) -> ()
  // bf16 1 + 3 * 2^-8 ties to even: 0x3F82
  // CHECK-NEXT: 16258, 16258
  %a58_0 = arith.constant 1.0 : bf16
  %a58_1 = arith.constant 1.171875E-2 : bf16
  %k58 = arith.addf %a58_0, %a58_1 : bf16
  %k58b = arith.bitcast %k58 : bf16 to i16
  %k58e = arith.extui %k58b : i16 to i64
  %r58 = call @rt58(%a58_0, %a58_1) : (bf16, bf16) -> i64
  call @show2(%k58e, %r58) : (i64, i64) -> ()
  // f32 0.1 + 0.2
  // CHECK-NEXT: 1050253722, 1050253722
  %a59_0 = arith.constant 0.1 : f32
  %a59_1 = arith.constant 0.2 : f32
  %k59 = arith.addf %a59_0, %a59_1 : f32
  %k59b = arith.bitcast %k59 : f32 to i32
  %k59e = arith.extui %k59b : i32 to i64
  %r59 = call @rt59(%a59_0, %a59_1) : (f32, f32) -> i64
  call @show2(%k59e, %r59) : (i64, i64) -> ()
  // f32 16777216 + 1 ties to even
  // CHECK-NEXT: 1266679808, 1266679808
  %a60_0 = arith.constant 16777216.0 : f32
  %a60_1 = arith.constant 1.0 : f32
  %k60 = arith.addf %a60_0, %a60_1 : f32
  %k60b = arith.bitcast %k60 : f32 to i32
  %k60e = arith.extui %k60b : i32 to i64
  %r60 = call @rt60(%a60_0, %a60_1) : (f32, f32) -> i64
  call @show2(%k60e, %r60) : (i64, i64) -> ()
  // f32 3e38 * 10 overflows to inf
  // CHECK-NEXT: 2139095040, 2139095040
  %a61_0 = arith.constant 3.0e38 : f32
  %a61_1 = arith.constant 10.0 : f32
  %k61 = arith.mulf %a61_0, %a61_1 : f32
  %k61b = arith.bitcast %k61 : f32 to i32
  %k61e = arith.extui %k61b : i32 to i64
  %r61 = call @rt61(%a61_0, %a61_1) : (f32, f32) -> i64
  call @show2(%k61e, %r61) : (i64, i64) -> ()
  // f32 smallest subnormal / 2 ties to even: +0
  // CHECK-NEXT: 0, 0
  %a62_0 = arith.constant 1.40129846E-45 : f32
  %a62_1 = arith.constant 2.0 : f32
  %k62 = arith.divf %a62_0, %a62_1 : f32
  %k62b = arith.bitcast %k62 : f32 to i32
  %k62e = arith.extui %k62b : i32 to i64
  %r62 = call @rt62(%a62_0, %a62_1) : (f32, f32) -> i64
  call @show2(%k62e, %r62) : (i64, i64) -> ()
  // f32 3 * smallest subnormal / 2 ties to even: 2 * smallest
  // CHECK-NEXT: 2, 2
  %a63_0 = arith.constant 4.20389539E-45 : f32
  %a63_1 = arith.constant 2.0 : f32
  %k63 = arith.divf %a63_0, %a63_1 : f32
  %k63b = arith.bitcast %k63 : f32 to i32
  %k63e = arith.extui %k63b : i32 to i64
  %r63 = call @rt63(%a63_0, %a63_1) : (f32, f32) -> i64
  call @show2(%k63e, %r63) : (i64, i64) -> ()
  // f32 remf -5.5, 2 is -1.5
  // CHECK-NEXT: 3217031168, 3217031168
  %a64_0 = arith.constant -5.5 : f32
  %a64_1 = arith.constant 2.0 : f32
  %k64 = arith.remf %a64_0, %a64_1 : f32
  %k64b = arith.bitcast %k64 : f32 to i32
  %k64e = arith.extui %k64b : i32 to i64
  %r64 = call @rt64(%a64_0, %a64_1) : (f32, f32) -> i64
  call @show2(%k64e, %r64) : (i64, i64) -> ()
  // f32 sitofp 16777217 ties to even
  // CHECK-NEXT: 1266679808, 1266679808
  %a65_0 = arith.constant 16777217 : i32
  %k65 = arith.sitofp %a65_0 : i32 to f32
  %k65b = arith.bitcast %k65 : f32 to i32
  %k65e = arith.extui %k65b : i32 to i64
  %r65 = call @rt65(%a65_0) : (i32) -> i64
  call @show2(%k65e, %r65) : (i64, i64) -> ()
  // f32 fptoui 255.9 to i8 is 255
  // CHECK-NEXT: -1, -1
  %a66_0 = arith.constant 255.9 : f32
  %k66 = arith.fptoui %a66_0 : f32 to i8
  %k66e = arith.extsi %k66 : i8 to i64
  %r66 = call @rt66(%a66_0) : (f32) -> i64
  call @show2(%k66e, %r66) : (i64, i64) -> ()
  // f32 fptosi -1.5 to i8 is -1
  // CHECK-NEXT: -1, -1
  %a67_0 = arith.constant -1.5 : f32
  %k67 = arith.fptosi %a67_0 : f32 to i8
  %k67e = arith.extsi %k67 : i8 to i64
  %r67 = call @rt67(%a67_0) : (f32) -> i64
  call @show2(%k67e, %r67) : (i64, i64) -> ()
  // f32 negf of a NaN flips its sign
  // CHECK-NEXT: 4290772993, 4290772993
  %a68_0 = arith.constant 0x7FC00001 : f32
  %k68 = arith.negf %a68_0 : f32
  %k68b = arith.bitcast %k68 : f32 to i32
  %k68e = arith.extui %k68b : i32 to i64
  %r68 = call @rt68(%a68_0) : (f32) -> i64
  call @show2(%k68e, %r68) : (i64, i64) -> ()
  // f32 1 + NaN keeps the NaN's payload
  // CHECK-NEXT: 2143363909, 2143363909
  %a69_0 = arith.constant 1.0 : f32
  %a69_1 = arith.constant 0x7FC12345 : f32
  %k69 = arith.addf %a69_0, %a69_1 : f32
  %k69b = arith.bitcast %k69 : f32 to i32
  %k69e = arith.extui %k69b : i32 to i64
  %r69 = call @rt69(%a69_0, %a69_1) : (f32, f32) -> i64
  call @show2(%k69e, %r69) : (i64, i64) -> ()
  // f32 maximumf NaN, 1 is the NaN
  // CHECK-NEXT: 2143289345, 2143289345
  %a70_0 = arith.constant 0x7FC00001 : f32
  %a70_1 = arith.constant 1.0 : f32
  %k70 = arith.maximumf %a70_0, %a70_1 : f32
  %k70b = arith.bitcast %k70 : f32 to i32
  %k70e = arith.extui %k70b : i32 to i64
  %r70 = call @rt70(%a70_0, %a70_1) : (f32, f32) -> i64
  call @show2(%k70e, %r70) : (i64, i64) -> ()
  // f32 maxnumf NaN, 1 is 1
  // CHECK-NEXT: 1065353216, 1065353216
  %a71_0 = arith.constant 0x7FC00001 : f32
  %a71_1 = arith.constant 1.0 : f32
  %k71 = arith.maxnumf %a71_0, %a71_1 : f32
  %k71b = arith.bitcast %k71 : f32 to i32
  %k71e = arith.extui %k71b : i32 to i64
  %r71 = call @rt71(%a71_0, %a71_1) : (f32, f32) -> i64
  call @show2(%k71e, %r71) : (i64, i64) -> ()
  // f32 minimumf -0, +0 is -0
  // CHECK-NEXT: 2147483648, 2147483648
  %a72_0 = arith.constant -0.0 : f32
  %a72_1 = arith.constant 0.0 : f32
  %k72 = arith.minimumf %a72_0, %a72_1 : f32
  %k72b = arith.bitcast %k72 : f32 to i32
  %k72e = arith.extui %k72b : i32 to i64
  %r72 = call @rt72(%a72_0, %a72_1) : (f32, f32) -> i64
  call @show2(%k72e, %r72) : (i64, i64) -> ()
  // f32 math.sqrt 2
  // CHECK-NEXT: 1068827891, 1068827891
  %a73_0 = arith.constant 2.0 : f32
  %k73 = math.sqrt %a73_0 : f32
  %k73b = arith.bitcast %k73 : f32 to i32
  %k73e = arith.extui %k73b : i32 to i64
  %r73 = call @rt73(%a73_0) : (f32) -> i64
  call @show2(%k73e, %r73) : (i64, i64) -> ()
  // f32 math.sin 1
  // CHECK-NEXT: 1062693540, 1062693540
  %a74_0 = arith.constant 1.0 : f32
  %k74 = math.sin %a74_0 : f32
  %k74b = arith.bitcast %k74 : f32 to i32
  %k74e = arith.extui %k74b : i32 to i64
  %r74 = call @rt74(%a74_0) : (f32) -> i64
  call @show2(%k74e, %r74) : (i64, i64) -> ()
  // f32 math.copysign 3, -0
  // CHECK-NEXT: 3225419776, 3225419776
  %a75_0 = arith.constant 3.0 : f32
  %a75_1 = arith.constant -0.0 : f32
  %k75 = math.copysign %a75_0, %a75_1 : f32
  %k75b = arith.bitcast %k75 : f32 to i32
  %k75e = arith.extui %k75b : i32 to i64
  %r75 = call @rt75(%a75_0, %a75_1) : (f32, f32) -> i64
  call @show2(%k75e, %r75) : (i64, i64) -> ()
  // f64 0.1 + 0.2
  // CHECK-NEXT: 4599075939470750516, 4599075939470750516
  %a76_0 = arith.constant 0.1 : f64
  %a76_1 = arith.constant 0.2 : f64
  %k76 = arith.addf %a76_0, %a76_1 : f64
  %k76b = arith.bitcast %k76 : f64 to i64
  %r76 = call @rt76(%a76_0, %a76_1) : (f64, f64) -> i64
  call @show2(%k76b, %r76) : (i64, i64) -> ()
  // f64 1 / 3
  // CHECK-NEXT: 4599676419421066581, 4599676419421066581
  %a77_0 = arith.constant 1.0 : f64
  %a77_1 = arith.constant 3.0 : f64
  %k77 = arith.divf %a77_0, %a77_1 : f64
  %k77b = arith.bitcast %k77 : f64 to i64
  %r77 = call @rt77(%a77_0, %a77_1) : (f64, f64) -> i64
  call @show2(%k77b, %r77) : (i64, i64) -> ()
  // f64 smallest subnormal * 0.5 ties to even: +0
  // CHECK-NEXT: 0, 0
  %a78_0 = arith.constant 4.9406564584124654E-324 : f64
  %a78_1 = arith.constant 0.5 : f64
  %k78 = arith.mulf %a78_0, %a78_1 : f64
  %k78b = arith.bitcast %k78 : f64 to i64
  %r78 = call @rt78(%a78_0, %a78_1) : (f64, f64) -> i64
  call @show2(%k78b, %r78) : (i64, i64) -> ()
  // f64 math.exp 1
  // CHECK-NEXT: 4613303445314885481, 4613303445314885481
  %a79_0 = arith.constant 1.0 : f64
  %k79 = math.exp %a79_0 : f64
  %k79b = arith.bitcast %k79 : f64 to i64
  %r79 = call @rt79(%a79_0) : (f64) -> i64
  call @show2(%k79b, %r79) : (i64, i64) -> ()
  // f64 truncf 0.5 to f16
  // CHECK-NEXT: 14336, 14336
  %a80_0 = arith.constant 0.5 : f64
  %k80 = arith.truncf %a80_0 : f64 to f16
  %k80b = arith.bitcast %k80 : f16 to i16
  %k80e = arith.extui %k80b : i16 to i64
  %r80 = call @rt80(%a80_0) : (f64) -> i64
  call @show2(%k80e, %r80) : (i64, i64) -> ()
  // f64 extf of f32 0.1
  // CHECK-NEXT: 4591870180174331904, 4591870180174331904
  %a81_0 = arith.constant 0.1 : f32
  %k81 = arith.extf %a81_0 : f32 to f64
  %k81b = arith.bitcast %k81 : f64 to i64
  %r81 = call @rt81(%a81_0) : (f32) -> i64
  call @show2(%k81b, %r81) : (i64, i64) -> ()
  // f32 0 / 0 is the default NaN 0x7FC00000
  // CHECK-NEXT: 2143289344
  %a82_0 = arith.constant 0.0 : f32
  %a82_1 = arith.constant 0.0 : f32
  %k82 = arith.divf %a82_0, %a82_1 : f32
  %k82b = arith.bitcast %k82 : f32 to i32
  %k82e = arith.extui %k82b : i32 to i64
  call @show1(%k82e) : (i64) -> ()
  // f64 inf - inf is the default NaN
  // CHECK-NEXT: 9221120237041090560
  %a83_0 = arith.constant 0x7FF0000000000000 : f64
  %a83_1 = arith.constant 0x7FF0000000000000 : f64
  %k83 = arith.subf %a83_0, %a83_1 : f64
  %k83b = arith.bitcast %k83 : f64 to i64
  call @show1(%k83b) : (i64) -> ()
  // f16 0 * inf is the default NaN 0x7E00
  // CHECK-NEXT: 32256
  %a84_0 = arith.constant 0.0 : f16
  %a84_1 = arith.constant 0x7C00 : f16
  %k84 = arith.mulf %a84_0, %a84_1 : f16
  %k84b = arith.bitcast %k84 : f16 to i16
  %k84e = arith.extui %k84b : i16 to i64
  call @show1(%k84e) : (i64) -> ()
  // f32 remf 1, 0 is the default NaN
  // CHECK-NEXT: 2143289344
  %a85_0 = arith.constant 1.0 : f32
  %a85_1 = arith.constant 0.0 : f32
  %k85 = arith.remf %a85_0, %a85_1 : f32
  %k85b = arith.bitcast %k85 : f32 to i32
  %k85e = arith.extui %k85b : i32 to i64
  call @show1(%k85e) : (i64) -> ()
  // f32 maxnumf -0, +0 is +0
  // CHECK-NEXT: 0
  %a86_0 = arith.constant -0.0 : f32
  %a86_1 = arith.constant 0.0 : f32
  %k86 = arith.maxnumf %a86_0, %a86_1 : f32
  %k86b = arith.bitcast %k86 : f32 to i32
  %k86e = arith.extui %k86b : i32 to i64
  call @show1(%k86e) : (i64) -> ()
  // f32 cmpf uno 1, NaN
  // CHECK-NEXT: 1, 1
  %a87_0 = arith.constant 1.0 : f32
  %a87_1 = arith.constant 0x7FC00000 : f32
  %k87 = arith.cmpf uno, %a87_0, %a87_1 : f32
  %k87e = arith.extui %k87 : i1 to i64
  %r87 = call @rt87(%a87_0, %a87_1) : (f32, f32) -> i64
  call @show2(%k87e, %r87) : (i64, i64) -> ()
  // f32 cmpf oeq -0, +0
  // CHECK-NEXT: 1, 1
  %a88_0 = arith.constant -0.0 : f32
  %a88_1 = arith.constant 0.0 : f32
  %k88 = arith.cmpf oeq, %a88_0, %a88_1 : f32
  %k88e = arith.extui %k88 : i1 to i64
  %r88 = call @rt88(%a88_0, %a88_1) : (f32, f32) -> i64
  call @show2(%k88e, %r88) : (i64, i64) -> ()
  // f16 math.isinf of 65504 + 32
  // CHECK-NEXT: 1, 1
  %a89_0 = arith.constant 0x7C00 : f16
  %k89 = math.isinf %a89_0 : f16
  %k89e = arith.extui %k89 : i1 to i64
  %r89 = call @rt89(%a89_0) : (f16) -> i64
  call @show2(%k89e, %r89) : (i64, i64) -> ()
  return
}
