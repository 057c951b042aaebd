#!/bin/bash
# Round 5: rounds 3 and 4's named steps again, asked of an H200 (those
# rounds ran on H100s), with the tree's build; no check, no drawn steps.
set -u
start=$SECONDS
nvidia-smi --query-gpu=name,serial --format=csv,noheader > "$OUT/gpu.txt"
. bench/auto_steps.sh
steps_begin fewheads_round5 $((200 - (SECONDS - start)))
o="--head_dim 256"
steps_named u_2_1_a 16,24,32 --configs 1x10000+7x2000 --heads 2 --kv_heads 1
steps_named u_1_1_a 16,24,32 --configs 1x9000+2x6000 --heads 1 --kv_heads 1 --dtype bf16
steps_named u_8_8_a 16,24,31,32 --configs 1x7000+1x3000 --heads 8 --kv_heads 8 --allocator fragmented
steps_named u_4_4_a 16,24,32 --configs 1x11000+1x7000+1x1500 --heads 4 --kv_heads 4 --dtype bf16
steps_named u_8_4_a 16,24,27,32 --configs 1x14000+1x9000+1x2500 --heads 8 --kv_heads 4
steps_named u_8_4_loser 16,24,25,32 --configs 1x13137+1x8435+1x3013 --heads 8 --kv_heads 4 --dtype bf16
steps_named u_2_2_a 16,24,32 --configs 2x9000+4x3000 --heads 2 --kv_heads 2
steps_named w256_16_1_1x18000 16,18,32 --configs 1x18000 --heads 16 --kv_heads 1 --head_dim 256
steps_named w256_8_1_2x17000 16,17,32 --configs 2x17000 --heads 8 --kv_heads 1 --head_dim 256
steps_named w256_2_2_1x28000 16,28,32 --configs 1x28000 --heads 2 --kv_heads 2 --head_dim 256 --dtype bf16
steps_named w256_1_1_1x17000 16,17,32 --configs 1x17000 --heads 1 --kv_heads 1 --head_dim 256
steps_named w256_32_2_1x26000 16,26,32 --configs 1x26000 --heads 32 --kv_heads 2 --head_dim 256
steps_named w256_8_2_1x20000 16,20,32 --configs 1x20000 --heads 8 --kv_heads 2 --head_dim 256 --dtype bf16
steps_named w256_8_1_1x16500 16,17,32 --configs 1x16500 --heads 8 --kv_heads 1 --head_dim 256
steps_named v_8_2_2x20000 16,20,32 --configs 2x20000 --heads 8 --kv_heads 2 --dtype bf16 $o
steps_named v_32_4_1x18000 16,18,32 --configs 1x18000 --heads 32 --kv_heads 4 $o
steps_named v_4_1_4x17000 16,17,32 --configs 4x17000 --heads 4 --kv_heads 1 $o
steps_named v_2_1_3x22000 16,22,32 --configs 3x22000 --heads 2 --kv_heads 1 $o
steps_named v_16_4_1x25000 16,25,32 --configs 1x25000 --heads 16 --kv_heads 4 $o
steps_named v_16_2_2x19000 16,19,32 --configs 2x19000 --heads 16 --kv_heads 2 $o
steps_named v_12_3_1x30000 16,30,32 --configs 1x30000 --heads 12 --kv_heads 3 --dtype bf16 $o
steps_named v_1_1_4x24000 16,24,32 --configs 4x24000 --heads 1 --kv_heads 1 $o
steps_named v_4_2_2x17500 16,18,32 --configs 2x17500 --heads 4 --kv_heads 2 --allocator fragmented $o
steps_end
