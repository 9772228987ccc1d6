// Integer and float casts across widths: ext/trunc, index casts, int<->float conversions
// (in range), float widening/narrowing (incl. rounding to f16 and bf16), bitcasts, and the
// extended-precision ops.
func.func private @printI64(i64)
func.func private @printU64(i64)
func.func private @printF32(f32)
func.func private @printF64(f64)
func.func private @printNewline()

func.func @i(%v: i64) {
  call @printI64(%v) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}
func.func @u(%v: i64) {
  call @printU64(%v) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}
func.func @f(%v: f32) {
  call @printF32(%v) : (f32) -> ()
  call @printNewline() : () -> ()
  return
}
func.func @d(%v: f64) {
  call @printF64(%v) : (f64) -> ()
  call @printNewline() : () -> ()
  return
}

func.func @ints(%x: i32) {
  %a = arith.extsi %x : i32 to i64
  call @i(%a) : (i64) -> ()
  %b = arith.extui %x : i32 to i64
  call @i(%b) : (i64) -> ()
  %c = arith.trunci %x : i32 to i8
  %c64 = arith.extsi %c : i8 to i64
  call @i(%c64) : (i64) -> ()
  %cu = arith.extui %c : i8 to i64
  call @i(%cu) : (i64) -> ()
  %t1 = arith.trunci %x : i32 to i1
  %t1e = arith.extsi %t1 : i1 to i64
  call @i(%t1e) : (i64) -> ()
  %ix = arith.index_cast %x : i32 to index
  %ixi = arith.index_cast %ix : index to i64
  call @i(%ixi) : (i64) -> ()
  %ux = arith.index_castui %x : i32 to index
  %uxi = arith.index_castui %ux : index to i64
  call @i(%uxi) : (i64) -> ()
  %back = arith.index_cast %ix : index to i16
  %backe = arith.extsi %back : i16 to i64
  call @i(%backe) : (i64) -> ()
  %sf = arith.sitofp %x : i32 to f32
  call @f(%sf) : (f32) -> ()
  %uf = arith.uitofp %x : i32 to f64
  call @d(%uf) : (f64) -> ()
  %bc = arith.bitcast %x : i32 to f32
  %bcb = arith.bitcast %bc : f32 to i32
  %bce = arith.extsi %bcb : i32 to i64
  call @i(%bce) : (i64) -> ()
  %ms:2 = arith.mulsi_extended %x, %x : i32
  %ms0 = arith.extui %ms#0 : i32 to i64
  call @i(%ms0) : (i64) -> ()
  %ms1 = arith.extsi %ms#1 : i32 to i64
  call @i(%ms1) : (i64) -> ()
  %c7 = arith.constant -7 : i32
  %mu:2 = arith.mului_extended %x, %c7 : i32
  %mu0 = arith.extui %mu#0 : i32 to i64
  call @i(%mu0) : (i64) -> ()
  %mu1 = arith.extui %mu#1 : i32 to i64
  call @i(%mu1) : (i64) -> ()
  %ad:2 = arith.addui_extended %x, %c7 : i32, i1
  %ad0 = arith.extsi %ad#0 : i32 to i64
  call @i(%ad0) : (i64) -> ()
  %ad1 = arith.extui %ad#1 : i1 to i64
  call @i(%ad1) : (i64) -> ()
  return
}

func.func @floats(%x: f64) {
  %a = arith.truncf %x : f64 to f32
  call @f(%a) : (f32) -> ()
  %h = arith.truncf %x : f64 to f16
  %hf = arith.extf %h : f16 to f32
  call @f(%hf) : (f32) -> ()
  %b = arith.truncf %x : f64 to bf16
  %bf = arith.extf %b : bf16 to f64
  call @d(%bf) : (f64) -> ()
  %b2 = arith.truncf %a : f32 to bf16
  %b2f = arith.extf %b2 : bf16 to f32
  call @f(%b2f) : (f32) -> ()
  %h2 = arith.truncf %a : f32 to f16
  %h2d = arith.extf %h2 : f16 to f64
  call @d(%h2d) : (f64) -> ()
  %si = arith.fptosi %x : f64 to i32
  %sie = arith.extsi %si : i32 to i64
  call @i(%sie) : (i64) -> ()
  %s16 = arith.fptosi %hf : f32 to i32
  %s16e = arith.extsi %s16 : i32 to i64
  call @i(%s16e) : (i64) -> ()
  %bits = arith.bitcast %x : f64 to i64
  call @u(%bits) : (i64) -> ()
  return
}

func.func @unsigned(%x: f64) {
  %ui = arith.fptoui %x : f64 to i64
  call @u(%ui) : (i64) -> ()
  return
}

func.func @unsigned16(%x: f64) {
  %ui16 = arith.fptoui %x : f64 to i16
  %ui16e = arith.extui %ui16 : i16 to i64
  call @i(%ui16e) : (i64) -> ()
  return
}

func.func @main() {
  %v0 = arith.constant 123456789 : i32
  call @ints(%v0) : (i32) -> ()
  %v1 = arith.constant -2 : i32
  call @ints(%v1) : (i32) -> ()
  %v2 = arith.constant -2147483648 : i32
  call @ints(%v2) : (i32) -> ()
  %f0 = arith.constant 3.14159265358979 : f64
  call @floats(%f0) : (f64) -> ()
  %f1 = arith.constant -100.75 : f64
  call @floats(%f1) : (f64) -> ()
  %f2 = arith.constant 65519.0 : f64
  call @floats(%f2) : (f64) -> ()
  %f3 = arith.constant 1.00390625 : f64
  call @floats(%f3) : (f64) -> ()
  %f4 = arith.constant 1.0e-8 : f64
  call @floats(%f4) : (f64) -> ()
  %u0 = arith.constant 1.8e+19 : f64
  call @unsigned(%u0) : (f64) -> ()
  %u1 = arith.constant 40000.9 : f64
  call @unsigned(%u1) : (f64) -> ()
  call @unsigned16(%u1) : (f64) -> ()
  %big = arith.constant 9007199254740993 : i64
  %bigf = arith.sitofp %big : i64 to f64
  call @d(%bigf) : (f64) -> ()
  %bigu = arith.constant -1 : i64
  %biguf = arith.uitofp %bigu : i64 to f32
  call @f(%biguf) : (f32) -> ()
  return
}
