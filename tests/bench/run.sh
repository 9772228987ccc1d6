#!/usr/bin/env bash
# `make bench`: mlirc against mlir-opt-22 on two large generated modules (200k ops, ~50 MB), then the compile time
# of the e2e suite against the upstream mlir-opt-22 | mlir-translate-22 | llc-22 pipeline, then
# a scaling table: how the time of lower-affine + convert-scf-to-cf grows with the size of one
# function. Times best of 3 wall-clock runs and peak RSS, with /usr/bin/time. Last, the perf part
# (tests/bench/perf/perf.py, see its doc): how fast mlirc's code runs on the benchmark programs
# (matmul, conv, elementwise, softmax, ...) against OpenBLAS, the FMA peak, the triad bandwidth and
# the upstream default pipeline, and their compile times; the table goes to target/bench/perf.txt.
# The mca part (tests/bench/mca.py, see its doc): the static throughput of the contraction kernels'
# inner loops by llvm-mca-22 for AArch64 cores (neoverse-v2, neoverse-n1, apple-m1: qemu gives no
# timings) and x86 ones, against each core's modelled FMA peak; the table goes to target/bench/mca.txt.
# The weights part: parse + print and compile of a model whose 100 MB of weights are constants
# (dense_resource blobs, then dense<"0x..."> literals). The large part (only with BENCH_ONLY=large:
# about 10 GB of memory and two minutes): a 3 GB constant global, which links and runs only with
# the medium code model (globals beyond 2 GB in .lrodata). Last, the models part
# (tests/bench/models/models.py, see its doc): the latency of whole PyTorch models (resnet18,
# mobilenet_v3_small, transformer layers, an MLP, a CNN) compiled by mlirc against PyTorch eager,
# ONNX Runtime and IREE on 1 and 2 pinned threads, with the compile times of mlirc and
# iree-compile; it installs its frontends and peers into .deps/venv first (setup.sh, about 3 GB
# once); the tables go to target/bench/models.txt.
# Environment: MLIRC (binary, default target/release/mlirc; timed as a copy in target/bench),
# BENCH_OPS (default 200000), BENCH_BIG_OPS (the second, large module: default 1100000 ops, about 53
# MB of text; 0: skip), BENCH_RUNS (default 3), BENCH_ONLY (module, e2e, scaling, bufferize, weights,
# perf, mca and/or models, comma- or space-separated; default all), BENCH_PERF_ONLY (perf programs, e.g.
# matmul,softmax), BENCH_PERF_UPSTREAM=0 (perf without the upstream pipeline), BENCH_PY_DEPS (where
# perf installs numpy; default .deps/py), BENCH_SCALING_SIZES (default "1000 2000 4000 8000 16000"),
# BENCH_BUFFERIZE_SIZES (default "1250 2500 5000 10000"), BENCH_TIMEOUT (seconds one scaling run may
# take, default 60), BENCH_MEM_LIMIT_MB (address space of one scaling run, default 8192; 0: none),
# BENCH_MODELS (models of the models part, e.g. mlp,resnet18), BENCH_MODELS_ROUNDS (default 5) and
# BENCH_MODELS_ROUND_S (seconds per contender and round, default 0.2): more for steadier figures;
# BENCH_MCA_CORES and BENCH_MCA_ONLY (the mca part's cores and kernels, e.g. neoverse-v2 and matmul).
set -euo pipefail
cd "$(dirname "$0")/../.."
export LC_ALL=C # a decimal point in $EPOCHREALTIME and awk

mlirc=${MLIRC:-target/release/mlirc}
mlir_opt=${MLIR_OPT:-mlir-opt-22}
ops=${BENCH_OPS:-200000}
big_ops=${BENCH_BIG_OPS:-1100000}
runs=${BENCH_RUNS:-3}
only=${BENCH_ONLY:-all}
out=target/bench
mkdir -p "$out"

