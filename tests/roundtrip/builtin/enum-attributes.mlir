// Enum attributes (ir::enums): every enum of a table, in attribute dictionaries and in the
// custom forms of ops that carry them.

// Bit enums: `none`, single flags in any order, `fast` when all are set.
func.func private @bit_enums() attributes {
  fm_none = #arith.fastmath<none>, fm_two = #arith.fastmath<ninf, nnan>, fm_all = #arith.fastmath<reassoc,nnan,ninf,nsz,arcp,contract,afn>,
  fm_fast = #arith.fastmath<fast>, fm_none_too = #arith.fastmath<none, afn, reassoc>, fm_str = #arith.fastmath<"nsz">,
  ov_none = #arith.overflow<none>, ov_both = #arith.overflow<nuw, nsw>, ov_nuw = #arith.overflow<nuw>,
  llfm_none = #llvm.fastmath<none>, llfm_two = #llvm.fastmath<reassoc, nnan>, llfm_fast = #llvm.fastmath<fast>,
  llfm_all = #llvm.fastmath<nnan, ninf, nsz, arcp, contract, afn, reassoc>, llfm_some = #llvm.fastmath<contract,afn,arcp>,
  llov_none = #llvm.overflow<none>, llov_both = #llvm.overflow<nuw, nsw>, llov_nsw = #llvm.overflow<nsw>
}

