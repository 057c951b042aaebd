"""How much of a lone launch's time is the timing method's: the seed's Triton kernel
and a one-store kernel timed by triton.testing.do_bench (which zeroes 256 MB before
each run) and by pabench's method (an L2-sized read before each run, then the
launch between two events, plainly or as a one-launch graph).

usage: python3 bench/harness_floor.py      (on the GPU machine, beside bench/floor_probe.lua)
"""

import math
import os
import sys

import torch
import triton
import triton.language as tl

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import seed_triton  # noqa: E402


@triton.jit
def one_store(out_ptr):
    tl.store(out_ptr, 1.0)


def pabench_way(fn, graph, reps=200, stream=None):
    """Best of `reps`: a read of twice the L2 before each, the launch between events
    (on `stream`, or the current one)."""
    if stream is not None:
        with torch.cuda.stream(stream):
            return pabench_way(fn, graph, reps)
    return seed_triton.alone(fn, reps) if graph else seed_triton.cold_times(fn, reps)[0]


def main():
    torch.manual_seed(0)
    out = torch.empty(1, device="cuda", dtype=torch.float32)
    q, kc, vc, tables, lens = seed_triton.make(2, 60, 32, 8, 128, 16, torch.float16)
    o = torch.empty_like(q)
    cases = [
        ("one store", lambda: one_store[(1,)](out)),
        ("triton_new 2x60", lambda: seed_triton.launch(seed_triton.paged_attention_decode_kernel_new, q, kc, vc,
                                                      tables, lens, 1.0 / math.sqrt(128), 32, 8, 128, 16, o)),
    ]
    side = torch.cuda.Stream()  # a stream of its own, as pabench times on
    print(f"{'kernel':<18} {'do_bench us':>12} {'events us':>10} {'graph us':>9} {'own stream us':>14}")
    for name, fn in cases:
        fn()
        torch.cuda.synchronize()
        db = triton.testing.do_bench(fn, warmup=25, rep=200, return_mode="min") * 1e3
        print(f"{name:<18} {db:>12.2f} {pabench_way(fn, False):>10.2f} {pabench_way(fn, True):>9.2f}"
              f" {pabench_way(fn, True, stream=side):>14.2f}")
    print("do_bench: triton.testing.do_bench, min (256 MB zeroed before each run); events: a read of twice")
    print("the L2 before each run, then the launch between two events, best of 200; graph: the same with")
    print("the launch captured as a one-kernel CUDA graph (pabench's 'iso' figure); own stream: the graph")
    print("timed on a stream created for it.")


if __name__ == "__main__":
    main()
