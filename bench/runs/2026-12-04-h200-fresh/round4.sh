#!/bin/bash
# Round 4 (run in the session after rounds 1 to 3). The
# committed tree (the uneven 32-part rule within two CTAs an SM): `check
# --quick`, `check --kernels auto`; 12 named uniform batches for the lead
# that became short_pair in src/plan.c (sequences of 129 to 255 tokens, under
# two 128-token parts, whose grid of whole sequences fills half to one wave of
# SMs at up to 4 heads a CTA: the tree cut 2 parts, the lead kept them whole),
# timed whole and in 2 and 3 parts, none of them read from; 80 drawn fp16/bf16
# steps of seeds no round has drawn (164 to 167).
set -u
nvidia-smi --query-gpu=name,serial --format=csv,noheader > "$OUT/gpu.txt"
mkdir -p "$OUT/round4"
export LUA_PATH="$PWD/build/lua/?.lua;;"
timeout 150 build/pabench check --quick > "$OUT/round4/check_quick.txt" 2>&1
echo "check --quick: exit $? after $SECONDS s, $(grep -E 'kernel runs over' "$OUT/round4/check_quick.txt" | tail -1)"
. bench/auto_steps.sh
steps_begin round4_auto 320
steps_check
steps_named w_32_8a 1,2,3 --configs 12x150,16x176,14x140 --heads 32 --kv_heads 8
steps_named w_16_8 1,2,3 --configs 12x160,16x130 --heads 16 --kv_heads 8
steps_named w_8_8 1,2,3 --configs 10x150,16x176 --heads 8 --kv_heads 8
steps_named w_24_8 1,2,3 --configs 12x140 --heads 24 --kv_heads 8
steps_named w_8_4 1,2,3 --configs 20x150 --heads 8 --kv_heads 4
steps_named w_4_4bf 1,2,3 --configs 24x160 --heads 4 --kv_heads 4 --dtype bf16
steps_named w_2_1 1,2,3 --configs 100x150 --heads 2 --kv_heads 1
steps_named w_16_4b1 1,2,3 --configs 30x150 --heads 16 --kv_heads 4 --block_size 1
for s in 164 165 166 167; do steps_drawn $s; done
steps_end
