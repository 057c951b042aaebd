#!/usr/bin/env python3
"""merge_probe.lua's lines from the tree's build and candidates' side by side:
the best of each build's passes at each (step, count), and each candidate's
time over the tree's.
  read_probe.py DIR [NAME ...]   (DIR holds times_tree*.txt and times_NAME*.txt;
                                  NAME defaults to cand)"""
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


d, names = sys.argv[1], sys.argv[2:] or ['cand']
tree, order = best(os.path.join(d, 'times_tree*.txt'))
cands = [best(os.path.join(d, f'times_{n}*.txt'))[0] for n in names]
print(f"{'step':<18} {'parts':>5} {'tree':>8}" + ''.join(f" {n:>8} {n + '/tree':>10}" for n in names))
for k in order:
    a = min(tree[k])
    row = f"{k[0]:<18} {k[1]:>5} {a:8.2f}"
    for c in cands:
        b = min(c.get(k, [float('nan')]))
        row += f" {b:8.2f} {b / a:10.3f}"
    print(row)
