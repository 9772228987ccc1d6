// An output that is the input file, or two outputs naming one file, is refused (exit 1, as
// GCC's "input file 'x.c' is the same as output file") before anything is written.
// RUN: rm -rf %t.d && mkdir %t.d && cp %s %t.d/x.mlir && cp %s %t.d/orig.mlir
// RUN: cd %t.d && not mlirc x.mlir -c -o x.mlir 2>&1 | FileCheck %s --check-prefix=SAME-O
// RUN: cd %t.d && mlirc x.mlir -c -o x.mlir; test $? = 1
// RUN: cd %t.d && cmp x.mlir orig.mlir
// RUN: cd %t.d && not mlirc x.mlir -o ./x.mlir 2>&1 | FileCheck %s --check-prefix=SAME-O
// RUN: cd %t.d && mkdir sub && not mlirc x.mlir --emit=mlir -o sub/../x.mlir 2>&1 | FileCheck %s --check-prefix=SAME-O
// RUN: cd %t.d && not mlirc x.mlir -c -o x.o --emit-header=x.mlir 2>&1 | FileCheck %s --check-prefix=SAME-H
// RUN: cd %t.d && not mlirc x.mlir -c -o x.o --emit-abi=x.mlir 2>&1 | FileCheck %s --check-prefix=SAME-ABI
// RUN: cd %t.d && not mlirc x.mlir -c -o x.o -MF x.mlir 2>&1 | FileCheck %s --check-prefix=SAME-MF
// RUN: cd %t.d && cmp x.mlir orig.mlir && not test -e x.o
// Through a symbolic link and a hard link to the input.
// RUN: cd %t.d && ln -s x.mlir sym.mlir && ln x.mlir hard.mlir
// RUN: cd %t.d && not mlirc sym.mlir -c -o x.mlir 2>&1 | FileCheck %s --check-prefix=SYM
// RUN: cd %t.d && not mlirc x.mlir -c -o hard.mlir 2>&1 | FileCheck %s --check-prefix=SAME-O
// RUN: cd %t.d && cmp x.mlir orig.mlir
// Two outputs to one file: the header used to replace the object.
// RUN: cd %t.d && not mlirc x.mlir -c -o out.o --emit-header=out.o 2>&1 | FileCheck %s --check-prefix=TWO
// RUN: cd %t.d && not mlirc x.mlir -c -o out.o --emit-header=./out.o --emit-abi=out.json 2>&1 | FileCheck %s --check-prefix=TWO-SPELLED
// RUN: cd %t.d && not mlirc x.mlir -c -o out.o --emit-header=out.h --emit-abi=out.h 2>&1 | FileCheck %s --check-prefix=TWO-HA
// RUN: cd %t.d && not test -e out.o && not test -e out.h
// -MD's default dependency file (x.d) is an output too.
// RUN: cd %t.d && cp x.mlir x.d && not mlirc x.d --emit=obj -o x.o -MD 2>&1 | FileCheck %s --check-prefix=MD
// Standard input and output, and special files, are not files to protect.
// RUN: cd %t.d && mlirc - -o - < x.mlir | FileCheck %s --check-prefix=STDIO
// RUN: cd %t.d && mlirc x.mlir -c -o /dev/null --emit-header=/dev/null --emit-abi=/dev/null
// RUN: cd %t.d && mlirc x.mlir -c -o x.o --emit-header=x.h && test -s x.o && test -s x.h

// SAME-O: mlirc: error: input file '{{.*}}x.mlir' is the same as output file (-o)
// SAME-H: mlirc: error: input file 'x.mlir' is the same as output file (--emit-header)
// SAME-ABI: mlirc: error: input file 'x.mlir' is the same as output file (--emit-abi)
// SAME-MF: mlirc: error: input file 'x.mlir' is the same as output file (-MF)
// SYM: mlirc: error: input file 'sym.mlir' is the same as output file (-o)
// TWO: mlirc: error: -o and --emit-header name the same output file 'out.o'
// TWO-SPELLED: mlirc: error: -o and --emit-header name the same output file 'out.o' and './out.o'
// TWO-HA: mlirc: error: --emit-header and --emit-abi name the same output file 'out.h'
// MD: mlirc: error: input file 'x.d' is the same as output file (-MF)
// STDIO: func.func @f

func.func @f(%a: i32) -> i32 {
  return %a : i32
}
