// The index dialect's ops in their custom forms: every binary op, comparisons with each
// predicate, constants (negative, large, booleans), casts in both directions, sizeof.
func.func @f(%a: index, %b: index, %i: i32) -> index {
  %0 = index.add %a, %b
  %1 = index.ceildivs %0, %b
  %2 = index.cmp slt(%a, %b)
  %3 = index.constant 42
  %4 = index.bool.constant true
  %5 = index.casts %i : i32 to index
  %6 = index.castu %a : index to i64
  %7 = index.sizeof
  %8 = index.maxs %a, %3
  %9 = index.sub %a, %b
  %10 = index.mul %a, %b
  %11 = index.divs %a, %b
  %12 = index.divu %a, %b
  %13 = index.ceildivu %a, %b
  %14 = index.floordivs %a, %b
  %15 = index.rems %a, %b
  %16 = index.remu %a, %b
  %17 = index.maxu %a, %b
  %18 = index.mins %a, %b
  %19 = index.minu %a, %b
  %20 = index.shl %a, %b
  %21 = index.shrs %a, %b
  %22 = index.shru %a, %b
  %23 = index.and %a, %b
  %24 = index.or %a, %b
  %25 = index.xor %a, %b {tag}
  %26 = index.constant -9223372036854775808
  %27 = index.bool.constant false
  return %8 : index
}

func.func @predicates(%a: index, %b: index) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %0 = index.cmp eq(%a, %b)
  %1 = index.cmp ne(%a, %b)
  %2 = index.cmp slt(%a, %b)
  %3 = index.cmp sle(%a, %b)
  %4 = index.cmp sgt(%a, %b)
  %5 = index.cmp sge(%a, %b)
  %6 = index.cmp ult(%a, %b)
  %7 = index.cmp ule(%a, %b)
  %8 = index.cmp ugt(%a, %b)
  %9 = index.cmp uge(%a, %b) {note = "x"}
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}

func.func @generic(%a: index) -> index {
  %0 = "index.add"(%a, %a) : (index, index) -> index
  %1 = "index.cmp"(%a, %0) <{pred = #index<cmp_predicate ugt>}> : (index, index) -> i1
  %2 = "index.constant"() <{value = 3 : index}> : () -> index
  return %2 : index
}
