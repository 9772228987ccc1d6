// math.clampf %x to [%lo, %hi].

func.func @clampf(%x: f32, %lo: f32, %hi: f32, %v: vector<8xf16>, %vl: vector<8xf16>) -> f32 {
  %0 = math.clampf %x to [%lo, %hi] : f32
  %1 = math.clampf %v to [%vl, %vl] fastmath<nnan,ninf> : vector<8xf16>
  %2 = math.clampf %0 to [%lo, %0] {tag} : f32
  return %2 : f32
}
