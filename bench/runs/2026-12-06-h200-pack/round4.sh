#!/bin/bash
# Round 4: grouped_packs (src/plan.c) keeps the packed grouped kernel over
# sequences of one or two steps at up to 8 heads a warp, where one_head_ctas
# ran a CTA a head (read from round 3's rows). The GPU test suite whole and
# check --kernels auto on this build; then steps the change moves, none timed
# before, each with this build and the one before it (a33428d,
# build/pabench_ref.gz): 24 drawn among all it moves (draw_onehead.lua on
# the build before, seed 2026120607, filtered by draw_moved.lua) and 10
# among those of over 528 one-head CTAs (seed 2026120608, wide); and, to
# read a next change from, 16 steps of at most two steps a sequence that
# other rules run a CTA a head (draw_other.lua, seed 2026120609), with the
# packed grouped launch timed beside them.
set -u
start=$SECONDS
. bench/auto_steps.sh
steps_gpu
build/pabench check > "$OUT/check.txt" 2>&1
echo "check: exit $? after $SECONDS s; $(tail -1 "$OUT/check.txt")"
steps_ref build/pabench_ref.gz
steps_begin pack_round4 $((400 - (SECONDS - start)))
steps_check
steps_pair m m1_5_1_d64_15x23 1 --configs 15x23 --heads 5 --kv_heads 1 --head_dim 64 --dtype fp16 --block_size 8 --allocator fragmented  # gqa(chunk=64, splits=1) grid 8 pack 2 (was paged(chunk=64) grid 38)
steps_pair m m2_8_2_d128_31x24 1 --configs 31x24 --heads 8 --kv_heads 2 --head_dim 128 --dtype bf16 --block_size 16 --allocator fragmented  # gqa(chunk=64, splits=1) grid 31 pack 2 (was paged(chunk=64) grid 124)
steps_pair m m3_5_1_d64_22x8 1 --configs 22x8 --heads 5 --kv_heads 1 --head_dim 64 --dtype fp16 --block_size 32 --allocator contiguous  # gqa(chunk=64, splits=1) grid 11 pack 2 (was paged(chunk=64) grid 55)
steps_pair m m4_4_1_d128_6x26p6x31 1 --configs 6x26+6x31 --heads 4 --kv_heads 1 --head_dim 128 --dtype bf16 --block_size 16 --allocator shuffled  # gqa(chunk=64, splits=1) grid 6 pack 2 (was paged(chunk=64) grid 24)
steps_pair m m5_20_4_d128_1x16 1 --configs 1x16 --heads 20 --kv_heads 4 --head_dim 128 --dtype fp16 --block_size 1 --allocator contiguous  # gqa(chunk=64, splits=1) grid 2 pack 2 (was paged(chunk=64) grid 10)
steps_pair m m6_8_2_d64_15x6 1 --configs 15x6 --heads 8 --kv_heads 2 --head_dim 64 --dtype bf16 --block_size 8 --allocator shuffled  # gqa(chunk=64, splits=1) grid 15 pack 2 (was paged(chunk=64) grid 60)
steps_pair m m7_4_1_d256_38x13 1 --configs 38x13 --heads 4 --kv_heads 1 --head_dim 256 --dtype bf16 --block_size 16 --allocator shuffled  # gqa(chunk=32, splits=1) grid 19 pack 2 (was paged(chunk=32) grid 76)
steps_pair m m8_4_2_d256_9x5 1 --configs 9x5 --heads 4 --kv_heads 2 --head_dim 256 --dtype bf16 --block_size 256 --allocator shuffled  # gqa(chunk=32, splits=1) grid 9 pack 2 (was paged(chunk=32) grid 18)
steps_pair m m9_4_1_d128_33x3p33x6 1 --configs 33x3+33x6 --heads 4 --kv_heads 1 --head_dim 128 --dtype bf16 --block_size 16 --allocator fragmented  # gqa(chunk=64, splits=1) grid 33 pack 2 (was paged(chunk=64) grid 132)
steps_pair m m10_4_1_d256_38x10 1 --configs 38x10 --heads 4 --kv_heads 1 --head_dim 256 --dtype fp16 --block_size 16 --allocator shuffled  # gqa(chunk=32, splits=1) grid 19 pack 2 (was paged(chunk=32) grid 76)
steps_pair m m11_8_1_d256_34x27p35x3 1 --configs 34x27+35x3 --heads 8 --kv_heads 1 --head_dim 256 --dtype bf16 --block_size 16 --allocator shuffled  # gqa(chunk=32, splits=1) grid 35 pack 2 (was paged(chunk=32) grid 276)
steps_pair m m12_16_4_d256_4x1 1 --configs 4x1 --heads 16 --kv_heads 4 --head_dim 256 --dtype bf16 --block_size 1 --allocator contiguous  # gqa(chunk=32, splits=1) grid 8 pack 2 (was paged(chunk=32) grid 32)
steps_pair m m13_16_2_d128_1x14p2x28 1 --configs 1x14+2x28 --heads 16 --kv_heads 2 --head_dim 128 --dtype fp16 --block_size 32 --allocator shuffled  # gqa(chunk=64, splits=1) grid 3 pack 2 (was paged(chunk=64) grid 24)
steps_pair m m14_8_1_d128_2x14p2x18 1 --configs 2x14+2x18 --heads 8 --kv_heads 1 --head_dim 128 --dtype bf16 --block_size 1 --allocator shuffled  # gqa(chunk=64, splits=1) grid 2 pack 2 (was paged(chunk=64) grid 16)
steps_pair m m15_8_4_d128_1x3 1 --configs 1x3 --heads 8 --kv_heads 4 --head_dim 128 --dtype bf16 --block_size 256 --allocator contiguous  # gqa(chunk=64, splits=1) grid 2 pack 2 (was paged(chunk=64) grid 4)
steps_pair m m16_8_4_d64_3x19p4x24 1 --configs 3x19+4x24 --heads 8 --kv_heads 4 --head_dim 64 --dtype fp16 --block_size 16 --allocator fragmented  # gqa(chunk=64, splits=1) grid 14 pack 2 (was paged(chunk=64) grid 28)
steps_pair m m17_16_8_d128_1x32 1 --configs 1x32 --heads 16 --kv_heads 8 --head_dim 128 --dtype fp16 --block_size 256 --allocator shuffled  # gqa(chunk=64, splits=1) grid 4 pack 2 (was paged(chunk=64) grid 8)
steps_pair m m18_8_4_d256_5x31 1 --configs 5x31 --heads 8 --kv_heads 4 --head_dim 256 --dtype bf16 --block_size 1 --allocator contiguous  # gqa(chunk=32, splits=1) grid 10 pack 2 (was paged(chunk=32) grid 20)
steps_pair m m19_8_1_d64_23x21p24x15 1 --configs 23x21+24x15 --heads 8 --kv_heads 1 --head_dim 64 --dtype fp16 --block_size 16 --allocator contiguous  # gqa(chunk=64, splits=1) grid 24 pack 2 (was paged(chunk=64) grid 188)
steps_pair m m20_20_4_d64_7x16p7x3 1 --configs 7x16+7x3 --heads 20 --kv_heads 4 --head_dim 64 --dtype fp16 --block_size 8 --allocator contiguous  # gqa(chunk=64, splits=1) grid 28 pack 2 (was paged(chunk=64) grid 140)
steps_pair m m21_16_2_d128_35x20 1 --configs 35x20 --heads 16 --kv_heads 2 --head_dim 128 --dtype fp16 --block_size 1 --allocator shuffled  # gqa(chunk=64, splits=1) grid 35 pack 2 (was paged(chunk=64) grid 280)
steps_pair m m22_32_16_d64_1x8 1 --configs 1x8 --heads 32 --kv_heads 16 --head_dim 64 --dtype fp16 --block_size 8 --allocator fragmented  # gqa(chunk=64, splits=1) grid 8 pack 2 (was paged(chunk=64) grid 16)
steps_pair m m23_4_2_d128_7x24p7x2 1 --configs 7x24+7x2 --heads 4 --kv_heads 2 --head_dim 128 --dtype bf16 --block_size 256 --allocator contiguous  # gqa(chunk=64, splits=1) grid 14 pack 2 (was paged(chunk=64) grid 28)
steps_pair m m24_16_4_d64_8x16p8x1 1 --configs 8x16+8x1 --heads 16 --kv_heads 4 --head_dim 64 --dtype fp16 --block_size 8 --allocator contiguous  # gqa(chunk=64, splits=1) grid 32 pack 2 (was paged(chunk=64) grid 128)
steps_pair mb mb1_8_1_d128_70x25 1 --configs 70x25 --heads 8 --kv_heads 1 --head_dim 128 --dtype fp16 --block_size 16 --allocator contiguous  # gqa(chunk=64, splits=1) grid 35 pack 2 (was paged(chunk=64) grid 280)
steps_pair mb mb2_64_8_d256_10x32 1 --configs 10x32 --heads 64 --kv_heads 8 --head_dim 256 --dtype fp16 --block_size 8 --allocator contiguous  # gqa(chunk=32, splits=1) grid 40 pack 2 (was paged(chunk=32) grid 320)
steps_pair mb mb3_64_8_d256_9x19 1 --configs 9x19 --heads 64 --kv_heads 8 --head_dim 256 --dtype bf16 --block_size 32 --allocator shuffled  # gqa(chunk=32, splits=1) grid 36 pack 2 (was paged(chunk=32) grid 288)
steps_pair mb mb4_32_4_d256_9x28p10x12 1 --configs 9x28+10x12 --heads 32 --kv_heads 4 --head_dim 256 --dtype fp16 --block_size 16 --allocator fragmented  # gqa(chunk=32, splits=1) grid 38 pack 2 (was paged(chunk=32) grid 304)
steps_pair mb mb5_8_1_d256_87x12 1 --configs 87x12 --heads 8 --kv_heads 1 --head_dim 256 --dtype fp16 --block_size 1 --allocator shuffled  # gqa(chunk=32, splits=1) grid 44 pack 2 (was paged(chunk=32) grid 348)
steps_pair mb mb6_8_1_d256_36x31p36x32 1 --configs 36x31+36x32 --heads 8 --kv_heads 1 --head_dim 256 --dtype fp16 --block_size 8 --allocator shuffled  # gqa(chunk=32, splits=1) grid 36 pack 2 (was paged(chunk=32) grid 288)
steps_pair mb mb7_8_1_d256_99x6 1 --configs 99x6 --heads 8 --kv_heads 1 --head_dim 256 --dtype bf16 --block_size 1 --allocator shuffled  # gqa(chunk=32, splits=1) grid 50 pack 2 (was paged(chunk=32) grid 396)
steps_pair mb mb8_8_1_d128_46x7p47x24 1 --configs 46x7+47x24 --heads 8 --kv_heads 1 --head_dim 128 --dtype bf16 --block_size 256 --allocator fragmented  # gqa(chunk=64, splits=1) grid 47 pack 2 (was paged(chunk=64) grid 372)
steps_pair mb mb9_64_8_d128_10x19 1 --configs 10x19 --heads 64 --kv_heads 8 --head_dim 128 --dtype fp16 --block_size 8 --allocator fragmented  # gqa(chunk=64, splits=1) grid 40 pack 2 (was paged(chunk=64) grid 320)
steps_pair mb mb10_8_1_d128_95x31 1 --configs 95x31 --heads 8 --kv_heads 1 --head_dim 128 --dtype bf16 --block_size 32 --allocator contiguous  # gqa(chunk=64, splits=1) grid 48 pack 2 (was paged(chunk=64) grid 380)
steps_named x1_4_1_d256_16x18p16x25 1 --configs 16x18+16x25 --heads 4 --kv_heads 1 --head_dim 256 --dtype fp16 --block_size 16 --allocator contiguous  # split_kv(chunk=32, splits=1) grid 64 (one_wave_parts, uneven_one_head_parts)
steps_named x2_16_1_d256_3x7p3x10 1 --configs 3x7+3x10 --heads 16 --kv_heads 1 --head_dim 256 --dtype fp16 --block_size 32 --allocator fragmented  # paged(chunk=32) grid 48 (one_wave_parts, short_wide_group)
steps_named x3_10_2_d128_8x1 1 --configs 8x1 --heads 10 --kv_heads 2 --head_dim 128 --dtype fp16 --block_size 32 --allocator shuffled  # paged(chunk=64) grid 40 (one_wave_parts, held_parts_128/round_parts_128, short_wide_group)
steps_named x4_64_4_d256_2x12p3x8 1 --configs 2x12+3x8 --heads 64 --kv_heads 4 --head_dim 256 --dtype bf16 --block_size 256 --allocator shuffled  # paged(chunk=32) grid 160 (one_wave_parts, short_wide_group)
steps_named x5_128_8_d256_2x27 1 --configs 2x27 --heads 128 --kv_heads 8 --head_dim 256 --dtype bf16 --block_size 8 --allocator contiguous  # paged(chunk=32) grid 128 (one_wave_parts, short_wide_group)
steps_named x6_128_16_d256_3x14 1 --configs 3x14 --heads 128 --kv_heads 16 --head_dim 256 --dtype bf16 --block_size 32 --allocator fragmented  # paged(chunk=32) grid 192 (one_wave_parts, short_wide_group)
steps_named x7_16_1_d128_5x25p6x30 1 --configs 5x25+6x30 --heads 16 --kv_heads 1 --head_dim 128 --dtype bf16 --block_size 8 --allocator contiguous  # paged(chunk=64) grid 88 (one_wave_parts, held_parts_128/round_parts_128, short_wide_group)
steps_named x8_8_1_d256_2x12p3x23 1 --configs 2x12+3x23 --heads 8 --kv_heads 1 --head_dim 256 --dtype bf16 --block_size 8 --allocator shuffled  # split_kv(chunk=32, splits=1) grid 20 (one_wave_parts, uneven_one_head_parts)
steps_named x9_128_8_d128_3x3 1 --configs 3x3 --heads 128 --kv_heads 8 --head_dim 128 --dtype fp16 --block_size 1 --allocator fragmented  # paged(chunk=64) grid 192 (one_wave_parts, wide_group_parts, short_wide_group)
steps_named x10_64_4_d256_1x24p2x9 1 --configs 1x24+2x9 --heads 64 --kv_heads 4 --head_dim 256 --dtype fp16 --block_size 8 --allocator shuffled  # paged(chunk=32) grid 96 (one_wave_parts, short_wide_group)
steps_named x11_4_1_d256_2x10p3x18 1 --configs 2x10+3x18 --heads 4 --kv_heads 1 --head_dim 256 --dtype fp16 --block_size 16 --allocator fragmented  # split_kv(chunk=32, splits=1) grid 10 (one_wave_parts, uneven_one_head_parts)
steps_named x12_8_1_d128_10x24 1 --configs 10x24 --heads 8 --kv_heads 1 --head_dim 128 --dtype fp16 --block_size 1 --allocator fragmented  # paged(chunk=64) grid 40 (one_wave_parts, held_parts_128/round_parts_128, short_wide_group)
steps_named x13_64_8_d128_3x26 1 --configs 3x26 --heads 64 --kv_heads 8 --head_dim 128 --dtype fp16 --block_size 32 --allocator contiguous  # paged(chunk=64) grid 96 (one_wave_parts, wide_group_parts, short_wide_group)
steps_named x14_16_2_d256_3x19p4x31 1 --configs 3x19+4x31 --heads 16 --kv_heads 2 --head_dim 256 --dtype bf16 --block_size 256 --allocator shuffled  # paged(chunk=32) grid 56 (one_wave_parts, short_wide_group)
steps_named x15_32_2_d128_3x6 1 --configs 3x6 --heads 32 --kv_heads 2 --head_dim 128 --dtype fp16 --block_size 8 --allocator contiguous  # paged(chunk=64) grid 48 (one_wave_parts, held_parts_128/round_parts_128, short_wide_group)
steps_named x16_16_1_d128_16x12 1 --configs 16x12 --heads 16 --kv_heads 1 --head_dim 128 --dtype bf16 --block_size 1 --allocator contiguous  # paged(chunk=64) grid 128 (one_wave_parts, held_parts_128/round_parts_128, short_wide_group)
steps_end
echo "round 4: $((SECONDS - start)) s"
