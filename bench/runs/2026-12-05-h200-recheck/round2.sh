#!/bin/bash
# Round 2: merge_tier's 16 parts for batches of mixed lengths too. Carries
# build/pabench.gz built from the tree with merge_tier_uneven.patch applied
# (`git apply bench/runs/2026-12-05-h200-recheck/merge_tier_uneven.patch`;
# `auto` there is 16) and build/lua. On 14 named batches
# of mixed lengths at head_dim 128, 5 to 16 heads a CTA, none of it was read
# from: each at 16, the count the tree takes (17 to 31) and 32. Then `check
# --kernels auto` and seed 193's drawn steps, as the call allows.
set -u
start=$SECONDS
nvidia-smi --query-gpu=name,serial,clocks.max.sm --format=csv,noheader > "$OUT/gpu.txt"
. bench/auto_steps.sh
steps_begin recheck_round2 $((200 - (SECONDS - start)))
steps_named m_48_8 16,25,32 --configs 1x13145+1x2995+1x3105+1x2387+1x1556 --heads 48 --kv_heads 8
steps_named m_80_8 16,19,32 --configs 1x16857+1x1022+1x10955+1x268+1x124 --heads 80 --kv_heads 8
steps_named m_32_4_9 16,21,32 --configs 1x15697+1x6207+1x8253+1x7694+1x1523+1x12577+1x5315+1x3724+1x11652 --heads 32 --kv_heads 4
steps_named m_64_8 16,17,32 --configs 1x18361+1x1531+1x8790+1x6662+1x17819 --heads 64 --kv_heads 8
steps_named m_8_1_9 16,24,32 --configs 1x12781+1x299+1x9165+1x12567+1x10826+1x5631+1x3189+1x629+1x2041 --heads 8 --kv_heads 1
steps_named m_24_2 16,19,32 --configs 1x9761+1x9309+1x6915+1x9707+1x7978 --heads 24 --kv_heads 2 --dtype bf16
steps_named m_40_8 16,22,32 --configs 1x20529+1x8808+1x4694+1x8297+1x3711 --heads 40 --kv_heads 8
steps_named m_32_4_30 16,30,32 --configs 1x16005+1x9059+1x9849+1x2811+1x13823 --heads 32 --kv_heads 4
steps_named m_32_2_9 16,22,32 --configs 1x11277+1x5701+1x9783+1x6326+1x2495+1x4007+1x6217+1x7557+1x6389 --heads 32 --kv_heads 2 --dtype bf16
steps_named m_32_4_31 16,31,32 --configs 1x19685+1x12025+1x3186+1x10775+1x17041 --heads 32 --kv_heads 4 --allocator fragmented
steps_named m_8_1_29 16,29,32 --configs 1x15101+1x9412+1x9124+1x2540+1x7947+1x11767+1x14498+1x8620+1x5979 --heads 8 --kv_heads 1
steps_named m_16_1 16,20,32 --configs 1x10457+1x4747+1x10409+1x635+1x8320 --heads 16 --kv_heads 1
steps_named m_12_1_9 16,26,32 --configs 1x13457+1x1566+1x8477+1x675+1x555+1x2606+1x1992+1x10340+1x3811 --heads 12 --kv_heads 1 --dtype bf16
steps_named m_64_8_frag 16,23,32 --configs 1x18317+1x1157+1x704+1x10632+1x8085 --heads 64 --kv_heads 8 --allocator fragmented
steps_check
steps_drawn 193
steps_end
