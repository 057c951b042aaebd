#!/bin/bash
# Onehead round 1: where a CTA a head in a few parts outruns the grouped
# launch at head_dim 128, groups 8 and 16, one or two sequence-rows of 256 to
# 4096 tokens (draw.lua). Two draws of 30, every launch of split_kv and gqa at
# 1 to 16 parts in the same rows (scenarios/auto.lua, the tree's auto beside
# them), on the tree of ff3357b:
# - r*: seed 2026120647, the steps a rule is read from;
# - h*: seed 2026120648, held out: read only once the rule is fixed, each
#   step then at the tree's launch and at the rule's, from the same sweep.
set -u
start=$SECONDS
. bench/auto_steps.sh
steps_gpu
steps_begin onehead_round1 480
S=1,2,3,4,5,6,7,8,10,12,14,16
steps_named r1_d128_h16_2_1 $S --configs 1x915 --heads 16 --kv_heads 2 --head_dim 128 --dtype bf16 --block_size 32 --allocator contiguous  # gqa(chunk=64, splits=8)
steps_named r2_d128_h32_2_1 $S --configs 1x395 --heads 32 --kv_heads 2 --head_dim 128 --dtype bf16 --block_size 256 --allocator fragmented  # gqa(chunk=64, splits=4)
steps_named r3_d128_h16_1_1 $S --configs 1x3324 --heads 16 --kv_heads 1 --head_dim 128 --dtype bf16 --block_size 32 --allocator contiguous  # gqa(chunk=64, splits=13)
steps_named r4_d128_h8_1_2 $S --configs 2x299 --heads 8 --kv_heads 1 --head_dim 128 --dtype bf16 --block_size 1 --allocator shuffled  # gqa(chunk=64, splits=3)
steps_named r5_d128_h8_1_2 $S --configs 2x322 --heads 8 --kv_heads 1 --head_dim 128 --dtype fp16 --block_size 32 --allocator contiguous  # gqa(chunk=64, splits=3)
steps_named r6_d128_h16_2_1 $S --configs 1x1427 --heads 16 --kv_heads 2 --head_dim 128 --dtype fp16 --block_size 32 --allocator contiguous  # gqa(chunk=64, splits=4)
steps_named r7_d128_h32_2_2 $S --configs 2x362 --heads 32 --kv_heads 2 --head_dim 128 --dtype fp16 --block_size 1 --allocator fragmented  # paged(chunk=64)
steps_named r8_d128_h8_1_1 $S --configs 1x423 --heads 8 --kv_heads 1 --head_dim 128 --dtype bf16 --block_size 32 --allocator contiguous  # gqa(chunk=64, splits=4)
steps_named r9_d128_h8_1_1 $S --configs 1x3439 --heads 8 --kv_heads 1 --head_dim 128 --dtype bf16 --block_size 16 --allocator contiguous  # gqa(chunk=64, splits=14)
steps_named r10_d128_h16_1_2 $S --configs 2x338 --heads 16 --kv_heads 1 --head_dim 128 --dtype bf16 --block_size 256 --allocator contiguous  # paged(chunk=64)
steps_named r11_d128_h32_2_1 $S --configs 1x1263 --heads 32 --kv_heads 2 --head_dim 128 --dtype bf16 --block_size 256 --allocator fragmented  # gqa(chunk=64, splits=5)
steps_named r12_d128_h16_2_1 $S --configs 1x256 --heads 16 --kv_heads 2 --head_dim 128 --dtype bf16 --block_size 1 --allocator shuffled  # gqa(chunk=64, splits=2)
steps_named r13_d128_h32_2_1 $S --configs 1x256 --heads 32 --kv_heads 2 --head_dim 128 --dtype fp16 --block_size 16 --allocator shuffled  # paged(chunk=64)
steps_named r14_d128_h16_2_1 $S --configs 1x2189 --heads 16 --kv_heads 2 --head_dim 128 --dtype bf16 --block_size 16 --allocator fragmented  # gqa(chunk=64, splits=9)
steps_named r15_d128_h16_2_1 $S --configs 1x401 --heads 16 --kv_heads 2 --head_dim 128 --dtype bf16 --block_size 256 --allocator contiguous  # gqa(chunk=64, splits=4)
steps_named r16_d128_h32_2_2 $S --configs 2x958 --heads 32 --kv_heads 2 --head_dim 128 --dtype fp16 --block_size 1 --allocator shuffled  # gqa(chunk=64, splits=8)
steps_named r17_d128_h16_2_2 $S --configs 2x3239 --heads 16 --kv_heads 2 --head_dim 128 --dtype bf16 --block_size 1 --allocator contiguous  # gqa(chunk=64, splits=13)
steps_named r18_d128_h8_1_2 $S --configs 2x547 --heads 8 --kv_heads 1 --head_dim 128 --dtype bf16 --block_size 256 --allocator contiguous  # gqa(chunk=64, splits=5)
steps_named r19_d128_h32_2_2 $S --configs 2x2292 --heads 32 --kv_heads 2 --head_dim 128 --dtype bf16 --block_size 1 --allocator contiguous  # gqa(chunk=64, splits=9)
steps_named r20_d128_h16_2_1 $S --configs 1x608 --heads 16 --kv_heads 2 --head_dim 128 --dtype bf16 --block_size 256 --allocator fragmented  # gqa(chunk=64, splits=5)
steps_named r21_d128_h32_2_1 $S --configs 1x1329 --heads 32 --kv_heads 2 --head_dim 128 --dtype bf16 --block_size 256 --allocator contiguous  # gqa(chunk=64, splits=6)
steps_named r22_d128_h8_1_2 $S --configs 2x926 --heads 8 --kv_heads 1 --head_dim 128 --dtype fp16 --block_size 1 --allocator contiguous  # gqa(chunk=64, splits=8)
steps_named r23_d128_h16_2_2 $S --configs 2x1711 --heads 16 --kv_heads 2 --head_dim 128 --dtype bf16 --block_size 1 --allocator fragmented  # gqa(chunk=64, splits=5)
steps_named r24_d128_h16_1_2 $S --configs 2x3236 --heads 16 --kv_heads 1 --head_dim 128 --dtype bf16 --block_size 32 --allocator fragmented  # gqa(chunk=64, splits=13)
steps_named r25_d128_h16_2_1 $S --configs 1x1485 --heads 16 --kv_heads 2 --head_dim 128 --dtype fp16 --block_size 32 --allocator fragmented  # gqa(chunk=64, splits=4)
steps_named r26_d128_h8_1_1 $S --configs 1x1349 --heads 8 --kv_heads 1 --head_dim 128 --dtype fp16 --block_size 16 --allocator shuffled  # gqa(chunk=64, splits=4)
steps_named r27_d128_h16_1_1 $S --configs 1x3622 --heads 16 --kv_heads 1 --head_dim 128 --dtype bf16 --block_size 1 --allocator fragmented  # gqa(chunk=64, splits=15)
steps_named r28_d128_h32_2_2 $S --configs 2x2943 --heads 32 --kv_heads 2 --head_dim 128 --dtype bf16 --block_size 1 --allocator shuffled  # gqa(chunk=64, splits=12)
steps_named r29_d128_h32_2_1 $S --configs 1x3980 --heads 32 --kv_heads 2 --head_dim 128 --dtype bf16 --block_size 256 --allocator contiguous  # gqa(chunk=64, splits=16)
steps_named r30_d128_h32_2_1 $S --configs 1x1563 --heads 32 --kv_heads 2 --head_dim 128 --dtype fp16 --block_size 32 --allocator shuffled  # gqa(chunk=64, splits=7)
steps_named h1_d128_h16_2_2 $S --configs 2x814 --heads 16 --kv_heads 2 --head_dim 128 --dtype fp16 --block_size 256 --allocator shuffled  # gqa(chunk=64, splits=7)
steps_named h2_d128_h8_1_1 $S --configs 1x3015 --heads 8 --kv_heads 1 --head_dim 128 --dtype fp16 --block_size 256 --allocator shuffled  # gqa(chunk=64, splits=12)
steps_named h3_d128_h32_2_1 $S --configs 1x2484 --heads 32 --kv_heads 2 --head_dim 128 --dtype bf16 --block_size 1 --allocator contiguous  # gqa(chunk=64, splits=10)
steps_named h4_d128_h8_1_1 $S --configs 1x753 --heads 8 --kv_heads 1 --head_dim 128 --dtype bf16 --block_size 1 --allocator fragmented  # gqa(chunk=64, splits=6)
steps_named h5_d128_h8_1_1 $S --configs 1x345 --heads 8 --kv_heads 1 --head_dim 128 --dtype fp16 --block_size 1 --allocator fragmented  # gqa(chunk=64, splits=3)
steps_named h6_d128_h32_2_2 $S --configs 2x465 --heads 32 --kv_heads 2 --head_dim 128 --dtype bf16 --block_size 256 --allocator fragmented  # gqa(chunk=64, splits=4)
steps_named h7_d128_h8_1_2 $S --configs 2x3824 --heads 8 --kv_heads 1 --head_dim 128 --dtype bf16 --block_size 32 --allocator fragmented  # gqa(chunk=64, splits=15)
steps_named h8_d128_h8_1_1 $S --configs 1x2651 --heads 8 --kv_heads 1 --head_dim 128 --dtype fp16 --block_size 1 --allocator fragmented  # gqa(chunk=64, splits=11)
steps_named h9_d128_h16_2_2 $S --configs 2x3796 --heads 16 --kv_heads 2 --head_dim 128 --dtype bf16 --block_size 1 --allocator contiguous  # gqa(chunk=64, splits=15)
steps_named h10_d128_h16_1_1 $S --configs 1x637 --heads 16 --kv_heads 1 --head_dim 128 --dtype fp16 --block_size 32 --allocator contiguous  # gqa(chunk=64, splits=5)
steps_named h11_d128_h32_2_1 $S --configs 1x366 --heads 32 --kv_heads 2 --head_dim 128 --dtype fp16 --block_size 256 --allocator contiguous  # paged(chunk=64)
steps_named h12_d128_h32_2_2 $S --configs 2x415 --heads 32 --kv_heads 2 --head_dim 128 --dtype fp16 --block_size 16 --allocator shuffled  # gqa(chunk=64, splits=4)
steps_named h13_d128_h16_2_2 $S --configs 2x3695 --heads 16 --kv_heads 2 --head_dim 128 --dtype fp16 --block_size 16 --allocator contiguous  # gqa(chunk=64, splits=15)
steps_named h14_d128_h16_2_1 $S --configs 1x937 --heads 16 --kv_heads 2 --head_dim 128 --dtype fp16 --block_size 1 --allocator contiguous  # gqa(chunk=64, splits=8)
steps_named h15_d128_h16_2_2 $S --configs 2x2412 --heads 16 --kv_heads 2 --head_dim 128 --dtype bf16 --block_size 16 --allocator fragmented  # gqa(chunk=64, splits=10)
steps_named h16_d128_h32_2_2 $S --configs 2x270 --heads 32 --kv_heads 2 --head_dim 128 --dtype bf16 --block_size 1 --allocator fragmented  # paged(chunk=64)
steps_named h17_d128_h8_1_1 $S --configs 1x394 --heads 8 --kv_heads 1 --head_dim 128 --dtype fp16 --block_size 32 --allocator contiguous  # gqa(chunk=64, splits=4)
steps_named h18_d128_h8_1_2 $S --configs 2x1063 --heads 8 --kv_heads 1 --head_dim 128 --dtype fp16 --block_size 32 --allocator contiguous  # gqa(chunk=64, splits=3)
steps_named h19_d128_h16_2_1 $S --configs 1x1236 --heads 16 --kv_heads 2 --head_dim 128 --dtype fp16 --block_size 1 --allocator fragmented  # gqa(chunk=64, splits=4)
steps_named h20_d128_h8_1_2 $S --configs 2x3752 --heads 8 --kv_heads 1 --head_dim 128 --dtype bf16 --block_size 256 --allocator contiguous  # gqa(chunk=64, splits=15)
steps_named h21_d128_h8_1_1 $S --configs 1x577 --heads 8 --kv_heads 1 --head_dim 128 --dtype fp16 --block_size 256 --allocator shuffled  # gqa(chunk=64, splits=5)
steps_named h22_d128_h8_1_1 $S --configs 1x268 --heads 8 --kv_heads 1 --head_dim 128 --dtype fp16 --block_size 16 --allocator fragmented  # gqa(chunk=64, splits=3)
steps_named h23_d128_h32_2_2 $S --configs 2x2365 --heads 32 --kv_heads 2 --head_dim 128 --dtype bf16 --block_size 32 --allocator contiguous  # gqa(chunk=64, splits=10)
steps_named h24_d128_h8_1_2 $S --configs 2x390 --heads 8 --kv_heads 1 --head_dim 128 --dtype bf16 --block_size 16 --allocator fragmented  # gqa(chunk=64, splits=4)
steps_named h25_d128_h8_1_1 $S --configs 1x2726 --heads 8 --kv_heads 1 --head_dim 128 --dtype fp16 --block_size 32 --allocator fragmented  # gqa(chunk=64, splits=11)
steps_named h26_d128_h8_1_2 $S --configs 2x484 --heads 8 --kv_heads 1 --head_dim 128 --dtype fp16 --block_size 256 --allocator fragmented  # gqa(chunk=64, splits=4)
steps_named h27_d128_h16_1_1 $S --configs 1x307 --heads 16 --kv_heads 1 --head_dim 128 --dtype fp16 --block_size 256 --allocator shuffled  # gqa(chunk=64, splits=3)
steps_named h28_d128_h32_2_1 $S --configs 1x894 --heads 32 --kv_heads 2 --head_dim 128 --dtype fp16 --block_size 1 --allocator contiguous  # gqa(chunk=64, splits=7)
steps_named h29_d128_h8_1_1 $S --configs 1x913 --heads 8 --kv_heads 1 --head_dim 128 --dtype fp16 --block_size 16 --allocator contiguous  # gqa(chunk=64, splits=8)
steps_named h30_d128_h8_1_1 $S --configs 1x766 --heads 8 --kv_heads 1 --head_dim 128 --dtype fp16 --block_size 1 --allocator shuffled  # gqa(chunk=64, splits=6)
steps_end
echo "onehead round 1: $((SECONDS - start)) s"
