#!/usr/bin/env python3
"""merge_probe.lua's lines from two builds side by side: the best of each
build's passes at each (step, count), and the candidate's time over the tree's.
  read_probe.py DIR   (DIR holds times_tree*.txt and times_cand*.txt)"""
import glob
import os
import re
import sys

LINE = re.compile(r'^(\S+ \S+ \S+)\s+(\S+)\s+(\d+) parts\s+([\d.]+) us')


def best(pattern):
    t, order = {}, []
    for f in sorted(glob.glob(pattern)):
        for line in open(f):
            m = LINE.match(line)
            if m:
                k = (m.group(1), int(m.group(3)))
                if k not in t:
                    order.append(k)
                t.setdefault(k, []).append(float(m.group(4)))
    return t, order


d = sys.argv[1]
tree, order = best(os.path.join(d, 'times_tree*.txt'))
cand, _ = best(os.path.join(d, 'times_cand*.txt'))
print(f"{'step':<18} {'parts':>5} {'tree':>8} {'cand':>8} {'cand/tree':>9}")
for k in order:
    a, b = min(tree[k]), min(cand.get(k, [float('nan')]))
    print(f"{k[0]:<18} {k[1]:>5} {a:8.2f} {b:8.2f} {b / a:9.3f}")
