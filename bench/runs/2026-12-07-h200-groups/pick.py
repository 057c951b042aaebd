#!/usr/bin/env python3
"""Steps a candidate moves, picked for a hold-out: two draws of draw.lua (the
tree, the candidate), the steps whose launches differ, N picked at each
head_dim with random.seed(SEED), printed as steps_named lines (the tree's
count, then the candidate's) with a comment: launch -> launch, grid -> grid.
pick.py TREE.txt CAND.txt SEED N"""
import random, re, sys

tree = [l.rstrip("\n").split("|") for l in open(sys.argv[1])]
cand = [l.rstrip("\n").split("|") for l in open(sys.argv[2])]
random.seed(int(sys.argv[3]))
n = int(sys.argv[4])


def splits(launch):
    m = re.search(r"splits=(\d+)", launch)
    return int(m.group(1)) if m else 1


moved = [(t, c) for t, c in zip(tree, cand) if t[2] != c[2]]
for hd in ("64", "128", "256"):
    at = [(t, c) for t, c in moved if f"--head_dim {hd} " in t[1]]
    for t, c in random.sample(at, min(n, len(at))):
        i, name = t[0].split(" ", 1)
        print(f"  steps_named g{i}_{name}$1 {splits(t[2])},{splits(c[2])} {t[1]}  # {t[2]} -> {c[2]}, grid {t[3]} -> {c[3]}")
