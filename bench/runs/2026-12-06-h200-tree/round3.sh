#!/bin/bash
# Round 3: where parts of half a round take the grid past half the SMs (67 to
# 132 CTAs). The pages round (bench/RESULTS.md, round 1 of its 128-token
# parts, an H200) read 1 x 1536 at 8 kv heads, groups 2 and 4, faster in 6
# clustered parts than in 12 (3.78 / 3.94 us against 4.29 / 4.74); round 2's
# 24 held-out batches had no 8 kv heads. Five named steps at 8 kv heads, each
# at the tree's count, the candidate's and one between, and the 11 batches of
# round 2's draw (82 moved) whose halves' grid passes half the SMs and that
# round 2 did not time, at both counts. With 37753e4's build (half_round_parts
# landed, held to half the SMs): check --kernels auto first, and seed 241's 20
# drawn steps last, as the call's time allows.
set -u
start=$SECONDS
. bench/auto_steps.sh
steps_gpu
steps_begin tree_round3 $((120 - (SECONDS - start)))
steps_check
steps_named n_32_8_1x1536 6,8,12 --configs 1x1536 --heads 32 --kv_heads 8 --head_dim 128
steps_named n_16_8_1x1536 6,8,12 --configs 1x1536 --heads 16 --kv_heads 8 --head_dim 128
steps_named n_24_8_1x1100 5,7,9 --configs 1x1100 --heads 24 --kv_heads 8 --head_dim 128 --dtype bf16
steps_named n_32_8_1x1200 5,7,10 --configs 1x1200 --heads 32 --kv_heads 8 --head_dim 128
steps_named n_16_8_1x1300 6,8,11 --configs 1x1300 --heads 16 --kv_heads 8 --head_dim 128 --block_size 32 --allocator fragmented
steps_named k110_h4_1_6x1426 6,12 --configs 6x1426 --heads 4 --kv_heads 1 --head_dim 128 --dtype fp16 --block_size 32 --allocator contiguous  # gqa(chunk=64, splits=6) -> gqa(chunk=64, splits=12)
steps_named k107_h2_1_5x1993 8,16 --configs 5x1993 --heads 2 --kv_heads 1 --head_dim 128 --dtype bf16 --block_size 1 --allocator fragmented  # gqa(chunk=64, splits=8) -> gqa(chunk=64, splits=16)
steps_named k297_h4_1_5x2317 10,16 --configs 5x2317 --heads 4 --kv_heads 1 --head_dim 128 --dtype bf16 --block_size 8 --allocator contiguous  # gqa(chunk=64, splits=10) -> gqa(chunk=64, splits=16)
steps_named k311_h4_2_4x1216 5,10 --configs 4x1216 --heads 4 --kv_heads 2 --head_dim 128 --dtype bf16 --block_size 256 --allocator fragmented  # gqa(chunk=64, splits=5) -> gqa(chunk=64, splits=10)
steps_named k58_h24_8_1x1173 5,10 --configs 1x1173 --heads 24 --kv_heads 8 --head_dim 128 --dtype fp16 --block_size 32 --allocator fragmented  # gqa(chunk=64, splits=5) -> gqa(chunk=64, splits=10)
steps_named k63_h4_1_5x2242 9,16 --configs 5x2242 --heads 4 --kv_heads 1 --head_dim 128 --dtype fp16 --block_size 256 --allocator shuffled  # gqa(chunk=64, splits=9) -> gqa(chunk=64, splits=16)
steps_named k356_h4_2_3x1686 7,14 --configs 3x1686 --heads 4 --kv_heads 2 --head_dim 128 --dtype bf16 --block_size 256 --allocator contiguous  # gqa(chunk=64, splits=7) -> gqa(chunk=64, splits=14)
steps_named k363_h6_2_5x1135 5,9 --configs 5x1135 --heads 6 --kv_heads 2 --head_dim 128 --dtype fp16 --block_size 8 --allocator shuffled  # gqa(chunk=64, splits=5) -> gqa(chunk=64, splits=9)
steps_named k208_h4_1_7x1545 7,13 --configs 7x1545 --heads 4 --kv_heads 1 --head_dim 128 --dtype bf16 --block_size 8 --allocator fragmented  # gqa(chunk=64, splits=7) -> gqa(chunk=64, splits=13)
steps_named k153_h4_1_8x1444 6,12 --configs 8x1444 --heads 4 --kv_heads 1 --head_dim 128 --dtype fp16 --block_size 1 --allocator contiguous  # gqa(chunk=64, splits=6) -> gqa(chunk=64, splits=12)
steps_named k244_h6_2_4x1530 6,12 --configs 4x1530 --heads 6 --kv_heads 2 --head_dim 128 --dtype bf16 --block_size 32 --allocator fragmented  # gqa(chunk=64, splits=6) -> gqa(chunk=64, splits=12)
steps_drawn 241
steps_end
echo "round 3: $((SECONDS - start)) s"
