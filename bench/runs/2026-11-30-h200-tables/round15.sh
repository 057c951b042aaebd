#!/bin/bash
# Round 15: the stream alone with its layers launched plainly (PDL 0) or as
# programmatic dependents (1), as the decode kernels' are: what a layer
# boundary costs when the next layer's ring is copied before the wait.
set -u
OUT=${OUT:-gpu-out}
export LUA_PATH="$PWD/build/lua/?.lua;;"
build/pabench -e 'print(string.format("read bandwidth %.1f GB/s", pa.read_bandwidth()))' > "$OUT/r15_device.txt" 2>&1
for c in "4096 60" "16384 16" "65536 4" "262144 1"; do
  for p in 0 1; do
    build/stream_probe $c 4 0 0 $p > "$OUT/r15_${c% *}_pdl$p.txt" 2>&1
  done
done
cat "$OUT/r15_device.txt"; grep -E 'a layer|^head  b16 (contiguous|shuffled)|^head  b1  shuffled' "$OUT"/r15_*.txt
