#!/bin/bash
# Round 3: two caps at 32 parts, with the tree's build (build/pabench.gz,
# whose `auto` takes them), on named steps none of them was read from: an
# uneven batch at head_dim 128 of one or two heads a CTA in up to 32 parts
# (uneven_few_heads_parts, from 24), each at 16, 24, the count before and
# 32, one of them the H200 records' loser at 32 timed again; and one or two
# sequence-rows at head_dim 256 in 32 parts of over 512 tokens
# (wide_parts_cap, from parts of about 1000), at 16, the count before and
# 32. Then `check --kernels auto` and seed 190's drawn steps, as the call's
# time allows.
set -u
start=$SECONDS
nvidia-smi --query-gpu=name,serial --format=csv,noheader > "$OUT/gpu.txt"
. bench/auto_steps.sh
steps_begin fewheads_round3 $((480 - (SECONDS - start)))
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
steps_check
steps_drawn 190
steps_end
