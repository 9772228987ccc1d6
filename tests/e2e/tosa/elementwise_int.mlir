// tosa-to-linalg's element-wise rules on integers: wrap-around add/sub/mul, intdiv toward
// zero, shifts (arithmetic_right_shift with and without round), bitwise and logical ops, clz,
// abs of INT_MIN, negate with zero points (saturated), clamp, comparisons, i8 and i16 tables.
// REFERENCE-PASSES-BEFORE: --pass-pipeline=builtin.module(func.func(tosa-to-scf,tosa-to-linalg-named,tosa-to-linalg,tosa-to-arith,tosa-to-tensor))
func.func private @printMemrefI32(tensor<*xi32>)

func.func @pi(%t: tensor<2x4xi32>) {
  %u = tensor.cast %t : tensor<2x4xi32> to tensor<*xi32>
  call @printMemrefI32(%u) : (tensor<*xi32>) -> ()
  return
}

func.func @p8(%t: tensor<2x4xi8>) {
  %i = tosa.cast %t : (tensor<2x4xi8>) -> tensor<2x4xi32>
  call @pi(%i) : (tensor<2x4xi32>) -> ()
  return
}

func.func @pb(%t: tensor<2x4xi1>) {
  %i = tosa.cast %t : (tensor<2x4xi1>) -> tensor<2x4xi32>
  call @pi(%i) : (tensor<2x4xi32>) -> ()
  return
}

