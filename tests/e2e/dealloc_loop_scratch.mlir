// Buffer deallocation: 100000 iterations of an scf.for, each allocating a 4 KiB scratch
// buffer that it never frees (400 MB if leaked); mlirc frees each in its iteration.
func.func private @printI64(i64)
func.func private @printNewline()

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c7 = arith.constant 7 : index
  %c1024 = arith.constant 1024 : index
  %n = arith.constant 100000 : index
  %z = arith.constant 0 : i64
  %total = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (i64) {
    %s = memref.alloc() : memref<1024xi32>
    %ii = arith.index_cast %i : index to i32
    scf.for %j = %c0 to %c7 step %c1 {
      %jj = arith.index_cast %j : index to i32
      %v = arith.addi %ii, %jj : i32
      %k = arith.muli %j, %c1 : index
      memref.store %v, %s[%k] : memref<1024xi32>
    }
    %last = arith.subi %c1024, %c1 : index
    memref.store %ii, %s[%last] : memref<1024xi32>
    %a = memref.load %s[%c1] : memref<1024xi32>
    %b = memref.load %s[%last] : memref<1024xi32>
    %sum = arith.addi %a, %b : i32
    %sum64 = arith.extsi %sum : i32 to i64
    %next = arith.addi %acc, %sum64 : i64
    scf.yield %next : i64
  }
  call @printI64(%total) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}
