#!/bin/bash
# Onehead round 2: the rule as committed (short_one_head_parts_128, src/plan.c:
# one or two sequence-rows, narrowed after round 1 where four rows at group 8
# lost on each of four steps) held out on a draw no round has timed:
# draw.lua seed 2026120649 moves 129 of 300 against the tree before the rule
# (cdf0e6e); 24 taken (random.seed(2026120650)), each at the tree's grouped
# count and the rule's one-head count in the same rows (one count where they
# are equal), twice. Read: bench/runs/2026-12-07-h200-tier/read_tier.py DIR c
# gqa,split_kv. Then `check --kernels auto` (auto's launches against the
# reference over the check's configurations) and, where the card is an H200,
# the full check and the suite with Triton and SDPA, held against the warps
# round's H200 suite (build/peak_base.json.gz).
set -u
start=$SECONDS
. bench/auto_steps.sh
steps_gpu
steps_begin onehead_round2 200
pass() { # SUFFIX
  steps_named c278_d128_h16_2_1$1 4,8 --configs 1x1440 --heads 16 --kv_heads 2 --head_dim 128 --dtype bf16 --block_size 16 --allocator contiguous  # gqa(chunk=64, splits=4) -> split_kv(chunk=64, splits=8), grid 8 -> 128
  steps_named c36_d128_h16_2_1$1 7,4 --configs 1x865 --heads 16 --kv_heads 2 --head_dim 128 --dtype bf16 --block_size 256 --allocator fragmented  # gqa(chunk=64, splits=7) -> split_kv(chunk=64, splits=4), grid 14 -> 64
  steps_named c210_d128_h16_2_1$1 8 --configs 1x964 --heads 16 --kv_heads 2 --head_dim 128 --dtype fp16 --block_size 256 --allocator contiguous  # gqa(chunk=64, splits=8) -> split_kv(chunk=64, splits=8), grid 16 -> 128
  steps_named c44_d128_h16_1_1$1 6,4 --configs 1x650 --heads 16 --kv_heads 1 --head_dim 128 --dtype bf16 --block_size 32 --allocator fragmented  # gqa(chunk=64, splits=6) -> split_kv(chunk=64, splits=4), grid 6 -> 64
  steps_named c133_d128_h8_1_1$1 5,4 --configs 1x582 --heads 8 --kv_heads 1 --head_dim 128 --dtype bf16 --block_size 1 --allocator fragmented  # gqa(chunk=64, splits=5) -> split_kv(chunk=64, splits=4), grid 5 -> 32
  steps_named c170_d128_h8_1_1$1 4,8 --configs 1x1264 --heads 8 --kv_heads 1 --head_dim 128 --dtype fp16 --block_size 256 --allocator shuffled  # gqa(chunk=64, splits=4) -> split_kv(chunk=64, splits=8), grid 4 -> 64
  steps_named c275_d128_h16_1_1$1 5,8 --configs 1x1160 --heads 16 --kv_heads 1 --head_dim 128 --dtype bf16 --block_size 32 --allocator shuffled  # gqa(chunk=64, splits=5) -> split_kv(chunk=64, splits=8), grid 5 -> 128
  steps_named c249_d128_h8_1_2$1 3,2 --configs 2x278 --heads 8 --kv_heads 1 --head_dim 128 --dtype bf16 --block_size 32 --allocator fragmented  # gqa(chunk=64, splits=3) -> split_kv(chunk=64, splits=2), grid 6 -> 32
  steps_named c199_d128_h8_1_2$1 8 --configs 2x939 --heads 8 --kv_heads 1 --head_dim 128 --dtype bf16 --block_size 16 --allocator shuffled  # gqa(chunk=64, splits=8) -> split_kv(chunk=64, splits=8), grid 16 -> 128
  steps_named c129_d128_h8_1_2$1 3,2 --configs 2x292 --heads 8 --kv_heads 1 --head_dim 128 --dtype fp16 --block_size 16 --allocator shuffled  # gqa(chunk=64, splits=3) -> split_kv(chunk=64, splits=2), grid 6 -> 32
  steps_named c9_d128_h16_1_2$1 6,4 --configs 2x659 --heads 16 --kv_heads 1 --head_dim 128 --dtype bf16 --block_size 32 --allocator fragmented  # gqa(chunk=64, splits=6) -> split_kv(chunk=64, splits=4), grid 12 -> 128
  steps_named c271_d128_h32_2_1$1 6,8 --configs 1x1461 --heads 32 --kv_heads 2 --head_dim 128 --dtype bf16 --block_size 256 --allocator fragmented  # gqa(chunk=64, splits=6) -> split_kv(chunk=64, splits=8), grid 12 -> 256
  steps_named c115_d128_h16_1_2$1 6,4 --configs 2x658 --heads 16 --kv_heads 1 --head_dim 128 --dtype fp16 --block_size 16 --allocator contiguous  # gqa(chunk=64, splits=6) -> split_kv(chunk=64, splits=4), grid 12 -> 128
  steps_named c198_d128_h8_1_1$1 3,8 --configs 1x1109 --heads 8 --kv_heads 1 --head_dim 128 --dtype bf16 --block_size 16 --allocator fragmented  # gqa(chunk=64, splits=3) -> split_kv(chunk=64, splits=8), grid 3 -> 64
  steps_named c140_d128_h32_2_1$1 4 --configs 1x453 --heads 32 --kv_heads 2 --head_dim 128 --dtype fp16 --block_size 256 --allocator contiguous  # gqa(chunk=64, splits=4) -> split_kv(chunk=64, splits=4), grid 8 -> 128
  steps_named c116_d128_h16_2_1$1 4 --configs 1x396 --heads 16 --kv_heads 2 --head_dim 128 --dtype fp16 --block_size 32 --allocator shuffled  # gqa(chunk=64, splits=4) -> split_kv(chunk=64, splits=4), grid 8 -> 64
  steps_named c267_d128_h16_1_1$1 7,4 --configs 1x852 --heads 16 --kv_heads 1 --head_dim 128 --dtype bf16 --block_size 16 --allocator shuffled  # gqa(chunk=64, splits=7) -> split_kv(chunk=64, splits=4), grid 7 -> 64
  steps_named c70_d128_h16_1_1$1 3,2 --configs 1x289 --heads 16 --kv_heads 1 --head_dim 128 --dtype bf16 --block_size 256 --allocator fragmented  # gqa(chunk=64, splits=3) -> split_kv(chunk=64, splits=2), grid 3 -> 32
  steps_named c148_d128_h16_1_1$1 3,2 --configs 1x305 --heads 16 --kv_heads 1 --head_dim 128 --dtype bf16 --block_size 1 --allocator fragmented  # gqa(chunk=64, splits=3) -> split_kv(chunk=64, splits=2), grid 3 -> 32
  steps_named c290_d128_h16_1_1$1 7,4 --configs 1x877 --heads 16 --kv_heads 1 --head_dim 128 --dtype fp16 --block_size 32 --allocator shuffled  # gqa(chunk=64, splits=7) -> split_kv(chunk=64, splits=4), grid 7 -> 64
  steps_named c209_d128_h32_2_1$1 7,4 --configs 1x771 --heads 32 --kv_heads 2 --head_dim 128 --dtype fp16 --block_size 1 --allocator contiguous  # gqa(chunk=64, splits=7) -> split_kv(chunk=64, splits=4), grid 14 -> 128
  steps_named c167_d128_h16_1_2$1 4 --configs 2x432 --heads 16 --kv_heads 1 --head_dim 128 --dtype fp16 --block_size 16 --allocator shuffled  # gqa(chunk=64, splits=4) -> split_kv(chunk=64, splits=4), grid 8 -> 128
  steps_named c22_d128_h32_2_1$1 4 --configs 1x480 --heads 32 --kv_heads 2 --head_dim 128 --dtype fp16 --block_size 256 --allocator shuffled  # gqa(chunk=64, splits=4) -> split_kv(chunk=64, splits=4), grid 8 -> 128
  steps_named c285_d128_h16_2_1$1 5,4 --configs 1x635 --heads 16 --kv_heads 2 --head_dim 128 --dtype fp16 --block_size 256 --allocator fragmented  # gqa(chunk=64, splits=5) -> split_kv(chunk=64, splits=4), grid 10 -> 64
}
pass ""
pass _b
steps_end
echo "onehead round 2 steps: $((SECONDS - start)) s"
timeout 120 build/pabench check --kernels auto > "$OUT/check_auto.txt" 2>&1
echo "check --kernels auto: exit $? after $((SECONDS - start)) s; $(grep 'kernel runs over' "$OUT/check_auto.txt")"
steps_h200_suite $start
echo "onehead round 2: $((SECONDS - start)) s"
