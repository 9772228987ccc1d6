// The C compiler that compiles the runtime and links an executable: --cc, else MLIRC_CC, else
// what the cc crate finds as a Cargo build script would (CC_<triple>, HOST_CC/TARGET_CC, CC,
// with CFLAGS), else cc. Wrapper scripts log each call (tagged) and run the real compiler.
// Nothing is printed on success (no cargo: lines, no warnings from the cc crate).
// RUN: mkdir -p %T/bin && for w in CC HOST_CC CC_TRIPLE MLIRC_CC FLAG; do \
// RUN:   printf '#!/bin/sh\necho "%%s $*" >> %T/log\nexec cc "$@"\n' $w > %T/bin/$w && chmod +x %T/bin/$w || exit 1; done
// RUN: printf '#!/bin/sh\necho "ARM $*" >> %T/log\nexec aarch64-linux-gnu-gcc "$@"\n' > %T/bin/ARM && chmod +x %T/bin/ARM
// CC is used for the runtime and the link, with CFLAGS; the program runs.
// RUN: rm -f %T/log && env -u MLIRC_CC CC=%T/bin/CC CFLAGS=-DMLIRC_TEST_CFLAG MLIRC_CACHE_DIR=%T/cache1 \
// RUN:   mlirc %s -o %t.exe > %t.out 2> %t.err && %t.exe && test ! -s %t.out && test ! -s %t.err
// RUN: FileCheck %s --check-prefix=CC < %T/log
// HOST_CC beats CC for the host; CC_<triple> beats both.
// RUN: rm -f %T/log && env -u MLIRC_CC CC=%T/bin/CC HOST_CC=%T/bin/HOST_CC MLIRC_CACHE_DIR=%T/cache2 mlirc %s -o %t.exe
// RUN: FileCheck %s --check-prefix=HOST < %T/log
// RUN: rm -f %T/log && env -u MLIRC_CC CC=%T/bin/CC HOST_CC=%T/bin/HOST_CC CC_x86_64_unknown_linux_gnu=%T/bin/CC_TRIPLE \
// RUN:   MLIRC_CACHE_DIR=%T/cache3 mlirc %s --target=x86_64-unknown-linux-gnu -o %t.exe
// RUN: FileCheck %s --check-prefix=TRIPLE < %T/log
// MLIRC_CC beats CC, --cc beats MLIRC_CC.
// RUN: rm -f %T/log && CC=%T/bin/CC MLIRC_CC=%T/bin/MLIRC_CC MLIRC_CACHE_DIR=%T/cache4 mlirc %s -o %t.exe
// RUN: FileCheck %s --check-prefix=MLIRCCC < %T/log
// RUN: rm -f %T/log && CC=%T/bin/CC MLIRC_CC=%T/bin/MLIRC_CC MLIRC_CACHE_DIR=%T/cache5 mlirc %s --cc=%T/bin/FLAG -o %t.exe
// RUN: FileCheck %s --check-prefix=FLAG < %T/log
// A cross target: CC_<triple with dashes> names its compiler.
// RUN: rm -f %T/log && env -u MLIRC_CC CC_aarch64-unknown-linux-gnu=%T/bin/ARM MLIRC_CACHE_DIR=%T/cache6 \
// RUN:   mlirc %s --target=aarch64-unknown-linux-gnu -o %t.arm && qemu-aarch64 -L /usr/aarch64-linux-gnu %t.arm
// RUN: FileCheck %s --check-prefix=ARM < %T/log
// A cross compiler that is not installed: mlirc's message, naming the package.
// RUN: mkdir -p %T/empty && env -u MLIRC_CC -u CC PATH=%T/empty MLIRC_CACHE_DIR=%T/cache7 \
// RUN:   not mlirc %s --target=aarch64-unknown-linux-gnu -o %t.none 2>&1 | FileCheck %s --check-prefix=MISSING

// CC: CC {{.*}}-DMLIRC_TEST_CFLAG{{.*}} -c mlirc_runtime.c -o mlirc_runtime.o
// CC-NEXT: CC {{.*}}-DMLIRC_TEST_CFLAG -o {{.*}}a.out {{.*}}module.o {{.*}}mlirc_runtime.o -lm
// HOST-NOT: {{^CC }}
// HOST: HOST_CC {{.*}}-c mlirc_runtime.c
// HOST-NEXT: HOST_CC {{.*}}-lm
// TRIPLE-NOT: {{^CC }}
// TRIPLE-NOT: {{^HOST_CC }}
// TRIPLE: CC_TRIPLE {{.*}}-c mlirc_runtime.c
// TRIPLE-NEXT: CC_TRIPLE {{.*}}-lm
// MLIRCCC-NOT: {{^CC }}
// MLIRCCC: MLIRC_CC {{.*}}-c mlirc_runtime.c
// MLIRCCC-NEXT: MLIRC_CC {{.*}}-lm
// FLAG-NOT: {{^(CC|MLIRC_CC) }}
// FLAG: FLAG {{.*}}-c mlirc_runtime.c
// FLAG-NEXT: FLAG {{.*}}-lm
// FLAG-NOT: {{^(CC|MLIRC_CC) }}
// ARM: ARM {{.*}}-c mlirc_runtime.c
// ARM-NEXT: ARM {{.*}}-lm
// MISSING: mlirc: error: the C compiler for target 'aarch64-unknown-linux-gnu' ('aarch64-linux-gnu-gcc') is not installed; install the Debian package 'gcc-aarch64-linux-gnu'

func.func @main() -> i32 {
  %c = arith.constant 0 : i32
  return %c : i32
}
