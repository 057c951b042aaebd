#!/bin/bash
# Round 4: the fp32 rule on steps no fitting saw (seed 21), the new build alone
# (two builds are more than a call carries; the old rule's choices are read
# off this run's every-launch rows, offline).
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
R=${OUT:-out}/round4
mkdir -p "$R"
start=$SECONDS
A="scenarios/auto.lua --quiet --dtypes fp32 --shapes 16 --seed 21 --max_mb 200 --splits 1,2,4,8,16,32,64"
timeout 230 build/pabench $A --json "$R/new.json" > "$R/new.txt" 2>&1; echo "new: exit $? after $((SECONDS - start)) s"
tar -czf "${OUT:-out}/round4.tar.gz" -C "${OUT:-out}" round4 && rm -rf "$R"
tar -xzf "${OUT:-out}/round4.tar.gz" -O --wildcards '*.txt' | grep -E "within|rror" | cut -c1-220
