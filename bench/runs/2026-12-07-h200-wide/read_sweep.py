#!/usr/bin/env python3
"""A sweep round's records: each step's tree `auto` launch and time, then
every launch of gqa and split_kv the sweep timed at 16 parts and more.
read_sweep.py DIR [PREFIX] (DIR: the unpacked folder; PREFIX: r or h)"""
import os, re, sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "2026-12-06-h200-halfwide"))
from records import records, swept_times  # noqa: E402


def number(doc):
    m = re.match(r"([a-z]+)(\d+)_", os.path.basename(doc["options"]["json"]))
    return m.group(1), int(m.group(2))


for doc in sorted(records(sys.argv[1], sys.argv[2] if len(sys.argv) > 2 else ""), key=number):
    row, t = doc["rows"][0], swept_times(doc)
    name = os.path.basename(doc["options"]["json"])[: -len(".json")]
    print(name, row["step"], "auto", row["auto"], row["auto_us"])
    for kernel in ("gqa", "split_kv"):
        swept = sorted((s, us) for (k, s), us in t.items() if k == kernel and s >= 16)
        print("   ", kernel, " ".join(f"{s}:{us:.2f}" for s, us in swept))
