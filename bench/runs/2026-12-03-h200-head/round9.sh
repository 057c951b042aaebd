#!/bin/bash
# Round 9 (the paired build of round 8): `check --kernels auto`; group 16 at
# head_dim 256 where the planner's counts moved with one CTA a kv head (the
# merge's step of 32 against one wave's count; 104 and 56 CTAs; an uneven
# batch), and one wave's count at head_dim 128 beside it; then the suite,
# held against round 1's (bench/gpu_round.sh peak, no Triton).
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
. bench/auto_steps.sh
steps_begin round9 200
steps_check
D="--head_dim 256"
steps_named w_g16kv1_3x261617 32,40,44,48 --configs 3x261617 --heads 16 --kv_heads 1 --block_size 256 $D
steps_named w_g16kv1_3x100000 24,32,44 --configs 3x100000 --heads 16 --kv_heads 1 $D
steps_named w_g16kv1_d128_3x262144 32,44 --configs 3x262144 --heads 16 --kv_heads 1
steps_named w_g16_13x4096 1,2 --configs 13x4096 --heads 128 --kv_heads 8 $D
steps_named w_g16_7x4096 1,2,4 --configs 7x4096 --heads 128 --kv_heads 8 $D
steps_named w_g16kv1_uneven 128,160 --configs 1x520000+1x200000+1x65000 --heads 16 --kv_heads 1 $D
steps_end
PEAK_BASE=bench/runs/2026-12-03-h200-head/round1_suite/peak.json.gz timeout 300 bash bench/gpu_round.sh peak 2>&1 | tail -n 8
