// vector.fma, vector.step and vector.from_elements.

func.func @elements(%a: f32, %b: f32, %i: i8, %v: vector<4xf32>, %w: vector<2x[4]xf64>) {
  %0 = vector.fma %v, %v, %v : vector<4xf32>
  %1 = vector.fma %w, %w, %w {tag} : vector<2x[4]xf64>
  %2 = vector.step : vector<8xindex>
  %3 = vector.step : vector<[4]xindex>
  %4 = vector.from_elements %a, %b : vector<2xf32>
  %5 = vector.from_elements %a, %b, %b, %a : vector<2x2xf32>
  %6 = vector.from_elements %i : vector<i8>
  return
}
