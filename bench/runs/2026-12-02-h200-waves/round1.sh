#!/bin/bash
# Round 1: named steps at two gaps the 355 drawn steps of the planner and
# verify rounds show in `auto` (fit_half.lua over them: 49 over 5 %).
# (a) a uniform grid of several waves of whole sequences of 257 to 384 tokens
#     at head_dim 128, one CTA an SM: 3 parts won on every drawn one (bf16 32/8
#     109 x 261, 37.3 us against 45.2 whole; 16/16 31 x 271, 21.6 against 26.2;
#     32/4 251 x 295, 52.8 against 57.9; 32/8 42 x 338, 19.2 against 20.2);
# (b) long sequences in a grid of 33 to 100 CTAs, which the one-wave count
#     leaves partly idle (group 16, 6 x 43894 in 2 parts, 96 CTAs: 277.8 us
#     against 247.8 in 5), at every group.
# Every launch at the split counts named; the checked-out tree's planner.
set -u
B=build/pabench
export LUA_PATH="$PWD/build/lua/?.lua;;"
O=${OUT:-out}
R=$O/round1
mkdir -p "$R"
start=$SECONDS
elapsed() { echo "$((SECONDS - start)) s"; }
run() { # name, splits, args...
  local name=$1 s=$2; shift 2
  if [ $((SECONDS - start)) -gt 500 ]; then echo "$name: skipped at $(elapsed)"; return; fi
  timeout 90 $B scenarios/auto.lua --quiet --splits "$s" --json "$R/$name.json" "$@" > "$R/$name.txt" 2>&1
  echo "$name: exit $? after $(elapsed)"
}
A=1,2,3,4,5,6
run a_g4 $A --configs 34x264,40x272,80x300,60x360,100x384,60x420,40x480 --heads 32 --kv_heads 8
run a_g1 $A --configs 40x300,100x280,24x320 --heads 8 --kv_heads 8
run a_g8 $A --configs 40x300,80x350 --heads 64 --kv_heads 8
run a_g2_bf16 $A --configs 60x320,80x290 --heads 16 --kv_heads 8 --dtype bf16
run a_g4_low $A --configs 20x300,30x320 --heads 32 --kv_heads 8
run a_d256_d64 $A --configs 60x300 --heads 32 --kv_heads 8 --head_dim 256
run a_d64 $A --configs 60x300 --heads 32 --kv_heads 8 --head_dim 64
W=1,2,3,4,5,6,8,10,12,16
run b_g16 $W --configs 6x8192,5x12000,7x8192,9x6000 --heads 128 --kv_heads 8
run b_g8 $W --configs 6x8192,9x6000,12x4096 --heads 64 --kv_heads 8
run b_g4 $W --configs 6x8192,9x6000,12x4096,5x12000 --heads 32 --kv_heads 8
run b_g1 $W --configs 6x8192,12x4096 --heads 8 --kv_heads 8
run b_d256 $W --configs 6x8192 --heads 32 --kv_heads 8 --head_dim 256
gzip "$R"/*.json
tar -czf "$O/round1.tar.gz" -C "$O" round1 && rm -rf "$R"
tar -xzf "$O/round1.tar.gz" -O --wildcards 'round1/[ab]_*.txt' | grep -E "^[0-9]+ " | cut -c1-200
