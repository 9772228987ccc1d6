// index.constant (result names %idxN, including negative and the extreme values, hex
// literals printed in decimal) and index.bool.constant (%true/%false), with discardable
// attributes, which both print before the value (`attr-dict $value`), and uses in other ops.
func.func @constants() -> (index, index, index, index, index, index) {
  %0 = index.constant 0
  %1 = index.constant 1
  %2 = index.constant -1
  %3 = index.constant 9223372036854775807
  %4 = index.constant -9223372036854775808
  %5 = index.constant 0x7F
  return %0, %1, %2, %3, %4, %5 : index, index, index, index, index, index
}

func.func @same_value_twice() -> index {
  %0 = index.constant 7
  %1 = index.constant 7
  %2 = index.add %0, %1
  return %2 : index
}

func.func @bools() -> (i1, i1) {
  %t = index.bool.constant true
  %f = index.bool.constant false
  %0 = arith.xori %t, %f : i1
  %1 = index.bool.constant {tag} true
  return %0, %1 : i1, i1
}

func.func @with_attrs() -> index {
  %0 = index.constant {note = "twelve"} 12
  %1 = index.constant {tag, weight = 2 : i32} -3
  %2 = index.mul %0, %1
  return %2 : index
}

func.func @named_by_user() -> index {
  %size = index.constant 64
  %flag = index.bool.constant false
  %0 = index.castu %flag : i1 to index
  %1 = index.add %size, %0
  return %1 : index
}
