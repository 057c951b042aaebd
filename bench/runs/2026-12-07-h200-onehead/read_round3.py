#!/usr/bin/env python3
"""Round 3's held-out steps: each step's name carries the tree's grouped count
(t), the rule's one-head count (p) and the power-of-two form's (q); from the
record, gqa at t, split_kv at p and at q, in both passes (NAME, NAME_b), then
geometric means and how many steps ran faster or slower by over 2 % in both.
read_round3.py DIR (the unpacked onehead_round3/)."""
import math, os, re, sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "2026-12-06-h200-halfwide"))
from records import launch_times, records  # noqa: E402


def gmean(xs):
    return math.exp(sum(math.log(x) for x in xs) / len(xs))


steps = {}
for doc in records(sys.argv[1], "c"):
    name = os.path.basename(doc["options"]["json"]).replace(".json", "")
    t, p, q = map(int, re.match(r"c\d+_t(\d+)_p(\d+)_q(\d+)_", name).groups())
    times = launch_times(doc)
    key = name[:-2] if name.endswith("_b") else name
    s = steps.setdefault(key, dict(step=doc["rows"][0]["step"], t=t, p=p, q=q, passes=[]))
    s["passes"].append((times[("gqa", t)], times[("split_kv", p)], times[("split_kv", q)]))

rows = sorted(steps.values(), key=lambda s: gmean([b / a for a, b, _ in s["passes"]]))
for s in rows:
    cells = "  ".join(f"{a:6.2f} {b:6.2f} {c:6.2f}" for a, b, c in s["passes"])
    print(f"{s['step']:38s} gqa {s['t']:2d} / a head {s['p']:2d} / {s['q']:2d}:  {cells}   "
          f"rule {gmean([b / a for a, b, _ in s['passes']]):.3f}  power of two {gmean([c / a for a, _, c in s['passes']]):.3f}")
for label, col in (("the rule (p)", 1), ("the power-of-two form (q)", 2)):
    r = [[x[col] / x[0] for x in s["passes"]] for s in rows]
    print(f"{label}: {len(r)} steps, {gmean([gmean(x) for x in r]):.3f} of the tree's time; faster by over 2 % in "
          f"both passes {sum(all(v < 0.98 for v in x) for x in r)}, slower {sum(all(v > 1.02 for v in x) for x in r)}")
r = [[x[1] / x[2] for x in s["passes"]] for s in rows if s["p"] != s["q"]]
if r:
    print(f"where they differ: {len(r)} steps, the rule {gmean([gmean(x) for x in r]):.3f} of the power-of-two form's "
          f"time; faster {sum(all(v < 0.98 for v in x) for x in r)}, slower {sum(all(v > 1.02 for v in x) for x in r)}")
