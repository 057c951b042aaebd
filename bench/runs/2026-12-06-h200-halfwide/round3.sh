#!/bin/bash
# Round 3: an uneven batch cut in 2 parts just over a round (the longest
# sequence's half at most 9/8 of it), within 5/4 of the SMs' worth of
# sequences' CTAs, cut in 3 instead (uneven_two_over_half, a candidate). Read
# offline from every record since 58b4fb4: it moves 12 steps, each faster
# (fp16 D128 1/1 at 27 x ~135, 4.63 us in 2 against 3.20 in 3; fp16 D256 4/4
# at 2 x ~80, 4.95 against 3.37); past the bounds 2 more, one of them 1.54
# times slower (80/16 at 13 x ~174, 208 CTAs a part, its half 147 of 128).
# Held out: draw_two.lua seed 2026120620 (3000 drawn) with the landed build
# and the candidate's, 185 moved (165 at head_dim 64), 23 picked by head_dim
# (Python's random.seed(2026120621)), none timed before, each at both counts
# in the same rows. The candidate's build:
# two_over_half.patch on the landed tree (b653826). Then a second candidate's
# hold-out (uneven_one_head_parts at head_dim 64, groups 9 to 16: a CTA a head
# at the grouped count within 5/3 CTAs an SM, read from the kinds rounds 3 and
# 5): draw_two.lua seed 2026120622 d64 (2000 drawn) with the first candidate's
# build and the second's, 149 moved, 24 picked (Python's
# random.seed(2026120623)), each at its count, one more, and one fewer past 1,
# in both kernels; read with read_onehead.py. The build carries both
# candidates (two_over_half.patch, then one_head_64.patch;
# candidates_spec.patch pins them); check --kernels auto after the batches,
# and all of it packed before the rest. Then, as the call's time allows (the
# session's device time was short): where the card is an H200 (none came for
# two sessions; the last H200 suite ran on 4682f58), the full check and the
# whole suite with Triton and SDPA beside it, held against the warps round's
# H200 suite; on any card check --random on an undrawn seed, and auto.lua's
# seed 246 (mixed lengths, the candidates' kind of batch).
set -u
start=$SECONDS
. bench/auto_steps.sh
steps_gpu
steps_begin wide_round3 200
steps_named u2404_d64_h4_2_29 2,3 --configs 10x485+7x532+12x86 --heads 4 --kv_heads 2 --head_dim 64 --dtype fp16 --block_size 1 --allocator fragmented  # gqa(chunk=64, splits=2) -> gqa(chunk=64, splits=3), grid 92 -> 126
steps_named u1630_d64_h4_1_35 2,3 --configs 8x272+12x189+8x554+7x275 --heads 4 --kv_heads 1 --head_dim 64 --dtype bf16 --block_size 256 --allocator contiguous  # gqa(chunk=64, splits=2) -> gqa(chunk=64, splits=3), grid 43 -> 66
steps_named u755_d64_h10_2_16 2,3 --configs 5x244+8x167+1x162+2x554 --heads 10 --kv_heads 2 --head_dim 64 --dtype bf16 --block_size 8 --allocator contiguous  # gqa(chunk=64, splits=2) -> gqa(chunk=64, splits=3), grid 36 -> 50
steps_named u433_d64_h8_1_28 2,3 --configs 9x376+7x530+6x33+6x133 --heads 8 --kv_heads 1 --head_dim 64 --dtype bf16 --block_size 256 --allocator shuffled  # gqa(chunk=64, splits=2) -> gqa(chunk=64, splits=3), grid 44 -> 51
steps_named u2407_d64_h32_4_28 2,3 --configs 10x465+1x504+7x514+10x220 --heads 32 --kv_heads 4 --head_dim 64 --dtype bf16 --block_size 32 --allocator fragmented  # gqa(chunk=64, splits=2) -> gqa(chunk=64, splits=3), grid 184 -> 296
steps_named u1896_d64_h10_2_16 2,3 --configs 9x364+4x557+3x531 --heads 10 --kv_heads 2 --head_dim 64 --dtype bf16 --block_size 256 --allocator contiguous  # gqa(chunk=64, splits=2) -> gqa(chunk=64, splits=3), grid 64 -> 78
steps_named u2704_d64_h1_1_29 2,3 --configs 10x469+3x76+10x552+6x90 --heads 1 --kv_heads 1 --head_dim 64 --dtype bf16 --block_size 256 --allocator fragmented  # split_kv(chunk=64, splits=2) -> split_kv(chunk=64, splits=3), grid 49 -> 69
steps_named u2152_d64_h32_2_26 2,3 --configs 11x499+11x561+2x40+2x356 --heads 32 --kv_heads 2 --head_dim 64 --dtype bf16 --block_size 16 --allocator contiguous  # gqa(chunk=64, splits=2) -> gqa(chunk=64, splits=3), grid 100 -> 144
steps_named u1776_d64_h8_2_12 2,3 --configs 6x568+5x185+1x148 --heads 8 --kv_heads 2 --head_dim 64 --dtype fp16 --block_size 256 --allocator contiguous  # gqa(chunk=64, splits=2) -> gqa(chunk=64, splits=3), grid 36 -> 48
steps_named u1268_d64_h8_4_13 2,3 --configs 9x215+3x110+1x558 --heads 8 --kv_heads 4 --head_dim 64 --dtype fp16 --block_size 8 --allocator contiguous  # gqa(chunk=64, splits=2) -> gqa(chunk=64, splits=3), grid 56 -> 96
steps_named u668_d64_h16_4_12 2,3 --configs 2x189+5x546+5x28 --heads 16 --kv_heads 4 --head_dim 64 --dtype fp16 --block_size 16 --allocator fragmented  # gqa(chunk=64, splits=2) -> gqa(chunk=64, splits=3), grid 68 -> 88
steps_named u1295_d64_h2_1_37 2,3 --configs 10x323+10x240+6x564+11x96 --heads 2 --kv_heads 1 --head_dim 64 --dtype bf16 --block_size 1 --allocator fragmented  # gqa(chunk=64, splits=2) -> gqa(chunk=64, splits=3), grid 53 -> 69
steps_named u2542_d128_h2_1_20 2,3 --configs 7x275+6x53+7x143 --heads 2 --kv_heads 1 --head_dim 128 --dtype bf16 --block_size 32 --allocator fragmented  # gqa(chunk=64, splits=2) -> gqa(chunk=64, splits=3), grid 27 -> 41
steps_named u1816_d128_h4_4_25 2,3 --configs 8x23+10x140+3x216+4x270 --heads 4 --kv_heads 4 --head_dim 128 --dtype fp16 --block_size 8 --allocator contiguous  # split_kv(chunk=64, splits=2) -> split_kv(chunk=64, splits=3), grid 128 -> 196
steps_named u1634_d128_h64_4_22 2,3 --configs 2x59+4x89+5x37+11x284 --heads 64 --kv_heads 4 --head_dim 128 --dtype bf16 --block_size 256 --allocator contiguous  # gqa(chunk=64, splits=2) -> gqa(chunk=64, splits=3), grid 132 -> 176
steps_named u509_d128_h8_1_23 2,3 --configs 11x156+6x271+4x217+2x186 --heads 8 --kv_heads 1 --head_dim 128 --dtype fp16 --block_size 1 --allocator fragmented  # gqa(chunk=64, splits=2) -> gqa(chunk=64, splits=3), grid 46 -> 56
steps_named u2573_d128_h4_4_17 2,3 --configs 6x117+11x266 --heads 4 --kv_heads 4 --head_dim 128 --dtype bf16 --block_size 32 --allocator fragmented  # split_kv(chunk=64, splits=2) -> split_kv(chunk=64, splits=3), grid 112 -> 180
steps_named u672_d128_h2_2_24 2,3 --configs 10x269+6x191+8x106 --heads 2 --kv_heads 2 --head_dim 128 --dtype fp16 --block_size 32 --allocator fragmented  # split_kv(chunk=64, splits=2) -> split_kv(chunk=64, splits=3), grid 80 -> 116
steps_named u2104_d128_h8_2_23 2,3 --configs 10x118+5x259+7x119+1x86 --heads 8 --kv_heads 2 --head_dim 128 --dtype fp16 --block_size 256 --allocator fragmented  # gqa(chunk=64, splits=2) -> gqa(chunk=64, splits=3), grid 56 -> 100
steps_named u887_d128_h32_8_16 2,3 --configs 5x147+11x279 --heads 32 --kv_heads 8 --head_dim 128 --dtype fp16 --block_size 16 --allocator shuffled  # gqa(chunk=64, splits=2) -> gqa(chunk=64, splits=3), grid 256 -> 344
steps_named u2647_d128_h16_2_20 2,3 --configs 5x92+8x115+7x287 --heads 16 --kv_heads 2 --head_dim 128 --dtype bf16 --block_size 8 --allocator shuffled  # gqa(chunk=64, splits=2) -> gqa(chunk=64, splits=3), grid 54 -> 84
steps_named u2046_d128_h32_4_22 2,3 --configs 12x41+1x275+9x193 --heads 32 --kv_heads 4 --head_dim 128 --dtype bf16 --block_size 8 --allocator shuffled  # gqa(chunk=64, splits=2) -> gqa(chunk=64, splits=3), grid 128 -> 168
steps_named u2024_d256_h5_1_16 2,3 --configs 11x36+5x139 --heads 5 --kv_heads 1 --head_dim 256 --dtype bf16 --block_size 32 --allocator fragmented  # split_kv(chunk=32, splits=2) -> split_kv(chunk=32, splits=3), grid 105 -> 130
steps_named o560_d64_h10_1_10 2,3,4 --configs 3x111+1x506+4x55+2x639 --heads 10 --kv_heads 1 --head_dim 64 --dtype fp16 --block_size 16 --allocator contiguous  # gqa(chunk=64, splits=3) -> split_kv(chunk=64, splits=3), grid 16 -> 160
steps_named o1203_d64_h9_1_14 1,2,3 --configs 7x81+7x451 --heads 9 --kv_heads 1 --head_dim 64 --dtype fp16 --block_size 16 --allocator contiguous  # gqa(chunk=64, splits=2) -> split_kv(chunk=64, splits=2), grid 21 -> 189
steps_named o753_d64_h10_1_15 1,2 --configs 2x380+1x346+12x43 --heads 10 --kv_heads 1 --head_dim 64 --dtype bf16 --block_size 1 --allocator fragmented  # gqa(chunk=64, splits=1) -> split_kv(chunk=64, splits=1), grid 15 -> 150
steps_named o1243_d64_h12_1_6 2,3,4 --configs 4x463+2x553 --heads 12 --kv_heads 1 --head_dim 64 --dtype bf16 --block_size 16 --allocator contiguous  # gqa(chunk=64, splits=3) -> split_kv(chunk=64, splits=3), grid 18 -> 216
steps_named o617_d64_h14_1_10 1,2,3 --configs 9x107+1x504 --heads 14 --kv_heads 1 --head_dim 64 --dtype fp16 --block_size 8 --allocator shuffled  # gqa(chunk=64, splits=2) -> split_kv(chunk=64, splits=2), grid 11 -> 154
steps_named o1061_d64_h18_2_2 2,3,4 --configs 1x231+1x528 --heads 18 --kv_heads 2 --head_dim 64 --dtype bf16 --block_size 8 --allocator fragmented  # gqa(chunk=64, splits=3) -> split_kv(chunk=64, splits=3), grid 10 -> 90
steps_named o1269_d64_h9_1_14 1,2,3 --configs 2x411+12x58 --heads 9 --kv_heads 1 --head_dim 64 --dtype bf16 --block_size 256 --allocator fragmented  # gqa(chunk=64, splits=2) -> split_kv(chunk=64, splits=2), grid 16 -> 144
steps_named o1609_d64_h9_1_6 2,3,4 --configs 2x579+1x42+3x227 --heads 9 --kv_heads 1 --head_dim 64 --dtype fp16 --block_size 16 --allocator shuffled  # gqa(chunk=64, splits=3) -> split_kv(chunk=64, splits=3), grid 13 -> 117
steps_named o779_d64_h14_1_10 1,2 --configs 7x90+3x179 --heads 14 --kv_heads 1 --head_dim 64 --dtype bf16 --block_size 8 --allocator fragmented  # gqa(chunk=64, splits=1) -> split_kv(chunk=64, splits=1), grid 10 -> 140
steps_named o703_d64_h56_4_2 1,2,3 --configs 1x239+1x508 --heads 56 --kv_heads 4 --head_dim 64 --dtype bf16 --block_size 32 --allocator contiguous  # gqa(chunk=64, splits=2) -> split_kv(chunk=64, splits=2), grid 12 -> 168
steps_named o1160_d64_h22_2_8 1,2 --configs 2x351+4x115+1x346+1x294 --heads 22 --kv_heads 2 --head_dim 64 --dtype bf16 --block_size 1 --allocator contiguous  # gqa(chunk=64, splits=1) -> split_kv(chunk=64, splits=1), grid 16 -> 176
steps_named o1922_d64_h20_2_6 1,2 --configs 4x94+2x32 --heads 20 --kv_heads 2 --head_dim 64 --dtype fp16 --block_size 1 --allocator shuffled  # gqa(chunk=64, splits=1) -> split_kv(chunk=64, splits=1), grid 12 -> 120
steps_named o1028_d64_h14_1_11 1,2 --configs 6x260+5x379 --heads 14 --kv_heads 1 --head_dim 64 --dtype fp16 --block_size 16 --allocator fragmented  # gqa(chunk=64, splits=1) -> split_kv(chunk=64, splits=1), grid 11 -> 154
steps_named o1147_d64_h14_1_11 1,2,3 --configs 9x145+2x489 --heads 14 --kv_heads 1 --head_dim 64 --dtype fp16 --block_size 32 --allocator fragmented  # gqa(chunk=64, splits=2) -> split_kv(chunk=64, splits=2), grid 13 -> 182
steps_named o149_d64_h10_1_8 1,2 --configs 7x88+1x286 --heads 10 --kv_heads 1 --head_dim 64 --dtype fp16 --block_size 32 --allocator shuffled  # gqa(chunk=64, splits=1) -> split_kv(chunk=64, splits=1), grid 8 -> 80
steps_named o732_d64_h12_1_10 2,3,4 --configs 2x598+4x68+4x67 --heads 12 --kv_heads 1 --head_dim 64 --dtype bf16 --block_size 8 --allocator fragmented  # gqa(chunk=64, splits=3) -> split_kv(chunk=64, splits=3), grid 14 -> 168
steps_named o1151_d64_h12_1_16 1,2 --configs 6x119+8x99+2x151 --heads 12 --kv_heads 1 --head_dim 64 --dtype fp16 --block_size 16 --allocator fragmented  # gqa(chunk=64, splits=1) -> split_kv(chunk=64, splits=1), grid 16 -> 192
steps_named o60_d64_h11_1_7 2,3,4 --configs 1x548+6x318 --heads 11 --kv_heads 1 --head_dim 64 --dtype bf16 --block_size 32 --allocator fragmented  # gqa(chunk=64, splits=3) -> split_kv(chunk=64, splits=3), grid 15 -> 165
steps_named o974_d64_h20_2_5 2,3,4 --configs 2x619+3x47 --heads 20 --kv_heads 2 --head_dim 64 --dtype fp16 --block_size 32 --allocator fragmented  # gqa(chunk=64, splits=3) -> split_kv(chunk=64, splits=3), grid 18 -> 180
steps_named o228_d64_h12_1_7 1,2,3 --configs 3x191+4x412 --heads 12 --kv_heads 1 --head_dim 64 --dtype fp16 --block_size 16 --allocator fragmented  # gqa(chunk=64, splits=2) -> split_kv(chunk=64, splits=2), grid 11 -> 132
steps_named o463_d64_h18_2_6 2,3,4 --configs 3x102+3x514 --heads 18 --kv_heads 2 --head_dim 64 --dtype bf16 --block_size 16 --allocator contiguous  # gqa(chunk=64, splits=3) -> split_kv(chunk=64, splits=3), grid 24 -> 216
steps_named o650_d64_h16_1_8 2,3,4 --configs 6x20+2x582 --heads 16 --kv_heads 1 --head_dim 64 --dtype fp16 --block_size 1 --allocator fragmented  # gqa(chunk=64, splits=3) -> split_kv(chunk=64, splits=3), grid 12 -> 192
steps_named o1920_d64_h11_1_5 2,3,4 --configs 2x209+2x623+1x281 --heads 11 --kv_heads 1 --head_dim 64 --dtype fp16 --block_size 32 --allocator fragmented  # gqa(chunk=64, splits=3) -> split_kv(chunk=64, splits=3), grid 12 -> 132
steps_named o1795_d64_h11_1_6 1,2,3 --configs 2x232+2x195+2x410 --heads 11 --kv_heads 1 --head_dim 64 --dtype fp16 --block_size 256 --allocator shuffled  # gqa(chunk=64, splits=2) -> split_kv(chunk=64, splits=2), grid 10 -> 110
steps_check
steps_end
if steps_is_h200; then
  PEAK_BASE=bench/runs/2026-12-04-h200-pair128/round8_suite/peak.json.gz bench/gpu_round.sh check triton peak \
    > "$OUT/gpu_round.txt" 2>&1
  echo "gpu_round: exit $? after $((SECONDS - start)) s"
fi
timeout 100 build/pabench check --random 200 --seed 20261234 > "$OUT/check_random.txt" 2>&1
echo "check --random: exit $? after $((SECONDS - start)) s; $(grep 'kernel runs over' "$OUT/check_random.txt")"
steps_begin drawn_round3 60
steps_drawn 246 --lengths mixed
steps_end
echo "round 3: $((SECONDS - start)) s"
