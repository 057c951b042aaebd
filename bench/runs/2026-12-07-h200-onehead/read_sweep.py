#!/usr/bin/env python3
"""A round's sweep (every launch of split_kv and gqa at 1 to 16 parts), read
against a rule as it was fixed: each step the rule reaches, a CTA a head at
the rule's count (the nearest count swept where it was not) over the tree's
launch, from `bench/plan_moves.lua curves " D128 " DIR` output written by the
build the round ran (its "this build" is the tree's launch: cdf0e6e for round
1, 7c907db for round 4), with DIR holding one draw's records (r* or h*).
  read_sweep.py CURVES.txt round1   the first form: up to 32 heads, 1536 tokens,
                                    the count rounded down to a power of two
  read_sweep.py CURVES.txt round4   group 16 over three or four rows, up to 66
                                    heads and 300 one-head tokens an SM"""
import math, re, sys

SMS = 132


def load(path):
    blocks, cur = [], None
    for line in open(path):
        if not line.startswith(" "):
            m = re.match(r"(\S+)\s+(.*)$", line.rstrip())
            if m:
                cur = dict(step=m.group(2), curves={})
                blocks.append(cur)
        elif cur:
            text = line.strip()
            if text.startswith("this build"):
                cur["this"] = text
            m = re.match(r"(\w+)\(chunk=\d+\)\s+(.*)", text)
            if m:
                cur["curves"][m.group(1)] = {int(a): float(b) for a, b in (x.split(":") for x in m.group(2).split())}
    rows = []
    for b in blocks:
        h, kv, n, length = map(int, re.match(r"\w+ D128 (\d+)/(\d+) bs\d+ \w+ (\d+)x(\d+)$", b["step"]).groups())
        m = re.search(r"this build: (\w+)\(chunk=\d+(?:, splits=(\d+))?.*?\) ([\d.]+) us", b["this"])
        rows.append(dict(step=b["step"], group=h // kv, heads=n * h, rows=n * kv, length=length, kind=m.group(1),
                         splits=int(m.group(2) or 1), us=float(m.group(3)), one_head=b["curves"]["split_kv"]))
    return rows


def half_rounds(r):
    return max(2, min(16, math.ceil(r["length"] / 128), 2 * SMS // r["heads"]))


def pow2_floor(x):
    p = 1
    while 2 * p <= x:
        p *= 2
    return p


RULES = {
    "round1": (lambda r: r["group"] >= 8 and r["heads"] <= 32 and r["length"] <= 1536,
               lambda r: pow2_floor(half_rounds(r))),
    "round4": (lambda r: r["group"] >= 16 and 3 <= r["rows"] <= 4 and 2 * r["heads"] <= SMS and
               r["heads"] * r["length"] <= 300 * SMS, half_rounds),
}
reaches, count = RULES[sys.argv[2]]
out = []
for r in load(sys.argv[1]):
    if r["kind"] == "gqa" and r["splits"] > 1 and reaches(r):
        c = count(r)
        t = r["one_head"][min(r["one_head"], key=lambda k: (abs(k - c), k))]
        out.append((t / r["us"], r["step"], c, r["us"], t))
for ratio, step, c, before, after in sorted(out):
    print(f"{ratio:.3f}  {step:38s} {before:6.2f} grouped -> {after:6.2f} a head in {c}")
g = math.exp(sum(math.log(x[0]) for x in out) / len(out))
print(f"{len(out)} steps: {g:.3f} of the tree's time; faster by over 2 % {sum(x[0] < 0.98 for x in out)}, "
      f"slower {sum(x[0] > 1.02 for x in out)}")
