// Vectors (fixed and scalable), tensors (ranked, unranked, dynamic, encoded), tuples, functions.
func.func private @vectors(vector<4xf32>, vector<2x3xi8>, vector<[4]xf32>, vector<2x[8]xi16>, vector<1xindex>)
func.func private @tensors(tensor<f32>, tensor<4xf32>, tensor<?x8xi32>, tensor<?x?x?xf64>, tensor<*xf32>, tensor<0x4xi1>)
func.func private @encoded(tensor<4x4xf32, "enc">, tensor<8xi32, {sparse = 1 : i64}>)
func.func private @tuples(tuple<>, tuple<i32, f32>, tuple<tuple<i1>, vector<2xf32>>)
func.func private @functions((i32) -> i32, () -> (), (f32, f32) -> (f32, i1), ((i32) -> i32) -> ((i32) -> i32))
