#!/bin/bash
# Round 6: on one machine, the read alone (stream_probe; table_probe when run) and the tree's decode
# kernel (bench/ab.lua, auto) over the same tables, and the read bandwidth.
set -u
OUT=${OUT:-gpu-out}
export LUA_PATH="$PWD/build/lua/?.lua;;"
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem,temperature.gpu --format=csv > "$OUT/r6_device.txt"
P='long 1x65536,1x65536 b1,long 1x131072,gqa16 1x65536,gqa8 1x65536'
for i in 1 2; do
  build/stream_probe 65536 4 8 >> "$OUT/r6_table_probe_65536.txt" 2>&1
  build/stream_probe 131072 2 8 >> "$OUT/r6_table_probe_131072.txt" 2>&1
  timeout 250 build/pabench bench/ab.lua tree "$P" >> "$OUT/r6_kernel.txt" 2>&1
done
grep -E 'read|^(head|token|pair)' "$OUT"/r6_table_probe_*.txt; sort -k2 -s "$OUT/r6_kernel.txt"
