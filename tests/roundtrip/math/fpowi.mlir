// math.fpowi: float base, signless integer exponent, two types after the colon.

func.func @fpowi(%f: f32, %d: f64, %i: i32, %j: i64, %v: vector<4xf32>, %vi: vector<4xi32>, %t: tensor<?xf16>, %ti: tensor<?xi8>) {
  %0 = math.fpowi %f, %i : f32, i32
  %1 = math.fpowi %d, %j : f64, i64
  %2 = math.fpowi %d, %i : f64, i32
  %3 = math.fpowi %v, %vi fastmath<fast> : vector<4xf32>, vector<4xi32>
  %4 = math.fpowi %t, %ti {tag} : tensor<?xf16>, tensor<?xi8>
  return
}