func.func @main() {
  %a = "tosa.const"() <{values = dense<[[7, -7, 2147483647, -2147483648], [13, -13, 1, 0]]> : tensor<2x4xi32>}> : () -> tensor<2x4xi32>
  %b = "tosa.const"() <{values = dense<[[2, 3, 1, 31]]> : tensor<1x4xi32>}> : () -> tensor<1x4xi32>
  %s = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.add %a, %b : (tensor<2x4xi32>, tensor<1x4xi32>) -> tensor<2x4xi32>
  call @pi(%0) : (tensor<2x4xi32>) -> ()
  %1 = tosa.sub %a, %b : (tensor<2x4xi32>, tensor<1x4xi32>) -> tensor<2x4xi32>
  call @pi(%1) : (tensor<2x4xi32>) -> ()
  %2 = tosa.mul %a, %b, %s : (tensor<2x4xi32>, tensor<1x4xi32>, tensor<1xi8>) -> tensor<2x4xi32>
  call @pi(%2) : (tensor<2x4xi32>) -> ()
  %3 = tosa.intdiv %a, %b : (tensor<2x4xi32>, tensor<1x4xi32>) -> tensor<2x4xi32>
  call @pi(%3) : (tensor<2x4xi32>) -> ()
  %4 = tosa.arithmetic_right_shift %a, %b {round = false} : (tensor<2x4xi32>, tensor<1x4xi32>) -> tensor<2x4xi32>
  call @pi(%4) : (tensor<2x4xi32>) -> ()
  %5 = tosa.arithmetic_right_shift %a, %b {round = true} : (tensor<2x4xi32>, tensor<1x4xi32>) -> tensor<2x4xi32>
  call @pi(%5) : (tensor<2x4xi32>) -> ()
  %6 = tosa.logical_right_shift %a, %b : (tensor<2x4xi32>, tensor<1x4xi32>) -> tensor<2x4xi32>
  call @pi(%6) : (tensor<2x4xi32>) -> ()
  %7 = tosa.logical_left_shift %a, %b : (tensor<2x4xi32>, tensor<1x4xi32>) -> tensor<2x4xi32>
  call @pi(%7) : (tensor<2x4xi32>) -> ()
  %8 = tosa.bitwise_and %a, %b : (tensor<2x4xi32>, tensor<1x4xi32>) -> tensor<2x4xi32>
  call @pi(%8) : (tensor<2x4xi32>) -> ()
  %9 = tosa.bitwise_or %a, %b : (tensor<2x4xi32>, tensor<1x4xi32>) -> tensor<2x4xi32>
  call @pi(%9) : (tensor<2x4xi32>) -> ()
  %10 = tosa.bitwise_xor %a, %b : (tensor<2x4xi32>, tensor<1x4xi32>) -> tensor<2x4xi32>
  call @pi(%10) : (tensor<2x4xi32>) -> ()
  %11 = tosa.bitwise_not %a : (tensor<2x4xi32>) -> tensor<2x4xi32>
  call @pi(%11) : (tensor<2x4xi32>) -> ()
  %12 = tosa.clz %a : (tensor<2x4xi32>) -> tensor<2x4xi32>
  call @pi(%12) : (tensor<2x4xi32>) -> ()
  %13 = tosa.abs %a : (tensor<2x4xi32>) -> tensor<2x4xi32>
  call @pi(%13) : (tensor<2x4xi32>) -> ()
  %14 = tosa.maximum %a, %b : (tensor<2x4xi32>, tensor<1x4xi32>) -> tensor<2x4xi32>
  call @pi(%14) : (tensor<2x4xi32>) -> ()
  %15 = tosa.minimum %a, %b : (tensor<2x4xi32>, tensor<1x4xi32>) -> tensor<2x4xi32>
  call @pi(%15) : (tensor<2x4xi32>) -> ()
  %16 = tosa.clamp %a {min_val = -10 : i32, max_val = 10 : i32} : (tensor<2x4xi32>) -> tensor<2x4xi32>
  call @pi(%16) : (tensor<2x4xi32>) -> ()
  %z32 = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %17 = tosa.negate %a, %z32, %z32 : (tensor<2x4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<2x4xi32>
  call @pi(%17) : (tensor<2x4xi32>) -> ()
  %e = tosa.equal %a, %b : (tensor<2x4xi32>, tensor<1x4xi32>) -> tensor<2x4xi1>
  call @pb(%e) : (tensor<2x4xi1>) -> ()
  %g = tosa.greater %a, %b : (tensor<2x4xi32>, tensor<1x4xi32>) -> tensor<2x4xi1>
  call @pb(%g) : (tensor<2x4xi1>) -> ()
  %ge = tosa.greater_equal %a, %b : (tensor<2x4xi32>, tensor<1x4xi32>) -> tensor<2x4xi1>
  call @pb(%ge) : (tensor<2x4xi1>) -> ()
  %l0 = tosa.logical_and %e, %ge : (tensor<2x4xi1>, tensor<2x4xi1>) -> tensor<2x4xi1>
  call @pb(%l0) : (tensor<2x4xi1>) -> ()
  %l1 = tosa.logical_or %e, %g : (tensor<2x4xi1>, tensor<2x4xi1>) -> tensor<2x4xi1>
  call @pb(%l1) : (tensor<2x4xi1>) -> ()
  %l2 = tosa.logical_xor %g, %ge : (tensor<2x4xi1>, tensor<2x4xi1>) -> tensor<2x4xi1>
  call @pb(%l2) : (tensor<2x4xi1>) -> ()
  %l3 = tosa.logical_not %g : (tensor<2x4xi1>) -> tensor<2x4xi1>
  call @pb(%l3) : (tensor<2x4xi1>) -> ()
  %sel = tosa.select %g, %a, %b : (tensor<2x4xi1>, tensor<2x4xi32>, tensor<1x4xi32>) -> tensor<2x4xi32>
  call @pi(%sel) : (tensor<2x4xi32>) -> ()
  // i8: negate with zero points saturates; clamp; mul widening to i32.
  %c = "tosa.const"() <{values = dense<[[-128, 127, 0, 5], [100, -100, -3, 1]]> : tensor<2x4xi8>}> : () -> tensor<2x4xi8>
  %d = "tosa.const"() <{values = dense<[[3], [-2]]> : tensor<2x1xi8>}> : () -> tensor<2x1xi8>
  %zi = "tosa.const"() <{values = dense<5> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zo = "tosa.const"() <{values = dense<-3> : tensor<1xi8>}> : () -> tensor<1xi8>
  %z8 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %n0 = tosa.negate %c, %zi, %zo : (tensor<2x4xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<2x4xi8>
  call @p8(%n0) : (tensor<2x4xi8>) -> ()
  %n1 = tosa.negate %c, %z8, %z8 : (tensor<2x4xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<2x4xi8>
  call @p8(%n1) : (tensor<2x4xi8>) -> ()
  %n2 = tosa.clamp %c {min_val = -5 : i8, max_val = 100 : i8} : (tensor<2x4xi8>) -> tensor<2x4xi8>
  call @p8(%n2) : (tensor<2x4xi8>) -> ()
  %n3 = tosa.mul %c, %d, %z8 : (tensor<2x4xi8>, tensor<2x1xi8>, tensor<1xi8>) -> tensor<2x4xi32>
  call @pi(%n3) : (tensor<2x4xi32>) -> ()
  %n4 = tosa.add %c, %c : (tensor<2x4xi8>, tensor<2x4xi8>) -> tensor<2x4xi8>
  call @p8(%n4) : (tensor<2x4xi8>) -> ()
  // Tables: i8 -> i8 (256 entries, x + 128), i16 -> i32 (513 entries, interpolated).
  %t8 = "tosa.const"() <{values = dense<[1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,77,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,94,95,96,97,98,99,100,101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,118,119,120,121,122,123,124,125,126,127,-128,-127,-126,-125,-124,-123,-122,-121,-120,-119,-118,-117,-116,-115,-114,-113,-112,-111,-110,-109,-108,-107,-106,-105,-104,-103,-102,-101,-100,-99,-98,-97,-96,-95,-94,-93,-92,-91,-90,-89,-88,-87,-86,-85,-84,-83,-82,-81,-80,-79,-78,-77,-76,-75,-74,-73,-72,-71,-70,-69,-68,-67,-66,-65,-64,-63,-62,-61,-60,-59,-58,-57,-56,-55,-54,-53,-52,-51,-50,-49,-48,-47,-46,-45,-44,-43,-42,-41,-40,-39,-38,-37,-36,-35,-34,-33,-32,-31,-30,-29,-28,-27,-26,-25,-24,-23,-22,-21,-20,-19,-18,-17,-16,-15,-14,-13,-12,-11,-10,-9,-8,-7,-6,-5,-4,-3,-2,-1,0]> : tensor<256xi8>}> : () -> tensor<256xi8>
  %tb = tosa.table %c, %t8 : (tensor<2x4xi8>, tensor<256xi8>) -> tensor<2x4xi8>
  call @p8(%tb) : (tensor<2x4xi8>) -> ()
  %h = "tosa.const"() <{values = dense<[[-32768, 32767, 0, 129], [-129, 1000, -1000, 7]]> : tensor<2x4xi16>}> : () -> tensor<2x4xi16>
  %t16 = call @ramp() : () -> tensor<513xi16>
  %th = tosa.table %h, %t16 : (tensor<2x4xi16>, tensor<513xi16>) -> tensor<2x4xi32>
  call @pi(%th) : (tensor<2x4xi32>) -> ()
  return
}

// A 513-entry i16 table: 3 * i - 700 (non-constant, so that the lookup is not folded).
func.func @ramp() -> tensor<513xi16> {
  %e = tensor.empty() : tensor<513xi16>
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e : tensor<513xi16>) {
  ^bb0(%out: i16):
    %i = linalg.index 0 : index
    %v = arith.index_cast %i : index to i16
    %c3 = arith.constant 3 : i16
    %c700 = arith.constant 700 : i16
    %m = arith.muli %v, %c3 : i16
    %s = arith.subi %m, %c700 : i16
    linalg.yield %s : i16
  } -> tensor<513xi16>
  return %r : tensor<513xi16>
}
