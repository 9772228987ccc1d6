// vector.print of 1-D, 2-D and 3-D vectors, of scalars and strings, with punctuation.
func.func @main() {
  %a = arith.constant dense<[1, 2, 3]> : vector<3xi32>
  vector.print %a : vector<3xi32>
  %b = arith.constant dense<[[1.5, 2.5], [3.5, 4.5]]> : vector<2x2xf32>
  vector.print %b : vector<2x2xf32>
  %c = arith.constant dense<[[[1, 2], [3, 4]], [[5, 6], [7, 8]]]> : vector<2x2x2xi64>
  vector.print %c : vector<2x2x2xi64>
  %s = arith.constant 42 : i32
  vector.print %s : i32
  vector.print str "hello, vectors\n"
  vector.print %s : i32 punctuation <comma>
  vector.print %s : i32 punctuation <no_punctuation>
  vector.print punctuation <newline>
  vector.print %b : vector<2x2xf32> punctuation <comma>
  vector.print punctuation <open>
  vector.print punctuation <close>
  vector.print
  return
}
