// Dependency files (-MD, -MF, -MT): the rule names the outputs and the input, with what make
// reads specially escaped as GCC's -MD does (space and '#' with a backslash, '$' as '$$');
// standard input is no file, so no prerequisite; a line break in a name is an error and
// nothing is written.
// RUN: rm -rf %t && mkdir -p %t && cp %s '%t/a b#c$d.mlir'
// RUN: cd %t && mlirc 'a b#c$d.mlir' -c -o 'out #1.o' -MD --emit-header='h$.h'
// RUN: FileCheck %s --check-prefix=DEP --match-full-lines < '%t/out #1.d'
// RUN: cat %s | mlirc - -c -o %t/s.o -MD -MT s.o
// RUN: FileCheck %s --check-prefix=STDIN --match-full-lines < %t/s.d
// RUN: cd %t && not mlirc %s -c -o "$(printf 'x\ny.o')" -MD 2>&1 | FileCheck %s --check-prefix=NL
// RUN: test ! -e "%t/$(printf 'x\ny.o')" && test ! -e "%t/$(printf 'x\ny.d')"
// RUN: mlirc %s -c -o %t/m.o -MF %t/m.dep -MT 'my target'
// RUN: FileCheck %s --check-prefix=MT --match-full-lines < %t/m.dep

// DEP: out\ \#1.o h$$.h: a\ b\#c$$d.mlir
// STDIN: s.o:
// NL: mlirc: error: cannot write a dependency rule naming "x\ny.o": make cannot read a file name with a line break
// MT: my\ target: {{.*}}depfile.mlir

func.func @f(%x: i32) -> i32 {
  return %x : i32
}
