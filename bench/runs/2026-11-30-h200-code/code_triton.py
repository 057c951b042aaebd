"""The seed's Triton kernel at 2 x 60 alone, code cold (a read of twice the L2,
then the one-launch graph between events, as pabench's iso us) and code warm
(the same kernel on another layer's inputs, its table a copy of its own, right
after the read, then the timed launch). Beside code.lua."""
import math
import os
import sys

import torch

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
import seed_triton  # noqa: E402


def times(run, pre, reps=200):
    l2 = torch.cuda.get_device_properties(0).L2_cache_size
    flush = torch.ones(max(2 * l2, 8 << 20) // 4, device="cuda", dtype=torch.float32)
    run()
    torch.cuda.synchronize()
    ev0, ev1 = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
    best = float("inf")
    for _ in range(reps):
        flush.sum()
        if pre is not None:
            pre()
        ev0.record()
        run()
        ev1.record()
        ev1.synchronize()
        best = min(best, ev0.elapsed_time(ev1) * 1e3)
    return best


def main():
    torch.manual_seed(0)
    cfgs = [("2 x 60", 2, 60, 32, 8, 128, 16), ("1 x 512", 1, 512, 32, 8, 128, 16),
            ("seed001 1 x 128", 1, 128, 16, 8, 128, 256), ("16 x 256", 16, 256, 32, 8, 128, 16)]
    kern = seed_triton.paged_attention_decode_kernel_new
    for name, b, s, h, kvh, d, bs in cfgs:
        q, kc, vc, tables, lens = seed_triton.make(b, s, h, kvh, d, bs, torch.float16)
        q2, kc2, vc2 = torch.randn_like(q), torch.randn_like(kc), torch.randn_like(vc)
        t2, l2 = tables.clone(), lens.clone()
        o, o2 = torch.empty_like(q), torch.empty_like(q)
        sc = 1.0 / math.sqrt(d)
        fn = lambda: seed_triton.launch(kern, q, kc, vc, tables, lens, sc, h, kvh, d, bs, o)  # noqa: E731
        fn2 = lambda: seed_triton.launch(kern, q2, kc2, vc2, t2, l2, sc, h, kvh, d, bs, o2)  # noqa: E731
        g = seed_triton.graphed([fn])
        g2 = seed_triton.graphed([fn2])
        cold = [times(g.replay, None) for _ in range(3)]
        warm = [times(g.replay, g2.replay) for _ in range(3)]
        print(f"{name:<18} triton_new{'':<34} " + " ".join(f"{x:6.2f}" for x in cold) + " | "
              + " ".join(f"{x:6.2f}" for x in warm))


if __name__ == "__main__":
    main()
