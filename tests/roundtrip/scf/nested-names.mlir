// Names in nested regions: iter_args, results of ops in scf.if/forall/parallel/while/
// index_switch/execute_region bodies with hints (%c1, %cst, %alloc) made unique per scope.

func.func @scf(%lb: index, %ub: index, %st: index, %t: tensor<8xf32>, %m: memref<8xf32>, %c: i1, %x: f32) -> (f32, tensor<8xf32>) {
  %cst = arith.constant 0.0 : f32
  %r:2 = scf.for %i = %lb to %ub step %st iter_args(%a = %x, %b = %cst) -> (f32, f32) {
    %c1 = arith.constant 1.0 : f32
    %s = arith.addf %a, %c1 : f32
    %y = scf.if %c -> (f32) {
      %c2 = arith.constant 2.0 : f32
      scf.yield %c2 : f32
    } else {
      %alloc = memref.alloc() : memref<4xf32>
      memref.dealloc %alloc : memref<4xf32>
      scf.yield %s : f32
    }
    scf.yield %s, %y : f32, f32
  }
  %f = scf.forall (%i, %j) in (4, 2) shared_outs(%o = %t) -> (tensor<8xf32>) {
    %e = tensor.extract_slice %o[%i] [1] [1] : tensor<8xf32> to tensor<1xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %e into %o[%j] [1] [1] : tensor<1xf32> into tensor<8xf32>
    }
  }
  %p = scf.parallel (%i) = (%lb) to (%ub) step (%st) init (%cst) -> f32 {
    %v = memref.load %m[%i] : memref<8xf32>
    scf.reduce(%v : f32) {
    ^bb0(%l: f32, %rr: f32):
      %z = arith.addf %l, %rr : f32
      scf.reduce.return %z : f32
    }
  }
  %w:2 = scf.while (%a = %x, %n = %lb) : (f32, index) -> (f32, index) {
    %cond = arith.cmpi slt, %n, %ub : index
    scf.condition(%cond) %a, %n : f32, index
  } do {
  ^bb0(%a2: f32, %n2: index):
    %n3 = arith.addi %n2, %st : index
    scf.yield %a2, %n3 : f32, index
  }
  %sw = scf.index_switch %lb -> f32
  case 2 {
    %q = arith.constant 3.0 : f32
    scf.yield %q : f32
  }
  default {
    scf.yield %x : f32
  }
  %er = scf.execute_region -> f32 no_inline {
    scf.yield %x : f32
  }
  return %r#1, %f : f32, tensor<8xf32>
}
