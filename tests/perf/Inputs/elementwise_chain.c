/* Driver of elementwise_chain (tests/bench/perf/programs/elementwise_chain.mlir.in): the same computation as
 * elementwise, y = exp(a·b + c) in f32, written as a chain of three generics; elementwise.c's driver, on this
 * program's entry point. */
#define PROGRAM "elementwise_chain"
#define ENTRY _mlir_ciface_elementwise_chain
#include "elementwise.c"