[[ -x $mlirc ]] || { echo "bench: $mlirc not built (run make build)" >&2; exit 1; }
[[ -x /usr/bin/time ]] || { echo "bench: /usr/bin/time missing (run make setup)" >&2; exit 1; }
for part in ${only//,/ }; do
  [[ $part =~ ^(all|module|e2e|scaling|bufferize|weights|perf|mca|models|large)$ ]] || { echo "bench: BENCH_ONLY: unknown part '$part' (module, e2e, scaling, bufferize, weights, perf, mca, models, large)" >&2; exit 2; }
done
want() { [[ " ${only//,/ } " == *" all "* || " ${only//,/ } " == *" $1 "* ]]; }

# mlirc as users run it: an installed copy. The file the linker has just written (cargo build)
# starts 1 to 4 ms slower until the kernel's page cache of it is rebuilt (matmul 256 at -O3:
# 25.6 ms as linked, 22.0 ms copied), which would time the build, not the compiler.
install -m 755 "$mlirc" "$out/mlirc"
mlirc=$out/mlirc

# best_of CMD...: runs CMD $runs times, prints "<best wall seconds> <peak RSS in KiB of that run>";
# fails if CMD fails. With limit_s set, a run is killed after that many seconds and best_of prints
# "timeout <peak RSS KiB until then>"; with limit_mb set, a run gets that much address space and
# best_of prints "oom 0" if it runs out. Either ends the runs.
limit_s="" limit_mb=""
best_of() {
  local best="" rss="" line t0 t1 el st tmo=()
  [[ -z $limit_s ]] || tmo=(timeout -k 5 "$limit_s")
  for ((r = 0; r < runs; r++)); do
    st=0
    t0=$EPOCHREALTIME
    (
      [[ -z $limit_mb || $limit_mb == 0 ]] || ulimit -v $((limit_mb * 1024))
      exec /usr/bin/time -f '%e %M' -o "$out/time.txt" "${tmo[@]}" "$@" >/dev/null 2>"$out/stderr.txt"
    ) || st=$?
    t1=$EPOCHREALTIME
    line=$(tail -n 1 "$out/time.txt")
    if [[ -n $limit_s ]] && ((st == 124 || st == 137)); then
      echo "timeout ${line#* }"
      return 0
    fi
    if [[ -n $limit_mb ]] && ((st != 0)) && grep -qiE 'memory allocation of|out of memory|bad_alloc' "$out/stderr.txt"; then
      echo "oom 0"
      return 0
    fi
    if ((st != 0)); then
      echo "bench: '$*' failed:" >&2
      tail -n 20 "$out/stderr.txt" >&2
      return 1
    fi
    el=$(awk -v a="$t0" -v b="$t1" 'BEGIN { printf "%.4f", b - a }')
    if [[ -z $best ]] || awk -v a="$el" -v b="$best" 'BEGIN { exit !(a < b) }'; then
      best=$el
      rss=${line#* }
    fi
  done
  echo "$best $rss"
}

# measure TOOL N RESULTS CMD...: runs best_of CMD and appends "<TOOL> <N> <status> <seconds>
# <peak RSS KiB>" to RESULTS (status ok, timeout, oom or error; the table scripts read it);
# sets $measured to the status; fails when the run failed.
measured=""
measure() {
  local tool=$1 n=$2 results=$3 res t m
  shift 3
  if res=$(best_of "$@"); then
    read -r t m <<<"$res"
    measured=$t
    case $t in
      timeout) echo "$tool $n timeout 0 ${m:-0}" >>"$results" ;;
      oom) echo "$tool $n oom 0 0" >>"$results" ;;
      *) echo "$tool $n ok $t $m" >>"$results" ;;
    esac
  else
    measured=error
    echo "$tool $n error 0 0" >>"$results"
    return 1
  fi
}

# module_bench OPS: generates a module of at least OPS ops (gen_module.py: many functions of
# func, arith, scf, memref and cf ops) and compares parse + verify + print of mlirc --emit=mlir
# with mlir-opt-22 on it (best-of-$runs wall time, and the peak RSS of that run).
module_bench() {
  local ops=$1 input count res t_ours m_ours t_ref m_ref
  input=$out/gen-$ops.mlir
  if [[ ! -s $input || tests/bench/gen_module.py -nt $input ]]; then
    python3 tests/bench/gen_module.py --ops "$ops" -o "$input" 2>"$out/gen-$ops.count"
    if ! "$mlir_opt" "$input" -o /dev/null; then
      echo "bench: the generated module is not valid for $mlir_opt" >&2
      exit 1
    fi
  fi
  count=$(cat "$out/gen-$ops.count" 2>/dev/null || echo "$ops")

  res=$(best_of "$mlirc" --emit=mlir -o /dev/null "$input")
  read -r t_ours m_ours <<<"$res"
  res=$(best_of "$mlir_opt" -o /dev/null "$input")
  read -r t_ref m_ref <<<"$res"

  awk -v n="$count" -v mb="$(stat -c %s "$input")" -v t1="$t_ours" -v t2="$t_ref" -v m1="$m_ours" -v m2="$m_ref" -v ref="$mlir_opt" 'BEGIN {
    label = (n >= 1000) ? sprintf("%dk", n / 1000) : n
    printf "parse+verify+print %s ops (%.0f MB): mlirc %.2f s / %s %.2f s = time ratio %.2f; peak RSS %d MB / %d MB = memory ratio %.2f\n",
      label, mb / 1e6, t1, ref, t2, (t2 > 0 ? t1 / t2 : 0), m1 / 1024, m2 / 1024, (m2 > 0 ? m1 / m2 : 0)
  }'
}

