#!/usr/bin/env python3
"""Round 4's reading. For the steps grouped_packs moves (m*, and mb* of over
528 one-head CTAs): `auto` with this build against `auto` with the build
before it (ref_*), each in its own call, and in this build's own rows the
grouped launch `auto` now takes against the one-head launch it took before
(paged or split_kv unsplit, timed beside it). For the x* steps, which other
rules run a CTA a head: the packed grouped launch's time over `auto`'s.
Round 6's b set (the one-head bound's moves) reads as the m set does.
  python3 bench/runs/2026-12-06-h200-pack/read_round4.py DIR [PREFIX ...]
DIR: round4/pack_round4 as unpacked from pack_round4.tar.gz (PREFIX: m mb,
then the x set), or round6/pack_round6 (PREFIX: b)."""
import glob
import gzip
import json
import math
import re
import sys


def load(path):
    doc = json.load(gzip.open(path))
    rows = {r["kernel"]: r for r in doc["detail"]}
    return doc["rows"][0]["step"], rows


def gmean(xs):
    return math.exp(sum(map(math.log, xs)) / len(xs))


def number(path):
    return int(re.search(r"/[a-z_]*?(\d+)_", path).group(1))


def moved(folder, prefix):
    files = sorted(glob.glob("%s/%s_%s[0-9]*.json.gz" % (folder, prefix, prefix)), key=number)
    if not files:
        return
    pairs, rows_out = [], []
    for f in files:
        step, new = load(f)
        _, ref = load(f.replace("/%s_" % prefix, "/ref_", 1))
        one_head = ref["auto"]["launch"]
        same_row = new.get("paged" if one_head.startswith("paged") else "split_kv/1",
                           new.get("split_kv"))["us"]
        pairs.append((new["auto"]["us"] / ref["auto"]["us"], new["auto"]["us"] / same_row))
        rows_out.append("  %-34s %-30s auto %6.2f  before %6.2f %-22s %.3f  (in this call's rows %.2f: %.3f)" % (
            f.rsplit("/", 1)[1][:-8], step, new["auto"]["us"], ref["auto"]["us"], one_head, pairs[-1][0],
            same_row, pairs[-1][1]))
    calls = [p[0] for p in pairs]
    rows = [p[1] for p in pairs]
    print("%s: %d steps; auto over auto before %.3f (%.2f-%.2f; faster by over 2 %% on %d, slower on %d); "
          "grouped over the one-head launch in the same rows %.3f (%.2f-%.2f; slower by over 2 %% on %d)"
          % (prefix, len(pairs), gmean(calls), min(calls), max(calls), sum(r < 0.98 for r in calls),
             sum(r > 1.02 for r in calls), gmean(rows), min(rows), max(rows), sum(r > 1.02 for r in rows)))
    print("\n".join(rows_out))


def others(folder):
    files = sorted(glob.glob("%s/x[0-9]*.json.gz" % folder), key=number)
    if not files:
        return
    ratios, out = [], []
    for f in files:
        step, rows = load(f)
        grouped = rows.get("gqa/1", rows.get("gqa"))["us"]
        ratios.append(grouped / rows["auto"]["us"])
        out.append("  %-34s %-30s auto %6.2f %-30s gqa/1 %6.2f  %.3f  (%s)" % (
            f.rsplit("/", 1)[1][:-8], step, rows["auto"]["us"], rows["auto"]["launch"], grouped, ratios[-1],
            rows["auto"].get("rules", "")))
    print("x: %d steps, grouped over auto %.3f; grouped faster by over 2 %% on %d, slower on %d"
          % (len(ratios), gmean(ratios), sum(r < 0.98 for r in ratios), sum(r > 1.02 for r in ratios)))
    print("\n".join(out))


if __name__ == "__main__":
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    for prefix in sys.argv[2:] or ["m", "mb"]:
        moved(sys.argv[1], prefix)
    if len(sys.argv) == 2:
        others(sys.argv[1])
