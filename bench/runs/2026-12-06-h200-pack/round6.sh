#!/bin/bash
# Round 6: one_head_ctas not past 7 one-head CTAs an SM at head_dim 64 and
# 128 (ONE_HEAD_MOST_128, src/plan.c; read from round 5's g set, held out on
# its gh set in the same rows). check --kernels auto on this build; then 20
# steps the bound moves, none timed before, drawn with the build before it
# (62723c9, build/pabench_ref.gz) among those one_head_ctas took
# (draw_onehead.lua, seed 2026120612, wide) and kept where this build runs
# the grouped kernel (draw_moved.lua), each with both builds.
set -u
start=$SECONDS
. bench/auto_steps.sh
steps_gpu
steps_ref build/pabench_ref.gz
steps_begin pack_round6 $((300 - (SECONDS - start)))
steps_check
steps_pair b b1_16_1_d128_91x15 1 --configs 91x15 --heads 16 --kv_heads 1 --head_dim 128 --dtype bf16 --block_size 16 --allocator fragmented  # gqa(chunk=64, splits=1) grid 46 pack 2 (was paged(chunk=64) grid 728)
steps_pair b b2_32_2_d128_48x11 1 --configs 48x11 --heads 32 --kv_heads 2 --head_dim 128 --dtype bf16 --block_size 1 --allocator fragmented  # gqa(chunk=64, splits=1) grid 48 pack 2 (was paged(chunk=64) grid 768)
steps_pair b b3_32_2_d128_35x10 1 --configs 35x10 --heads 32 --kv_heads 2 --head_dim 128 --dtype fp16 --block_size 1 --allocator contiguous  # gqa(chunk=64, splits=1) grid 35 pack 2 (was paged(chunk=64) grid 560)
steps_pair b b4_16_1_d128_46x8p47x27 1 --configs 46x8+47x27 --heads 16 --kv_heads 1 --head_dim 128 --dtype bf16 --block_size 16 --allocator shuffled  # gqa(chunk=64, splits=1) grid 47 pack 2 (was paged(chunk=64) grid 744)
steps_pair b b5_64_4_d128_8x4p8x26 1 --configs 8x4+8x26 --heads 64 --kv_heads 4 --head_dim 128 --dtype bf16 --block_size 8 --allocator shuffled  # gqa(chunk=64, splits=1) grid 32 pack 2 (was paged(chunk=64) grid 512)
steps_pair b b6_64_4_d128_8x9p9x32 1 --configs 8x9+9x32 --heads 64 --kv_heads 4 --head_dim 128 --dtype fp16 --block_size 256 --allocator shuffled  # gqa(chunk=64, splits=1) grid 34 pack 2 (was paged(chunk=64) grid 544)
steps_pair b b7_64_4_d128_16x32 1 --configs 16x32 --heads 64 --kv_heads 4 --head_dim 128 --dtype bf16 --block_size 256 --allocator contiguous  # gqa(chunk=64, splits=1) grid 32 pack 2 (was paged(chunk=64) grid 512)
steps_pair b b8_64_4_d128_15x9 1 --configs 15x9 --heads 64 --kv_heads 4 --head_dim 128 --dtype bf16 --block_size 256 --allocator fragmented  # gqa(chunk=64, splits=1) grid 30 pack 2 (was paged(chunk=64) grid 480)
steps_pair b b9_256_16_d128_4x23 1 --configs 4x23 --heads 256 --kv_heads 16 --head_dim 128 --dtype fp16 --block_size 32 --allocator contiguous  # gqa(chunk=64, splits=1) grid 32 pack 2 (was paged(chunk=64) grid 512)
steps_pair b b10_64_4_d128_7x30p8x8 1 --configs 7x30+8x8 --heads 64 --kv_heads 4 --head_dim 128 --dtype bf16 --block_size 1 --allocator contiguous  # gqa(chunk=64, splits=1) grid 30 pack 2 (was paged(chunk=64) grid 480)
steps_pair b b11_64_4_d128_16x12 1 --configs 16x12 --heads 64 --kv_heads 4 --head_dim 128 --dtype bf16 --block_size 16 --allocator contiguous  # gqa(chunk=64, splits=1) grid 32 pack 2 (was paged(chunk=64) grid 512)
steps_pair b b12_64_4_d128_9x25p10x14 1 --configs 9x25+10x14 --heads 64 --kv_heads 4 --head_dim 128 --dtype bf16 --block_size 16 --allocator fragmented  # gqa(chunk=64, splits=1) grid 38 pack 2 (was paged(chunk=64) grid 608)
steps_pair b b13_128_8_d128_6x2p6x1 1 --configs 6x2+6x1 --heads 128 --kv_heads 8 --head_dim 128 --dtype bf16 --block_size 16 --allocator contiguous  # gqa(chunk=64, splits=1) grid 48 pack 2 (was paged(chunk=64) grid 768)
steps_pair b b14_256_16_d128_6x5 1 --configs 6x5 --heads 256 --kv_heads 16 --head_dim 128 --dtype bf16 --block_size 256 --allocator shuffled  # gqa(chunk=64, splits=1) grid 48 pack 2 (was paged(chunk=64) grid 768)
steps_pair b b15_256_16_d128_2x19p2x6 1 --configs 2x19+2x6 --heads 256 --kv_heads 16 --head_dim 128 --dtype bf16 --block_size 1 --allocator contiguous  # gqa(chunk=64, splits=1) grid 32 pack 2 (was paged(chunk=64) grid 512)
steps_pair b b16_16_1_d64_30x31p30x27 1 --configs 30x31+30x27 --heads 16 --kv_heads 1 --head_dim 64 --dtype bf16 --block_size 32 --allocator fragmented  # gqa(chunk=64, splits=1) grid 30 pack 2 (was paged(chunk=64) grid 480)
steps_pair b b17_16_1_d128_38x13p38x28 1 --configs 38x13+38x28 --heads 16 --kv_heads 1 --head_dim 128 --dtype bf16 --block_size 16 --allocator contiguous  # gqa(chunk=64, splits=1) grid 38 pack 2 (was paged(chunk=64) grid 608)
steps_pair b b18_128_8_d128_5x14p6x19 1 --configs 5x14+6x19 --heads 128 --kv_heads 8 --head_dim 128 --dtype bf16 --block_size 32 --allocator fragmented  # gqa(chunk=64, splits=1) grid 44 pack 2 (was paged(chunk=64) grid 704)
steps_pair b b19_64_4_d128_8x9p8x27 1 --configs 8x9+8x27 --heads 64 --kv_heads 4 --head_dim 128 --dtype fp16 --block_size 32 --allocator fragmented  # gqa(chunk=64, splits=1) grid 32 pack 2 (was paged(chunk=64) grid 512)
steps_pair b b20_16_1_d128_77x13 1 --configs 77x13 --heads 16 --kv_heads 1 --head_dim 128 --dtype bf16 --block_size 256 --allocator contiguous  # gqa(chunk=64, splits=1) grid 39 pack 2 (was paged(chunk=64) grid 616)
steps_end
echo "round 6: $((SECONDS - start)) s"
