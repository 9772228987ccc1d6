// RUN: mlirc %s --emit=mlir --split-input-file --verify-diagnostics
// RUN: mlir-opt %s --split-input-file --verify-diagnostics

// Enum attributes (ir::enums): an unknown keyword is upstream's two errors, at the keyword
// (or, for upstream's generated parsers, at the first keyword of a bit enum) and after it.

// expected-error @+2 {{expected ::mlir::arith::FastMathFlags to be one of: none, reassoc, nnan, ninf, nsz, arcp, contract, afn, fast}}
// expected-error @+1 {{failed to parse Arith_FastMathAttr parameter 'value' which is to be a `::mlir::arith::FastMathFlags`}}
func.func private @f0() attributes {a = #arith.fastmath<nnan, fooflag>}

// -----

// expected-error @+2 {{expected ::mlir::arith::IntegerOverflowFlags to be one of: none, nsw, nuw}}
// expected-error @+1 {{failed to parse Arith_IntegerOverflowAttr parameter 'value' which is to be a `::mlir::arith::IntegerOverflowFlags`}}
func.func private @f1() attributes {a = #arith.overflow<nsw, wrap>}

// -----

// expected-error @+2 {{expected ::mlir::utils::IteratorType to be one of: parallel, reduction}}
// expected-error @+1 {{failed to parse IteratorTypeEnum parameter 'value' which is to be a `::mlir::utils::IteratorType`}}
func.func private @f2() attributes {a = #linalg.iterator_type<window>}

// -----

// expected-error @+2 {{expected ::mlir::linalg::TypeFn to be one of: cast_signed, cast_unsigned}}
// expected-error @+1 {{failed to parse TypeFnAttr parameter 'value' which is to be a `::mlir::linalg::TypeFn`}}
func.func private @f3() attributes {a = #linalg.type_fn<cast_float>}

// -----

// expected-error @+2 {{expected ::mlir::linalg::UnaryFn to be one of: exp, log, abs, ceil, floor, negf, reciprocal, round, sqrt, rsqrt, square, tanh, erf}}
// expected-error @+1 {{failed to parse UnaryFnAttr parameter 'value' which is to be a `::mlir::linalg::UnaryFn`}}
func.func private @f4() attributes {a = #linalg.unary_fn<sin>}

// -----

// expected-error @+2 {{expected ::mlir::linalg::BinaryFn to be one of: add, sub, mul, div, div_unsigned, max_signed, min_signed, max_unsigned, min_unsigned, powf}}
// expected-error @+1 {{failed to parse BinaryFnAttr parameter 'value' which is to be a `::mlir::linalg::BinaryFn`}}
func.func private @f5() attributes {a = #linalg.binary_fn<rem>}

// -----

// expected-error @+2 {{expected ::mlir::linalg::ElementwiseKind to be one of: exp, log, abs, ceil, floor, negf, reciprocal, round, sqrt, rsqrt, square, tanh, erf, add, sub, mul, div, div_unsigned, max_signed, min_signed, max_unsigned, min_unsigned, powf, select}}
// expected-error @+1 {{failed to parse ElementwiseKindAttr parameter 'value' which is to be a `::mlir::linalg::ElementwiseKind`}}
func.func private @f6() attributes {a = #linalg.elementwise_kind<fma>}

// -----

// expected-error @+2 {{expected ::mlir::vector::IteratorType to be one of: parallel, reduction}}
// expected-error @+1 {{failed to parse Vector_IteratorTypeEnum parameter 'value' which is to be a `::mlir::vector::IteratorType`}}
func.func private @f7() attributes {a = #vector.iterator_type<window>}

// -----

// expected-error @+2 {{expected ::mlir::vector::CombiningKind to be one of: add, mul, minui, minsi, minnumf, maxui, maxsi, maxnumf, and, or, xor, maximumf, minimumf}}
// expected-error @+1 {{failed to parse Vector_CombiningKindAttr parameter 'value' which is to be a `::mlir::vector::CombiningKind`}}
func.func private @f8() attributes {a = #vector.kind<sum>}

// -----

// expected-error @+2 {{expected ::mlir::vector::PrintPunctuation to be one of: no_punctuation, newline, comma, open, close}}
// expected-error @+1 {{failed to parse Vector_PrintPunctuation parameter 'value' which is to be a `::mlir::vector::PrintPunctuation`}}
func.func private @f9() attributes {a = #vector.punctuation<semicolon>}

// -----

// expected-error @+2 {{expected ::mlir::gpu::AddressSpace to be one of: global, workgroup, private}}
// expected-error @+1 {{failed to parse GPU_AddressSpaceAttr parameter 'value' which is to be a `::mlir::gpu::AddressSpace`}}
func.func private @f10() attributes {a = #gpu.address_space<shared>}

// -----

// expected-error @+2 {{expected ::mlir::gpu::Dimension to be one of: x, y, z}}
// expected-error @+1 {{failed to parse GPU_DimensionAttr parameter 'value' which is to be a `::mlir::gpu::Dimension`}}
func.func private @f11() attributes {a = #gpu<dim w>}

// -----

// expected-error @+2 {{expected ::mlir::gpu::AllReduceOperation to be one of: add, mul, minui, minsi, minnumf, maxui, maxsi, maxnumf, and, or, xor, minimumf, maximumf}}
// expected-error @+1 {{failed to parse GPU_AllReduceOperationAttr parameter 'value' which is to be a `::mlir::gpu::AllReduceOperation`}}
func.func private @f12() attributes {a = #gpu<all_reduce_op sum>}

// -----

// expected-error @+2 {{expected ::mlir::gpu::ShuffleMode to be one of: xor, up, down, idx}}
// expected-error @+1 {{failed to parse GPU_ShuffleModeAttr parameter 'value' which is to be a `::mlir::gpu::ShuffleMode`}}
func.func private @f13() attributes {a = #gpu<shuffle_mode bfly>}

// -----

// expected-error @+2 {{expected ::mlir::index::IndexCmpPredicate to be one of: eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge}}
// expected-error @+1 {{failed to parse IndexCmpPredicateAttr parameter 'value' which is to be a `::mlir::index::IndexCmpPredicate`}}
func.func private @f14() attributes {a = #index<cmp_predicate lt>}

// -----

// expected-error @+2 {{expected ::mlir::LLVM::FastmathFlags to be one of: none, nnan, ninf, nsz, arcp, contract, afn, reassoc, fast}}
// expected-error @+1 {{failed to parse LLVM_FastmathFlagsAttr parameter 'value' which is to be a `::mlir::LLVM::FastmathFlags`}}
func.func private @f15() attributes {a = #llvm.fastmath<nnan, fooflag>}

// -----

// expected-error @+2 {{expected one of [none, nsw, nuw] for LLVM integer overflow flags, got: wrap}}
// expected-error @+1 {{failed to parse LLVM_IntegerOverflowFlagsAttr parameter 'value' which is to be a `::mlir::LLVM::IntegerOverflowFlags`}}
func.func private @f16() attributes {a = #llvm.overflow<nsw, wrap>}

// -----

// expected-error @+2 {{expected one of [external, available_externally, linkonce, linkonce_odr, weak, weak_odr, appending, internal, private, extern_weak, common] for LLVM linkage types, got: global}}
// expected-error @+1 {{failed to parse LinkageAttr parameter 'linkage' which is to be a `linkage::Linkage`}}
func.func private @f17() attributes {a = #llvm.linkage<global>}

// -----

// expected-error @+2 {{expected one of [ccc, fastcc, coldcc, cc_10, cc_11, anyregcc, preserve_mostcc, preserve_allcc, swiftcc, cxx_fast_tlscc, tailcc, cfguard_checkcc, swifttailcc, x86_stdcallcc, x86_fastcallcc, arm_apcscc, arm_aapcscc, arm_aapcs_vfpcc, msp430_intrcc, x86_thiscallcc, ptx_kernelcc, ptx_devicecc, spir_funccc, spir_kernelcc, intel_ocl_bicc, x86_64_sysvcc, win64cc, x86_vectorcallcc, hhvmcc, hhvm_ccc, x86_intrcc, avr_intrcc, avr_builtincc, amdgpu_vscc, amdgpu_gscc, amdgpu_cscc, amdgpu_kernelcc, x86_regcallcc, amdgpu_hscc, msp430_builtincc, amdgpu_lscc, amdgpu_escc, aarch64_vectorcallcc, aarch64_sve_vectorcallcc, wasm_emscripten_invokecc, amdgpu_gfxcc, m68k_intrcc] for Calling Conventions, got: stdcall}}
// expected-error @+1 {{failed to parse CConvAttr parameter 'CallingConv' which is to be a `CConv`}}
func.func private @f18() attributes {a = #llvm.cconv<stdcall>}

// -----

// expected-error @+2 {{expected one of [none, notail, musttail, tail] for Tail Call Kind, got: always}}
// expected-error @+1 {{failed to parse TailCallKindAttr parameter 'tailCallKind' which is to be a `TailCallKind`}}
func.func private @f19() attributes {a = #llvm.tailcallkind<always>}

// -----

// expected-error @+2 {{expected keyword for LLVM linkage types}}
// expected-error @+1 {{failed to parse LinkageAttr parameter 'linkage' which is to be a `linkage::Linkage`}}
func.func private @f20() attributes {a = #llvm.linkage<>}

// -----

// expected-error @+2 {{expected valid keyword or string}}
// expected-error @+1 {{failed to parse Arith_FastMathAttr parameter 'value' which is to be a `::mlir::arith::FastMathFlags`}}
func.func private @f21() attributes {a = #arith.fastmath<>}

// -----

func.func @addf(%a: f32) -> f32 {
  // expected-error @+2 {{custom op 'arith.addf' expected ::mlir::arith::FastMathFlags to be one of: none, reassoc, nnan, ninf, nsz, arcp, contract, afn, fast}}
  // expected-error @+1 {{custom op 'arith.addf' failed to parse Arith_FastMathAttr parameter 'value' which is to be a `::mlir::arith::FastMathFlags`}}
  %0 = arith.addf %a, %a fastmath<nnan,fooflag> : f32
  return %0 : f32
}

// -----

func.func @addi(%a: i32) -> i32 {
  // expected-error @+2 {{custom op 'arith.addi' expected ::mlir::arith::IntegerOverflowFlags to be one of: none, nsw, nuw}}
  // expected-error @+1 {{custom op 'arith.addi' failed to parse Arith_IntegerOverflowAttr parameter 'value' which is to be a `::mlir::arith::IntegerOverflowFlags`}}
  %0 = arith.addi %a, %a overflow<wrap> : i32
  return %0 : i32
}

// -----

func.func @sqrt(%a: f32) -> f32 {
  // expected-error @+2 {{custom op 'math.sqrt' expected ::mlir::arith::FastMathFlags to be one of: none, reassoc, nnan, ninf, nsz, arcp, contract, afn, fast}}
  // expected-error @+1 {{custom op 'math.sqrt' failed to parse Arith_FastMathAttr parameter 'value' which is to be a `::mlir::arith::FastMathFlags`}}
  %0 = math.sqrt %a fastmath<fooflag> : f32
  return %0 : f32
}

// -----

func.func @addf_dict(%a: f32) -> f32 {
  // expected-error @+2 {{expected ::mlir::arith::FastMathFlags to be one of: none, reassoc, nnan, ninf, nsz, arcp, contract, afn, fast}}
  // expected-error @+1 {{failed to parse Arith_FastMathAttr parameter 'value' which is to be a `::mlir::arith::FastMathFlags`}}
  %0 = "arith.addf"(%a, %a) <{fastmath = #arith.fastmath<bad>}> : (f32, f32) -> f32
  return %0 : f32
}

// -----

// A memory space.
// expected-error @+2 {{expected ::mlir::gpu::AddressSpace to be one of: global, workgroup, private}}
// expected-error @+1 {{failed to parse GPU_AddressSpaceAttr parameter 'value' which is to be a `::mlir::gpu::AddressSpace`}}
func.func private @space(memref<4xf32, #gpu.address_space<local>>)

// -----

// Not a bit enum: one keyword.
// expected-error @+1 {{expected '>'}}
func.func private @two() attributes {a = #linalg.iterator_type<parallel, reduction>}

// -----

// expected-error @+1 {{expected '<'}}
func.func private @bare() attributes {a = #arith.fastmath}

// -----

// expected-error @+2 {{expected ::mlir::NVVM::ShflKind to be one of: bfly, up, down, idx}}
// expected-error @+1 {{failed to parse ShflKindAttr parameter 'value' which is to be a `::mlir::NVVM::ShflKind`}}
func.func private @nvvm1() attributes {a = #nvvm<shfl_kind xor>}

// -----

// expected-error @+2 {{expected ::mlir::NVVM::VoteSyncKind to be one of: any, all, ballot, uni}}
// expected-error @+1 {{failed to parse VoteSyncKindAttr parameter 'value' which is to be a `::mlir::NVVM::VoteSyncKind`}}
func.func private @nvvm2() attributes {a = #nvvm<vote_sync_kind none>}

// -----

// expected-error @+2 {{expected ::mlir::NVVM::ReduxKind to be one of: add, and, max, min, or, umax, umin, xor, fmin, fmax}}
// expected-error @+1 {{failed to parse ReduxKindAttr parameter 'value' which is to be a `::mlir::NVVM::ReduxKind`}}
func.func private @nvvm3() attributes {a = #nvvm<redux_kind none>}

// -----

// expected-error @+2 {{expected ::mlir::NVVM::BarrierReduction to be one of: popc, and, or}}
// expected-error @+1 {{failed to parse BarrierReductionAttr parameter 'value' which is to be a `::mlir::NVVM::BarrierReduction`}}
func.func private @nvvm4() attributes {a = #nvvm.reduction<xor>}

// -----

// The index dialect has no other attribute (not an opaque body, even with an alias inside).
#id = affine_map<(d0) -> (d0)>
// expected-error @+1 {{unknown attribute `cmp_loc` in dialect `index`}}
func.func private @f15() attributes {a = #index<cmp_loc #id predicate sle>}
