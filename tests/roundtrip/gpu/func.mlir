// gpu.func: kernels and device functions, argument and result attributes,
// workgroup and private attributions (with attributes), launch size hints, a
// visibility (only in the attribute dictionary), and multi-block bodies.

gpu.module @funcs {
  gpu.func @kernel(%a: memref<?xf32>, %n: index) kernel {
    gpu.return
  }

  gpu.func @device(%x: f32, %y: f32) -> f32 {
    %0 = arith.addf %x, %y : f32
    gpu.return %0 : f32
  }

  gpu.func @multi_result(%x: i32) -> (i32, i32) {
    gpu.return %x, %x : i32, i32
  }

  gpu.func @arg_attrs(%a: memref<?xf32> {llvm.noalias}, %b: i32 {llvm.signext}) -> (f32 {llvm.noundef}) {
    %c = arith.constant 0.0 : f32
    gpu.return %c : f32
  }

  gpu.func @attributions(%a: memref<?xf32>)
      workgroup(%w: memref<32xf32, #gpu.address_space<workgroup>>, %w2: memref<8xi32, 3>)
      private(%p: memref<4xf32, #gpu.address_space<private>>) kernel {
    %c0 = arith.constant 0 : index
    %v = vector.load %w[%c0] : memref<32xf32, #gpu.address_space<workgroup>>, vector<4xf32>
    vector.store %v, %p[%c0] : memref<4xf32, #gpu.address_space<private>>, vector<4xf32>
    gpu.return
  }

  gpu.func @attribution_attrs() workgroup(%w: memref<16xf32, #gpu.address_space<workgroup>> {llvm.align = 16 : i64})
      private(%p: memref<2xf32, #gpu.address_space<private>>, %q: memref<2xf32, #gpu.address_space<private>> {llvm.align = 8 : i64}) {
    gpu.return
  }

  gpu.func @hints() kernel attributes {known_block_size = array<i32: 128, 1, 1>, known_grid_size = array<i32: 64, 2, 1>, known_cluster_size = array<i32: 2, 1, 1>} {
    gpu.return
  }

  gpu.func @other_attrs() attributes {foo = "bar", gpu.known_subgroup_size = 32 : i32} {
    gpu.return
  }

  gpu.func @visibility_attr() attributes {sym_visibility = "private"} {
    gpu.return
  }

  gpu.func @blocks(%c: i1, %x: f32) -> f32 {
    cf.cond_br %c, ^bb1, ^bb2(%x : f32)
  ^bb1:
    %y = arith.negf %x : f32
    cf.br ^bb2(%y : f32)
  ^bb2(%r: f32):
    gpu.return %r : f32
  }
}
