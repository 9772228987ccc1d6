// vector.print of strings and punctuation building a line from parts.
func.func @main() {
  vector.print str "plain line\n"
  vector.print str "no newline, "
  vector.print str "then: "
  %v = arith.constant dense<[[1, 2], [3, 4]]> : vector<2x2xi32>
  vector.print %v : vector<2x2xi32> punctuation <no_punctuation>
  vector.print punctuation <comma>
  %w = arith.constant dense<[5, 6]> : vector<2xi32>
  vector.print %w : vector<2xi32> punctuation <comma>
  %s = arith.constant 7 : i32
  vector.print %s : i32 punctuation <no_punctuation>
  vector.print punctuation <newline>
  vector.print punctuation <open>
  vector.print %s : i32 punctuation <comma>
  vector.print %s : i32 punctuation <close>
  vector.print str "\n"
  vector.print str "tab\tand quote \22 end\n"
  return
}
