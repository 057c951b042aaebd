#!/usr/bin/env python3
"""A sweep round's records: each step's tree `auto` launch and time, then
every launch of gqa and split_kv at 16 parts and more, best of its samples.
read_sweep.py DIR [PREFIX] (DIR: the unpacked folder; PREFIX: r or h)"""
import json, gzip, glob, re, sys, os
d = sys.argv[1]; pre = sys.argv[2] if len(sys.argv) > 2 else ""
def load(f):
    j = json.load(gzip.open(f))
    t = {}
    for r in j["detail"]:
        if r.get("correct") != "yes": continue
        k = (r["kernel"].split("/")[0], r["splits"])
        t[k] = min(t.get(k, 1e9), r["us"])
    auto = j["rows"][0]
    return j, t, auto
for f in sorted(glob.glob(f"{d}/{pre}*.json.gz"), key=lambda f: (os.path.basename(f)[0], int(re.match(r"[a-z]+(\d+)", os.path.basename(f)).group(1)))):
    j, t, auto = load(f)
    name = os.path.basename(f)[:-8]
    print(name, auto.get("step"), "auto", auto.get("auto_launch") or auto.get("auto"), auto.get("auto_us"))
    for kern in ("gqa", "split_kv"):
        row = sorted((s, u) for (k, s), u in t.items() if k == kern and s >= 16)
        print("   ", kern, " ".join(f"{s}:{u:.2f}" for s, u in row))
