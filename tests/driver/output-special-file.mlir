// An output that is not a regular file (a device such as /dev/null, a pipe) is written in
// place, never replaced by a regular file through the atomic temp-file rename.
// RUN: rm -f %t.fifo && mkfifo %t.fifo
// RUN: (timeout 10 cat %t.fifo > %t.out &) ; mlirc %s --emit=mlir -o %t.fifo && test -p %t.fifo
// RUN: sleep 0.2 && FileCheck %s < %t.out
// RUN: mlirc %s -c -o /dev/null && test -c /dev/null

// CHECK: func.func @f
func.func @f() {
  return
}
