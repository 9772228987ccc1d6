// Functions with several results of mixed types (i1, i8, i32, i64, index, f32, f64),
// results forwarded through another call, results swapped, and a call with no results.
func.func private @printI64(i64)
func.func private @printF64(f64)
func.func private @printNewline()

func.func @show(%v: i64) {
  call @printI64(%v) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

func.func @showf(%v: f64) {
  call @printF64(%v) : (f64) -> ()
  call @printNewline() : () -> ()
  return
}

func.func @divmod(%a: i32, %b: i32) -> (i32, i32) {
  %q = arith.divui %a, %b : i32
  %r = arith.remui %a, %b : i32
  return %q, %r : i32, i32
}

func.func @swap(%a: f64, %b: i64) -> (i64, f64) {
  return %b, %a : i64, f64
}

func.func @mixed(%x: i64) -> (i1, i8, i32, i64, index, f32, f64) {
  %c0 = arith.constant 0 : i64
  %neg = arith.cmpi slt, %x, %c0 : i64
  %b = arith.trunci %x : i64 to i8
  %w = arith.trunci %x : i64 to i32
  %sq = arith.muli %x, %x : i64
  %ix = arith.index_cast %x : i64 to index
  %f = arith.sitofp %x : i64 to f32
  %d = arith.sitofp %sq : i64 to f64
  %half = arith.constant 0.5 : f64
  %dh = arith.mulf %d, %half : f64
  return %neg, %b, %w, %sq, %ix, %f, %dh : i1, i8, i32, i64, index, f32, f64
}

func.func @forward(%x: i64) -> (i1, i8, i32, i64, index, f32, f64) {
  %a:7 = call @mixed(%x) : (i64) -> (i1, i8, i32, i64, index, f32, f64)
  return %a#0, %a#1, %a#2, %a#3, %a#4, %a#5, %a#6 : i1, i8, i32, i64, index, f32, f64
}

func.func @dump(%a: i1, %b: i8, %c: i32, %d: i64, %e: index, %f: f32, %g: f64) {
  %a64 = arith.extui %a : i1 to i64
  call @show(%a64) : (i64) -> ()
  %b64 = arith.extsi %b : i8 to i64
  call @show(%b64) : (i64) -> ()
  %c64 = arith.extsi %c : i32 to i64
  call @show(%c64) : (i64) -> ()
  call @show(%d) : (i64) -> ()
  %e64 = arith.index_cast %e : index to i64
  call @show(%e64) : (i64) -> ()
  %f64 = arith.extf %f : f32 to f64
  call @showf(%f64) : (f64) -> ()
  call @showf(%g) : (f64) -> ()
  return
}

func.func @main() {
  %a = arith.constant 100 : i32
  %b = arith.constant 7 : i32
  %q, %r = call @divmod(%a, %b) : (i32, i32) -> (i32, i32)
  %q64 = arith.extui %q : i32 to i64
  %r64 = arith.extui %r : i32 to i64
  call @show(%q64) : (i64) -> ()
  call @show(%r64) : (i64) -> ()
  %big = arith.constant -1 : i32
  %q2, %r2 = call @divmod(%big, %b) : (i32, i32) -> (i32, i32)
  %q2x = arith.extui %q2 : i32 to i64
  %r2x = arith.extui %r2 : i32 to i64
  call @show(%q2x) : (i64) -> ()
  call @show(%r2x) : (i64) -> ()
  %pi = arith.constant 3.25 : f64
  %n = arith.constant -9 : i64
  %s0, %s1 = call @swap(%pi, %n) : (f64, i64) -> (i64, f64)
  call @show(%s0) : (i64) -> ()
  call @showf(%s1) : (f64) -> ()
  %x1 = arith.constant 300 : i64
  %m:7 = call @forward(%x1) : (i64) -> (i1, i8, i32, i64, index, f32, f64)
  call @dump(%m#0, %m#1, %m#2, %m#3, %m#4, %m#5, %m#6) : (i1, i8, i32, i64, index, f32, f64) -> ()
  %x2 = arith.constant -5000000000 : i64
  %k:7 = call @forward(%x2) : (i64) -> (i1, i8, i32, i64, index, f32, f64)
  call @dump(%k#0, %k#1, %k#2, %k#3, %k#4, %k#5, %k#6) : (i1, i8, i32, i64, index, f32, f64) -> ()
  return
}
