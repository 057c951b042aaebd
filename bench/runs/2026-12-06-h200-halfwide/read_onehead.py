#!/usr/bin/env python3
"""Round 3's head_dim 64 steps: at the count the build's plan gives, the
grouped kernel (the plan before the candidate) against a CTA a head
(split_kv, the candidate's), each the fastest launch of that kernel at that
count in the step's own rows, then the best launch at any count and the
candidate's plan against it; geometric means, and how many moved faster or
slower by over 2 %.
read_onehead.py DIR [PREFIX] (the unpacked wide_round3/; PREFIX, default o,
keeps the steps whose names start so)."""
import math, sys
from records import launch, launch_times, records

d = sys.argv[1]
prefix = sys.argv[2] if len(sys.argv) > 2 else "o"
rows = []
for doc in records(d, prefix):
    row = doc["rows"][0]
    auto = launch(row["auto"])
    if not auto:
        print(f"{row['step']}: auto launched {row['auto']}")
        continue
    count = auto[1]
    t = {kernel: us for (kernel, k), us in launch_times(doc).items() if k == count}
    if "gqa" not in t or "split_kv" not in t:
        print(f"{row['step']}: a kernel untimed at {count} ({sorted(t)})")
        continue
    rows.append(dict(step=row["step"], count=count, auto=row["auto"], grouped=t["gqa"], one_head=t["split_kv"],
                     best=row["best"], best_us=row["best_us"], auto_us=row["auto_us"]))
for r in sorted(rows, key=lambda r: r["one_head"] / r["grouped"]):
    print(f"{r['step']:38s} {r['count']} parts: grouped {r['grouped']:5.2f} us, a head {r['one_head']:5.2f} "
          f"({r['one_head'] / r['grouped']:.3f})   best {r['best']} {r['best_us']:.2f}; "
          f"a head {r['one_head'] / r['best_us']:.3f} of it, grouped {r['grouped'] / r['best_us']:.3f}")


def gmean(xs):
    return math.exp(sum(math.log(x) for x in xs) / len(xs)) if xs else float("nan")


ratios = [r["one_head"] / r["grouped"] for r in rows]
print(f"{len(rows)} steps: a head {gmean(ratios):.3f} of grouped ({min(ratios):.3f}-{max(ratios):.3f}), "
      f"faster by over 2 % on {sum(x < 0.98 for x in ratios)}, slower on {sum(x > 1.02 for x in ratios)}; "
      f"against the best: grouped {gmean([r['grouped'] / r['best_us'] for r in rows]):.3f}, "
      f"a head {gmean([r['one_head'] / r['best_us'] for r in rows]):.3f}")
