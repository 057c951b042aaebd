#!/bin/bash
# Onehead round 4: group 16 over three or four sequence-rows (48 to 64
# heads), past short_one_head_parts_128's one or two rows, where a CTA a head
# won two of round 1's held-out steps (32/2 at 2 x 415, 4.31 us in 4 against
# 5.65 grouped) and lost one (2 x 958, 6.95 against 5.73). Two draws of
# draw_rows.lua (the longest 384 to 1536 tokens), 30 steps each, every launch
# of split_kv and gqa at 1 to 16 parts in the same rows, on the tree of
# 7c907db: r* (seed 2026120653) to read a rule from, h* (seed 2026120654)
# held out, read only once the rule is fixed.
set -u
start=$SECONDS
. bench/auto_steps.sh
steps_gpu
steps_begin onehead_round4 400
S=1,2,3,4,5,6,7,8,10,12,14,16
steps_named r1_d128_h64_4_1 $S --configs 1x446 --heads 64 --kv_heads 4 --head_dim 128 --dtype fp16 --block_size 1 --allocator fragmented  # gqa(chunk=64, splits=4)
steps_named r2_d128_h16_1_4 $S --configs 4x976 --heads 16 --kv_heads 1 --head_dim 128 --dtype bf16 --block_size 1 --allocator shuffled  # gqa(chunk=64, splits=8)
steps_named r3_d128_h48_3_1 $S --configs 1x523 --heads 48 --kv_heads 3 --head_dim 128 --dtype fp16 --block_size 1 --allocator fragmented  # gqa(chunk=64, splits=5)
steps_named r4_d128_h32_2_2 $S --configs 2x734 --heads 32 --kv_heads 2 --head_dim 128 --dtype bf16 --block_size 32 --allocator contiguous  # gqa(chunk=64, splits=6)
steps_named r5_d128_h32_2_2 $S --configs 2x547 --heads 32 --kv_heads 2 --head_dim 128 --dtype fp16 --block_size 32 --allocator shuffled  # gqa(chunk=64, splits=5)
steps_named r6_d128_h64_4_1 $S --configs 1x390 --heads 64 --kv_heads 4 --head_dim 128 --dtype bf16 --block_size 16 --allocator contiguous  # gqa(chunk=64, splits=4)
steps_named r7_d128_h32_2_2 $S --configs 2x865 --heads 32 --kv_heads 2 --head_dim 128 --dtype bf16 --block_size 32 --allocator contiguous  # gqa(chunk=64, splits=7)
steps_named r8_d128_h64_4_1 $S --configs 1x880 --heads 64 --kv_heads 4 --head_dim 128 --dtype fp16 --block_size 256 --allocator contiguous  # gqa(chunk=64, splits=7)
steps_named r9_d128_h16_1_4 $S --configs 4x1387 --heads 16 --kv_heads 1 --head_dim 128 --dtype bf16 --block_size 32 --allocator contiguous  # gqa(chunk=64, splits=6)
steps_named r10_d128_h48_3_1 $S --configs 1x386 --heads 48 --kv_heads 3 --head_dim 128 --dtype bf16 --block_size 256 --allocator fragmented  # gqa(chunk=64, splits=4)
steps_named r11_d128_h16_1_3 $S --configs 3x600 --heads 16 --kv_heads 1 --head_dim 128 --dtype bf16 --block_size 16 --allocator fragmented  # gqa(chunk=64, splits=5)
steps_named r12_d128_h48_3_1 $S --configs 1x1258 --heads 48 --kv_heads 3 --head_dim 128 --dtype fp16 --block_size 1 --allocator shuffled  # gqa(chunk=64, splits=5)
steps_named r13_d128_h64_4_1 $S --configs 1x602 --heads 64 --kv_heads 4 --head_dim 128 --dtype bf16 --block_size 32 --allocator contiguous  # gqa(chunk=64, splits=5)
steps_named r14_d128_h32_2_2 $S --configs 2x1131 --heads 32 --kv_heads 2 --head_dim 128 --dtype fp16 --block_size 256 --allocator contiguous  # gqa(chunk=64, splits=5)
steps_named r15_d128_h48_3_1 $S --configs 1x462 --heads 48 --kv_heads 3 --head_dim 128 --dtype fp16 --block_size 32 --allocator shuffled  # gqa(chunk=64, splits=4)
steps_named r16_d128_h48_3_1 $S --configs 1x486 --heads 48 --kv_heads 3 --head_dim 128 --dtype fp16 --block_size 1 --allocator fragmented  # gqa(chunk=64, splits=4)
steps_named r17_d128_h16_1_3 $S --configs 3x467 --heads 16 --kv_heads 1 --head_dim 128 --dtype bf16 --block_size 256 --allocator contiguous  # gqa(chunk=64, splits=4)
steps_named r18_d128_h48_3_1 $S --configs 1x1028 --heads 48 --kv_heads 3 --head_dim 128 --dtype bf16 --block_size 16 --allocator shuffled  # gqa(chunk=64, splits=5)
steps_named r19_d128_h16_1_4 $S --configs 4x547 --heads 16 --kv_heads 1 --head_dim 128 --dtype fp16 --block_size 16 --allocator fragmented  # gqa(chunk=64, splits=5)
steps_named r20_d128_h48_3_1 $S --configs 1x1030 --heads 48 --kv_heads 3 --head_dim 128 --dtype bf16 --block_size 256 --allocator contiguous  # gqa(chunk=64, splits=5)
steps_named r21_d128_h32_2_2 $S --configs 2x439 --heads 32 --kv_heads 2 --head_dim 128 --dtype bf16 --block_size 256 --allocator fragmented  # gqa(chunk=64, splits=4)
steps_named r22_d128_h16_1_4 $S --configs 4x855 --heads 16 --kv_heads 1 --head_dim 128 --dtype fp16 --block_size 256 --allocator contiguous  # gqa(chunk=64, splits=7)
steps_named r23_d128_h32_2_2 $S --configs 2x436 --heads 32 --kv_heads 2 --head_dim 128 --dtype fp16 --block_size 32 --allocator fragmented  # gqa(chunk=64, splits=4)
steps_named r24_d128_h16_1_4 $S --configs 4x538 --heads 16 --kv_heads 1 --head_dim 128 --dtype bf16 --block_size 32 --allocator shuffled  # gqa(chunk=64, splits=5)
steps_named r25_d128_h48_3_1 $S --configs 1x438 --heads 48 --kv_heads 3 --head_dim 128 --dtype bf16 --block_size 16 --allocator shuffled  # gqa(chunk=64, splits=4)
steps_named r26_d128_h48_3_1 $S --configs 1x997 --heads 48 --kv_heads 3 --head_dim 128 --dtype fp16 --block_size 1 --allocator contiguous  # gqa(chunk=64, splits=8)
steps_named r27_d128_h16_1_4 $S --configs 4x447 --heads 16 --kv_heads 1 --head_dim 128 --dtype bf16 --block_size 256 --allocator contiguous  # gqa(chunk=64, splits=4)
steps_named r28_d128_h64_4_1 $S --configs 1x1290 --heads 64 --kv_heads 4 --head_dim 128 --dtype bf16 --block_size 1 --allocator fragmented  # gqa(chunk=64, splits=6)
steps_named r29_d128_h16_1_4 $S --configs 4x475 --heads 16 --kv_heads 1 --head_dim 128 --dtype fp16 --block_size 1 --allocator contiguous  # gqa(chunk=64, splits=4)
steps_named r30_d128_h48_3_1 $S --configs 1x658 --heads 48 --kv_heads 3 --head_dim 128 --dtype bf16 --block_size 32 --allocator shuffled  # gqa(chunk=64, splits=6)
steps_named h1_d128_h32_2_2 $S --configs 2x648 --heads 32 --kv_heads 2 --head_dim 128 --dtype bf16 --block_size 16 --allocator fragmented  # gqa(chunk=64, splits=6)
steps_named h2_d128_h64_4_1 $S --configs 1x1127 --heads 64 --kv_heads 4 --head_dim 128 --dtype fp16 --block_size 32 --allocator fragmented  # gqa(chunk=64, splits=5)
steps_named h3_d128_h48_3_1 $S --configs 1x867 --heads 48 --kv_heads 3 --head_dim 128 --dtype bf16 --block_size 256 --allocator fragmented  # gqa(chunk=64, splits=7)
steps_named h4_d128_h16_1_4 $S --configs 4x877 --heads 16 --kv_heads 1 --head_dim 128 --dtype fp16 --block_size 1 --allocator shuffled  # gqa(chunk=64, splits=7)
steps_named h5_d128_h16_1_4 $S --configs 4x702 --heads 16 --kv_heads 1 --head_dim 128 --dtype bf16 --block_size 16 --allocator fragmented  # gqa(chunk=64, splits=6)
steps_named h6_d128_h16_1_4 $S --configs 4x563 --heads 16 --kv_heads 1 --head_dim 128 --dtype fp16 --block_size 32 --allocator contiguous  # gqa(chunk=64, splits=5)
steps_named h7_d128_h32_2_2 $S --configs 2x986 --heads 32 --kv_heads 2 --head_dim 128 --dtype fp16 --block_size 1 --allocator fragmented  # gqa(chunk=64, splits=8)
steps_named h8_d128_h32_2_2 $S --configs 2x1097 --heads 32 --kv_heads 2 --head_dim 128 --dtype fp16 --block_size 32 --allocator contiguous  # gqa(chunk=64, splits=5)
steps_named h9_d128_h16_1_4 $S --configs 4x463 --heads 16 --kv_heads 1 --head_dim 128 --dtype bf16 --block_size 1 --allocator contiguous  # gqa(chunk=64, splits=4)
steps_named h10_d128_h48_3_1 $S --configs 1x408 --heads 48 --kv_heads 3 --head_dim 128 --dtype bf16 --block_size 1 --allocator fragmented  # gqa(chunk=64, splits=4)
steps_named h11_d128_h16_1_3 $S --configs 3x1320 --heads 16 --kv_heads 1 --head_dim 128 --dtype bf16 --block_size 1 --allocator contiguous  # gqa(chunk=64, splits=6)
steps_named h12_d128_h16_1_4 $S --configs 4x566 --heads 16 --kv_heads 1 --head_dim 128 --dtype bf16 --block_size 256 --allocator shuffled  # gqa(chunk=64, splits=5)
steps_named h13_d128_h32_2_2 $S --configs 2x849 --heads 32 --kv_heads 2 --head_dim 128 --dtype fp16 --block_size 256 --allocator shuffled  # gqa(chunk=64, splits=7)
steps_named h14_d128_h64_4_1 $S --configs 1x1019 --heads 64 --kv_heads 4 --head_dim 128 --dtype fp16 --block_size 256 --allocator shuffled  # gqa(chunk=64, splits=8)
steps_named h15_d128_h64_4_1 $S --configs 1x784 --heads 64 --kv_heads 4 --head_dim 128 --dtype bf16 --block_size 32 --allocator contiguous  # gqa(chunk=64, splits=7)
steps_named h16_d128_h64_4_1 $S --configs 1x1345 --heads 64 --kv_heads 4 --head_dim 128 --dtype fp16 --block_size 256 --allocator shuffled  # gqa(chunk=64, splits=6)
steps_named h17_d128_h16_1_3 $S --configs 3x560 --heads 16 --kv_heads 1 --head_dim 128 --dtype fp16 --block_size 32 --allocator contiguous  # gqa(chunk=64, splits=5)
steps_named h18_d128_h32_2_2 $S --configs 2x736 --heads 32 --kv_heads 2 --head_dim 128 --dtype bf16 --block_size 256 --allocator shuffled  # gqa(chunk=64, splits=6)
steps_named h19_d128_h64_4_1 $S --configs 1x441 --heads 64 --kv_heads 4 --head_dim 128 --dtype bf16 --block_size 256 --allocator contiguous  # gqa(chunk=64, splits=4)
steps_named h20_d128_h48_3_1 $S --configs 1x956 --heads 48 --kv_heads 3 --head_dim 128 --dtype fp16 --block_size 256 --allocator contiguous  # gqa(chunk=64, splits=8)
steps_named h21_d128_h32_2_2 $S --configs 2x410 --heads 32 --kv_heads 2 --head_dim 128 --dtype fp16 --block_size 32 --allocator contiguous  # gqa(chunk=64, splits=4)
steps_named h22_d128_h32_2_2 $S --configs 2x1186 --heads 32 --kv_heads 2 --head_dim 128 --dtype bf16 --block_size 1 --allocator shuffled  # gqa(chunk=64, splits=5)
steps_named h23_d128_h32_2_2 $S --configs 2x456 --heads 32 --kv_heads 2 --head_dim 128 --dtype fp16 --block_size 16 --allocator fragmented  # gqa(chunk=64, splits=4)
steps_named h24_d128_h32_2_2 $S --configs 2x545 --heads 32 --kv_heads 2 --head_dim 128 --dtype fp16 --block_size 32 --allocator fragmented  # gqa(chunk=64, splits=5)
steps_named h25_d128_h16_1_3 $S --configs 3x655 --heads 16 --kv_heads 1 --head_dim 128 --dtype fp16 --block_size 16 --allocator shuffled  # gqa(chunk=64, splits=6)
steps_named h26_d128_h64_4_1 $S --configs 1x888 --heads 64 --kv_heads 4 --head_dim 128 --dtype fp16 --block_size 1 --allocator shuffled  # gqa(chunk=64, splits=7)
steps_named h27_d128_h48_3_1 $S --configs 1x1470 --heads 48 --kv_heads 3 --head_dim 128 --dtype bf16 --block_size 32 --allocator contiguous  # gqa(chunk=64, splits=6)
steps_named h28_d128_h32_2_2 $S --configs 2x1430 --heads 32 --kv_heads 2 --head_dim 128 --dtype bf16 --block_size 1 --allocator shuffled  # gqa(chunk=64, splits=6)
steps_named h29_d128_h64_4_1 $S --configs 1x440 --heads 64 --kv_heads 4 --head_dim 128 --dtype bf16 --block_size 1 --allocator fragmented  # gqa(chunk=64, splits=4)
steps_named h30_d128_h16_1_3 $S --configs 3x627 --heads 16 --kv_heads 1 --head_dim 128 --dtype fp16 --block_size 16 --allocator contiguous  # gqa(chunk=64, splits=5)
steps_end
echo "onehead round 4: $((SECONDS - start)) s"
