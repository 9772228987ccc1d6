// Names that are not C identifiers: the header refuses them (one diagnostic per function,
// nothing written) rather than letting the input write C; the ABI JSON escapes any name, and
// stays valid JSON that gives the names back exactly.
// RUN: not mlirc %s -c -o %t.o --emit-header=%t.h 2>&1 | FileCheck %s --check-prefix=ERR
// RUN: test ! -e %t.h && test ! -e %t.o
// RUN: mlirc %s -c -o %t.o --emit-abi=%t.json
// RUN: python3 -c 'import json, sys; fs = json.load(open(sys.argv[1]))["functions"]; got = [(f["name"], f["symbol"]) for f in fs]; want = [(n, "_mlir_ciface_" + n) for n in ["ok", "x */ int injected = 1; /* y", "q\" x\\", "a\nb#include <stdio.h>", "caf\u00e9"]]; assert got == want, got' %t.json

// ERR-NOT: error: cannot declare @ok
// ERR: :[[@LINE+7]]:1: error: cannot declare @"x */ int injected = 1; /* y" in the C header: '_mlir_ciface_' followed by its name is not a C identifier
// ERR: :[[@LINE+9]]:1: error: cannot declare @"q\22 x\\" in the C header
// ERR: :[[@LINE+11]]:1: error: cannot declare @"a\0Ab#include <stdio.h>" in the C header
// ERR: :[[@LINE+13]]:1: error: cannot declare @"caf\C3\A9" in the C header
func.func @ok(%x: i32) -> i32 {
  return %x : i32
}
func.func @"x */ int injected = 1; /* y"(%x: i32) -> i32 {
  return %x : i32
}
func.func @"q\22 x\5C"(%x: i32) -> i32 {
  return %x : i32
}
func.func @"a\0Ab#include <stdio.h>"(%x: i32) -> i32 {
  return %x : i32
}
func.func @"caf\C3\A9"(%x: i32) -> i32 {
  return %x : i32
}
