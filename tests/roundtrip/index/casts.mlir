// index.casts and index.castu between index and integers of each width (i1, i8, i16, i32,
// i64, i128) in both directions, on arguments and on results of other casts.
func.func @to_index(%a: i1, %b: i8, %c: i16, %d: i32, %e: i64, %f: i128) -> index {
  %0 = index.casts %a : i1 to index
  %1 = index.casts %b : i8 to index
  %2 = index.casts %c : i16 to index
  %3 = index.casts %d : i32 to index
  %4 = index.casts %e : i64 to index
  %5 = index.casts %f : i128 to index
  %6 = index.castu %a : i1 to index
  %7 = index.castu %b : i8 to index
  %8 = index.castu %c : i16 to index
  %9 = index.castu %d : i32 to index
  %10 = index.castu %e : i64 to index
  %11 = index.castu %f : i128 to index
  %s0 = index.add %0, %1
  %s1 = index.add %s0, %2
  %s2 = index.add %s1, %3
  %s3 = index.add %s2, %4
  %s4 = index.add %s3, %5
  %s5 = index.add %s4, %6
  %s6 = index.add %s5, %7
  %s7 = index.add %s6, %8
  %s8 = index.add %s7, %9
  %s9 = index.add %s8, %10
  %s10 = index.add %s9, %11
  return %s10 : index
}

func.func @from_index(%x: index) -> (i1, i8, i16, i32, i64, i128) {
  %0 = index.casts %x : index to i1
  %1 = index.castu %x : index to i8
  %2 = index.casts %x : index to i16
  %3 = index.castu %x : index to i32
  %4 = index.casts %x : index to i64
  %5 = index.castu %x : index to i128
  return %0, %1, %2, %3, %4, %5 : i1, i8, i16, i32, i64, i128
}

func.func @round_trip(%x: i32) -> (i32, i64) {
  %0 = index.casts %x {tag} : i32 to index
  %1 = index.castu %0 {tag} : index to i32
  %2 = index.castu %x : i32 to index
  %3 = index.casts %2 : index to i64
  return %1, %3 : i32, i64
}
