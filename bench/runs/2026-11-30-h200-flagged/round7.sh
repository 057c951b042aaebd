# Round 7: the 16.8 MB misses at 2-4 splits and 2-8 warps with the flagged merge (flagged_probe.lua).
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem --format=csv > $OUT/device7.txt 2>&1
timeout 300 build/pabench bench/runs/2026-11-30-h200-flagged/flagged_probe.lua > $OUT/flagged_probe.txt 2>&1; echo "probe rc $?"
cat $OUT/flagged_probe.txt
