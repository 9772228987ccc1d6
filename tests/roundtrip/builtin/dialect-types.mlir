// Types of other dialects kept as text.
func.func private @llvm_types(!llvm.ptr, !llvm.ptr<1>, !llvm.struct<(i32, f32)>, !llvm.array<4 x i32>)
func.func private @gpu_types(!gpu.async.token)
