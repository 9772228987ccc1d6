// index.sizeof (the width of index in bits) and the signed and unsigned min and max, alone
// and combined into clamps and alignment computations.
func.func @sizeof() -> index {
  %0 = index.sizeof
  %1 = index.sizeof {tag}
  %2 = index.add %0, %1
  return %2 : index
}

func.func @minmax(%a: index, %b: index) -> (index, index, index, index) {
  %0 = index.maxs %a, %b
  %1 = index.maxu %a, %b
  %2 = index.mins %a, %b
  %3 = index.minu %a, %b
  return %0, %1, %2, %3 : index, index, index, index
}

func.func @clamp(%x: index, %lo: index, %hi: index) -> (index, index) {
  %0 = index.maxs %x, %lo
  %1 = index.mins %0, %hi
  %2 = index.maxu %x, %lo
  %3 = index.minu %2, %hi
  return %1, %3 : index, index
}

func.func @bytes_to_bits(%n: index) -> index {
  %bits = index.sizeof
  %c8 = index.constant 8
  %bytes = index.divu %bits, %c8
  %0 = index.mul %n, %bytes
  %1 = index.minu %0, %bits {tag}
  %2 = index.maxs %1, %c8 {note = "at least a byte"}
  return %2 : index
}
