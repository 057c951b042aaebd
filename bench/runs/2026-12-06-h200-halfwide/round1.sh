#!/bin/bash
# Round 1: the tree whole on the card the call gets (an H200 asked for: the
# last H200 suite ran on the take round's tree, 4682f58; since then the packed
# kernels and four planner rounds ran on H100s only), then a lead read.
# bench/gpu_round.sh's full check and the whole suite with the seed's Triton
# kernel and SDPA beside it, held against the warps round's H200 suite;
# check --random on a seed no round has drawn; 44 batches of the lead (below);
# then auto.lua's seeds 242, 243 (mixed lengths) and 244 (at most 8 MB) as the
# call's time allows.
# The lead: half_round_parts (parts of half a round where the count is a
# round's) holds at groups 2 to 4 and head_dim 128 only; the records read
# group 1 both ways (1/1 at 2 x 1657, 3.50 us in 14 against 4.00 in 7; at
# 4 x 1761, 3.52 in 8 against 3.72 in 14) and head_dim 64 too. draw_wide.lua
# seed 2026120616 (600 uniform batches) with the tree's build and with
# wide_candidate.patch's (the rule let into group 1 at head_dim 128 and groups
# 1 to 4 at 64, bounded at a wave of SMs): 171 moved; 44 picked by class and
# halved grid (Python's random.seed(2026120617)), none timed before, each at
# both counts in the same rows (auto is the tree's). The tree's build.
set -u
start=$SECONDS
. bench/auto_steps.sh
steps_gpu
PEAK_BASE=bench/runs/2026-12-04-h200-pair128/round8_suite/peak.json.gz bench/gpu_round.sh check triton peak \
  > "$OUT/gpu_round.txt" 2>&1
