#!/usr/bin/env python3
"""A round's lead steps: the tree's count (the first of --splits) against the
candidate's (the last), each the fastest launch at that count of the kernel
the step's auto launched, or at group 1 of split_kv or the grouped kernel (the same CTAs), in
the step's own rows; the new count's grid (sequences x kv heads x parts, of
which a mixed batch launches fewer) and the class (head_dim, group); ratios
and their geometric mean by class and by grid.
read_wide.py DIR [PREFIX] (the unpacked wide_round1/ to wide_round5/; PREFIX
keeps the steps whose names start so)."""
import math, sys
from records import launch_times, records

d = sys.argv[1]
prefix = sys.argv[2] if len(sys.argv) > 2 else "w"
rows = []
for doc in records(d, prefix):
    o = doc["options"]
    counts = [int(x) for x in o["splits"]] if isinstance(o["splits"], list) \
        else [int(x) for x in str(o["splits"]).split(",")]
    if len(counts) < 2 or not o.get("configs"):  # drawn steps (half_s*) sweep counts of their own
        continue
    heads, kv, hd = int(o["heads"]), int(o["kv_heads"]), int(o["head_dim"])
    configs = o["configs"][0] if isinstance(o["configs"], list) else str(o["configs"])
    batch = sum(int(part.split("x")[0]) for part in configs.split("+"))  # mixed: 1x257+2x58
    group = heads // kv
    row = doc["rows"][0]
    kinds = ("gqa", "split_kv") if group == 1 else (row["auto"].split("(")[0],)
    t = {}
    for (kernel, k), us in launch_times(doc).items():
        if kernel in kinds:
            t[k] = min(t.get(k, 1e9), us)
    tree, cand = counts[0], counts[-1]
    if tree not in t or cand not in t:
        print(f"{row['step']}: a count untimed ({sorted(t)})")
        continue
    rows.append(dict(step=row["step"], hd=hd, group=group, tree=tree, cand=cand, tt=t[tree], tc=t[cand],
                     grid=batch * kv * cand, best=row["best"], best_us=row["best_us"]))
for r in sorted(rows, key=lambda r: (r["hd"], r["group"] > 1, r["grid"])):
    print(f"{r['step']:36s} grid {r['grid']:3d}  {r['tree']:2d} parts {r['tt']:5.2f} us  {r['cand']:2d} parts "
          f"{r['tc']:5.2f} us  {r['tc'] / r['tt']:.3f}   best {r['best']} {r['best_us']:.2f}")


def summary(label, sel):
    if not sel:
        return
    logs = [math.log(r["tc"] / r["tt"]) for r in sel]
    print(f"{label:30s} {len(sel):2d} steps: {math.exp(sum(logs) / len(logs)):.3f} "
          f"({math.exp(min(logs)):.3f}-{math.exp(max(logs)):.3f}), faster by over 2 % on "
          f"{sum(x < math.log(0.98) for x in logs)}, slower on {sum(x > math.log(1.02) for x in logs)}")


summary("all", rows)
for (hd, g1) in sorted({(r["hd"], r["group"] == 1) for r in rows}):
    for lo, hi in ((0, 44), (45, 66), (67, 88), (89, 132)):
        summary(f"D{hd} {'group 1' if g1 else 'groups 2+'} grid {lo}-{hi}",
                [r for r in rows if r["hd"] == hd and (r["group"] == 1) == g1 and lo <= r["grid"] <= hi])
