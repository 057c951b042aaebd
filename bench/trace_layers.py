#!/usr/bin/env python3
"""Summarise the CTA timelines of bench/trace_probe.lua, one block per timed step.

Times are microseconds from each layer's release (the first return of its
dependency wait), over the layers of the step but the first two and the last
(a step of four layers or fewer: all but the first). A lone launch (a step of
one) is timed from its first CTA's start instead.
  period    the layer's last CTA end minus the previous layer's (what a layer costs)
  release   from the previous layer's last end to this layer's release
  start, wait, query, landed, scores, weights, loop, warps, shared, end:
            each CTA's stamps (warp 0): started, wait returned, queries in
            registers, its first step's bytes in shared memory (landed), that
            step's scores and softmax weights in registers, own steps done (loop),
            every warp's steps done (warps), every warp's state in shared
            memory (shared), the merge count's answer back (counted: counted
            merges only), left;
            quantiles p10 / p50 / p90 / max over the CTAs that reached them
  last CTA  the stamps of each layer's last CTA to leave (medians over layers)
  stages    each CTA's time from one stamp to the next, p10 / p50 / p90, over
            the CTAs that started at least 3 us before their release (their
            ring copied long before: what remains is the CTA's own chain) and
            over the rest
"""
import statistics as st
import sys

STAMPS = ('start', 'wait', 'query', 'landed', 'scores', 'weights', 'loop', 'warps', 'shared', 'counted', 'end')


def blocks(path):
    label, rows = None, []
    with open(path) as f:
        for line in f:
            if line.startswith('#'):
                if rows:
                    yield label, rows
                label, rows = line[1:].strip(), []
            elif line.startswith('launch') or not line.strip():
                continue
            else:
                rows.append([int(x) for x in line.split(',')])
    if rows:
        yield label, rows


def q(v, p):
    v = sorted(v)
    return v[min(len(v) - 1, int(p * len(v)))]


def table(since, rel, last):
    print(f"  {'from ' + since + ':':<23}p10     p50     p90     max   | last CTA")
    for s in STAMPS:
        v = rel[s]
        lv = f"{st.median(last[s]):+7.2f}" if last[s] else "      -"
        if v:
            print(f"    {s:<8}        {q(v, .1):+7.2f} {q(v, .5):+7.2f} {q(v, .9):+7.2f} {max(v):+7.2f}   | {lv}")


def lone(label, rs):
    """One launch: every stamp from its first CTA's start."""
    R = min(r[4] for r in rs)
    rel = {s: [(r[4 + i] - R) / 1e3 for r in rs if r[4 + i]] for i, s in enumerate(STAMPS)}
    lr = max(rs, key=lambda r: r[-1])
    last = {s: [(lr[4 + i] - R) / 1e3] if lr[4 + i] else [] for i, s in enumerate(STAMPS)}
    print(label)
    print(f"  one launch of {len(rs)} CTAs; its last CTA ends {(lr[-1] - R) / 1e3:.2f} us after its first starts")
    table("the first start", rel, last)


def summarise(label, rows):
    by = {}
    for r in rows:
        by.setdefault(r[0], []).append(r)
    n = len(by)
    if n < 2:
        lone(label, next(iter(by.values())))
        return
    last_end = {l: max(r[-1] for r in by[l]) for l in by}
    rel = {s: [] for s in STAMPS}
    last = {s: [] for s in STAMPS}
    period, release = [], []
    hows = {}
    early, late = [], []
    # the first layers start cold and the last has no successor; short steps keep all but the first
    first, stop = (2, n - 1) if n >= 5 else (1, n)
    for l in range(first, stop):
        rs = by[l]
        R = min(r[5] for r in rs if r[5])
        period.append(last_end[l] - last_end[l - 1])
        release.append(R - last_end[l - 1])
        for r in rs:
            (early if r[4] and R - r[4] >= 3000 else late).append(r)
            hows[r[3]] = hows.get(r[3], 0) + 1
            for i, s in enumerate(STAMPS):
                if r[4 + i]:
                    rel[s].append((r[4 + i] - R) / 1e3)
        lr = max(rs, key=lambda r: r[-1])
        for i, s in enumerate(STAMPS):
            if lr[4 + i]:
                last[s].append((lr[4 + i] - R) / 1e3)
    names = {0: 'empty', 1: 'direct', 2: 'partial', 3: 'merged', 4: 'cluster'}
    layers = stop - first
    print(label)
    print(f"  {len(by[first])} CTAs a layer ({', '.join(f'{v // layers} {names.get(k, k)}' for k, v in sorted(hows.items()))})"
          f"; period {st.median(period) / 1e3:.2f} us, release {st.median(release) / 1e3:.2f} us after the "
          f"previous layer's last end")
    table("the release", rel, last)
    stages(early, late)


def stages(early, late):
    print(f"  stages, CTA by CTA:     started >= 3 us before the release (n {len(early)})   | the rest (n {len(late)})")
    for i in range(2, len(STAMPS) - 1):
        a, b = STAMPS[i], STAMPS[i + 1]
        cols = []
        for rs in (early, late):
            v = [(r[5 + i] - r[4 + i]) / 1e3 for r in rs if r[4 + i] and r[5 + i]]
            cols.append(f"{q(v, .1):5.2f} {q(v, .5):5.2f} {q(v, .9):5.2f}" if v else "    -     -     -")
        print(f"    {a + ' -> ' + b:<20}  {cols[0]:>40}   | {cols[1]}")


if __name__ == '__main__':
    if len(sys.argv) != 2:
        sys.exit("usage: trace_layers.py TRACE.csv")
    for label, rows in blocks(sys.argv[1]):
        summarise(label, rows)
