#!/bin/bash
# Round 4: wide_parts_cap's 32 parts for a grid of up to four whole CTAs at
# head_dim 256 from parts of exactly 512 tokens, not only over them
# (`wide_parts_512.patch`): the fewheads round's 8/1 at 1 x 16384 ran 16.24
# us in 32 against 20.46 in 16, and that boundary is where a power-of-two
# context lands. Carries the candidate's build as build/pabench.gz (`auto`
# 32 on all; the tree takes 16 on all but 4/1 at 1 x 16384). Each named
# step at 16 and 32; none was timed before but the first; then `check
# --kernels auto`. On an H200 the fewheads round's 23 held-out steps
# before it (no H200 has run them); after it `check --random` and a seed no
# round had drawn, as the call's time allows.
set -u
start=$SECONDS
nvidia-smi --query-gpu=name,serial,clocks.max.sm --format=csv,noheader | tee "$OUT/gpu.txt"
if grep -q H200 "$OUT/gpu.txt"; then
  mkdir -p "$OUT/fewheads" && OUT=$OUT/fewheads bash bench/runs/2026-12-05-h200-fewheads/round5.sh
  echo "fewheads round5: done after $((SECONDS - start)) s"
fi
. bench/auto_steps.sh
steps_begin landed_round4 $((400 - (SECONDS - start)))
o="--head_dim 256"
steps_named w_8_1 16,32 --configs 1x16384 --heads 8 --kv_heads 1 $o
steps_named w_16_1 16,32 --configs 1x16384 --heads 16 --kv_heads 1 $o
steps_named w_4_1 16,32 --configs 1x16384 --heads 4 --kv_heads 1 $o
steps_named w_32_2 16,32 --configs 1x16384 --heads 32 --kv_heads 2 $o
steps_named w_8_2 16,32 --configs 1x16384 --heads 8 --kv_heads 2 --dtype bf16 $o
steps_named w_16_4 16,32 --configs 1x16384 --heads 16 --kv_heads 4 $o
steps_named w_32_4 16,32 --configs 1x16384 --heads 32 --kv_heads 4 $o
steps_named w_64_4 16,32 --configs 1x16384 --heads 64 --kv_heads 4 --dtype bf16 $o
steps_named w_2_2_b2 16,32 --configs 2x16384 --heads 2 --kv_heads 2 $o
steps_named w_1_1_b4 16,32 --configs 4x16384 --heads 1 --kv_heads 1 $o
steps_named w_8_1_b2 16,32 --configs 2x16384 --heads 8 --kv_heads 1 $o
steps_check
timeout 100 build/pabench check --random 200 --seed 20261214 > "$OUT/check_random.txt" 2>&1
echo "check --random: exit $? after $((SECONDS - start)) s; $(grep 'kernel runs over' "$OUT/check_random.txt")"
steps_drawn 198
steps_end
