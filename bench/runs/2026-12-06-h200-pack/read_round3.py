#!/usr/bin/env python3
"""Round 3's reading: for each step of set A (o*, on*) and set B (h*, hn*),
the time of the launch `auto` took (a CTA a head, by one_head_ctas) against
gqa unsplit (the grouped kernel, packed), from the runs' JSON; by set, the
geometric means and how many steps each side won by over 2 %. Round 5's
g and gh sets read the same way, with the one-head CTAs of each step.
  python3 bench/runs/2026-12-06-h200-pack/read_round3.py DIR [PREFIX ...]
DIR: round3/pack_round3 as unpacked from pack_round3.tar.gz (PREFIX: o on h
hn), or round5/pack_round5 (PREFIX: g, then gh)."""
import glob
import gzip
import json
import math
import re
import sys


def times(path):
    doc = json.load(gzip.open(path))
    t = {r["kernel"]: r["us"] for r in doc["detail"]}
    launch = {r["kernel"]: r["launch"] for r in doc["detail"]}
    o = doc["options"]
    batch = sum(int(part.split("x")[0]) for part in o["configs"][0].split("+"))
    return doc["rows"][0]["step"], t, launch, batch * o["heads"]


def gmean(xs):
    return math.exp(sum(map(math.log, xs)) / len(xs))


def main(folder, prefixes):
    for prefix in prefixes:
        files = glob.glob("%s/%s[0-9]*.json.gz" % (folder, prefix))
        files.sort(key=lambda f: int(re.search(r"/[a-z]+(\d+)_", f).group(1)))
        if not files:
            continue
        rows = []
        for f in files:
            step, t, launch, ctas = times(f)
            grouped = t.get("gqa/1", t.get("gqa"))
            rows.append((f.rsplit("/", 1)[1][:-8], step, t["auto"], launch["auto"], grouped, ctas))
        ratios = [g / a for _, _, a, _, g, _ in rows]
        print("%s: %d steps, grouped/auto %.3f; grouped faster by over 2 %% on %d, slower on %d"
              % (prefix, len(rows), gmean(ratios), sum(r < 0.98 for r in ratios), sum(r > 1.02 for r in ratios)))
        for name, step, a, al, g, ctas in rows:
            print("  %-30s %-38s %5d a head  auto %7.2f %-28s gqa/1 %7.2f  %.3f" % (name, step, ctas, a, al, g, g / a))


if __name__ == "__main__":
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    main(sys.argv[1], sys.argv[2:] or ["o", "on", "h", "hn"])
