#!/bin/bash
# Call 2 (round 2 and the CPU's cores): carries build/pabench.gz (the tree) and
# build/pabench_patch.gz (the tree with merge_tier_uneven.patch applied), and
# build/lua. Round 2 (round2.sh) with the patched build; then cores.sh from the
# CPU auto round (the CPU planner's tasks a core, on this machine's 16 cores),
# with the tree's.
set -u
gunzip -c build/pabench_patch.gz > build/pabench_patch && chmod +x build/pabench_patch
nvidia-smi --query-gpu=name,serial,clocks.max.sm --format=csv,noheader
STEPS_BIN=build/pabench_patch bash bench/runs/2026-12-05-h200-recheck/round2.sh
mkdir -p "$OUT/cpu" && OUT=$OUT/cpu timeout 150 bash bench/runs/2026-12-05-cpu-auto/cores.sh
