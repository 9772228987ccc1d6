// Integer ops: absi, ctlz, cttz, ctpop, ipowi on signless integers, index and shaped types.

func.func @integer(%i: i32, %j: i64, %k: index, %v: vector<4xi8>, %t: tensor<?x3xi16>) {
  %0 = math.absi %i : i32
  %1 = math.ctlz %0 : i32
  %2 = math.cttz %1 : i32
  %3 = math.ctpop %2 : i32
  %4 = math.ipowi %3, %i : i32
  %5 = math.ctlz %j : i64
  %6 = math.ipowi %j, %5 : i64
  %7 = math.absi %k : index
  %8 = math.ctpop %v : vector<4xi8>
  %9 = math.ipowi %8, %v : vector<4xi8>
  %10 = math.cttz %t : tensor<?x3xi16>
  %11 = math.absi %10 {tag = "t"} : tensor<?x3xi16>
  return
}
