#!/bin/bash
# Round 7: wide_parts_cap with the two-level merge, narrowed by round 6 (read
# in round5/read_round6.txt: keeping every count of 33 to 128 took 0.930 of the
# tree's time over 36 held-out steps, but 14 were slower by over 2 %; each of
# the 7 whose kept parts were one round, 256 tokens at head_dim 64 and 128,
# was faster, 0.613-0.749). The candidate (round_parts.patch) keeps a count of
# 33 to 128 where the merge takes two levels and its parts are at most a
# round. Held out: draw_uniform.lua seed 2026120638 (4000 uniform steps whose
# longest sequence is 4096 to 40000 tokens) with the tree (5208891) and the
# candidate, 277 moved (head_dim 64 148, 128 65, 256 64); 12 at each head_dim
# picked by pick.py (Python's random.seed(2026120639)), none timed before,
# each at both counts in the same rows with the tree's build, twice; read with
# bench/runs/2026-12-07-h200-tier/read_tier.py. With them, the 10 named steps
# of plan_spec that the candidate moves (e*), whose figures were read with one
# level. Then the full check of the
# tree (the two-level merge on its own path, round 5), as part of
# bench/gpu_round.sh's suite with Triton and SDPA beside it where the card
# is an H200 (held against the warps round's H200 suite,
# bench/runs/2026-12-04-h200-pair128/round8_suite/peak.json.gz, carried as
# build/peak_base.json.gz), and check --random on a seed no round has drawn.
set -u
start=$SECONDS
. bench/auto_steps.sh
steps_gpu
steps_begin groups_round7 200
pass() { # SUFFIX
  steps_named g2130_d64_h16_2_3$1 16,42 --configs 3x10604 --heads 16 --kv_heads 2 --head_dim 64 --dtype bf16 --block_size 16 --allocator fragmented  # gqa(chunk=64, splits=16) -> gqa(chunk=64, splits=42), grid 96 -> 252
  steps_named g945_d64_h1_1_2$1 16,40 --configs 2x10228 --heads 1 --kv_heads 1 --head_dim 64 --dtype fp16 --block_size 1 --allocator contiguous  # split_kv(chunk=64, splits=16) -> split_kv(chunk=64, splits=40), grid 32 -> 80
  steps_named g449_d64_h8_2_1$1 16,61 --configs 1x15522 --heads 8 --kv_heads 2 --head_dim 64 --dtype bf16 --block_size 16 --allocator fragmented  # gqa(chunk=64, splits=16) -> gqa(chunk=64, splits=61), grid 32 -> 122
  steps_named g1092_d64_h32_4_1$1 16,39 --configs 1x9779 --heads 32 --kv_heads 4 --head_dim 64 --dtype fp16 --block_size 256 --allocator contiguous  # gqa(chunk=64, splits=16) -> gqa(chunk=64, splits=39), grid 64 -> 156
  steps_named g566_d64_h1_1_4$1 16,33 --configs 4x8274 --heads 1 --kv_heads 1 --head_dim 64 --dtype bf16 --block_size 16 --allocator fragmented  # split_kv(chunk=64, splits=16) -> split_kv(chunk=64, splits=33), grid 64 -> 132
  steps_named g446_d64_h4_1_3$1 16,38 --configs 3x9505 --heads 4 --kv_heads 1 --head_dim 64 --dtype bf16 --block_size 256 --allocator contiguous  # gqa(chunk=64, splits=16) -> gqa(chunk=64, splits=38), grid 48 -> 114
  steps_named g556_d64_h8_1_3$1 16,40 --configs 3x10109 --heads 8 --kv_heads 1 --head_dim 64 --dtype bf16 --block_size 256 --allocator fragmented  # gqa(chunk=64, splits=16) -> gqa(chunk=64, splits=40), grid 48 -> 120
  steps_named g2119_d64_h4_1_5$1 16,51 --configs 5x12968 --heads 4 --kv_heads 1 --head_dim 64 --dtype fp16 --block_size 1 --allocator contiguous  # gqa(chunk=64, splits=16) -> gqa(chunk=64, splits=51), grid 80 -> 255
  steps_named g1547_d64_h1_1_3$1 16,74 --configs 3x18734 --heads 1 --kv_heads 1 --head_dim 64 --dtype bf16 --block_size 32 --allocator fragmented  # split_kv(chunk=64, splits=16) -> split_kv(chunk=64, splits=74), grid 48 -> 222
  steps_named g3729_d64_h1_1_3$1 16,67 --configs 3x17076 --heads 1 --kv_heads 1 --head_dim 64 --dtype bf16 --block_size 32 --allocator fragmented  # split_kv(chunk=64, splits=16) -> split_kv(chunk=64, splits=67), grid 48 -> 201
  steps_named g2497_d64_h16_2_2$1 16,43 --configs 2x10782 --heads 16 --kv_heads 2 --head_dim 64 --dtype bf16 --block_size 1 --allocator fragmented  # gqa(chunk=64, splits=16) -> gqa(chunk=64, splits=43), grid 64 -> 172
  steps_named g2388_d64_h4_1_6$1 16,35 --configs 6x8955 --heads 4 --kv_heads 1 --head_dim 64 --dtype bf16 --block_size 256 --allocator shuffled  # gqa(chunk=64, splits=16) -> gqa(chunk=64, splits=35), grid 96 -> 210
  steps_named g2521_d128_h8_1_1$1 32,103 --configs 1x26185 --heads 8 --kv_heads 1 --head_dim 128 --dtype fp16 --block_size 256 --allocator contiguous  # gqa(chunk=64, splits=32) -> gqa(chunk=64, splits=103), grid 32 -> 103
  steps_named g1577_d128_h8_2_1$1 32,38 --configs 1x9704 --heads 8 --kv_heads 2 --head_dim 128 --dtype bf16 --block_size 16 --allocator contiguous  # gqa(chunk=64, splits=32) -> gqa(chunk=64, splits=38), grid 64 -> 76
  steps_named g939_d128_h4_2_1$1 32,51 --configs 1x12927 --heads 4 --kv_heads 2 --head_dim 128 --dtype fp16 --block_size 16 --allocator shuffled  # gqa(chunk=64, splits=32) -> gqa(chunk=64, splits=51), grid 64 -> 102
  steps_named g3333_d128_h32_2_1$1 32,34 --configs 1x8569 --heads 32 --kv_heads 2 --head_dim 128 --dtype bf16 --block_size 256 --allocator shuffled  # gqa(chunk=64, splits=32) -> gqa(chunk=64, splits=34), grid 64 -> 68
  steps_named g1746_d128_h32_2_1$1 32,65 --configs 1x16518 --heads 32 --kv_heads 2 --head_dim 128 --dtype bf16 --block_size 1 --allocator fragmented  # gqa(chunk=64, splits=32) -> gqa(chunk=64, splits=65), grid 64 -> 130
  steps_named g35_d128_h4_1_2$1 32,53 --configs 2x13410 --heads 4 --kv_heads 1 --head_dim 128 --dtype bf16 --block_size 32 --allocator shuffled  # gqa(chunk=64, splits=32) -> gqa(chunk=64, splits=53), grid 64 -> 106
  steps_named g772_d128_h16_1_1$1 32,74 --configs 1x18791 --heads 16 --kv_heads 1 --head_dim 128 --dtype fp16 --block_size 256 --allocator shuffled  # gqa(chunk=64, splits=32) -> gqa(chunk=64, splits=74), grid 32 -> 74
  steps_named g773_d128_h4_1_2$1 32,49 --configs 2x12506 --heads 4 --kv_heads 1 --head_dim 128 --dtype bf16 --block_size 16 --allocator fragmented  # gqa(chunk=64, splits=32) -> gqa(chunk=64, splits=49), grid 64 -> 98
  steps_named g1648_d128_h16_1_1$1 32,64 --configs 1x16300 --heads 16 --kv_heads 1 --head_dim 128 --dtype fp16 --block_size 16 --allocator fragmented  # gqa(chunk=64, splits=32) -> gqa(chunk=64, splits=64), grid 32 -> 64
  steps_named g2513_d128_h32_2_1$1 32,40 --configs 1x10087 --heads 32 --kv_heads 2 --head_dim 128 --dtype fp16 --block_size 1 --allocator fragmented  # gqa(chunk=64, splits=32) -> gqa(chunk=64, splits=40), grid 64 -> 80
  steps_named g349_d128_h16_2_1$1 32,56 --configs 1x14219 --heads 16 --kv_heads 2 --head_dim 128 --dtype bf16 --block_size 32 --allocator contiguous  # gqa(chunk=64, splits=32) -> gqa(chunk=64, splits=56), grid 64 -> 112
  steps_named g2930_d128_h4_1_2$1 32,37 --configs 2x9381 --heads 4 --kv_heads 1 --head_dim 128 --dtype fp16 --block_size 256 --allocator contiguous  # gqa(chunk=64, splits=32) -> gqa(chunk=64, splits=37), grid 62 -> 74
  steps_named g2837_d256_h4_1_2$1 16,48 --configs 2x6080 --heads 4 --kv_heads 1 --head_dim 256 --dtype bf16 --block_size 16 --allocator contiguous  # gqa(chunk=32, splits=16) -> gqa(chunk=32, splits=48), grid 32 -> 96
  steps_named g2614_d256_h8_2_1$1 16,47 --configs 1x6006 --heads 8 --kv_heads 2 --head_dim 256 --dtype fp16 --block_size 1 --allocator contiguous  # gqa(chunk=32, splits=16) -> gqa(chunk=32, splits=47), grid 32 -> 94
  steps_named g2872_d256_h4_1_3$1 16,38 --configs 3x4775 --heads 4 --kv_heads 1 --head_dim 256 --dtype bf16 --block_size 32 --allocator fragmented  # gqa(chunk=32, splits=16) -> gqa(chunk=32, splits=38), grid 48 -> 114
  steps_named g701_d256_h16_1_1$1 16,97 --configs 1x12346 --heads 16 --kv_heads 1 --head_dim 256 --dtype bf16 --block_size 32 --allocator contiguous  # gqa(chunk=32, splits=16) -> gqa(chunk=32, splits=97), grid 16 -> 97
  steps_named g1766_d256_h16_1_1$1 16,54 --configs 1x6813 --heads 16 --kv_heads 1 --head_dim 256 --dtype fp16 --block_size 16 --allocator contiguous  # gqa(chunk=32, splits=16) -> gqa(chunk=32, splits=54), grid 16 -> 54
  steps_named g3137_d256_h16_1_1$1 16,42 --configs 1x5348 --heads 16 --kv_heads 1 --head_dim 256 --dtype fp16 --block_size 16 --allocator contiguous  # gqa(chunk=32, splits=16) -> gqa(chunk=32, splits=42), grid 16 -> 42
  steps_named g3365_d256_h16_1_1$1 16,40 --configs 1x5028 --heads 16 --kv_heads 1 --head_dim 256 --dtype bf16 --block_size 32 --allocator fragmented  # gqa(chunk=32, splits=16) -> gqa(chunk=32, splits=40), grid 16 -> 40
  steps_named g2135_d256_h4_1_2$1 16,46 --configs 2x5800 --heads 4 --kv_heads 1 --head_dim 256 --dtype bf16 --block_size 256 --allocator shuffled  # gqa(chunk=32, splits=16) -> gqa(chunk=32, splits=46), grid 32 -> 92
  steps_named g1212_d256_h1_1_1$1 16,47 --configs 1x5920 --heads 1 --kv_heads 1 --head_dim 256 --dtype fp16 --block_size 16 --allocator contiguous  # split_kv(chunk=32, splits=16) -> split_kv(chunk=32, splits=47), grid 16 -> 47
  steps_named g919_d256_h8_1_1$1 16,118 --configs 1x15086 --heads 8 --kv_heads 1 --head_dim 256 --dtype bf16 --block_size 1 --allocator fragmented  # gqa(chunk=32, splits=16) -> gqa(chunk=32, splits=118), grid 16 -> 118
  steps_named g2194_d256_h1_1_1$1 16,49 --configs 1x6161 --heads 1 --kv_heads 1 --head_dim 256 --dtype fp16 --block_size 32 --allocator fragmented  # split_kv(chunk=32, splits=16) -> split_kv(chunk=32, splits=49), grid 16 -> 49
  steps_named g3048_d256_h1_1_1$1 16,40 --configs 1x5024 --heads 1 --kv_heads 1 --head_dim 256 --dtype fp16 --block_size 1 --allocator contiguous  # split_kv(chunk=32, splits=16) -> split_kv(chunk=32, splits=40), grid 16 -> 40
  # plan_spec's named steps the candidate moves (the tree's count, then the candidate's)
  steps_named e14981_d128_h2_2_1$1 32,59 --configs 1x14981 --heads 2 --kv_heads 2 --head_dim 128 --dtype fp16
  steps_named e12000_d128_h1_1_1$1 32,47 --configs 1x12000 --heads 1 --kv_heads 1 --head_dim 128 --dtype fp16
  steps_named e17629_d128_h2_1_1$1 32,69 --configs 1x17629 --heads 2 --kv_heads 1 --head_dim 128 --dtype fp16
  steps_named e32768_d128_h8_1_1$1 32,128 --configs 1x32768 --heads 8 --kv_heads 1 --head_dim 128 --dtype fp16
  steps_named e20000_d128_h4_1_1$1 32,79 --configs 1x20000 --heads 4 --kv_heads 1 --head_dim 128 --dtype fp16
  steps_named e12000_d64_h8_1_1$1 16,47 --configs 1x12000 --heads 8 --kv_heads 1 --head_dim 64 --dtype fp16
  steps_named e8192_d256_h8_1_1$1 16,64 --configs 1x8192 --heads 8 --kv_heads 1 --head_dim 256 --dtype fp16
  steps_named e16384_d256_h8_1_1$1 32,128 --configs 1x16384 --heads 8 --kv_heads 1 --head_dim 256 --dtype fp16
  steps_named e16000_d256_h8_1_1$1 16,125 --configs 1x16000 --heads 8 --kv_heads 1 --head_dim 256 --dtype fp16
  steps_named e32768_d64_h8_1_1$1 32,128 --configs 1x32768 --heads 8 --kv_heads 1 --head_dim 64 --dtype fp16
}
pass ""
pass _b
steps_end
echo "round 7 steps: $((SECONDS - start)) s"
timeout 100 build/pabench check --random 200 --seed 20261240 > "$OUT/check_random.txt" 2>&1
echo "check --random: exit $? after $((SECONDS - start)) s; $(grep 'kernel runs over' "$OUT/check_random.txt")"
if steps_is_h200; then
  PEAK_BASE=build/peak_base.json.gz bench/gpu_round.sh check triton peak \
    > "$OUT/gpu_round.txt" 2>&1
  echo "gpu_round: exit $? after $((SECONDS - start)) s"
  tail -12 "$OUT/gpu_round.txt"
else
  build/pabench check > "$OUT/check.txt" 2>&1
  echo "check: exit $? after $((SECONDS - start)) s; $(grep 'kernel runs over' "$OUT/check.txt")"
fi
echo "round 7: $((SECONDS - start)) s"
