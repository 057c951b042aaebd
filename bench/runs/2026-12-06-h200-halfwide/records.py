"""The round's auto.lua records (gzipped JSON, one step each) and the times
of the launches each one timed, for read_wide.py and read_onehead.py (and
later rounds' readers)."""
import glob, gzip, json, os, re

_LAUNCH = re.compile(r"(\w+)\(chunk=\d+, splits=(\d+)")


def records(d, prefix):
    """each record in DIR whose file name starts with PREFIX, in name order"""
    for f in sorted(glob.glob(os.path.join(d, prefix + "*.json.gz"))):
        yield json.load(gzip.open(f))


def launch(text):
    """(kernel, split count) of a launch as the rows write it; None for one
    with no count (paged)"""
    m = _LAUNCH.match(text)
    return (m.group(1), int(m.group(2))) if m else None


def launch_times(doc):
    """each (kernel, split count) the record timed: its fastest time"""
    t = {}
    for r in doc["detail"]:
        k = launch(r["launch"])
        if k and isinstance(r.get("us"), (int, float)):
            t[k] = min(t.get(k, 1e9), r["us"])
    return t


def swept_times(doc):
    """each (kernel, split count) of the record's --splits sweep (rows named
    KERNEL/COUNT): its time, each count timed once. The kernels' default
    launches and auto's time a planned count again; a comparison of two
    counts of which one is planned leaves them out."""
    t = {}
    for r in doc["detail"]:
        k = launch(r["launch"])
        if k and "/" in r.get("kernel", "") and isinstance(r.get("us"), (int, float)):
            t[k] = min(t.get(k, 1e9), r["us"])
    return t
