// index.shl, index.shrs and index.shru: by arguments and by constant amounts (0, 1, 63),
// combined into field extraction and sign extension of a bit field.
func.func @shifts(%a: index, %n: index) -> (index, index, index) {
  %0 = index.shl %a, %n
  %1 = index.shrs %a, %n
  %2 = index.shru %a, %n
  return %0, %1, %2 : index, index, index
}

func.func @constant_amounts(%a: index) -> index {
  %c0 = index.constant 0
  %c1 = index.constant 1
  %c63 = index.constant 63
  %0 = index.shl %a, %c0
  %1 = index.shl %0, %c1
  %2 = index.shrs %1, %c63
  %3 = index.shru %a, %c63
  %4 = index.or %2, %3
  return %4 : index
}

// Bits [lo, lo + width) of %a, sign-extended.
func.func @signed_field(%a: index, %lo: index, %width: index) -> index {
  %c64 = index.constant 64
  %top = index.add %lo, %width
  %l = index.sub %c64, %top
  %r = index.sub %c64, %width
  %0 = index.shl %a, %l
  %1 = index.shrs %0, %r
  return %1 : index
}

func.func @unsigned_field(%a: index, %lo: index, %width: index) -> index {
  %c1 = index.constant 1
  %0 = index.shru %a, %lo {tag}
  %1 = index.shl %c1, %width {tag}
  %2 = index.sub %1, %c1
  %3 = index.and %0, %2
  return %3 : index
}
