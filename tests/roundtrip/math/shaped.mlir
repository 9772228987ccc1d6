// Float ops on vectors (fixed, scalable, 0-d), ranked and unranked tensors.

func.func @shaped(%v: vector<4xf32>, %s: vector<[4]x2xf32>, %z: vector<f64>, %t: tensor<?x8xf16>, %u: tensor<*xbf16>) {
  %0 = math.exp %v : vector<4xf32>
  %1 = math.fma %v, %v, %0 : vector<4xf32>
  %2 = math.sin %s : vector<[4]x2xf32>
  %3 = math.powf %s, %2 : vector<[4]x2xf32>
  %4 = math.rsqrt %z : vector<f64>
  %5 = math.tanh %t : tensor<?x8xf16>
  %6 = math.atan2 %t, %5 : tensor<?x8xf16>
  %7 = math.erf %u : tensor<*xbf16>
  %8 = math.isnan %u : tensor<*xbf16>
  return
}
