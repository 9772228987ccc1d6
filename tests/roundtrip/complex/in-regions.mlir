// complex values crossing region and block boundaries: scf.for iteration arguments,
// scf.if and scf.while results, cf branches with complex block arguments, and calls.
func.func @sum(%n: index, %z: complex<f64>) -> complex<f64> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = complex.constant [0.0, 0.0] : complex<f64>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (complex<f64>) {
    %next = complex.add %acc, %z : complex<f64>
    scf.yield %next : complex<f64>
  }
  return %r : complex<f64>
}

func.func @choose(%c: i1, %a: complex<f32>, %b: complex<f32>) -> complex<f32> {
  %r = scf.if %c -> (complex<f32>) {
    %0 = complex.mul %a, %b : complex<f32>
    scf.yield %0 : complex<f32>
  } else {
    %1 = complex.div %a, %b : complex<f32>
    scf.yield %1 : complex<f32>
  }
  return %r : complex<f32>
}

func.func @halve_until_small(%z: complex<f32>) -> complex<f32> {
  %half = complex.constant [0.5 : f32, 0.0 : f32] : complex<f32>
  %one = arith.constant 1.0 : f32
  %r = scf.while (%w = %z) : (complex<f32>) -> complex<f32> {
    %m = complex.abs %w : complex<f32>
    %big = arith.cmpf ogt, %m, %one : f32
    scf.condition(%big) %w : complex<f32>
  } do {
  ^bb0(%w: complex<f32>):
    %h = complex.mul %w, %half : complex<f32>
    scf.yield %h : complex<f32>
  }
  return %r : complex<f32>
}

func.func @blocks(%c: i1, %a: complex<f32>, %b: complex<f32>) -> complex<f32> {
  cf.cond_br %c, ^bb1(%a : complex<f32>), ^bb2(%b : complex<f32>)
^bb1(%x: complex<f32>):
  %n = complex.neg %x : complex<f32>
  cf.br ^bb2(%n : complex<f32>)
^bb2(%y: complex<f32>):
  return %y : complex<f32>
}

func.func @caller(%a: complex<f32>, %b: complex<f32>) -> complex<f32> {
  %t = arith.constant true
  %0 = func.call @choose(%t, %a, %b) : (i1, complex<f32>, complex<f32>) -> complex<f32>
  %1 = call @blocks(%t, %0, %b) : (i1, complex<f32>, complex<f32>) -> complex<f32>
  return %1 : complex<f32>
}
