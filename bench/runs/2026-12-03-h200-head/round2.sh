#!/bin/bash
# Round 2: what limits the drawn steps' weakest rows of 256 MB and more, group
# 16 at head_dim 256 (60-71 % of the read; two CTAs of 8 heads a kv head, both
# reading its K/V). `bench/explore.lua widebig` (groups 4, 8 and 16 over the
# same bytes) on the tree and on a probe build (policy.patch) whose CTAs of
# such launches mark their K/V evict-normal (PA_PROBE_POLICY=1) or, but for a
# kv head's last head block, evict-last (2); then Nsight Compute's memory
# sections on groups 8 and 16 at head_dim 256.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
O=$OUT/round2
mkdir -p "$O"
start=$SECONDS
elapsed() { echo "$((SECONDS - start)) s"; }
gunzip -c build/pabench_probe.gz > build/pabench_probe && chmod +x build/pabench_probe
timeout 120 build/pabench bench/explore.lua widebig > "$O/explore_tree.txt" 2>&1
echo "explore tree: exit $? after $(elapsed)"
for pol in 1 2; do
  PA_PROBE_POLICY=$pol timeout 120 build/pabench_probe bench/explore.lua widebig > "$O/explore_policy$pol.txt" 2>&1
  echo "explore policy $pol: exit $? after $(elapsed)"
done
timeout 100 build/pabench bench/explore.lua widebig > "$O/explore_tree2.txt" 2>&1
echo "explore tree again: exit $? after $(elapsed)"
OUT=$O timeout 200 bash bench/ncu_round.sh "" "d256g8 d256g16" > "$O/ncu_round.txt" 2>&1
echo "ncu: exit $? after $(elapsed)"
for f in "$O"/explore_*.txt; do echo "== $(basename $f)"; grep -E "^[A-Z]|layer" "$f" | cut -c1-150; done
grep -E "DRAM Throughput|L2 Cache Throughput|L1/TEX Cache Throughput|Compute \(SM\) Throughput|L2 Hit Rate|Memory Throughput|Duration|Mem Busy|Max Bandwidth|Achieved Occupancy|Issued Warp|No Eligible|Registers Per" "$O"/ncu/*.details.txt 2>/dev/null | cut -c1-140 | head -60
