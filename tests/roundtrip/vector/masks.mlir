// vector.create_mask and vector.constant_mask, including 0-d and scalable masks.

func.func @masks(%a: index, %b: index) {
  %0 = vector.create_mask %a : vector<8xi1>
  %1 = vector.create_mask %a, %b : vector<4x3xi1>
  %2 = vector.create_mask %a : vector<[4]xi1>
  %3 = vector.create_mask %a : vector<i1>
  %4 = vector.constant_mask [3, 2] : vector<4x3xi1>
  %5 = vector.constant_mask [0, 0] : vector<4x3xi1>
  %6 = vector.constant_mask [8] : vector<8xi1>
  %7 = vector.constant_mask [1] : vector<i1>
  %8 = vector.constant_mask [4] {tag} : vector<[4]xi1>
  return
}
