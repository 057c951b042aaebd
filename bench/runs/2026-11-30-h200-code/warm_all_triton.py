"""The seed's Triton kernel at 2 x 60 alone, L2 flushed (as iso us) and warm (no
flush), three passes of 200 each. Beside warm_all.lua."""
import math
import os
import sys

import torch

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
import seed_triton  # noqa: E402


def best(run, flush, reps=200):
    run()
    torch.cuda.synchronize()
    ev0, ev1 = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
    out = float("inf")
    for _ in range(reps):
        if flush is not None:
            flush.sum()
        ev0.record()
        run()
        ev1.record()
        ev1.synchronize()
        out = min(out, ev0.elapsed_time(ev1) * 1e3)
    return out


torch.manual_seed(0)
q, kc, vc, tables, lens = seed_triton.make(2, 60, 32, 8, 128, 16, torch.float16)
o = torch.empty_like(q)
g = seed_triton.graphed([lambda: seed_triton.launch(seed_triton.paged_attention_decode_kernel_new, q, kc, vc, tables,
                                                    lens, 1.0 / math.sqrt(128), 32, 8, 128, 16, o)])
l2 = torch.cuda.get_device_properties(0).L2_cache_size
flush = torch.ones(max(2 * l2, 8 << 20) // 4, device="cuda", dtype=torch.float32)
cold = [best(g.replay, flush) for _ in range(3)]
warm = [best(g.replay, None) for _ in range(3)]
print(f"{'triton_new':<40} cold " + " ".join(f"{x:.2f}" for x in cold) + " | warm " + " ".join(f"{x:.2f}" for x in warm))
