// tensor.parallel_insert_slice inside scf.forall's in_parallel region: static and dynamic
// offsets/sizes/strides, rank-reduced sources, several shared outputs.

func.func @parallel_insert_slice(%t: tensor<8xf32>, %s: tensor<2xf32>) -> tensor<8xf32> {
  %r = scf.forall (%i) in (4) shared_outs(%o = %t) -> (tensor<8xf32>) {
    %off = arith.muli %i, %i : index
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%off] [2] [1] : tensor<2xf32> into tensor<8xf32>
    }
  }
  return %r : tensor<8xf32>
}

func.func @two_outputs(%a: tensor<4x?xf32>, %b: tensor<16xi32>, %sa: tensor<?xf32>, %sb: tensor<4xi32>, %n: index) -> (tensor<4x?xf32>, tensor<16xi32>) {
  %r:2 = scf.forall (%i, %j) in (4, %n) shared_outs(%oa = %a, %ob = %b) -> (tensor<4x?xf32>, tensor<16xi32>) {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %sa into %oa[%i, %j] [1, %n] [1, %n] : tensor<?xf32> into tensor<4x?xf32>
      tensor.parallel_insert_slice %sb into %ob[4] [4] [2] {tag} : tensor<4xi32> into tensor<16xi32>
    }
  }
  return %r#0, %r#1 : tensor<4x?xf32>, tensor<16xi32>
}
