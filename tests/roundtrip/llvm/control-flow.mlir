// llvm control flow: br with and without block arguments, cond_br with operands on both
// edges and branch weights, switch on i32/i64 with case operands and weights, loops, blocks
// reached from several predecessors, unreachable, and dead blocks.
llvm.func @loop(%n: i64) -> i64 {
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %c1 = llvm.mlir.constant(1 : i64) : i64
  llvm.br ^bb1(%c0, %c0 : i64, i64)
^bb1(%i: i64, %acc: i64):
  %c = llvm.icmp "slt" %i, %n : i64
  llvm.cond_br %c, ^bb2, ^bb3
^bb2:
  %next = llvm.add %acc, %i : i64
  %j = llvm.add %i, %c1 : i64
  llvm.br ^bb1(%j, %next : i64, i64)
^bb3:
  llvm.return %acc : i64
}

llvm.func @cond_operands(%c: i1, %a: i32, %b: f32) -> f32 {
  llvm.cond_br %c weights([10, 90]), ^bb1(%a, %b : i32, f32), ^bb2(%b : f32)
^bb1(%x: i32, %y: f32):
  %z = llvm.sitofp %x : i32 to f32
  %s = llvm.fadd %y, %z : f32
  llvm.br ^bb2(%s : f32)
^bb2(%r: f32):
  llvm.return %r : f32
}

llvm.func @switches(%v: i32, %w: i64) -> i32 {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  llvm.switch %v : i32, ^bb1(%c0 : i32) [
    0: ^bb2,
    1: ^bb1(%c1 : i32),
    -7: ^bb3(%v : i32)
  ]
^bb1(%a: i32):
  llvm.switch %w : i64, ^bb3(%a : i32) [
    100: ^bb2
  ]
^bb2:
  llvm.return %c0 : i32
^bb3(%b: i32):
  llvm.switch %b : i32, ^bb4 [
  ]
^bb4:
  llvm.return %b : i32
}

llvm.func @switch_weights(%v: i32) -> i32 {
  llvm.switch %v : i32, ^bb1 [
    1: ^bb2,
    2: ^bb2
  ] {branch_weights = array<i32: 5, 10, 15>}
^bb1:
  llvm.return %v : i32
^bb2:
  llvm.unreachable
}

llvm.func @diamond(%c: i1, %d: i1, %a: i64) -> i64 {
  llvm.cond_br %c, ^bb1, ^bb2
^bb1:
  llvm.cond_br %d, ^bb3(%a : i64), ^bb2
^bb2:
  %z = llvm.mlir.constant(0 : i64) : i64
  llvm.br ^bb3(%z : i64)
^bb3(%r: i64):
  llvm.return %r : i64
}

llvm.func @dead_block(%a: i32) -> i32 {
  llvm.return %a : i32
^bb1:
  %0 = llvm.add %a, %a : i32
  llvm.br ^bb1
}

llvm.func @nested_loops(%n: i64, %p: !llvm.ptr) {
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %c1 = llvm.mlir.constant(1 : i64) : i64
  llvm.br ^bb1(%c0 : i64)
^bb1(%i: i64):
  %ci = llvm.icmp "slt" %i, %n : i64
  llvm.cond_br %ci, ^bb2(%c0 : i64), ^bb5
^bb2(%j: i64):
  %cj = llvm.icmp "slt" %j, %n : i64
  llvm.cond_br %cj, ^bb3, ^bb4
^bb3:
  %ij = llvm.mul %i, %j : i64
  %q = llvm.getelementptr %p[%ij] : (!llvm.ptr, i64) -> !llvm.ptr, i64
  llvm.store %ij, %q : i64, !llvm.ptr
  %j1 = llvm.add %j, %c1 : i64
  llvm.br ^bb2(%j1 : i64)
^bb4:
  %i1 = llvm.add %i, %c1 : i64
  llvm.br ^bb1(%i1 : i64)
^bb5:
  llvm.return
}
