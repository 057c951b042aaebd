#!/usr/bin/env python3
"""Round 1's held-out steps: the grouped kernel whole (the candidate's
uneven_wide_whole) against it in 2 parts (the tree before), each the fastest
launch of that count in the step's own rows; geometric means by head_dim and
in all, and how many ran faster or slower whole by over 2 %; then each
against the step's best launch (any kernel at 1 or 2 parts).
read_whole.py DIR [PREFIX] (the unpacked widewhole_round1/; PREFIX, default w)."""
import math, os, sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "2026-12-06-h200-halfwide"))
from records import launch_times, records  # noqa: E402

d = sys.argv[1]
prefix = sys.argv[2] if len(sys.argv) > 2 else "w"
rows = []
for doc in records(d, prefix):
    row = doc["rows"][0]
    t = launch_times(doc)
    if ("gqa", 1) not in t or ("gqa", 2) not in t:
        print(f"{row['step']}: a count untimed ({sorted(t)})")
        continue
    rows.append(dict(step=row["step"], whole=t[("gqa", 1)], two=t[("gqa", 2)], auto=row["auto"],
                     best=row["best"], best_us=row["best_us"]))


def gmean(xs):
    return math.exp(sum(math.log(x) for x in xs) / len(xs)) if xs else float("nan")


for r in sorted(rows, key=lambda r: r["whole"] / r["two"]):
    print(f"{r['step']:40s} whole {r['whole']:6.2f} us, 2 parts {r['two']:6.2f} ({r['whole'] / r['two']:.3f})"
          f"   best {r['best']} {r['best_us']:.2f}")
for name, keep in (("head_dim 128", " D128 "), ("head_dim 256", " D256 "), ("all", "")):
    ratios = [r["whole"] / r["two"] for r in rows if keep in r["step"]]
    if ratios:
        print(f"{name}: {len(ratios)} steps, whole {gmean(ratios):.3f} of 2 parts ({min(ratios):.3f}-"
              f"{max(ratios):.3f}); {sum(x < 0.98 for x in ratios)} faster, {sum(x > 1.02 for x in ratios)} slower "
              f"by over 2 %")
print(f"against the best launch: 2 parts {gmean([r['two'] / r['best_us'] for r in rows]):.3f}, whole "
      f"{gmean([r['whole'] / r['best_us'] for r in rows]):.3f}; over 5 % "
      f"{sum(r['two'] > 1.05 * r['best_us'] for r in rows)} -> {sum(r['whole'] > 1.05 * r['best_us'] for r in rows)}")
