// llvm float arithmetic on each float type mlirc has (f16, bf16, f32, f64) and on vectors:
// fastmath flags in every combination upstream prints, fneg, fcmp with each predicate, and
// float constants (special values print in hex).
llvm.func @types(%h: f16, %b: bf16, %s: f32, %d: f64) -> f64 {
  %0 = llvm.fadd %h, %h : f16
  %1 = llvm.fsub %b, %b : bf16
  %2 = llvm.fmul %s, %s : f32
  %3 = llvm.fdiv %d, %d : f64
  %4 = llvm.frem %3, %d : f64
  %6 = llvm.fpext %0 : f16 to f64
  %7 = llvm.fpext %1 : bf16 to f64
  %8 = llvm.fpext %2 : f32 to f64
  %11 = llvm.fadd %6, %7 : f64
  %12 = llvm.fadd %11, %8 : f64
  %13 = llvm.fadd %12, %4 : f64
  llvm.return %13 : f64
}

llvm.func @vectors(%a: vector<4xf32>, %b: vector<4xf32>) -> vector<4xi1> {
  %0 = llvm.fadd %a, %b : vector<4xf32>
  %1 = llvm.fmul %0, %b {fastmathFlags = #llvm.fastmath<contract>} : vector<4xf32>
  %2 = llvm.fneg %1 : vector<4xf32>
  %3 = llvm.fcmp "olt" %2, %a : vector<4xf32>
  llvm.return %3 : vector<4xi1>
}

llvm.func @flags(%a: f32, %b: f32) -> f32 {
  %0 = llvm.fadd %a, %b {fastmathFlags = #llvm.fastmath<nnan>} : f32
  %1 = llvm.fsub %0, %b {fastmathFlags = #llvm.fastmath<ninf>} : f32
  %2 = llvm.fmul %1, %b {fastmathFlags = #llvm.fastmath<nsz>} : f32
  %3 = llvm.fdiv %2, %b {fastmathFlags = #llvm.fastmath<arcp>} : f32
  %4 = llvm.frem %3, %b {fastmathFlags = #llvm.fastmath<contract>} : f32
  %5 = llvm.fadd %4, %b {fastmathFlags = #llvm.fastmath<afn>} : f32
  %6 = llvm.fsub %5, %b {fastmathFlags = #llvm.fastmath<reassoc>} : f32
  %7 = llvm.fmul %6, %b {fastmathFlags = #llvm.fastmath<fast>} : f32
  %8 = llvm.fdiv %7, %b {fastmathFlags = #llvm.fastmath<nnan, ninf, nsz>} : f32
  %9 = llvm.fneg %8 {fastmathFlags = #llvm.fastmath<nnan>} : f32
  %10 = llvm.fadd %9, %b {fastmathFlags = #llvm.fastmath<none>} : f32
  llvm.return %10 : f32
}

llvm.func @predicates(%a: f64, %b: f64) -> i1 {
  %0 = llvm.fcmp "_false" %a, %b : f64
  %1 = llvm.fcmp "oeq" %a, %b : f64
  %2 = llvm.fcmp "ogt" %a, %b : f64
  %3 = llvm.fcmp "oge" %a, %b : f64
  %4 = llvm.fcmp "olt" %a, %b : f64
  %5 = llvm.fcmp "ole" %a, %b : f64
  %6 = llvm.fcmp "one" %a, %b : f64
  %7 = llvm.fcmp "ord" %a, %b : f64
  %8 = llvm.fcmp "ueq" %a, %b : f64
  %9 = llvm.fcmp "ugt" %a, %b : f64
  %10 = llvm.fcmp "uge" %a, %b : f64
  %11 = llvm.fcmp "ult" %a, %b : f64
  %12 = llvm.fcmp "ule" %a, %b : f64
  %13 = llvm.fcmp "une" %a, %b : f64
  %14 = llvm.fcmp "uno" %a, %b {fastmathFlags = #llvm.fastmath<fast>} : f64
  %15 = llvm.fcmp "_true" %a, %b : f64
  %16 = llvm.or %0, %1 : i1
  %17 = llvm.or %16, %2 : i1
  %18 = llvm.or %17, %3 : i1
  %19 = llvm.or %18, %4 : i1
  %20 = llvm.or %19, %5 : i1
  %21 = llvm.or %20, %6 : i1
  %22 = llvm.or %21, %7 : i1
  %23 = llvm.or %22, %8 : i1
  %24 = llvm.or %23, %9 : i1
  %25 = llvm.or %24, %10 : i1
  %26 = llvm.or %25, %11 : i1
  %27 = llvm.or %26, %12 : i1
  %28 = llvm.or %27, %13 : i1
  %29 = llvm.or %28, %14 : i1
  %30 = llvm.and %29, %15 : i1
  llvm.return %30 : i1
}

llvm.func @constants() -> f32 {
  %0 = llvm.mlir.constant(1.500000e+00 : f32) : f32
  %1 = llvm.mlir.constant(0x7F800000 : f32) : f32
  %2 = llvm.mlir.constant(0xFF800000 : f32) : f32
  %3 = llvm.mlir.constant(0x7FC00000 : f32) : f32
  %4 = llvm.mlir.constant(-0.000000e+00 : f32) : f32
  %5 = llvm.mlir.constant(1.000000e-40 : f32) : f32
  %6 = llvm.mlir.constant(3.14159274 : f32) : f32
  %7 = llvm.mlir.constant(2.500000e-01 : f64) : f64
  %8 = llvm.mlir.constant(6.550400e+04 : f16) : f16
  %9 = llvm.mlir.constant(1.000000e+00 : bf16) : bf16
  %10 = llvm.fadd %0, %1 : f32
  %11 = llvm.fadd %10, %2 : f32
  %12 = llvm.fadd %11, %3 : f32
  %13 = llvm.fadd %12, %4 : f32
  %14 = llvm.fadd %13, %5 : f32
  %15 = llvm.fadd %14, %6 : f32
  %16 = llvm.fptrunc %7 : f64 to f32
  %17 = llvm.fpext %8 : f16 to f32
  %18 = llvm.fpext %9 : bf16 to f32
  %19 = llvm.fadd %15, %16 : f32
  %20 = llvm.fadd %19, %17 : f32
  %21 = llvm.fadd %20, %18 : f32
  llvm.return %21 : f32
}

llvm.func @select(%c: i1, %a: f64, %b: f64) -> f64 {
  %0 = llvm.select %c, %a, %b {fastmathFlags = #llvm.fastmath<nnan, nsz>} : i1, f64
  %1 = llvm.fneg %0 : f64
  llvm.return %1 : f64
}
