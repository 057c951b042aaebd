#!/bin/bash
# Rounds 5 and 6 in one call (a machine goes back 30 s after a call): round 5
# with the three builds, then round 6 with the tree's build (pabench_c; the
# counts are given) on the time the call has left.
set -u
began=$SECONDS
bash bench/runs/2026-12-07-h200-groups/round5.sh
left=$((450 - (SECONDS - began)))
[ "$left" -lt 60 ] && left=60
echo "round 6 budget: $left s"
STEPS_BIN=build/pabench_c ROUND6_BUDGET=$left bash bench/runs/2026-12-07-h200-groups/round6.sh
echo "rounds 5 and 6: $((SECONDS - began)) s"
