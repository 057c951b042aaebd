#!/bin/bash
# Round 3 (the tree of round 2): group 16 at head_dim 256 with more warps an
# SM, `bench/explore.lua widewarps` twice: six and seven warps of two slots and
# three of four against `auto`'s four of two, and at head_dim 128 six warps of
# four slots against eight of two.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
O=$OUT/round3
mkdir -p "$O"
start=$SECONDS
for pass in 1 2; do
  timeout 200 build/pabench bench/explore.lua widewarps > "$O/explore_pass$pass.txt" 2>&1
  echo "explore pass $pass: exit $? after $((SECONDS - start)) s"
done
for f in "$O"/explore_*.txt; do echo "== $(basename $f)"; grep -E "^[A-Z]|layer|threads" "$f" | cut -c1-150; done
