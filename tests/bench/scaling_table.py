#!/usr/bin/env python3
"""Prints one scaling table of `make bench` from the measurements tests/bench/run.sh wrote.

usage: scaling_table.py RESULTS --title TEXT [--ref NAME] [--timeout S] [--mem-limit MB]

RESULTS has one line per tool and size: `<ours|ref> <N> <status> <seconds> <peak RSS KiB>`, status
ok, timeout (the run outlived --timeout; the RSS is its peak until then), oom (it ran out of the
--mem-limit address space), error (it failed) or skip (not run: a smaller N timed out or ran out
of memory). Under the table: the growth exponent of each tool (the least-squares slope of
log(time) against log(N)) and the targets, met or NOT met: mlirc's exponent <= 1.15, and at the
largest N mlirc <= 0.5x the reference's time and <= 1x its peak memory (if the reference did not
finish there, against a lower bound of it: its largest time and peak RSS at a smaller N). Prints;
never fails.
"""
import argparse
import math
import re

EXPONENT_MAX = 1.15
TIME_RATIO_MAX = 0.5
MEMORY_RATIO_MAX = 1.0


def slope(points):
    """Least-squares slope of log(t) against log(n) over [(n, t)], or None."""
    pts = [(math.log(n), math.log(max(t, 1e-4))) for n, t in points]
    if len(pts) < 2:
        return None
    mx = sum(x for x, _ in pts) / len(pts)
    my = sum(y for _, y in pts) / len(pts)
    sxx = sum((x - mx) ** 2 for x, _ in pts)
    if sxx == 0:
        return None
    return sum((x - mx) * (y - my) for x, y in pts) / sxx


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("results")
    ap.add_argument("--title", required=True)
    ap.add_argument("--ref", default="mlir-opt-22")
    ap.add_argument("--timeout", type=float, default=60)
    ap.add_argument("--mem-limit", type=float, default=0, help="MB, 0 for none")
    args = ap.parse_args()

    rows = {}  # (tool, n) -> (status, seconds, rss KiB)
    sizes = []
    with open(args.results) as f:
        for line in f:
            tool, n, status, sec, rss = line.split()
            n = int(n)
            rows[(tool, n)] = (status, float(sec), float(rss))
            if n not in sizes:
                sizes.append(n)
    sizes.sort()
    ref = args.ref
    lim = f"{args.timeout:g}"

    def cell_time(tool, n):
        status, sec, _ = rows.get((tool, n), ("skip", 0, 0))
        return f"{sec:.3f}" if status == "ok" else status

    def cell_mem(tool, n):
        status, _, rss = rows.get((tool, n), ("skip", 0, 0))
        if status == "ok":
            return f"{rss / 1024:.0f}"
        if status == "timeout" and rss > 0:
            return f">{rss / 1024:.0f}"
        return "-"

    def ok(tool, n):
        return rows.get((tool, n), ("skip",))[0] == "ok"

    print(f"scaling: {args.title}")
    ref_s = f"{ref} s"
    ref_mb = re.sub(r"-\d+$", "", ref) + " MB"
    header = f"{'N':>7}  {'mlirc s':>9}  {ref_s:>14}  {'time ratio':>10}  {'mlirc MB':>9}  {ref_mb:>11}  {'mem ratio':>9}"
    print(header)
    for n in sizes:
        tr = mr = "-"
        if ok("ours", n) and ok("ref", n):
            a, b = rows[("ours", n)], rows[("ref", n)]
            tr = f"{a[1] / b[1]:.2f}" if b[1] > 0 else "-"
            mr = f"{a[2] / b[2]:.2f}" if b[2] > 0 else "-"
        print(
            f"{n:>7}  {cell_time('ours', n):>9}  {cell_time('ref', n):>14}  {tr:>10}  "
            f"{cell_mem('ours', n):>9}  {cell_mem('ref', n):>11}  {mr:>9}"
        )
    if any(rows[k][0] != "ok" for k in rows):
        mem = f", oom: over the {args.mem_limit:g} MB address-space limit" if args.mem_limit else ""
        print(
            f"  (timeout: a run took over {lim} s, '>' its peak RSS until killed{mem}; "
            "skip: not run after a timeout or oom at a smaller N; error: the run failed)"
        )

    # Growth exponents.
    exps = {}
    parts = []
    for tool, name in (("ours", "mlirc"), ("ref", ref)):
        pts = [(n, rows[(tool, n)][1]) for n in sizes if ok(tool, n)]
        e = slope(pts)
        exps[tool] = (e, len(pts))
        if e is None:
            parts.append(f"{name} n/a")
        else:
            over = "" if len(pts) == len(sizes) else f" (over the {len(pts)} of {len(sizes)} sizes that finished)"
            parts.append(f"{name} {e:.2f}{over}")
    print("growth exponent (slope of log time vs log N): " + ", ".join(parts))

    # Targets.
    e, k = exps["ours"]
    if e is None or k < len(sizes):
        exp_v = "NOT met (not every size finished)"
    else:
        exp_v = f"{'met' if e <= EXPONENT_MAX else 'NOT met'} ({e:.2f})"

    big = sizes[-1]
    o_status, o_sec, o_rss = rows.get(("ours", big), ("skip", 0, 0))
    r_status, r_sec, r_rss = rows.get(("ref", big), ("skip", 0, 0))
    # Without a reference measurement at N=big (it timed out, ran out of memory or was skipped),
    # compare against a lower bound of it, assuming neither time nor memory shrinks as N grows:
    # the largest time and peak RSS the reference reached at any N <= big (a timeout counts as
    # the time limit and its peak RSS until killed).
    lb_sec = lb_rss = 0.0
    for n in sizes:
        status, sec, rss = rows.get(("ref", n), ("skip", 0, 0))
        if status == "ok":
            lb_sec, lb_rss = max(lb_sec, sec), max(lb_rss, rss)
        elif status == "timeout":
            lb_sec, lb_rss = max(lb_sec, args.timeout), max(lb_rss, rss)
    why = f"{ref} {r_status} at N={big}"

    def verdict(ours, exact, bound, limit, fmt):
        if r_status == "ok":
            q = ours / exact if exact > 0 else math.inf
            return f"{'met' if q <= limit else 'NOT met'} ({q:.2f}x)"
        if bound > 0 and ours <= limit * bound:
            return f"met (mlirc {fmt(ours)} vs >= {fmt(bound)}: {why})"
        return f"unknown (mlirc {fmt(ours)} vs >= {fmt(bound)}: {why})"

    if o_status != "ok":
        time_v = mem_v = f"NOT met (mlirc {o_status} at N={big})"
    else:
        time_v = verdict(o_sec, r_sec, lb_sec, TIME_RATIO_MAX, lambda t: f"{t:.2f} s")
        mem_v = verdict(o_rss, r_rss, lb_rss, MEMORY_RATIO_MAX, lambda m: f"{m / 1024:.0f} MB")
    print(
        f"targets: exponent <= {EXPONENT_MAX}: {exp_v}; at N={big}: time <= {TIME_RATIO_MAX}x {ref}: {time_v}, "
        f"peak memory <= {MEMORY_RATIO_MAX:g}x: {mem_v}"
    )


if __name__ == "__main__":
    main()
