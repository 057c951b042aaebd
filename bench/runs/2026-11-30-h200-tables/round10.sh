#!/bin/bash
# Round 10: bench/stream_probe.cu as committed, three sizes of one 1 GB step,
# with the machine's read bandwidth before and after.
set -u
OUT=${OUT:-gpu-out}
export LUA_PATH="$PWD/build/lua/?.lua;;"
bw() { build/pabench -e 'print(string.format("read bandwidth %.1f GB/s", pa.read_bandwidth()))'; }
{ nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem --format=csv; bw; } > "$OUT/r10_device.txt" 2>&1
for c in "65536 4" "131072 2" "262144 1"; do
  build/stream_probe $c 8 > "$OUT/r10_stream_probe_${c% *}.txt" 2>&1
done
bw >> "$OUT/r10_device.txt" 2>&1
cat "$OUT/r10_device.txt"; grep -E '^(head|token|pair|sm) |pass [06]|fitted shares:|WARNING' "$OUT"/r10_stream_probe_*.txt
