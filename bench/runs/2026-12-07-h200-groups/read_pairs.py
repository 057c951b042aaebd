#!/usr/bin/env python3
"""Round 1's steps, each timed with this tree (new_NAME) and the tree before
(ref_NAME): every launch both timed, the tree before's time, this tree's and
their ratio, each step's fastest launch of either, and the geometric mean of
the ratios at counts past 32 (the two-level merge) and up to 32 (unchanged).
read_pairs.py DIR (the unpacked groups_round1/)."""
import math, os, sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "2026-12-06-h200-halfwide"))
from records import launch_times, records  # noqa: E402

new = {os.path.basename(d["options"]["json"])[4:-5]: d for d in records(sys.argv[1], "new_")}
ref = {os.path.basename(d["options"]["json"])[4:-5]: d for d in records(sys.argv[1], "ref_")}
past, upto = [], []
for name in sorted(new):
    if name not in ref:
        print(f"{name}: no ref_ record")
        continue
    tn, tr = launch_times(new[name]), launch_times(ref[name])
    print(f"{new[name]['rows'][0]['step']} ({name})")
    for k in sorted(set(tn) & set(tr), key=lambda k: (k[0], k[1])):
        if k[0] == "paged":
            continue
        r = tn[k] / tr[k]
        (past if k[1] > 32 else upto).append(r)
        print(f"  {k[0]:9s} {k[1]:4d}: {tr[k]:9.2f} -> {tn[k]:9.2f} us ({r:.3f})")
    bn, br = min(v for k, v in tn.items() if k[0] != "paged"), min(v for k, v in tr.items() if k[0] != "paged")
    print(f"  fastest: {br:.2f} -> {bn:.2f} us ({bn / br:.3f})")


def gmean(xs):
    return math.exp(sum(math.log(x) for x in xs) / len(xs)) if xs else float("nan")


print(f"past 32 partitions: {len(past)} launches, this tree {gmean(past):.3f} of the time before "
      f"({min(past, default=0):.3f}-{max(past, default=0):.3f})")
print(f"up to 32: {len(upto)} launches, {gmean(upto):.3f} ({min(upto, default=0):.3f}-{max(upto, default=0):.3f})")
