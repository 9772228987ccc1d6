// Two- and three-operand float ops: atan2, copysign, powf, fma.

func.func @binary(%a: f32, %b: f32, %c: f32) -> f32 {
  %0 = math.atan2 %a, %b : f32
  %1 = math.copysign %0, %b : f32
  %2 = math.powf %1, %c : f32
  %3 = math.fma %2, %a, %b : f32
  return %3 : f32
}

func.func @binary_f64(%a: f64, %b: f64) -> f64 {
  %0 = math.powf %a, %b : f64
  %1 = math.fma %0, %0, %b : f64
  %2 = math.copysign %1, %a : f64
  %3 = math.atan2 %2, %1 : f64
  return %3 : f64
}
