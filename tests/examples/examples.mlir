// The examples a user copies must keep working: each is built in a scratch copy with its own
// Makefile and run (its main checks the kernels' results and exits non-zero otherwise).
// RUN: rm -rf %T/c-host && cp -r %S/../../examples/c-host %T/c-host && make -s -C %T/c-host MLIRC="$(realpath -- mlirc )" | FileCheck %s --check-prefix=HOST
// RUN: rm -rf %T/cross && cp -r %S/../../examples/cross-aarch64 %T/cross && make -s -C %T/cross MLIRC="$(realpath -- mlirc )" | FileCheck %s --check-prefix=CROSS

// HOST: saxpy: y = 1 3 5 7 9 11 13 15
// HOST: dot(x, y) = 308
// CROSS: matvec: [-2, -2]  row_max: [3, 6]
