#!/usr/bin/env python3
"""Summarise the per-instruction page of an Nsight Compute report
(`ncu --import R --page source --print-source sass --csv > R.csv`): the warp
stall reasons over the whole kernel and over its tail (the instructions past
the last HMMA: the warps' merge, the partition merges, the output), the
instructions that gather the most samples, and how many instructions run how
often (a step loop's instructions
run once per step and warp, so the counts show its length).
    bench/ncu_stalls.py R.csv [R2.csv ...]"""
import collections
import csv
import sys


def summarise(path):
    rows = list(csv.reader(open(path)))
    hdr, data = rows[1], rows[2:]
    ix = {h: i for i, h in enumerate(hdr)}
    samples, executed = ix["Warp Stall Sampling (All Samples)"], ix["Instructions Executed"]
    reasons = [h for h in hdr if h.startswith("stall_") and "Not Issued" not in h]
    num = lambda r, i: int(r[i] or 0)
    total = sum(num(r, samples) for r in data) or 1
    print(f"== {path}: {total} samples, {sum(num(r, executed) for r in data)} warp instructions")
    by_reason = collections.Counter()
    for r in data:
        for h in reasons:
            by_reason[h] += num(r, ix[h])
    for h, v in by_reason.most_common(8):
        print(f"  {h[6:]:20s} {100 * v / total:5.1f} %")
    # the tail: everything laid out after the last tensor-core instruction
    addr = lambda r: int(r[0], 16)
    mma = [addr(r) for r in data if "HMMA" in r[1]]
    if mma:
        tail = [r for r in data if addr(r) > max(mma)]
        n = sum(num(r, samples) for r in tail)
        tail_reasons = collections.Counter()
        for r in tail:
            for h in reasons:
                tail_reasons[h] += num(r, ix[h])
        print(f"  past the last HMMA: {len(tail)} instructions, {n} samples ({100 * n / total:.1f} %): "
              + ", ".join(f"{h[6:]} {v}" for h, v in tail_reasons.most_common(4)))
    print("  top instructions (address, share of samples, executions, main reasons):")
    for r in sorted(data, key=lambda r: -num(r, samples))[:8]:
        top = sorted(((num(r, ix[h]), h[6:]) for h in reasons), reverse=True)[:2]
        print(f"    {r[0][-5:]} {100 * num(r, samples) / total:5.1f} % x{num(r, executed):<7d} {r[1].strip()[:48]:48s} "
              + ", ".join(f"{n} {k}" for k, n in top))
    runs = collections.Counter(num(r, executed) for r in data)
    print("  executions x instructions (the largest shares):")
    for count, n in sorted(runs.items(), key=lambda x: -x[0] * x[1])[:4]:
        print(f"    {count:8d} x {n:4d}")


for p in sys.argv[1:]:
    summarise(p)
