#!/usr/bin/env bash
# `make bench`: mlirc against mlir-opt-22 on one large generated module, then the compile time
# of the e2e suite against the upstream mlir-opt-22 | mlir-translate-22 | llc-22 pipeline.
# Times parse + verify + print (best of 3 wall-clock runs) and peak RSS, with /usr/bin/time.
# Environment: MLIRC (binary, default target/release/mlirc), BENCH_OPS (default 200000), BENCH_RUNS (default 3).
set -euo pipefail
cd "$(dirname "$0")/../.."

mlirc=${MLIRC:-target/release/mlirc}
mlir_opt=${MLIR_OPT:-mlir-opt-22}
ops=${BENCH_OPS:-200000}
runs=${BENCH_RUNS:-3}
out=target/bench
mkdir -p "$out"

[[ -x $mlirc ]] || { echo "bench: $mlirc not built (run make build)" >&2; exit 1; }
[[ -x /usr/bin/time ]] || { echo "bench: /usr/bin/time missing (run make setup)" >&2; exit 1; }

input=$out/gen-$ops.mlir
if [[ ! -s $input || tests/bench/gen_module.py -nt $input ]]; then
  python3 tests/bench/gen_module.py --ops "$ops" -o "$input" 2>"$out/gen-$ops.count"
  if ! "$mlir_opt" "$input" -o /dev/null; then
    echo "bench: the generated module is not valid for $mlir_opt" >&2
    exit 1
  fi
fi
count=$(cat "$out/gen-$ops.count" 2>/dev/null || echo "$ops")

# best_of CMD...: prints "<best seconds> <peak RSS in KiB of that run>"; fails if CMD fails.
best_of() {
  local best="" rss="" line
  for ((r = 0; r < runs; r++)); do
    if ! /usr/bin/time -f '%e %M' -o "$out/time.txt" "$@" >/dev/null 2>"$out/stderr.txt"; then
      echo "bench: '$*' failed:" >&2
      tail -n 20 "$out/stderr.txt" >&2
      return 1
    fi
    line=$(tail -n 1 "$out/time.txt")
    if [[ -z $best ]] || awk -v a="${line% *}" -v b="$best" 'BEGIN { exit !(a < b) }'; then
      best=${line% *}
      rss=${line#* }
    fi
  done
  echo "$best $rss"
}

read -r t_ours m_ours < <(best_of "$mlirc" --emit=mlir -o /dev/null "$input")
read -r t_ref m_ref < <(best_of "$mlir_opt" -o /dev/null "$input")

awk -v n="$count" -v t1="$t_ours" -v t2="$t_ref" -v m1="$m_ours" -v m2="$m_ref" -v ref="$mlir_opt" 'BEGIN {
  label = (n >= 1000) ? sprintf("%dk", n / 1000) : n
  printf "parse+verify+print %s ops: mlirc %.2f s / %s %.2f s = time ratio %.2f; peak RSS %d MB / %d MB = memory ratio %.2f\n",
    label, t1, ref, t2, (t2 > 0 ? t1 / t2 : 0), m1 / 1024, m2 / 1024, (m2 > 0 ? m1 / m2 : 0)
}'

# Compile time of the e2e suite to object files: mlirc against the upstream 3-tool pipeline
# (mlir-opt-22 with the reference lowering of DESIGN.md | mlir-translate-22 | llc-22), both at
# -O2, each file compiled once per run, total wall time, best of $runs. Files the upstream
# pipeline rejects (e.g. unstructured loops under --buffer-deallocation-pipeline) are compiled
# without that pass, as the tests do.
ref_passes=(
  "--one-shot-bufferize=bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map"
  --buffer-deallocation-pipeline --convert-bufferization-to-memref --convert-linalg-to-loops
  --expand-strided-metadata --lower-affine --convert-scf-to-cf --convert-math-to-llvm
  --convert-math-to-libm --convert-arith-to-llvm --convert-cf-to-llvm --convert-index-to-llvm
  --finalize-memref-to-llvm --convert-func-to-llvm --convert-ub-to-llvm --reconcile-unrealized-casts
)
upstream_obj() { # FILE OUT
  local f=$1 o=$2 passes=("${ref_passes[@]}")
  if ! mlir-opt-22 "$f" "${passes[@]}" -o /dev/null 2>/dev/null; then
    passes=("${ref_passes[0]}" "${ref_passes[@]:2}")
  fi
  mlir-opt-22 "$f" "${passes[@]}" | mlir-translate-22 --mlir-to-llvmir | llc-22 -O2 -filetype=obj -o "$o"
}
e2e_files=()
for f in tests/e2e/*.mlir; do
  if upstream_obj "$f" "$out/ref.o" 2>/dev/null && "$mlirc" "$f" -O2 -c -o "$out/ours.o" 2>/dev/null; then
    e2e_files+=("$f")
  fi
done
suite_time() { # ours|ref → seconds (best of $runs)
  local best="" t0 t1 el
  for ((r = 0; r < runs; r++)); do
    t0=$(date +%s.%N)
    for f in "${e2e_files[@]}"; do
      if [[ $1 == ours ]]; then "$mlirc" "$f" -O2 -c -o "$out/ours.o"; else upstream_obj "$f" "$out/ref.o"; fi
    done
    t1=$(date +%s.%N)
    el=$(awk -v a="$t0" -v b="$t1" 'BEGIN { print b - a }')
    if [[ -z $best ]] || awk -v a="$el" -v b="$best" 'BEGIN { exit !(a < b) }'; then best=$el; fi
  done
  echo "$best"
}
t_suite_ours=$(suite_time ours)
t_suite_ref=$(suite_time ref)
awk -v n="${#e2e_files[@]}" -v t1="$t_suite_ours" -v t2="$t_suite_ref" 'BEGIN {
  printf "compile %d e2e programs to objects (-O2): mlirc %.2f s / mlir-opt-22 | mlir-translate-22 | llc-22 %.2f s = time ratio %.2f\n",
    n, t1, t2, (t2 > 0 ? t1 / t2 : 0)
}'
