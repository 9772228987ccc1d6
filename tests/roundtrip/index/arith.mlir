// index arithmetic: add/sub/mul and every signed and unsigned division and remainder,
// chained through each other, in loops and on block arguments, with discardable attributes.
func.func @chain(%a: index, %b: index, %c: index) -> index {
  %0 = index.add %a, %b
  %1 = index.sub %0, %c
  %2 = index.mul %1, %1
  %3 = index.divs %2, %b
  %4 = index.divu %3, %c
  %5 = index.ceildivs %4, %a
  %6 = index.ceildivu %5, %b
  %7 = index.floordivs %6, %c
  %8 = index.rems %7, %a
  %9 = index.remu %8, %b
  return %9 : index
}

func.func @with_constants(%a: index) -> index {
  %c1 = index.constant 1
  %c8 = index.constant 8
  %cm = index.constant -8
  %0 = index.add %a, %c1
  %1 = index.mul %0, %c8
  %2 = index.floordivs %1, %cm
  %3 = index.ceildivs %2, %cm
  %4 = index.sub %c8, %3
  return %4 : index
}

func.func @in_loop(%lb: index, %ub: index, %step: index) -> index {
  %zero = index.constant 0
  %r = scf.for %i = %lb to %ub step %step iter_args(%acc = %zero) -> (index) {
    %sq = index.mul %i, %i
    %next = index.add %acc, %sq
    scf.yield %next : index
  }
  return %r : index
}

func.func @attrs(%a: index, %b: index) -> index {
  %0 = index.add %a, %b {tag}
  %1 = index.divs %0, %b {note = "signed", weight = 3 : i64}
  %2 = index.remu %1, %a {tag = unit}
  return %2 : index
}

func.func @blocks(%a: index, %b: index, %c: i1) -> index {
  cf.cond_br %c, ^bb1(%a : index), ^bb1(%b : index)
^bb1(%x: index):
  %0 = index.sub %x, %a
  %1 = index.ceildivu %0, %b
  return %1 : index
}
