#!/usr/bin/env python3
"""A held-out round's pairs: each steps_named line of ROUND.sh times a step at
the tree's count and the candidate's (the launches in its comment, `tree ->
candidate`), twice (suffixes "" and _b). Prints each step's two times a pass
(the sweep's rows only, so each count is timed once), their ratio, and the
geometric mean over the steps, by head_dim and in all.
read_pairs.py ROUND.sh DIR (DIR: the unpacked folder of the round's records)"""
import gzip, json, math, os, re, sys
from collections import defaultdict

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "2026-12-06-h200-halfwide"))
from records import launch, swept_times  # noqa: E402

script, folder = sys.argv[1], sys.argv[2]


def times(path):
    return swept_times(json.load(gzip.open(path)))


by_dim, rows = defaultdict(list), []
for line in open(script):
    m = re.match(r"\s*steps_named (\S+)\$1 \S+ (.*?)\s+# (.*) -> (.*), grid", line)
    if not m:
        continue
    name, args, tree, cand = m.groups()
    tree_key, cand_key = launch(tree), launch(cand)
    ratios, cells = [], []
    for suffix in ("", "_b"):
        t = times(f"{folder}/{name}{suffix}.json.gz")
        a, b = t[tree_key], t[cand_key]
        ratios.append(b / a)
        cells.append(f"{a:7.2f} -> {b:7.2f} ({b / a:.3f})")
    mean = math.exp(sum(map(math.log, ratios)) / len(ratios))
    dim = re.search(r"--head_dim (\d+)", args).group(1)
    by_dim[dim].append(ratios)
    rows.append((mean, f"{name:24s} {tree_key[0]} {tree_key[1]:>3} -> {cand_key[0]} {cand_key[1]:>3}  "
                       + "  ".join(cells) + f"  mean {mean:.3f}"))
for _, row in sorted(rows):
    print(row)


def summary(label, pairs):
    means = [math.exp(sum(map(math.log, r)) / len(r)) for r in pairs]
    faster = sum(all(x < 0.98 for x in r) for r in pairs)
    slower = sum(all(x > 1.02 for x in r) for r in pairs)
    geo = math.exp(sum(map(math.log, means)) / len(means))
    print(f"{label}: {len(pairs)} steps, {geo:.3f} of the tree's time, faster by over 2 % in both passes "
          f"{faster}, slower {slower}")


for dim in sorted(by_dim, key=int):
    summary(f"head_dim {dim}", by_dim[dim])
summary("all", [r for v in by_dim.values() for r in v])
