#!/bin/bash
# Round 2: the cap of uneven_few_heads_parts at 32 rather than 24. Round 1's
# named steps ran fastest at 32 on both an H100 and an H200 where the grid
# stays within a wave, but the H200 records lost at 32 on two batches of a
# few widely spread long sequences (bf16 8/4 at 13137, 8435 and 3013 tokens,
# 1.133 times 24; bf16 4/4 at 1179 to 10498, 1.071). Sixteen named steps
# none of it was read from, most of that kind, at 16, 24 and 32 parts (and
# the count a cap of 32 takes where it is neither), with the tree's build;
# then seed 189's drawn steps, as the call's time allows.
set -u
start=$SECONDS
nvidia-smi --query-gpu=name,serial --format=csv,noheader > "$OUT/gpu.txt"
. bench/auto_steps.sh
steps_begin fewheads_round2 $((480 - (SECONDS - start)))
d=16,24,32
steps_named c_8_4_a $d --configs 1x12500+1x9000+1x2800 --heads 8 --kv_heads 4 --dtype bf16
steps_named c_4_4_a $d --configs 1x10000+1x6500+1x2200+1x1200 --heads 4 --kv_heads 4 --dtype bf16 --allocator fragmented --block_size 32
steps_named c_4_4_b $d --configs 1x10000+1x6500+1x2200+1x1200 --heads 4 --kv_heads 4
steps_named c_2_1_a $d --configs 1x14000+1x9000+2x3000 --heads 2 --kv_heads 1
steps_named c_8_8_a $d --configs 1x9000+1x700 --heads 8 --kv_heads 8 --allocator fragmented --block_size 64
steps_named c_2_2_a 16,24,31,32 --configs 1x16000+5x4000 --heads 2 --kv_heads 2
steps_named c_1_1_a $d --configs 1x20000+1x10000 --heads 1 --kv_heads 1
steps_named c_16_8_a $d --configs 1x6000+3x1500 --heads 16 --kv_heads 8
steps_named c_8_4_b $d --configs 1x7000+2x3500 --heads 8 --kv_heads 4 --dtype bf16
steps_named c_4_2_a $d --configs 1x11000+1x5000+1x2000 --heads 4 --kv_heads 2
steps_named c_2_1_b $d --configs 1x5000+11x1200 --heads 2 --kv_heads 1 --allocator fragmented
steps_named c_8_8_b $d --configs 1x12000+1x6000+1x3000 --heads 8 --kv_heads 8 --dtype bf16
steps_named c_4_4_c $d --configs 2x8000+2x2000 --heads 4 --kv_heads 4
steps_named c_16_8_b 16,24,29,32 --configs 1x9000+1x4500 --heads 16 --kv_heads 8 --dtype bf16
steps_named c_2_1_c $d --configs 1x13000+1x8500+1x3000 --heads 2 --kv_heads 1 --dtype bf16
steps_named c_8_8_c $d --configs 1x10500+1x6500+1x2200+1x1200 --heads 8 --kv_heads 8
steps_drawn 189
steps_end
