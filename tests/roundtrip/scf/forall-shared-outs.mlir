// scf.forall with shared_outs (results) and the scf.forall.in_parallel terminator, and mappings.

func.func @shared(%n: index, %t: tensor<?xf32>, %u: tensor<4x4xi32>) -> (tensor<?xf32>, tensor<4x4xi32>) {
  %r = scf.forall (%i) in (%n) shared_outs(%o = %t) -> (tensor<?xf32>) {
    scf.forall.in_parallel {
    }
  }
  %r2:2 = scf.forall (%i, %j) in (4, 4) shared_outs(%a = %r, %b = %u) -> (tensor<?xf32>, tensor<4x4xi32>) {
    %0 = arith.addi %i, %j : index
    scf.forall.in_parallel {
    }
  }
  return %r2#0, %r2#1 : tensor<?xf32>, tensor<4x4xi32>
}

func.func @insert(%in: tensor<100xf32>, %out: tensor<100xf32>, %n: index) -> tensor<100xf32> {
  %r = scf.forall (%i) in (%n) shared_outs(%o = %out) -> (tensor<100xf32>) {
    %s = tensor.extract_slice %in[%i] [1] [1] : tensor<100xf32> to tensor<1xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i] [1] [1] : tensor<1xf32> into tensor<100xf32>
    }
  }
  return %r : tensor<100xf32>
}

func.func @mapping(%n: index, %t: tensor<8xf32>) -> tensor<8xf32> {
  scf.forall (%i, %j) in (%n, 32) {
  } {mapping = [#gpu.thread<y>, #gpu.thread<x>]}
  %r = scf.forall (%i) in (8) shared_outs(%o = %t) -> tensor<8xf32> {
    scf.forall.in_parallel {
    }
  } {mapping = [#gpu.block<x>]}
  scf.forall (%i) = (%n) to (64) step (%n) {
  } {mapping = [#gpu.warp<x>], note = "extra"}
  return %r : tensor<8xf32>
}
