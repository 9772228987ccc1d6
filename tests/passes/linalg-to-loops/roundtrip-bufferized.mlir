// Every structured op of the linalg round-trip tests, on buffers: each file of
// tests/roundtrip/linalg/ (but softmax, pack-unpack and winograd, which are not structured) is
// bufferized by mlir-opt, then lowered by both tools, which must give the same IR (generic
// form, renumbered by mlir-opt). This covers each named op's maps and body as the parser builds
// them, with its attributes (strides, dilations, casts, maps, kinds).
// RUN: for f in batch-matmul contract conv-basic conv-channels-first conv-channels-last conv-quantized \
// RUN:     copy custom-form depthwise-conv elementwise-binary elementwise-kind elementwise-unary-arith \
// RUN:     elementwise-unary-math fill-rng fill generic-form generic-memref generic index map-reduce-math \
// RUN:     map matmul-maps matmul matvec-dot mmt4d pooling quantized-matmul reduce transpose-broadcast; do \
// RUN:   mlir-opt --split-input-file --one-shot-bufferize=bufferize-function-boundaries %S/../../roundtrip/linalg/$f.mlir > %t.in && \
// RUN:   mlirc --split-input-file %t.in --pass-pipeline='builtin.module(func.func(convert-linalg-to-loops))' --mlir-print-op-generic \
// RUN:     | mlir-opt --split-input-file --mlir-print-op-generic > %t.mlirc && \
// RUN:   mlir-opt --split-input-file %t.in --pass-pipeline='builtin.module(func.func(convert-linalg-to-loops))' --mlir-print-op-generic > %t.upstream && \
// RUN:   diff %t.mlirc %t.upstream && ! grep -q '"linalg[.]' %t.mlirc || { echo "differs from upstream: $f"; exit 1; }; \
// RUN: done