if want module; then
  module_bench "$ops"
  [[ $big_ops == 0 ]] || module_bench "$big_ops"
fi

if want e2e; then
  # Compile time of the e2e suite to object files: mlirc against the upstream 3-tool pipeline
  # (mlir-opt-22 with the reference lowering of ARCHITECTURE.md | mlir-translate-22 | llc-22), both at
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
fi

if want scaling; then
  # Scaling: one func.func with N loops (tests/bench/gen_scaling.py) through parse + verify +
  # lower-affine + convert-scf-to-cf + verify + print, for N in $BENCH_SCALING_SIZES. A run over
  # $BENCH_TIMEOUT seconds or $BENCH_MEM_LIMIT_MB of address space is stopped, and the larger
  # sizes are skipped for that tool. tests/bench/scaling_table.py prints the table, the growth
  # exponents and the targets.
  sizes=${BENCH_SCALING_SIZES:-1000 2000 4000 8000 16000}
  limit_s=${BENCH_TIMEOUT:-60}
  limit_mb=${BENCH_MEM_LIMIT_MB:-8192}
  declare -A titles=(
    [scf-for]="N sequential scf.for loops (i32 iter_arg, memref.load/store) in one func.func"
    [affine-for]="N sequential affine.for loops (affine.load %m[%i + 1], affine.store) in one func.func"
    [scf-if]="N scf.if ops with an else region, each yielding a value the next one uses, in one func.func"
  )
  scaling_errors=""
  for family in scf-for affine-for scf-if; do
    results=$out/scaling-$family.txt
    : >"$results"
    stopped_ours="" stopped_ref=""
    for n in $sizes; do
      input=$out/scaling-$family-$n.mlir
      if [[ ! -s $input || tests/bench/gen_scaling.py -nt $input ]]; then
        python3 tests/bench/gen_scaling.py "$family" "$n" -o "$input"
        if ! "$mlir_opt" "$input" -o /dev/null; then
          rm -f "$input"
          echo "bench: the generated $family module with $n loops is not valid for $mlir_opt" >&2
          exit 1
        fi
      fi
      for tool in ours ref; do
        if [[ $tool == ours ]]; then
          stopped=$stopped_ours
          cmd=("$mlirc" --pass-pipeline='builtin.module(lower-affine,convert-scf-to-cf)' --emit=mlir -o /dev/null "$input")
        else
          stopped=$stopped_ref
          cmd=("$mlir_opt" --lower-affine --convert-scf-to-cf -o /dev/null "$input")
        fi
        if [[ -n $stopped ]]; then
          echo "$tool $n skip 0 0" >>"$results"
          continue
        fi
        if measure "$tool" "$n" "$results" "${cmd[@]}"; then
          if [[ $measured == timeout || $measured == oom ]]; then
            if [[ $tool == ours ]]; then stopped_ours=1; else stopped_ref=1; fi
          fi
        else
          scaling_errors=1
        fi
      done
    done
    python3 tests/bench/scaling_table.py "$results" --title "${titles[$family]}" --ref "$mlir_opt" \
      --timeout "$limit_s" --mem-limit "$limit_mb"
  done
  if [[ -n $scaling_errors ]]; then
    echo "bench: some scaling runs failed (the 'error' cells above)" >&2
    exit 1
  fi
fi

