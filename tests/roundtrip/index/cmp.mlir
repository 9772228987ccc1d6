// index.cmp: each predicate on arguments and on constants, its i1 result feeding
// arith.select, scf.if, cf.cond_br and index.castu.
func.func @all(%a: index, %b: index) -> i1 {
  %c0 = index.constant 0
  %0 = index.cmp eq(%a, %c0)
  %1 = index.cmp ne(%c0, %b)
  %2 = index.cmp slt(%a, %b)
  %3 = index.cmp sle(%a, %b)
  %4 = index.cmp sgt(%a, %b)
  %5 = index.cmp sge(%a, %b)
  %6 = index.cmp ult(%a, %b)
  %7 = index.cmp ule(%a, %b)
  %8 = index.cmp ugt(%a, %b)
  %9 = index.cmp uge(%a, %b)
  %10 = arith.andi %0, %1 : i1
  %11 = arith.ori %10, %2 : i1
  %12 = arith.xori %11, %3 : i1
  %13 = arith.andi %12, %4 : i1
  %14 = arith.ori %13, %5 : i1
  %15 = arith.xori %14, %6 : i1
  %16 = arith.andi %15, %7 : i1
  %17 = arith.ori %16, %8 : i1
  %18 = arith.xori %17, %9 : i1
  return %18 : i1
}

func.func @smax(%a: index, %b: index) -> index {
  %c = index.cmp sgt(%a, %b)
  %r = arith.select %c, %a, %b : index
  return %r : index
}

func.func @branch(%a: index, %b: index) -> index {
  %c = index.cmp ult(%a, %b) {tag}
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  return %a : index
^bb2:
  return %b : index
}

func.func @in_if(%a: index, %b: index) -> index {
  %c = index.cmp sle(%a, %b)
  %r = scf.if %c -> (index) {
    %d = index.sub %b, %a
    scf.yield %d : index
  } else {
    %d = index.sub %a, %b
    scf.yield %d : index
  }
  return %r : index
}

func.func @to_int(%a: index, %b: index) -> index {
  %c = index.cmp ne(%a, %b)
  %i = index.castu %c : i1 to index
  return %i : index
}
