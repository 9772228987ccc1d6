// Shaped types whose sizes and `x` separators are written with blanks between them (the
// lexer reads them as tokens): vectors (scalable ones too), tensors with an encoding, memrefs.
func.func private @spaced(vector<3 x f32>, vector<2 x [4] x i8>, vector<[ 8 ] x f16>,
                          tensor<7 x ? x i32, "enc">, memref<4 x 5 x f64>, tensor< 2x3 x bf16 >)
func.func @use() -> vector<2 x i1> {
  %c = arith.constant dense<true> : vector<2 x i1>
  return %c : vector<2 x i1>
}
