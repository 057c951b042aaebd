#!/bin/bash
# Round 2: the candidate planner (batches of mixed lengths at head_dim 128 cut in
# 33 to 63 parts under 2048 tokens take 32, as uniform batches do): 16 named
# mixed batches none of the rule was read from, each at the tree's count and
# at 24, 32, 40 and 48 parts, every launch checked first; `check --kernels
# auto`; 40 drawn fp16/bf16 steps of seeds no round has drawn (160, 161).
set -u
nvidia-smi --query-gpu=name,serial --format=csv,noheader > "$OUT/gpu.txt"
. bench/auto_steps.sh
steps_begin round2_auto 420
steps_check
steps_named m_16_2a 24,32,40,48,58 --configs 1x30000+3x3000 --heads 16 --kv_heads 2
steps_named m_16_2b 24,32,40,48,50 --configs 1x26000+1x20000+1x14000 --heads 16 --kv_heads 2
steps_named m_32_4a 24,32,40,48,62 --configs 1x32000+1x6000 --heads 32 --kv_heads 4
steps_named m_32_4b 24,32,40,46,48 --configs 1x24000+1x12000+1x2000 --heads 32 --kv_heads 4
steps_named m_8_8 24,32,40,41,48 --configs 1x32000+1x6000 --heads 8 --kv_heads 8
steps_named m_8_1 24,32,40,48,50 --configs 1x26000+1x20000+1x14000 --heads 8 --kv_heads 1
steps_named m_16_1 24,32,40,46,48 --configs 1x24000+1x12000+1x2000 --heads 16 --kv_heads 1
steps_named m_32_8 24,32,40,41,48 --configs 1x32000+1x6000 --heads 32 --kv_heads 8
steps_named m_4_2bf 24,32,40,48,58 --configs 1x30000+3x3000 --heads 4 --kv_heads 2 --dtype bf16
steps_named m_8_2 24,32,40,48,62 --configs 1x32000+1x6000 --heads 8 --kv_heads 2
steps_named m_16_4b1 24,32,40,46,48 --configs 1x24000+1x12000+1x2000 --heads 16 --kv_heads 4 --block_size 1
steps_named m_40_8 24,32,40,41,48 --configs 1x32000+1x6000 --heads 40 --kv_heads 8
steps_named m_5_1 24,32,40,48,50 --configs 1x26000+1x20000+1x14000 --heads 5 --kv_heads 1
steps_named m_64_4 24,32,40,44,48 --configs 1x40000+2x10000 --heads 64 --kv_heads 4
steps_named m_64_4b 24,32,40,48,55 --configs 1x32000+1x6000 --heads 64 --kv_heads 4 --block_size 256
steps_named m_2_1 24,32,40,48,50 --configs 1x26000+1x20000+1x14000 --heads 2 --kv_heads 1 --allocator fragmented
steps_drawn 160
steps_drawn 161
steps_end
