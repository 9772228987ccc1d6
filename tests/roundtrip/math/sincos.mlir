// math.sincos: one operand, two results of its type.

func.func @sincos(%a: f32, %v: vector<2x3xf64>) -> (f32, f32) {
  %s, %c = math.sincos %a : f32
  %0:2 = math.sincos %v fastmath<afn> : vector<2x3xf64>
  %1:2 = math.sincos %s fastmath<fast> {tag = 1 : i32} : f32
  return %1#0, %c : f32, f32
}
