#!/usr/bin/env python3
"""Rounds 2 and 3's steps: the tree's count (the first of --splits) against the
candidate's (the last), each the gqa launch's best time at that count in the
step's own rows, any count between them, and the best launch of the row;
ratios and their geometric mean.  read_round2.py DIR [PREFIX] (the unpacked
tree_round2/ or tree_round3/; PREFIX keeps the steps whose names start so)."""
import glob, gzip, json, math, os, re, sys

d = sys.argv[1]
prefix = sys.argv[2] if len(sys.argv) > 2 else ""
rows = []
for f in sorted(glob.glob(os.path.join(d, prefix + "*.json.gz"))):
    doc = json.load(gzip.open(f))
    name = os.path.basename(f)[:-8]
    counts = [int(x) for x in doc["options"]["splits"].split(",")] if isinstance(doc["options"]["splits"], str) \
        else [int(x) for x in doc["options"]["splits"]]
    if len(counts) < 2:
        continue
    tree, cand, between = counts[0], counts[-1], counts[1:-1]
    t = {}
    for r in doc["detail"]:
        m = re.match(r"gqa\(chunk=\d+, splits=(\d+)\)", r["launch"])
        if m and isinstance(r.get("us"), (int, float)):
            k = int(m.group(1))
            t[k] = min(t.get(k, 1e9), r["us"])
    row = doc["rows"][0]
    mid = "  ".join(f"{k:2d} parts {t[k]:5.2f}" for k in between)
    rows.append((name, row["step"], tree, t[tree], cand, t[cand], row["best"], row["best_us"], mid))
logs = []
for name, step, a, ta, b, tb, best, best_us, mid in rows:
    logs.append(math.log(tb / ta))
    print(f"{step:34s} {a:2d} parts {ta:5.2f} us  {b:2d} parts {tb:5.2f} us  {tb / ta:.3f}   best {best} {best_us:.2f}"
          + (f"   between: {mid}" if mid else ""))
faster = sum(1 for x in logs if x < math.log(0.98))
slower = sum(1 for x in logs if x > math.log(1.02))
print(f"{len(rows)} steps: the candidate's count {math.exp(sum(logs) / len(logs)):.3f} of the tree's time "
      f"({math.exp(min(logs)):.3f}-{math.exp(max(logs)):.3f}); faster by over 2 % on {faster}, slower on {slower}")
