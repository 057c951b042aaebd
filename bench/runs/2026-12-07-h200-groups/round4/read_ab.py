#!/usr/bin/env python3
"""Round 4's and 5's A/B rows: auto's own launch time of each suite row per
build and turn (ab_NAME_BIN_TURN.txt), each build's mean over the turns, and
their ratio to the tree before's (pabench_ref). read_ab.py DIR (the unpacked
groups_roundN/)."""
import glob, math, os, re, sys

rows = {}
for f in sorted(glob.glob(os.path.join(sys.argv[1], "ab_*.txt"))):
    name, bin_, _ = re.match(r"ab_(.+)_(pabench(?:_\w+)?)_(\d)\.txt", os.path.basename(f)).groups()
    for line in open(f):
        if re.match(r"^\d+ ", line):
            rows.setdefault(name, {}).setdefault(bin_, []).append(float(line.split(")")[-1].split()[0]))
ratios = {}
for name, by in rows.items():
    ref = sum(by["pabench_ref"]) / len(by["pabench_ref"])
    cells = []
    for b in sorted(by):
        mean = sum(by[b]) / len(by[b])
        cells.append(f"{b} {' '.join(f'{t:.2f}' for t in by[b])} ({mean / ref:.3f})")
        ratios.setdefault(b, []).append(mean / ref)
    print(f"{name:18s} " + "; ".join(cells))
for b, rs in sorted(ratios.items()):
    print(f"{b}: geometric mean {math.exp(sum(map(math.log, rs)) / len(rs)):.3f} of the tree before's")
