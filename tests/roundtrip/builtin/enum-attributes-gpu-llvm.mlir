// Enum attributes (ir::enums) in the custom forms of gpu and llvm ops.

llvm.func internal fastcc @callee(%a: f32) -> f32 {
  %0 = llvm.fadd %a, %a {fastmathFlags = #llvm.fastmath<nnan, afn>} : f32
  %1 = llvm.fmul %0, %a {fastmathFlags = #llvm.fastmath<fast>} : f32
  llvm.return %1 : f32
}

llvm.func linkonce_odr @caller(%a: f32) -> f32 {
  %0 = llvm.call fastcc tail @callee(%a) : (f32) -> f32
  %1 = llvm.call musttail @callee(%0) : (f32) -> f32
  llvm.return %1 : f32
}

func.func @gpu_ids(%v: f32, %o: i32, %w: i32) -> (index, f32) {
  %0 = gpu.thread_id x
  %1 = gpu.block_dim z
  %2, %3 = gpu.shuffle down %v, %o, %w : f32
  return %0, %2 : index, f32
}
