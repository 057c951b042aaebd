#!/bin/bash
# Round 7: auto.lua --configs (named steps through the scenario itself) on f1d9963:
# head_dim 256 and 128 grids just over one CTA an SM, as round 6 timed them.
set -u
B=build/pabench
export LUA_PATH="$PWD/build/lua/?.lua;;"
R=${OUT:-out}
$B scenarios/auto.lua --quiet --configs 17x512,17x1024,20x2048 --head_dim 256 --splits 1,2,3,4 \
  --json "$R/configs_d256.json" > "$R/configs_d256.txt" 2>&1; echo "d256: exit $?"
$B scenarios/auto.lua --quiet --configs 20x4096,24x4608,45x8192 --splits 1,2,3,4 \
  --json "$R/configs_d128.json" > "$R/configs_d128.txt" 2>&1; echo "d128: exit $?"
$B scenarios/auto.lua --quiet --configs 2x64 --seed 3 > "$R/usage.txt" 2>&1; echo "usage: exit $?"
gzip "$R"/*.json
cat "$R"/configs_*.txt "$R/usage.txt"