echo "gpu_round: exit $? after $((SECONDS - start)) s"
timeout 100 build/pabench check --random 200 --seed 20261233 > "$OUT/check_random.txt" 2>&1
echo "check --random: exit $? after $((SECONDS - start)) s; $(grep 'kernel runs over' "$OUT/check_random.txt")"
steps_begin wide_round1 $((480 - (SECONDS - start)))
steps_named w209_d64_h1_1_2x1280 5,10 --configs 2x1280 --heads 1 --kv_heads 1 --head_dim 64 --dtype bf16 --block_size 1 --allocator contiguous  # split_kv(chunk=64, splits=5) -> split_kv(chunk=64, splits=10), grid 10 -> 20
steps_named w251_d64_h1_1_2x1653 7,13 --configs 2x1653 --heads 1 --kv_heads 1 --head_dim 64 --dtype bf16 --block_size 32 --allocator shuffled  # split_kv(chunk=64, splits=7) -> split_kv(chunk=64, splits=13), grid 14 -> 26
steps_named w380_d64_h2_2_2x1132 5,9 --configs 2x1132 --heads 2 --kv_heads 2 --head_dim 64 --dtype fp16 --block_size 256 --allocator shuffled  # split_kv(chunk=64, splits=5) -> split_kv(chunk=64, splits=9), grid 20 -> 36
steps_named w391_d64_h2_2_1x3712 15,16 --configs 1x3712 --heads 2 --kv_heads 2 --head_dim 64 --dtype bf16 --block_size 32 --allocator shuffled  # split_kv(chunk=64, splits=15) -> split_kv(chunk=64, splits=16), grid 30 -> 32
steps_named w390_d64_h4_4_1x2990 12,16 --configs 1x2990 --heads 4 --kv_heads 4 --head_dim 64 --dtype bf16 --block_size 32 --allocator shuffled  # split_kv(chunk=64, splits=12) -> split_kv(chunk=64, splits=16), grid 48 -> 64
steps_named w309_d64_h1_1_4x3073 13,16 --configs 4x3073 --heads 1 --kv_heads 1 --head_dim 64 --dtype fp16 --block_size 256 --allocator fragmented  # split_kv(chunk=64, splits=13) -> split_kv(chunk=64, splits=16), grid 52 -> 60
steps_named w299_d64_h1_1_5x1616 7,13 --configs 5x1616 --heads 1 --kv_heads 1 --head_dim 64 --dtype bf16 --block_size 32 --allocator shuffled  # split_kv(chunk=64, splits=7) -> split_kv(chunk=64, splits=13), grid 35 -> 65
steps_named w84_d64_h1_1_5x2443 10,16 --configs 5x2443 --heads 1 --kv_heads 1 --head_dim 64 --dtype fp16 --block_size 8 --allocator fragmented  # split_kv(chunk=64, splits=10) -> split_kv(chunk=64, splits=16), grid 50 -> 80
steps_named w451_d64_h2_2_4x1765 7,14 --configs 4x1765 --heads 2 --kv_heads 2 --head_dim 64 --dtype fp16 --block_size 256 --allocator contiguous  # split_kv(chunk=64, splits=7) -> split_kv(chunk=64, splits=14), grid 56 -> 112
steps_named w8_d64_h2_2_5x1070 5,9 --configs 5x1070 --heads 2 --kv_heads 2 --head_dim 64 --dtype fp16 --block_size 32 --allocator contiguous  # split_kv(chunk=64, splits=5) -> split_kv(chunk=64, splits=9), grid 50 -> 90
steps_named w325_d64_h2_2_4x1923 8,16 --configs 4x1923 --heads 2 --kv_heads 2 --head_dim 64 --dtype fp16 --block_size 16 --allocator fragmented  # split_kv(chunk=64, splits=8) -> split_kv(chunk=64, splits=16), grid 64 -> 128
steps_named w47_d64_h3_1_1x1562 7,13 --configs 1x1562 --heads 3 --kv_heads 1 --head_dim 64 --dtype fp16 --block_size 8 --allocator shuffled  # gqa(chunk=64, splits=7) -> gqa(chunk=64, splits=13), grid 7 -> 13
steps_named w327_d64_h4_1_2x2991 12,16 --configs 2x2991 --heads 4 --kv_heads 1 --head_dim 64 --dtype bf16 --block_size 8 --allocator fragmented  # gqa(chunk=64, splits=12) -> gqa(chunk=64, splits=16), grid 24 -> 32
steps_named w520_d64_h4_2_1x3077 13,16 --configs 1x3077 --heads 4 --kv_heads 2 --head_dim 64 --dtype bf16 --block_size 32 --allocator fragmented  # gqa(chunk=64, splits=13) -> gqa(chunk=64, splits=16), grid 26 -> 30
steps_named w284_d64_h2_1_3x1267 5,10 --configs 3x1267 --heads 2 --kv_heads 1 --head_dim 64 --dtype bf16 --block_size 16 --allocator contiguous  # gqa(chunk=64, splits=5) -> gqa(chunk=64, splits=10), grid 15 -> 30
steps_named w498_d64_h2_1_1x1097 5,9 --configs 1x1097 --heads 2 --kv_heads 1 --head_dim 64 --dtype bf16 --block_size 16 --allocator contiguous  # gqa(chunk=64, splits=5) -> gqa(chunk=64, splits=9), grid 5 -> 9
steps_named w23_d64_h16_4_1x1065 5,9 --configs 1x1065 --heads 16 --kv_heads 4 --head_dim 64 --dtype fp16 --block_size 1 --allocator fragmented  # gqa(chunk=64, splits=5) -> gqa(chunk=64, splits=9), grid 20 -> 36
steps_named w80_d64_h4_1_3x1957 8,16 --configs 3x1957 --heads 4 --kv_heads 1 --head_dim 64 --dtype bf16 --block_size 32 --allocator contiguous  # gqa(chunk=64, splits=8) -> gqa(chunk=64, splits=16), grid 24 -> 48
steps_named w6_d64_h2_1_3x3483 14,16 --configs 3x3483 --heads 2 --kv_heads 1 --head_dim 64 --dtype bf16 --block_size 8 --allocator shuffled  # gqa(chunk=64, splits=14) -> gqa(chunk=64, splits=16), grid 42 -> 48
steps_named w164_d64_h4_1_6x1088 5,9 --configs 6x1088 --heads 4 --kv_heads 1 --head_dim 64 --dtype bf16 --block_size 256 --allocator contiguous  # gqa(chunk=64, splits=5) -> gqa(chunk=64, splits=9), grid 30 -> 54
steps_named w495_d64_h2_1_5x2006 8,16 --configs 5x2006 --heads 2 --kv_heads 1 --head_dim 64 --dtype fp16 --block_size 32 --allocator fragmented  # gqa(chunk=64, splits=8) -> gqa(chunk=64, splits=16), grid 40 -> 80
steps_named w177_d64_h2_1_5x1547 7,13 --configs 5x1547 --heads 2 --kv_heads 1 --head_dim 64 --dtype bf16 --block_size 16 --allocator fragmented  # gqa(chunk=64, splits=7) -> gqa(chunk=64, splits=13), grid 35 -> 65
steps_named w242_d64_h8_4_1x3607 15,16 --configs 1x3607 --heads 8 --kv_heads 4 --head_dim 64 --dtype fp16 --block_size 16 --allocator fragmented  # gqa(chunk=64, splits=15) -> gqa(chunk=64, splits=16), grid 60 -> 64
steps_named w587_d64_h3_1_6x3382 14,16 --configs 6x3382 --heads 3 --kv_heads 1 --head_dim 64 --dtype fp16 --block_size 32 --allocator fragmented  # gqa(chunk=64, splits=14) -> gqa(chunk=64, splits=16), grid 84 -> 96
steps_named w420_d64_h6_2_4x1718 7,14 --configs 4x1718 --heads 6 --kv_heads 2 --head_dim 64 --dtype fp16 --block_size 32 --allocator fragmented  # gqa(chunk=64, splits=7) -> gqa(chunk=64, splits=14), grid 56 -> 112
steps_named w594_d64_h16_4_2x1553 7,13 --configs 2x1553 --heads 16 --kv_heads 4 --head_dim 64 --dtype fp16 --block_size 1 --allocator shuffled  # gqa(chunk=64, splits=7) -> gqa(chunk=64, splits=13), grid 56 -> 104
steps_named w437_d64_h6_2_4x1796 8,15 --configs 4x1796 --heads 6 --kv_heads 2 --head_dim 64 --dtype bf16 --block_size 8 --allocator shuffled  # gqa(chunk=64, splits=8) -> gqa(chunk=64, splits=15), grid 64 -> 120
steps_named w389_d64_h4_1_6x2650 11,16 --configs 6x2650 --heads 4 --kv_heads 1 --head_dim 64 --dtype fp16 --block_size 256 --allocator fragmented  # gqa(chunk=64, splits=11) -> gqa(chunk=64, splits=16), grid 66 -> 96
steps_named w366_d64_h2_1_6x2234 9,16 --configs 6x2234 --heads 2 --kv_heads 1 --head_dim 64 --dtype fp16 --block_size 256 --allocator fragmented  # gqa(chunk=64, splits=9) -> gqa(chunk=64, splits=16), grid 54 -> 96
steps_named w378_d128_h1_1_1x1368 6,11 --configs 1x1368 --heads 1 --kv_heads 1 --head_dim 128 --dtype fp16 --block_size 256 --allocator fragmented  # split_kv(chunk=64, splits=6) -> split_kv(chunk=64, splits=11), grid 6 -> 11
steps_named w53_d128_h2_2_1x2630 11,16 --configs 1x2630 --heads 2 --kv_heads 2 --head_dim 128 --dtype fp16 --block_size 16 --allocator fragmented  # split_kv(chunk=64, splits=11) -> split_kv(chunk=64, splits=16), grid 22 -> 30
steps_named w405_d128_h1_1_2x1100 5,9 --configs 2x1100 --heads 1 --kv_heads 1 --head_dim 128 --dtype fp16 --block_size 32 --allocator shuffled  # split_kv(chunk=64, splits=5) -> split_kv(chunk=64, splits=9), grid 10 -> 18
steps_named w442_d128_h2_2_1x3217 13,16 --configs 1x3217 --heads 2 --kv_heads 2 --head_dim 128 --dtype fp16 --block_size 1 --allocator shuffled  # split_kv(chunk=64, splits=13) -> split_kv(chunk=64, splits=16), grid 26 -> 32
steps_named w122_d128_h1_1_1x2684 11,16 --configs 1x2684 --heads 1 --kv_heads 1 --head_dim 128 --dtype bf16 --block_size 32 --allocator contiguous  # split_kv(chunk=64, splits=11) -> split_kv(chunk=64, splits=16), grid 11 -> 16
steps_named w484_d128_h1_1_4x1222 5,10 --configs 4x1222 --heads 1 --kv_heads 1 --head_dim 128 --dtype fp16 --block_size 8 --allocator contiguous  # split_kv(chunk=64, splits=5) -> split_kv(chunk=64, splits=10), grid 20 -> 40
steps_named w317_d128_h1_1_4x2913 12,16 --configs 4x2913 --heads 1 --kv_heads 1 --head_dim 128 --dtype fp16 --block_size 8 --allocator contiguous  # split_kv(chunk=64, splits=12) -> split_kv(chunk=64, splits=16), grid 48 -> 64
steps_named w367_d128_h1_1_3x2909 12,16 --configs 3x2909 --heads 1 --kv_heads 1 --head_dim 128 --dtype fp16 --block_size 16 --allocator shuffled  # split_kv(chunk=64, splits=12) -> split_kv(chunk=64, splits=16), grid 36 -> 48
steps_named w455_d128_h2_2_3x3164 13,9 --configs 3x3164 --heads 2 --kv_heads 2 --head_dim 128 --dtype bf16 --block_size 16 --allocator contiguous  # split_kv(chunk=64, splits=13) -> split_kv(chunk=64, splits=9), grid 78 -> 54
steps_named w425_d128_h1_1_3x3075 13,16 --configs 3x3075 --heads 1 --kv_heads 1 --head_dim 128 --dtype bf16 --block_size 1 --allocator contiguous  # split_kv(chunk=64, splits=13) -> split_kv(chunk=64, splits=16), grid 39 -> 45
steps_named w172_d128_h2_2_2x2578 11,16 --configs 2x2578 --heads 2 --kv_heads 2 --head_dim 128 --dtype fp16 --block_size 32 --allocator shuffled  # split_kv(chunk=64, splits=11) -> split_kv(chunk=64, splits=16), grid 44 -> 60
steps_named w119_d128_h1_1_6x1396 6,11 --configs 6x1396 --heads 1 --kv_heads 1 --head_dim 128 --dtype fp16 --block_size 32 --allocator shuffled  # split_kv(chunk=64, splits=6) -> split_kv(chunk=64, splits=11), grid 36 -> 66
steps_named w127_d128_h1_1_8x1480 6,12 --configs 8x1480 --heads 1 --kv_heads 1 --head_dim 128 --dtype fp16 --block_size 8 --allocator fragmented  # split_kv(chunk=64, splits=6) -> split_kv(chunk=64, splits=12), grid 48 -> 96
steps_named w395_d128_h2_2_3x1893 8,15 --configs 3x1893 --heads 2 --kv_heads 2 --head_dim 128 --dtype fp16 --block_size 256 --allocator shuffled  # split_kv(chunk=64, splits=8) -> split_kv(chunk=64, splits=15), grid 48 -> 90
steps_named w112_d128_h1_1_7x1711 7,14 --configs 7x1711 --heads 1 --kv_heads 1 --head_dim 128 --dtype bf16 --block_size 8 --allocator contiguous  # split_kv(chunk=64, splits=7) -> split_kv(chunk=64, splits=14), grid 49 -> 98
steps_drawn 242
steps_drawn 243 --lengths mixed
steps_drawn 244 --max_mb 8
steps_end
tail -n 16 "$OUT/gpu_round.txt"
grep -E 'faster|slower' "$OUT/round/peak_compare.txt" | head -20
grep -E '^(targets|auto|SM clock|x )' "$OUT/round/peak.txt"
echo "round 1: $((SECONDS - start)) s"
rm -rf "$OUT/round"