if want bufferize; then
  # Bufferization + deallocation of one func.func with about N tensor ops (gen_scaling.py
  # tensor): mlirc's eliminate-empty-tensors, one-shot-bufferize, buffer-hoisting,
  # buffer-loop-hoisting, mlirc-copy-removal, promote-buffers-to-stack, then (its deallocation
  # works on the CFG) convert-scf-to-cf and mlirc-buffer-deallocation, against mlir-opt-22's
  # same passes (without copy removal) and --buffer-deallocation-pipeline; parse, verify and
  # print included.
  sizes=${BENCH_BUFFERIZE_SIZES:-1250 2500 5000 10000}
  limit_s=${BENCH_TIMEOUT:-60}
  limit_mb=${BENCH_MEM_LIMIT_MB:-8192}
  obs="one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map}"
  results=$out/bufferize.txt
  : >"$results"
  buf_errors=""
  for n in $sizes; do
    input=$out/bufferize-$n.mlir
    if [[ ! -s $input || tests/bench/gen_scaling.py -nt $input ]]; then
      python3 tests/bench/gen_scaling.py tensor "$n" -o "$input"
    fi
    for tool in ours ref; do
      if [[ $tool == ours ]]; then
        cmd=("$mlirc" "--pass-pipeline=builtin.module(eliminate-empty-tensors,$obs,func.func(buffer-hoisting,buffer-loop-hoisting,mlirc-copy-removal,promote-buffers-to-stack),convert-scf-to-cf,func.func(mlirc-buffer-deallocation))" --emit=mlir -o /dev/null "$input")
      else
        cmd=("$mlir_opt" --eliminate-empty-tensors "--one-shot-bufferize=bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" --buffer-hoisting --buffer-loop-hoisting --promote-buffers-to-stack --buffer-deallocation-pipeline -o /dev/null "$input")
      fi
      measure "$tool" "$n" "$results" "${cmd[@]}" || buf_errors=1
    done
  done
  python3 tests/bench/scaling_table.py "$results" --title "bufferization + deallocation of about N tensor ops in one func.func" \
    --ref "$mlir_opt" --timeout "$limit_s" --mem-limit "$limit_mb"
  if [[ -n $buf_errors ]]; then
    echo "bench: some bufferization runs failed (the 'error' cells above)" >&2
    exit 1
  fi
fi

if want weights; then
  # Model weights as constants (tests/bench/gen_weights.py: f32 matmul weights of a torch-mlir
  # style func.func @forward, $BENCH_WEIGHTS_MB MB, default 100): once as dense_resource blobs of
  # the {-# dialect_resources #-} section, once as dense<"0x..."> literals. Parse + verify + print
  # (mlirc --emit=mlir against mlir-opt-22, targets: <= 1x its time and memory) and parse to an
  # object (mlirc -c; target: compiling costs at most the weights' size + 100 MB of memory more
  # than parse + print of the same file).
  weights_mb=${BENCH_WEIGHTS_MB:-100}
  results=$out/weights.txt
  : >"$results"
  weights_errors=""
  for form in resource hex; do
    input=$out/weights-$form-$weights_mb.mlir
    if [[ ! -s $input || tests/bench/gen_weights.py -nt $input ]]; then
      python3 tests/bench/gen_weights.py --form "$form" --mb "$weights_mb" -o "$input" 2>"$out/weights-$form.bytes"
    fi
    measure print-ours "$form" "$results" "$mlirc" --emit=mlir -o /dev/null "$input" || weights_errors=1
    measure print-ref "$form" "$results" "$mlir_opt" -o /dev/null "$input" || weights_errors=1
    measure compile-ours "$form" "$results" "$mlirc" -c -o "$out/weights.o" "$input" || weights_errors=1
  done
  awk -v ref="$mlir_opt" -v wbytes="$(cat "$out/weights-resource.bytes" 2>/dev/null || echo 0)" \
    -v fbytes="$(stat -c %s "$out/weights-resource-$weights_mb.mlir")" '
    { st[$1, $2] = $3; t[$1, $2] = $4; m[$1, $2] = $5 / 1024 }
    function cell(k, f, what) { return st[k, f] != "ok" ? st[k, f] : what == "s" ? sprintf("%.3f", t[k, f]) : sprintf("%.0f", m[k, f]) }
    END {
      printf "weights: %.0f MB of f32 matmul weights in func.func @forward (%.0f MB of text)\n", wbytes / 1e6, fbytes / 1e6
      printf "%-28s  %9s  %14s  %10s  %9s  %11s  %9s\n", "", "mlirc s", ref " s", "time ratio", "mlirc MB", "mlir-opt MB", "mem ratio"
      n = split("resource hex", forms, " ")
      for (i = 1; i <= n; i++) {
        f = forms[i]
        tr = mr = "-"
        if (st["print-ours", f] == "ok" && st["print-ref", f] == "ok") {
          tr = sprintf("%.2f", t["print-ours", f] / t["print-ref", f]); mr = sprintf("%.2f", m["print-ours", f] / m["print-ref", f])
          if (tr + 0 > 1 || mr + 0 > 1) missed = missed " parse+print/" f
        }
        label = (f == "resource" ? "dense_resource" : "dense<\"0x...\">")
        printf "%-28s  %9s  %14s  %10s  %9s  %11s  %9s\n", "parse+print " label, cell("print-ours", f, "s"),
          cell("print-ref", f, "s"), tr, cell("print-ours", f, "MB"), cell("print-ref", f, "MB"), mr
      }
      for (i = 1; i <= n; i++) {
        f = forms[i]
        label = (f == "resource" ? "dense_resource" : "dense<\"0x...\">")
        budget = m["print-ours", f] + wbytes / 1048576 + 100
        printf "%-28s  %9s  %14s  %10s  %9s  %11s  %9s   (memory budget %.0f MB)\n", "parse to object " label,
          cell("compile-ours", f, "s"), "-", "-", cell("compile-ours", f, "MB"), "-", "-", budget
        if (st["compile-ours", f] != "ok" || m["compile-ours", f] > budget) missed = missed " compile/" f
      }
      print "targets: parse+print <= 1x " ref " in time and memory; parse to object within the memory budget: " (missed == "" ? "met" : "NOT met:" missed)
    }' "$results"
  if [[ -n $weights_errors ]]; then
    echo "bench: some weights runs failed (the error cells above)" >&2
    exit 1
  fi
