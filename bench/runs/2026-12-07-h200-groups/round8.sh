#!/bin/bash
# Round 8, prepared, not run (the session's device time ran out): after round
# 7's rule, uniform steps whose one-wave count cuts 33 to 128 parts of one
# round can still take fewer: deep_parts_128 gives head_dim 128 parts of up
# to 384 tokens that a CTA holds on chip, read with the one-level merge ("past
# 32 the merge's passes cost more than the held bytes gain"). The candidate
# (deep_round_parts.patch) lets such counts stand where the merge takes two
# levels. Held out: draw_uniform.lua seed 2026120640 (4000 drawn) with the
# tree (c99b08b, and df84e64, whose draws are the same) and the candidate, 18
# moved, all at head_dim 128, all taken (pick.py, random.seed(2026120641)),
# none timed before, each at both counts
# in the same rows with the tree's build, twice; read with
# bench/runs/2026-12-07-h200-tier/read_tier.py. Then check --random on a seed
# no round has drawn, and where the card is an H200 the full check and the
# suite with Triton and SDPA beside it (no H200 has run the two-level merge),
# held against the warps round's H200 suite
# (bench/runs/2026-12-04-h200-pair128/round8_suite/peak.json.gz, carried as
# build/peak_base.json.gz).
set -u
start=$SECONDS
. bench/auto_steps.sh
steps_gpu
steps_begin groups_round8 150
pass() { # SUFFIX
  steps_named g2648_d128_h1_1_3$1 22,33 --configs 3x8423 --heads 1 --kv_heads 1 --head_dim 128 --dtype fp16 --block_size 256 --allocator contiguous  # split_kv(chunk=64, splits=22) -> split_kv(chunk=64, splits=33), grid 66 -> 99
  steps_named g1205_d128_h2_1_3$1 29,43 --configs 3x10797 --heads 2 --kv_heads 1 --head_dim 128 --dtype bf16 --block_size 32 --allocator contiguous  # gqa(chunk=64, splits=29) -> gqa(chunk=64, splits=43), grid 87 -> 129
  steps_named g152_d128_h16_2_1$1 16,46 --configs 1x11688 --heads 16 --kv_heads 2 --head_dim 128 --dtype bf16 --block_size 256 --allocator contiguous  # gqa(chunk=64, splits=16) -> gqa(chunk=64, splits=46), grid 32 -> 92
  steps_named g1956_d128_h16_4_1$1 22,33 --configs 1x8313 --heads 16 --kv_heads 4 --head_dim 128 --dtype bf16 --block_size 32 --allocator fragmented  # gqa(chunk=64, splits=22) -> gqa(chunk=64, splits=33), grid 88 -> 132
  steps_named g1248_d128_h1_1_3$1 22,33 --configs 3x8213 --heads 1 --kv_heads 1 --head_dim 128 --dtype bf16 --block_size 16 --allocator fragmented  # split_kv(chunk=64, splits=22) -> split_kv(chunk=64, splits=33), grid 66 -> 99
  steps_named g1679_d128_h8_1_3$1 16,38 --configs 3x9561 --heads 8 --kv_heads 1 --head_dim 128 --dtype bf16 --block_size 16 --allocator contiguous  # gqa(chunk=64, splits=16) -> gqa(chunk=64, splits=38), grid 48 -> 114
  steps_named g1076_d128_h4_1_3$1 23,35 --configs 3x8786 --heads 4 --kv_heads 1 --head_dim 128 --dtype fp16 --block_size 16 --allocator fragmented  # gqa(chunk=64, splits=23) -> gqa(chunk=64, splits=35), grid 69 -> 105
  steps_named g2121_d128_h4_1_3$1 28,41 --configs 3x10373 --heads 4 --kv_heads 1 --head_dim 128 --dtype fp16 --block_size 256 --allocator contiguous  # gqa(chunk=64, splits=28) -> gqa(chunk=64, splits=41), grid 84 -> 123
  steps_named g3234_d128_h8_1_2$1 32,48 --configs 2x12242 --heads 8 --kv_heads 1 --head_dim 128 --dtype fp16 --block_size 16 --allocator shuffled  # gqa(chunk=64, splits=32) -> gqa(chunk=64, splits=48), grid 64 -> 96
  steps_named g3075_d128_h1_1_2$1 30,45 --configs 2x11364 --heads 1 --kv_heads 1 --head_dim 128 --dtype bf16 --block_size 1 --allocator fragmented  # split_kv(chunk=64, splits=30) -> split_kv(chunk=64, splits=45), grid 60 -> 90
  steps_named g624_d128_h1_1_3$1 28,42 --configs 3x10721 --heads 1 --kv_heads 1 --head_dim 128 --dtype fp16 --block_size 16 --allocator contiguous  # split_kv(chunk=64, splits=28) -> split_kv(chunk=64, splits=42), grid 84 -> 126
  steps_named g110_d128_h1_1_3$1 29,44 --configs 3x11062 --heads 1 --kv_heads 1 --head_dim 128 --dtype fp16 --block_size 256 --allocator shuffled  # split_kv(chunk=64, splits=29) -> split_kv(chunk=64, splits=44), grid 87 -> 132
  steps_named g785_d128_h2_1_3$1 24,35 --configs 3x8932 --heads 2 --kv_heads 1 --head_dim 128 --dtype bf16 --block_size 1 --allocator shuffled  # gqa(chunk=64, splits=24) -> gqa(chunk=64, splits=35), grid 72 -> 105
  steps_named g536_d128_h8_2_2$1 22,33 --configs 2x8230 --heads 8 --kv_heads 2 --head_dim 128 --dtype bf16 --block_size 16 --allocator shuffled  # gqa(chunk=64, splits=22) -> gqa(chunk=64, splits=33), grid 88 -> 132
  steps_named g2992_d128_h2_1_2$1 31,46 --configs 2x11676 --heads 2 --kv_heads 1 --head_dim 128 --dtype fp16 --block_size 32 --allocator fragmented  # gqa(chunk=64, splits=31) -> gqa(chunk=64, splits=46), grid 62 -> 92
  steps_named g1488_d128_h4_2_1$1 31,47 --configs 1x11855 --heads 4 --kv_heads 2 --head_dim 128 --dtype fp16 --block_size 1 --allocator shuffled  # gqa(chunk=64, splits=31) -> gqa(chunk=64, splits=47), grid 62 -> 94
  steps_named g1809_d128_h4_1_3$1 27,41 --configs 3x10352 --heads 4 --kv_heads 1 --head_dim 128 --dtype fp16 --block_size 32 --allocator contiguous  # gqa(chunk=64, splits=27) -> gqa(chunk=64, splits=41), grid 81 -> 123
  steps_named g3220_d128_h4_1_3$1 26,38 --configs 3x9601 --heads 4 --kv_heads 1 --head_dim 128 --dtype bf16 --block_size 16 --allocator contiguous  # gqa(chunk=64, splits=26) -> gqa(chunk=64, splits=38), grid 78 -> 114
}
pass ""
pass _b
steps_end
echo "round 8 steps: $((SECONDS - start)) s"
timeout 100 build/pabench check --random 200 --seed 20261241 > "$OUT/check_random.txt" 2>&1
echo "check --random: exit $? after $((SECONDS - start)) s; $(grep 'kernel runs over' "$OUT/check_random.txt")"
steps_h200_suite $start
echo "round 8: $((SECONDS - start)) s"
