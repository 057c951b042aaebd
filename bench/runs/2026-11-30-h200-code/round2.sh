#!/bin/bash
# The review's GPU check: the conformance matrix and every scenario on the tree
# with the collector-paced pools, then peak's chart data from two parts.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
SCENARIO_ARGS=--quick bench/gpu_round.sh check scenarios
build/pabench scenarios/peak.lua --suite seed000,gqa --quiet --json $OUT/peak_part.json > $OUT/peak_part.txt 2>&1
echo "peak part: exit $?"; tail -n 22 $OUT/peak_part.txt