fi

if [[ " ${only//,/ } " == *" large "* ]]; then
  # A constant global of 805,306,368 f32 (3 GB) read at its last element through an index the
  # compiler cannot fold: the executable links (x86-64's medium code model puts the global in
  # .lrodata) and returns 1.5 + 4.0 truncated, 5.
  big=$out/large-3gb.mlir
  cat > "$big" <<'MLIR'
memref.global "private" constant @big : memref<805306368xf32> = dense<1.5>
memref.global "private" constant @small : memref<4xf32> = dense<[1.0, 2.0, 3.0, 4.0]>
memref.global @idx : memref<2xindex> = dense<[805306367, 3]>
func.func @main() -> i32 {
  %m = memref.get_global @big : memref<805306368xf32>
  %s = memref.get_global @small : memref<4xf32>
  %x = memref.get_global @idx : memref<2xindex>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %i = memref.load %x[%c0] : memref<2xindex>
  %j = memref.load %x[%c1] : memref<2xindex>
  %a = memref.load %m[%i] : memref<805306368xf32>
  %b = memref.load %s[%j] : memref<4xf32>
  %c = arith.addf %a, %b : f32
  %r = arith.fptosi %c : f32 to i32
  return %r : i32
}
MLIR
  /usr/bin/time -f "%e %M" -o "$out/large.time" "$mlirc" -O2 "$big" -o "$out/large-3gb"
  read -r secs kb < "$out/large.time"
  set +e
  "$out/large-3gb"
  rc=$?
  set -e
  lro=$(readelf -SW "$out/large-3gb" | grep -c '\.lrodata' || true)
  printf 'large: a 3 GB constant: compiled and linked in %s s, %d MB peak; .lrodata sections: %s; the program returned %s (want 5)\n' \
    "$secs" $((kb / 1024)) "$lro" "$rc"
  rm -f "$out/large-3gb"
  [[ $rc == 5 && $lro -ge 1 ]] || { echo "bench: the 3 GB constant did not link and run" >&2; exit 1; }
fi

if want perf; then
  # Run-time performance of the generated code (tests/bench/perf/perf.py): prints its tables and
  # writes them to target/bench/perf.txt; fails when a program's result is wrong.
  MLIRC=$mlirc python3 tests/bench/perf/perf.py
fi

if want mca; then
  # Static throughput of the contraction kernels' inner loops (tests/bench/mca.py): prints its
  # table and writes it to target/bench/mca.txt; fails when a kernel does not compile or has no
  # FMA loop.
  MLIRC=$mlirc python3 tests/bench/mca.py
fi

if want models; then
  # Whole models (tests/bench/models/models.py): exports into target/bench/models/, mlirc against
  # PyTorch, ONNX Runtime and IREE; prints its tables and writes them to target/bench/models.txt;
  # fails when mlirc fails on a model or its output is wrong.
  tests/bench/models/setup.sh
  MLIRC=$mlirc "${BENCH_MODELS_VENV:-.deps/venv}/bin/python" tests/bench/models/models.py
fi
