#!/usr/bin/env python3
"""A candidate read against a sweep: PLANS (plans.lua's output with the
candidate's build) gives each step's launch; where it differs from the
tree's `auto` in the record and the sweep timed it, the two times and their
ratio, then the geometric mean; launches the sweep did not time are listed.
read_candidate.py DIR PLANS PREFIX"""
import gzip, json, math, os, sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "2026-12-06-h200-halfwide"))
from records import launch, swept_times  # noqa: E402

folder, plans, prefix = sys.argv[1:4]
logs, faster, slower, missing = [], 0, 0, []
for line in open(plans).read().splitlines():
    name, planned = line.split("\t")
    if not name.startswith(prefix):
        continue
    record = name.replace("$1", "")
    doc = json.load(gzip.open(f"{folder}/{record}.json.gz"))
    row, t = doc["rows"][0], swept_times(doc)
    if row["auto"] == planned:
        continue
    if launch(planned) not in t:
        missing.append((name, row["auto"], planned))
        continue
    us = t[launch(planned)]
    r = us / row["auto_us"]
    logs.append(math.log(r))
    faster, slower = faster + (r < 0.98), slower + (r > 1.02)
    print(f"{name:22s} {row['step']:36s} {row['auto']:28s} {row['auto_us']:7.2f} -> {planned:28s} {us:7.2f}  "
          f"{r:.3f}  best {row['best_us']:.2f} {row['best']}")
n = len(logs)
print(f"moved {n}: {math.exp(sum(logs) / n) if n else float('nan'):.3f} of the tree's time, "
      f"faster by over 2 % {faster}, slower {slower}")
for m in missing:
    print("not swept:", *m)
