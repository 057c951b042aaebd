#!/bin/bash
# Round 5: `eight_heads_16.patch`, wide_parts_cap keeping 16 parts for
# groups 5 to 8 at head_dim 256 over three CTAs or more, where the tree cuts
# 17 to 32 (read from 32/4 at 1 x 16384 to 22000, 16/2 at 2 x 19000, 10/2
# at 2 x 26135 and 16/2 at 3 x 20000). Carries the candidate's build as
# build/pabench.gz. 13 named steps it moves, none of which was timed
# before, each at 16, 24, 32 and the tree's count where that is another;
# two it leaves (groups 4 and 16 over four CTAs) as controls. On an H200
# the fewheads round's 23 held-out steps first; then `check --kernels
# auto`, a seed no round had drawn and `check --random`, as time allows.
set -u
start=$SECONDS
. bench/auto_steps.sh
steps_gpu
steps_on_h200 fewheads bench/runs/2026-12-05-h200-fewheads/round5.sh
steps_begin landed_round5 $((420 - (SECONDS - start)))
o="--head_dim 256"
steps_named e_24_3 16,24,32 --configs 1x20000 --heads 24 --kv_heads 3 $o
steps_named e_8_1_b4 16,24,32 --configs 4x18000 --heads 8 --kv_heads 1 $o
steps_named e_8_1_b3 16,24,32 --configs 3x24000 --heads 8 --kv_heads 1 $o
steps_named e_20_4 16,24,32 --configs 1x26000 --heads 20 --kv_heads 4 --dtype bf16 $o
steps_named e_24_4 16,24,32 --configs 1x16384 --heads 24 --kv_heads 4 $o
steps_named e_28_4 16,24,32 --configs 1x30000 --heads 28 --kv_heads 4 $o
steps_named e_32_4 16,24,32 --configs 1x28000 --heads 32 --kv_heads 4 --dtype bf16 $o
steps_named e_16_2_b2 16,24,32 --configs 2x24000 --heads 16 --kv_heads 2 $o
steps_named e_12_2_b2 16,24,32 --configs 2x20000 --heads 12 --kv_heads 2 --allocator fragmented $o
steps_named e_16_2_b3 16,17,24,32 --configs 3x17000 --heads 16 --kv_heads 2 $o
steps_named e_40_5 16,20,24,32 --configs 1x20000 --heads 40 --kv_heads 5 $o
steps_named e_6_1_b4 16,24,32 --configs 4x20000 --heads 6 --kv_heads 1 $o
steps_named e_32_4_frag 16,24,32 --configs 1x20000 --heads 32 --kv_heads 4 --allocator fragmented $o
steps_named c_16_4 16,24,32 --configs 1x22000 --heads 16 --kv_heads 4 $o
steps_named c_64_4 16,24,32 --configs 1x24000 --heads 64 --kv_heads 4 $o
steps_check
steps_drawn 199
steps_end
timeout 100 build/pabench check --random 200 --seed 20261215 > "$OUT/check_random.txt" 2>&1
echo "check --random: exit $? after $((SECONDS - start)) s; $(grep 'kernel runs over' "$OUT/check_random.txt")"