// Plain enums in `#dialect.name<value>` form.
func.func private @angle_enums() attributes {
  lit_p = #linalg.iterator_type<parallel>, lit_r = #linalg.iterator_type<reduction>,
  ltf_s = #linalg.type_fn<cast_signed>, ltf_u = #linalg.type_fn<cast_unsigned>,
  lun = [#linalg.unary_fn<exp>, #linalg.unary_fn<log>, #linalg.unary_fn<abs>, #linalg.unary_fn<ceil>, #linalg.unary_fn<floor>, #linalg.unary_fn<negf>, #linalg.unary_fn<reciprocal>, #linalg.unary_fn<round>, #linalg.unary_fn<sqrt>, #linalg.unary_fn<rsqrt>, #linalg.unary_fn<square>, #linalg.unary_fn<tanh>, #linalg.unary_fn<erf>],
  lbin = [#linalg.binary_fn<add>, #linalg.binary_fn<sub>, #linalg.binary_fn<mul>, #linalg.binary_fn<div>, #linalg.binary_fn<div_unsigned>, #linalg.binary_fn<max_signed>, #linalg.binary_fn<min_signed>, #linalg.binary_fn<max_unsigned>, #linalg.binary_fn<min_unsigned>, #linalg.binary_fn<powf>],
  lek = [#linalg.elementwise_kind<exp>, #linalg.elementwise_kind<erf>, #linalg.elementwise_kind<add>, #linalg.elementwise_kind<div_unsigned>, #linalg.elementwise_kind<powf>, #linalg.elementwise_kind<select>],
  vit = [#vector.iterator_type<parallel>, #vector.iterator_type<reduction>],
  vkind = [#vector.kind<add>, #vector.kind<mul>, #vector.kind<minui>, #vector.kind<minsi>, #vector.kind<minnumf>, #vector.kind<maxui>, #vector.kind<maxsi>, #vector.kind<maxnumf>, #vector.kind<and>, #vector.kind<or>, #vector.kind<xor>, #vector.kind<maximumf>, #vector.kind<minimumf>],
  vpunct = [#vector.punctuation<no_punctuation>, #vector.punctuation<newline>, #vector.punctuation<comma>, #vector.punctuation<open>, #vector.punctuation<close>],
  gas = [#gpu.address_space<global>, #gpu.address_space<workgroup>, #gpu.address_space<private>],
  link = [#llvm.linkage<external>, #llvm.linkage<available_externally>, #llvm.linkage<linkonce>, #llvm.linkage<linkonce_odr>, #llvm.linkage<weak>, #llvm.linkage<weak_odr>, #llvm.linkage<appending>, #llvm.linkage<internal>, #llvm.linkage<private>, #llvm.linkage<extern_weak>, #llvm.linkage<common>],
  cconv = [#llvm.cconv<ccc>, #llvm.cconv<fastcc>, #llvm.cconv<coldcc>, #llvm.cconv<cc_10>, #llvm.cconv<swiftcc>, #llvm.cconv<tailcc>, #llvm.cconv<x86_stdcallcc>, #llvm.cconv<ptx_kernelcc>, #llvm.cconv<amdgpu_kernelcc>, #llvm.cconv<m68k_intrcc>],
  tail = [#llvm.tailcallkind<none>, #llvm.tailcallkind<notail>, #llvm.tailcallkind<musttail>, #llvm.tailcallkind<tail>],
  quoted = #llvm.linkage<"internal">
}

// Plain enums in `#dialect<name value>` form.
func.func private @spaced_enums() attributes {
  dim = [#gpu<dim x>, #gpu<dim y>, #gpu<dim z>],
  red = [#gpu<all_reduce_op add>, #gpu<all_reduce_op mul>, #gpu<all_reduce_op minui>, #gpu<all_reduce_op minsi>, #gpu<all_reduce_op minnumf>, #gpu<all_reduce_op maxui>, #gpu<all_reduce_op maxsi>, #gpu<all_reduce_op maxnumf>, #gpu<all_reduce_op and>, #gpu<all_reduce_op or>, #gpu<all_reduce_op xor>, #gpu<all_reduce_op minimumf>, #gpu<all_reduce_op maximumf>],
  shuf = [#gpu<shuffle_mode xor>, #gpu<shuffle_mode up>, #gpu<shuffle_mode down>, #gpu<shuffle_mode idx>],
  pred = [#index<cmp_predicate eq>, #index<cmp_predicate ne>, #index<cmp_predicate slt>, #index<cmp_predicate sle>, #index<cmp_predicate sgt>, #index<cmp_predicate sge>, #index<cmp_predicate ult>, #index<cmp_predicate ule>, #index<cmp_predicate ugt>, #index<cmp_predicate uge>]
}

// An enum as a memref memory space.
func.func private @memory_space(memref<4xf32, #gpu.address_space<workgroup>>, memref<?xi8, #gpu.address_space<private>>)

// Custom forms that carry enums.
func.func @flags(%a: f32, %b: f32, %i: i32, %x: index, %y: index, %c: complex<f32>) -> f32 {
  %0 = arith.addf %a, %b fastmath<nnan,ninf> : f32
  %1 = arith.mulf %0, %b fastmath<fast> : f32
  %2 = arith.subf %1, %a fastmath<none> : f32
  %3 = arith.addi %i, %i overflow<nuw, nsw> : i32
  %4 = arith.muli %3, %i overflow<nuw> : i32
  %5 = math.sqrt %2 fastmath<afn,reassoc> : f32
  %6 = arith.addf %5, %a {fastmath = #arith.fastmath<contract>} : f32
  %7 = index.cmp slt(%x, %y)
  %8 = complex.add %c, %c fastmath<nnan> : complex<f32>
  return %6 : f32
}

func.func @vectors(%v: vector<4xf32>, %w: vector<4xi32>, %acc: f32) -> f32 {
  %0 = vector.reduction <maxnumf>, %v : vector<4xf32> into f32
  %1 = vector.reduction <xor>, %w : vector<4xi32> into i32
  %2 = vector.reduction <add>, %v fastmath<fast> : vector<4xf32> into f32
  %3 = vector.contract {indexing_maps = [affine_map<(k) -> (k)>, affine_map<(k) -> (k)>, affine_map<(k) -> ()>], iterator_types = ["reduction"], kind = #vector.kind<maxnumf>} %v, %v, %acc : vector<4xf32>, vector<4xf32> into f32
  vector.print %v : vector<4xf32>
  vector.print %w : vector<4xi32> punctuation <comma>
  vector.print punctuation <close>
  return %0 : f32
}

#id = affine_map<(d0) -> (d0)>
#sum = affine_map<(d0) -> ()>
func.func @generic(%in: memref<8xf32>, %out: memref<f32>) {
  linalg.generic {indexing_maps = [#id, #sum], iterator_types = ["reduction"]} ins(%in : memref<8xf32>) outs(%out : memref<f32>) {
  ^bb0(%x: f32, %acc: f32):
    %s = arith.addf %x, %acc fastmath<reassoc> : f32
    linalg.yield %s : f32
  }
  return
}

// NVVM enums: keywords in `#nvvm<name value>`, the barrier reduction in `#nvvm.reduction<value>`.
func.func private @nvvm_enums() attributes {
  shfl = #nvvm<shfl_kind bfly>, vote = #nvvm<vote_sync_kind ballot>, redux = #nvvm<redux_kind umax>, red = #nvvm.reduction<popc>
}
