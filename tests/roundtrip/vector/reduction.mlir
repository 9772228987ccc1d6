// vector.reduction: every combining kind, with and without an accumulator, and
// fastmath flags.

func.func @reduce_float(%v: vector<16xf32>, %acc: f32, %h: vector<[8]xf16>) -> f32 {
  %0 = vector.reduction <add>, %v : vector<16xf32> into f32
  %1 = vector.reduction <mul>, %v, %acc : vector<16xf32> into f32
  %2 = vector.reduction <minnumf>, %v : vector<16xf32> into f32
  %3 = vector.reduction <maxnumf>, %v : vector<16xf32> into f32
  %4 = vector.reduction <minimumf>, %v, %0 : vector<16xf32> into f32
  %5 = vector.reduction <maximumf>, %v fastmath<nnan,ninf> : vector<16xf32> into f32
  %6 = vector.reduction <add>, %v, %acc fastmath<fast> : vector<16xf32> into f32
  %7 = vector.reduction <add>, %h {tag} : vector<[8]xf16> into f16
  return %6 : f32
}

func.func @reduce_int(%v: vector<8xi32>, %acc: i32, %x: vector<4xindex>) {
  %0 = vector.reduction <add>, %v : vector<8xi32> into i32
  %1 = vector.reduction <mul>, %v, %acc : vector<8xi32> into i32
  %2 = vector.reduction <minui>, %v : vector<8xi32> into i32
  %3 = vector.reduction <minsi>, %v : vector<8xi32> into i32
  %4 = vector.reduction <maxui>, %v : vector<8xi32> into i32
  %5 = vector.reduction <maxsi>, %v : vector<8xi32> into i32
  %6 = vector.reduction <and>, %v : vector<8xi32> into i32
  %7 = vector.reduction <or>, %v : vector<8xi32> into i32
  %8 = vector.reduction <xor>, %v, %acc : vector<8xi32> into i32
  %9 = vector.reduction <add>, %x : vector<4xindex> into index
  return
}
