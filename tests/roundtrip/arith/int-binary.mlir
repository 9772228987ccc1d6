// Integer binary ops on scalars, index, vectors and tensors, with overflow flags.
func.func @int_binary(%a: i32, %b: i32, %i: index, %v: vector<4xi16>, %t: tensor<2x?xi64>) {
  %0 = arith.addi %a, %b : i32
  %1 = arith.addi %a, %b overflow<nsw> : i32
  %2 = arith.subi %a, %b overflow<nuw> : i32
  %3 = arith.muli %a, %b overflow<nsw, nuw> : i32
  %4 = arith.shli %a, %b overflow<nsw> : i32
  %5 = arith.divui %a, %b : i32
  %6 = arith.divsi %i, %i : index
  %7 = arith.ceildivui %a, %b : i32
  %8 = arith.ceildivsi %a, %b : i32
  %9 = arith.floordivsi %a, %b : i32
  %10 = arith.remui %v, %v : vector<4xi16>
  %11 = arith.remsi %t, %t : tensor<2x?xi64>
  %12 = arith.andi %a, %b : i32
  %13 = arith.ori %a, %b : i32
  %14 = arith.xori %a, %b : i32
  %15 = arith.shrui %a, %b : i32
  %16 = arith.shrsi %a, %b : i32
  %17 = arith.maxsi %a, %b : i32
  %18 = arith.maxui %a, %b : i32
  %19 = arith.minsi %v, %v : vector<4xi16>
  %20 = arith.minui %i, %i : index
  %21 = arith.addi %i, %i overflow<nuw> : index
  return
}
