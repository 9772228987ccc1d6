#!/usr/bin/env bash
# `make bench`: mlirc against mlir-opt-22 on one large generated module.
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
