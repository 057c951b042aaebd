#!/usr/bin/env bash
# Call 1: the quick check with the probe's rule on, then three alternating passes.
set -u
cd "$(git rev-parse --show-toplevel)"
D=bench/runs/2026-12-02-h200-front7
export LUA_PATH="$PWD/build/lua/?.lua;;"
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.max.sm --format=csv > "$OUT/device.txt" 2>&1
PA_PROBE_FRONT_ANY_GRID=1 build/pabench check --quick --kernels gqa,split_kv,auto > "$OUT/check_on.txt" 2>&1
echo "check (rule lifted): $(tail -1 "$OUT/check_on.txt")"
for p in 1 2 3; do
  build/pabench $D/probe.lua off >> "$OUT/probe.txt" 2>&1
  PA_PROBE_FRONT_ANY_GRID=1 build/pabench $D/probe.lua on >> "$OUT/probe.txt" 2>&1
done
grep -E "err [0-9.e+-]+$" "$OUT/probe.txt" | awk '{e=$NF; if (e+0 > 2e-3) print "LARGE ERROR:", $0}'
# one line per (config, launch, build): the passes' range
grep " us " "$OUT/probe.txt" | awk '{
  tag=$1; n=NF; us=$(n-5); key="";
  for (i=2;i<=n-6;i++) key=key" "$i; k=tag key;
  if (!(k in lo) || us<lo[k]) lo[k]=us; if (!(k in hi) || us>hi[k]) hi[k]=us; if (!(k in seen)) {order[++m]=k; seen[k]=1}
} END { for (i=1;i<=m;i++) printf "%-80s %7.2f-%-7.2f\n", order[i], lo[order[i]], hi[order[i]] }' | sort -k2,2 -k1,1 -s | tee "$OUT/summary.txt"
