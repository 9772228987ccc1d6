; ModuleID = 'ops'
source_filename = "ops"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@table = private constant [4 x float] [float 1.000000e+00, float 2.000000e+00, float 3.000000e+00, float 4.000000e+00], align 64
@matrix = internal global [2 x [2 x i32]] [[2 x i32] [i32 1, i32 2], [2 x i32] [i32 3, i32 4]]
@counter = private global i64 0
@greeting = constant [3 x i8] c"hi\00"
@scratch = private global [3 x i16] undef

declare ptr @malloc(i64)

declare i32 @printf(ptr, ...)

declare void @printI64(i64)

define i64 @arith(i64 %0, i64 %1, float %2, float %3) {
entry:
  %4 = add i64 %0, %1
  %5 = add nsw i64 %0, %1
  %6 = sub nuw nsw i64 %5, %4
  %7 = mul nuw i64 %6, %0
  %8 = shl i64 %7, %1
  %9 = udiv exact i64 %8, %1
  %10 = sdiv i64 %9, %1
  %11 = urem i64 %10, %1
  %12 = srem i64 %11, %1
  %13 = and i64 %12, %0
  %14 = or disjoint i64 %13, %0
  %15 = xor i64 %14, %0
  %16 = lshr exact i64 %15, %1
  %17 = ashr i64 %16, %1
  %18 = fadd float %2, %3
  %19 = fsub fast float %18, %3
  %20 = fmul nnan contract float %19, %3
  %21 = fdiv float %20, %3
  %22 = frem float %21, %3
  %23 = fneg float %22
  %24 = icmp slt i64 %17, %0
  %25 = fcmp oeq float %23, %2
  %26 = fcmp nnan true float %23, %2
  %27 = and i1 %24, %25
  %28 = xor i1 %27, %26
  %29 = select i1 %28, i64 %17, i64 %0
  %30 = select nsz i1 %28, float %2, float %3
  ret i64 %29
}

define double @casts(i64 %0, float %1, ptr %2) {
entry:
  %3 = trunc i64 %0 to i32
  %4 = trunc nuw i64 %0 to i16
  %5 = zext i32 %3 to i64
  %6 = zext nneg i16 %4 to i32
  %7 = sext i16 %4 to i64
  %8 = fpext float %1 to double
  %9 = fptrunc double %8 to half
  %10 = fptosi float %1 to i32
  %11 = fptoui float %1 to i32
  %12 = sitofp i64 %0 to double
  %13 = uitofp nneg i32 %6 to float
  %14 = bitcast float %1 to i32
  %15 = ptrtoint ptr %2 to i64
  %16 = inttoptr i64 %15 to ptr
  %17 = addrspacecast ptr %16 to ptr addrspace(1)
  ret double %12
}

define { ptr, ptr, i64, [1 x i64], [1 x i64] } @memory(i64 %0, float %1) {
entry:
  %2 = getelementptr float, ptr null, i64 %0
  %3 = ptrtoint ptr %2 to i64
  %4 = call ptr @malloc(i64 %3)
  %5 = getelementptr inbounds nuw float, ptr %4, i64 1
  store float %1, ptr %5, align 4
  store volatile float 2.500000e+00, ptr %4, align 4
  %6 = load float, ptr %5, align 4
  %7 = load volatile float, ptr %4, align 4
  %8 = load float, ptr getelementptr inbounds ([4 x float], ptr @table, i32 0, i32 2), align 4
  %9 = alloca { i64, ptr }, i64 1, align 8
  %10 = getelementptr { i64, ptr }, ptr %9, i32 0, i32 1
  store ptr %4, ptr %10, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr %4, ptr @table, i64 %3, i1 false)
  %11 = atomicrmw add ptr %9, i64 %0 acq_rel, align 8
  %12 = atomicrmw fadd ptr %4, float %1 monotonic, align 4
  %13 = cmpxchg ptr %9, i64 %0, i64 %11 acq_rel monotonic, align 8
  %14 = extractvalue { i64, i1 } %13, 1
  %15 = call ptr @llvm.stacksave.p0()
  call void @llvm.stackrestore.p0(ptr %15)
  %16 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } poison, ptr %4, 0
  %17 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %16, ptr %4, 1
  %18 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %17, i64 1, 2
  %19 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %18, 3
  %20 = insertvalue [1 x i64] %19, i64 %0, 0
  %21 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %18, [1 x i64] %20, 3
  %22 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %21, 4
  %23 = insertvalue [1 x i64] %22, i64 1, 0
  %24 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %21, [1 x i64] %23, 4
  %25 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %24, 3
  %26 = extractvalue [1 x i64] %25, 0
  %27 = call i32 (ptr, ...) @printf(ptr @greeting, i64 %26)
  ret { ptr, ptr, i64, [1 x i64], [1 x i64] } %24
}

define float @intrinsics(float %0, float %1, i32 %2, i1 %3, ptr %4) {
entry:
  %5 = call float @llvm.fabs.f32(float %0)
  %6 = call afn float @llvm.sqrt.f32(float %5)
  %7 = call float @llvm.exp.f32(float %6)
  %8 = call float @llvm.pow.f32(float %7, float %1)
  %9 = call float @llvm.powi.f32.i32(float %8, i32 %2)
  %10 = call float @llvm.fma.f32(float %9, float %0, float %1)
  %11 = call float @llvm.maximum.f32(float %10, float %0)
  %12 = call float @llvm.minnum.f32(float %11, float %1)
  %13 = call float @llvm.floor.f32(float %12)
  %14 = call i32 @llvm.smax.i32(i32 %2, i32 %2)
  %15 = call i32 @llvm.umin.i32(i32 %14, i32 %2)
  %16 = call i32 @llvm.ctpop.i32(i32 %15)
  %17 = call i32 @llvm.ctlz.i32(i32 %16, i1 false)
  %18 = call i32 @llvm.abs.i32(i32 %17, i1 false)
  %19 = call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 %18, i32 %2)
  call void @llvm.assume(i1 %3)
  ret float %13
}

define internal i32 @control(i32 %0, i1 %1) {
entry:
  br i1 %1, label %2, label %7

2:                                                ; preds = %entry
  br label %3

3:                                                ; preds = %2
  %4 = phi i32 [ %0, %2 ]
  switch i32 %4, label %7 [
    i32 1, label %6
    i32 -2, label %5
  ]

5:                                                ; preds = %3
  br label %8

6:                                                ; preds = %3
  br label %8

7:                                                ; preds = %3, %entry
  br label %8

8:                                                ; preds = %7, %5, %6
  %9 = phi i32 [ 0, %6 ], [ %4, %5 ], [ %0, %7 ]
  %10 = call i32 @control(i32 %9, i1 %1)
  %11 = sext i32 %10 to i64
  call void @printI64(i64 %11)
  ret i32 %10
}

define void @indirect(i64 %0) {
entry:
  call void @printI64(i64 %0)
  call void @printI64(i64 %0)
  ret void
}

define private void @with_c_interface(i64 %0) {
entry:
  call void @printI64(i64 %0)
  ret void
}

define void @trap() {
entry:
  unreachable
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #0

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare ptr @llvm.stacksave.p0() #1

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.stackrestore.p0(ptr) #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.exp.f32(float) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.pow.f32(float, float) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.powi.f32.i32(float, i32) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maximum.f32(float, float) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.minnum.f32(float, float) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.floor.f32(float) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.abs.i32(i32, i1 immarg) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.uadd.with.overflow.i32(i32, i32) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #4

attributes #0 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #1 = { nocallback nofree nosync nounwind willreturn }
attributes #2 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
