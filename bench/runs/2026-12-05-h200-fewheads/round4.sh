#!/bin/bash
# Round 4: wide_parts_cap's 32 parts at head_dim 256 for grids of up to four
# whole CTAs (two before), read from the records packed in the rounds'
# archives (bench/plan_moves.lua now reads them): named steps none of it was
# read from, three and four CTAs, group 8 among them (the one such record
# where 16 beat 32), at 16, the count before and 32, with the tree's build;
# then `check --kernels auto`.
set -u
start=$SECONDS
nvidia-smi --query-gpu=name,serial --format=csv,noheader > "$OUT/gpu.txt"
. bench/auto_steps.sh
steps_begin fewheads_round4 $((300 - (SECONDS - start)))
o="--head_dim 256"
steps_named v_8_2_2x20000 16,20,32 --configs 2x20000 --heads 8 --kv_heads 2 --dtype bf16 $o
steps_named v_32_4_1x18000 16,18,32 --configs 1x18000 --heads 32 --kv_heads 4 $o
steps_named v_4_1_4x17000 16,17,32 --configs 4x17000 --heads 4 --kv_heads 1 $o
steps_named v_2_1_3x22000 16,22,32 --configs 3x22000 --heads 2 --kv_heads 1 $o
steps_named v_16_4_1x25000 16,25,32 --configs 1x25000 --heads 16 --kv_heads 4 $o
steps_named v_16_2_2x19000 16,19,32 --configs 2x19000 --heads 16 --kv_heads 2 $o
steps_named v_12_3_1x30000 16,30,32 --configs 1x30000 --heads 12 --kv_heads 3 --dtype bf16 $o
steps_named v_1_1_4x24000 16,24,32 --configs 4x24000 --heads 1 --kv_heads 1 $o
steps_named v_4_2_2x17500 16,18,32 --configs 2x17500 --heads 4 --kv_heads 2 --allocator fragmented $o
steps_check
steps_end
