// Float binary and unary ops with fastmath flags.
func.func @float_binary(%a: f32, %b: f32, %h: f16, %bf: bf16, %d: f64, %v: vector<[4]xf32>) {
  %0 = arith.addf %a, %b : f32
  %1 = arith.subf %a, %b fastmath<fast> : f32
  %2 = arith.mulf %h, %h fastmath<nnan, ninf> : f16
  %3 = arith.divf %bf, %bf : bf16
  %4 = arith.remf %d, %d fastmath<reassoc, contract> : f64
  %5 = arith.maximumf %a, %b : f32
  %6 = arith.minimumf %a, %b : f32
  %7 = arith.maxnumf %v, %v : vector<[4]xf32>
  %8 = arith.minnumf %a, %b fastmath<nsz> : f32
  %9 = arith.negf %a : f32
  %10 = arith.negf %d fastmath<afn, arcp> : f64
  return
}
