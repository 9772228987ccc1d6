// index.and, index.or and index.xor: on arguments, with constant masks (all ones, sign bit,
// low bits), nested in each other and in an scf.if.
func.func @ops(%a: index, %b: index) -> (index, index, index) {
  %0 = index.and %a, %b
  %1 = index.or %a, %b
  %2 = index.xor %a, %b
  return %0, %1, %2 : index, index, index
}

func.func @masks(%a: index) -> index {
  %low = index.constant 255
  %ones = index.constant -1
  %sign = index.constant -9223372036854775808
  %0 = index.and %a, %low
  %1 = index.xor %0, %ones
  %2 = index.or %1, %sign
  %3 = index.and %2, %ones
  return %3 : index
}

func.func @align_down(%a: index, %align: index) -> index {
  %c1 = index.constant 1
  %m = index.sub %align, %c1
  %notm = index.xor %m, %c1
  %up = index.add %a, %m
  %r = index.and %up, %notm
  return %r : index
}

func.func @select_bits(%c: i1, %a: index, %b: index) -> index {
  %r = scf.if %c -> (index) {
    %0 = index.or %a, %b {kind = "or"}
    scf.yield %0 : index
  } else {
    %1 = index.xor %a, %b {kind = "xor"}
    %2 = index.and %1, %a
    scf.yield %2 : index
  }
  return %r : index
}
