#!/usr/bin/env python3
"""OpenBLAS sgemm through numpy on one thread, for `make bench` (perf part).

  openblas.py N [N ...]   prints "KERNEL <threadpoolctl's info of the BLAS>" and, per size,
                          "OPENBLAS <N> <best seconds of one N×N×N float32 matmul>"

Timed like the C drivers (tests/perf/Inputs/perf.h): calls per measurement until one lasts
0.05 s, at most 10 measurements, stopping after 1 s. perf.py runs it pinned, with
OPENBLAS_NUM_THREADS=1 and without OPENBLAS_CORETYPE / OPENBLAS_L2_SIZE.
"""
import sys
import time

import numpy as np
from threadpoolctl import threadpool_info, threadpool_limits


def best_time(f, measure_s=0.05, reps=10, total_s=1.0):
    def measure(calls):
        t0 = time.perf_counter()
        for _ in range(calls):
            f()
        return time.perf_counter() - t0

    calls, spent, best = 1, 0.0, float("inf")
    while True:
        dt = measure(calls)
        spent += dt
        best = min(best, dt / calls)
        if dt >= measure_s or spent >= total_s:
            break
        calls *= 2
    done = 1
    while done < reps and spent < total_s:
        dt = measure(calls)
        spent += dt
        best = min(best, dt / calls)
        done += 1
    return best


def main():
    with threadpool_limits(limits=1):
        blas = [i for i in threadpool_info() if i.get("user_api") == "blas"]
        if not blas:
            print("KERNEL none (numpy has no BLAS threadpoolctl sees)")
        for i in blas:
            print(
                "KERNEL {} {} architecture={} threads={}".format(
                    i.get("internal_api"), i.get("version"), i.get("architecture"), i.get("num_threads")
                )
            )
        rng = np.random.default_rng(1)
        for arg in sys.argv[1:]:
            n = int(arg)
            a = rng.uniform(-1, 1, (n, n)).astype(np.float32)
            b = rng.uniform(-1, 1, (n, n)).astype(np.float32)
            c = np.empty((n, n), dtype=np.float32)
            np.matmul(a, b, out=c)
            ref = a.astype(np.float64) @ b.astype(np.float64)
            if not np.allclose(c, ref, atol=1e-3, rtol=1e-4):
                print(f"OPENBLAS {n} FAIL")
                continue
            print(f"OPENBLAS {n} {best_time(lambda: np.matmul(a, b, out=c)):.9g}", flush=True)


if __name__ == "__main__":
    main()
