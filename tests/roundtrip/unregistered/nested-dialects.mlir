// Several unknown dialects side by side and mixed with registered ones: ops of different
// unknown dialects using each other's values and types, dotted op names, unknown ops inside
// scf/func/affine regions, and registered ops consuming unknown results.
func.func @mix(%a: i32) -> i32 {
  %0 = "alpha.make"(%a) : (i32) -> !alpha.box<i32>
  %1 = "beta.wrap"(%0) : (!alpha.box<i32>) -> !beta.wrapper<!alpha.box<i32>>
  %2 = "gamma.sub.dialect.op"(%1) : (!beta.wrapper<!alpha.box<i32>>) -> i32
  %3 = arith.muli %2, %a : i32
  %4 = "alpha.unbox"(%0) {from = #beta.tag<"x">} : (!alpha.box<i32>) -> i32
  %5 = arith.addi %3, %4 : i32
  return %5 : i32
}

func.func @in_affine(%m: memref<8xf32>) {
  affine.for %i = 0 to 8 {
    %v = affine.load %m[%i] : memref<8xf32>
    %w = "alpha.compute"(%v, %i) : (f32, index) -> f32
    affine.store %w, %m[%i] : memref<8xf32>
  }
  return
}

func.func @in_while(%a: i32) -> i32 {
  %r = scf.while (%x = %a) : (i32) -> i32 {
    %c = "beta.keep_going"(%x) : (i32) -> i1
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%x: i32):
    %y = "gamma.step"(%x) : (i32) -> i32
    scf.yield %y : i32
  }
  return %r : i32
}

func.func @results_everywhere(%m: memref<4xi32>) -> i32 {
  %i = "alpha.index"() : () -> index
  %v = memref.load %m[%i] : memref<4xi32>
  %b = "beta.flag"() : () -> i1
  %s = arith.select %b, %v, %v : i32
  %n:3 = "gamma.triple"(%s) : (i32) -> (i32, i32, i32)
  %t = arith.addi %n#0, %n#2 : i32
  return %t : i32
}

func.func private @declared(!alpha.t, !beta.t) -> !gamma.t
