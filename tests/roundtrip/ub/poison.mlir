// ub.poison of scalar, vector and tensor types.
func.func @poison() -> (i32, vector<4xf32>) {
  %0 = ub.poison : i32
  %1 = ub.poison : vector<4xf32>
  %2 = ub.poison : tensor<2x?xindex>
  %3 = ub.poison {test.a} : f64
  return %0, %1 : i32, vector<4xf32>
}
