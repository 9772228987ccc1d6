// ml_program: globals of every visibility, mutable or not, with or without an initial value;
// loads (result named after the global), const loads, stores with attributes, the
// token-ordered graph forms, func and subgraph with their terminators.
ml_program.global private mutable @global_seed(dense<0> : tensor<i64>) : tensor<i64>
ml_program.global public @weights(dense<[1,2]> : tensor<2xi32>) : tensor<?xi32>
ml_program.global nested mutable @uninit : tensor<4xf32>
ml_program.global private mutable @scalar(3 : i32) : i32 {test.attr = 1}
ml_program.global private mutable @"1x"(dense<1.5> : tensor<2x2xf32>) : tensor<2x2xf32>
module @inner {
  ml_program.global public mutable @nested_g(dense<7> : tensor<i64>) : tensor<i64>
}
func.func @loads_and_stores(%arg0: tensor<i64>) -> tensor<i64> {
  %0 = ml_program.global_load @global_seed : tensor<i64>
  %1 = ml_program.global_load @global_seed : tensor<i64>
  %2 = ml_program.global_load_const @weights : tensor<?xi32>
  %3 = ml_program.global_load @"1x" : tensor<2x2xf32>
  %4 = ml_program.global_load @inner::@nested_g : tensor<i64>
  ml_program.global_store @global_seed = %arg0 : tensor<i64>
  ml_program.global_store @inner::@nested_g = %1 : tensor<i64> {test.x = 1}
  %5 = ml_program.global_load @scalar : i32 {test.y}
  return %0 : tensor<i64>
}
ml_program.func @f(%arg0: i32) -> i32 attributes {test.bar} {
  %0 = ml_program.global_load @scalar : i32
  ml_program.global_store @scalar = %arg0 : i32
  ml_program.return %0 : i32
}
ml_program.func private @ext(i32) -> i32
ml_program.func @none() {
  ml_program.return
}
ml_program.subgraph @sg(%arg0: i32, %t: !ml_program.token) -> (i32, !ml_program.token) {
  %0, %tok = ml_program.global_load_graph @global_seed ordering(() -> !ml_program.token) : tensor<i64>
  %tok2 = ml_program.global_store_graph @global_seed = %0 ordering(%tok, %t -> !ml_program.token) : tensor<i64>
  %tok3 = ml_program.token
  %tok4 = ml_program.global_store_graph @scalar = %arg0 ordering(() -> !ml_program.token) : i32
  ml_program.output %arg0, %tok2 : i32, !ml_program.token
}
ml_program.subgraph private @sg_decl(i32) -> i32
