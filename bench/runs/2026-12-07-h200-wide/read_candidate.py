#!/usr/bin/env python3
"""A candidate read against a sweep: PLANS (plans.lua's output with the
candidate's build) gives each step's launch; where it differs from the
tree's `auto` in the record and the sweep timed it, the two times and their
ratio, then the geometric mean; launches the sweep did not time are listed.
read_candidate.py DIR PLANS PREFIX"""
import json, gzip, re, sys, math
d, plans, pre = sys.argv[1], sys.argv[2], sys.argv[3]
cand = dict(l.split("\t") for l in open(plans).read().splitlines())
logs=[]; n=0; faster=slower=0; missing=[]
for name, launch in cand.items():
    if not name.startswith(pre): continue
    j = json.load(gzip.open(f"{d}/{name}.json.gz"))
    t = {}
    for r in j["detail"]:
        if r.get("correct") == "yes":
            k = (r["kernel"].split("/")[0], r["splits"]); t[k] = min(t.get(k, 1e9), r["us"])
    auto = j["rows"][0]
    m = re.match(r"(\w+)\(chunk=\d+(?:, splits=(\d+))?\)", launch)
    kern, s = m.group(1), int(m.group(2) or 1)
    tree_us = auto["auto_us"]
    if auto["auto"] == launch.strip():
        c = tree_us; tag = "same"
    elif (kern, s) in t:
        c = t[(kern, s)]; tag = "moved"
    else:
        missing.append((name, auto["auto"], launch)); continue
    if tag == "moved":
        r = c / tree_us; logs.append(math.log(r)); n += 1
        faster += r < 0.98; slower += r > 1.02
        print(f"{name:22s} {auto['step']:36s} {auto['auto']:28s} {tree_us:7.2f} -> {launch:28s} {c:7.2f}  {r:.3f}  best {auto['best_us']:.2f} {auto['best']}")
print(f"moved {n}: geo {math.exp(sum(logs)/n) if n else 0:.3f}, faster>2% {faster}, slower>2% {slower}")
for m in missing: print("not swept:", *m)
