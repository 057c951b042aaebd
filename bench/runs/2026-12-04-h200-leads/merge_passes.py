#!/usr/bin/env python3
"""The figures behind merge_passes_candidate.patch, read from the records'
curves: for each uniform fp16/bf16 step at head_dim 128 or 256 whose best
grouped count is 12 or more, each count of 17 to 31 parts (of 256 to 2047
tokens) against 16, grouped by whether the 17-to-32 merge takes more passes
over the CTA's heads than the 16-part merge (the kernel's arithmetic, as the
patch's paired_merge_takes_more has it).

  build/pabench bench/plan_moves.lua curves D128 > /tmp/curves128.txt
  build/pabench bench/plan_moves.lua curves D256 > /tmp/curves256.txt
  python3 bench/runs/2026-12-04-h200-leads/merge_passes.py /tmp/curves128.txt /tmp/curves256.txt
"""
import collections
import math
import re
import sys


def passes(head_dim, group, kind):
    """(passes of the 16-part merge, passes of the 17-to-32 one) at the default threads"""
    threads = 256 if head_dim == 128 else 128
    heads = 1 if kind == "split_kv" else min(group, 16)
    block = 1
    while block < heads:
        block *= 2
    quads = head_dim // 4
    per_thread = 2 if block * quads > 256 else 1
    return math.ceil(heads * quads // per_thread / threads), math.ceil(heads * quads * 2 / threads)


def steps(path):
    cur = None
    for line in open(path):
        if re.match(r"^\d{4}-", line):
            if cur:
                yield cur
            cur = {"step": line.strip().split("  ")[-1], "curves": {}}
            continue
        m = re.match(r"\s+(gqa|split_kv)\(chunk=\d+\)\s+(.*)", line)
        if m and cur:
            cur["curves"][m.group(1)] = {int(k): float(v) for k, v in (kv.split(":") for kv in m.group(2).split())}
    if cur:
        yield cur


results = collections.defaultdict(list)
for path in sys.argv[1:]:
    for s in steps(path):
        m = re.match(r"(\w+) D(\d+) (\d+)/(\d+) bs\d+ \w+ \d+x(~?)(\d+)", s["step"])
        if not m or m.group(5) or m.group(1) == "fp32":
            continue
        head_dim, group, ctx = int(m.group(2)), int(m.group(3)) // int(m.group(4)), int(m.group(6))
        for kind, c in s["curves"].items():
            if 16 not in c or (kind == "split_kv" and group > 1) or min(c, key=c.get) < 12:
                continue
            few, paired = passes(head_dim, group, kind)
            for n, us in c.items():
                if 16 < n < 32 and 256 <= ctx / n < 2048:
                    results[(head_dim, "more passes" if paired > few else "same passes")].append(
                        (us / c[16], s["step"], n))
for key, v in sorted(results.items()):
    gm = math.exp(sum(math.log(r) for r, _, _ in v) / len(v))
    slower = sum(1 for r, _, _ in v if r > 1.01)
    faster = sum(1 for r, _, _ in v if r < 0.99)
    print(f"head_dim {key[0]}, {key[1]}: {len(v)} timed, t(n)/t(16) {gm:.3f} as a geometric mean, "
          f"{slower} slower than 16, {faster} faster")
    for r, step, n in sorted(v):
        print(f"  {r:.3f}  {step} in {n}")
