#!/usr/bin/env python3
"""Round 1's held-out steps: each at the tree's count and the candidate's
(the record's --splits, in that order), the fastest launch of the step's
kernel at each count in the step's own rows (at group 1 gqa and split_kv
alike); both passes (NAME and NAME_b) and their mean ratio, then geometric
means by head_dim and by uniform or mixed lengths, and how many steps ran
faster or slower by over 2 % in both passes.
read_tier.py DIR [PREFIX [TREE_KERNEL,CAND_KERNEL]] (the unpacked tier_round1/): only the
records whose names start with PREFIX; each count at its own kernel where the
candidate changes the kernel too (split_kv,gqa), where a record of one count
times both at it. Each count's time is its sweep row alone (records.py
swept_times): the default and auto rows time a planned count again, and the
best of those too favoured it; reread_swept.txt has every read both ways."""
import math, os, sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "2026-12-06-h200-halfwide"))
from records import records, swept_times  # noqa: E402


def gmean(xs):
    return math.exp(sum(math.log(x) for x in xs) / len(xs)) if xs else float("nan")


def kernel_time(t, kernel, splits, group1):
    names = ("gqa", "split_kv") if group1 else (kernel,)
    got = [t[(k, splits)] for k in names if (k, splits) in t]
    return min(got) if got else None


prefix = sys.argv[2] if len(sys.argv) > 2 else ""
kinds = sys.argv[3].split(",") if len(sys.argv) > 3 else None
steps = {}
for doc in records(sys.argv[1], prefix):
    row = doc["rows"][0]
    counts = doc["options"].get("splits", [])
    if kinds and len(counts) == 1:  # the same count at each kernel
        counts = counts * 2
    if len(counts) != 2:
        continue
    base, cand = counts
    heads, kv = doc["options"]["heads"], doc["options"]["kv_heads"]
    kernel = "gqa" if heads > kv else "split_kv"
    t = swept_times(doc)
    if kinds:
        tb, tc = kernel_time(t, kinds[0], base, False), kernel_time(t, kinds[1], cand, False)
    else:
        tb, tc = kernel_time(t, kernel, base, heads == kv), kernel_time(t, kernel, cand, heads == kv)
    name = os.path.basename(doc["options"]["json"]).replace(".json", "")
    key = name[:-2] if name.endswith("_b") else name
    s = steps.setdefault(key, dict(step=row["step"], base=base, cand=cand, passes=[]))
    if tb and tc:
        s["passes"].append((tb, tc))

rows = []
for key, s in sorted(steps.items()):
    if not s["passes"]:
        print(f"{key}: a count untimed")
        continue
    ratios = [c / b for b, c in s["passes"]]
    s["ratio"], s["ratios"] = gmean(ratios), ratios
    rows.append(s)
for s in sorted(rows, key=lambda s: s["ratio"]):
    cells = "  ".join(f"{b:8.2f} -> {c:8.2f} ({c / b:.3f})" for b, c in s["passes"])
    print(f"{s['step']:44s} {s['base']:4d} -> {s['cand']:<4d} {cells}   mean {s['ratio']:.3f}")
for name, keep in (("head_dim 64", lambda s: " D64 " in s["step"]), ("head_dim 128", lambda s: " D128 " in s["step"]),
                   ("head_dim 256", lambda s: " D256 " in s["step"]), ("uniform", lambda s: "~" not in s["step"]),
                   ("mixed", lambda s: "~" in s["step"]), ("all", lambda s: True)):
    sel = [s for s in rows if keep(s)]
    if sel:
        r = [s["ratio"] for s in sel]
        print(f"{name}: {len(sel)} steps, the candidate's count {gmean(r):.3f} of the tree's ({min(r):.3f}-"
              f"{max(r):.3f}); faster by over 2 % in every pass {sum(all(x < 0.98 for x in s['ratios']) for s in sel)},"
              f" slower {sum(all(x > 1.02 for x in s['ratios']) for s in sel)}")
