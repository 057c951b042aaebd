#!/bin/bash
# Round 2: the planner packs one-warp CTAs of whole sequences two a CTA
# (src/plan_mma_shape.c; read from round 1, where PA_PACK forced it). The GPU
# test suite whole and check --random on a new seed; each kernel's global
# accesses from its SASS (tools/sass-loads); every kernel path under memcheck
# and racecheck (bench/sanitize_paths.lua, five packed launches among them);
# check --kernels auto; then 30 steps drawn at random among those it packs
# (draw_pack.lua, seed 2026120601), none timed before, each with this build
# and the tree before it (d878895, build/pabench_ref.gz); and auto.lua's seed
# 237 kept to 8 MB, a draw no round has timed.
set -u
start=$SECONDS
. bench/auto_steps.sh
steps_gpu
steps_suite 20261230
PATH=$PATH:/usr/local/cuda/bin tools/sass-loads build/pabench > "$OUT/sass_loads.txt" 2>&1
echo "sass-loads: exit $?; $(grep -c 'mma_decode_kernel' "$OUT/sass_loads.txt") decode kernels"
CS=$(command -v compute-sanitizer || ls /usr/local/cuda*/bin/compute-sanitizer 2>/dev/null | head -1)
if [ -n "$CS" ]; then
  timeout 120 $CS --tool memcheck --error-exitcode 99 build/pabench bench/sanitize_paths.lua > "$OUT/memcheck.txt" 2>&1
  echo "memcheck paths: exit $? after $SECONDS s; $(tail -1 "$OUT/memcheck.txt")"
  timeout 150 $CS --tool racecheck --error-exitcode 99 build/pabench bench/sanitize_paths.lua > "$OUT/racecheck.txt" 2>&1
  echo "racecheck paths: exit $? after $SECONDS s; $(tail -1 "$OUT/racecheck.txt")"
fi
steps_ref build/pabench_ref.gz
steps_begin pack_round2 $((500 - (SECONDS - start)))
steps_check
steps_pair k k1_32_16_d64_11x15 1 --configs 11x15 --heads 32 --kv_heads 16 --head_dim 64 --dtype fp16 --block_size 256 --allocator fragmented  # gqa(chunk=64, splits=1) grid 88
steps_pair k k2_4_2_d64_77x5 1 --configs 77x5 --heads 4 --kv_heads 2 --head_dim 64 --dtype fp16 --block_size 16 --allocator contiguous  # gqa(chunk=64, splits=1) grid 77
steps_pair k k3_128_8_d128_247x27 1 --configs 247x27 --heads 128 --kv_heads 8 --head_dim 128 --dtype fp16 --block_size 32 --allocator fragmented  # gqa(chunk=64, splits=1) grid 988
steps_pair k k4_10_2_d128_5x29p6x2 1 --configs 5x29+6x2 --heads 10 --kv_heads 2 --head_dim 128 --dtype fp16 --block_size 32 --allocator contiguous  # paged(chunk=64) grid 55
steps_pair k k5_10_2_d64_62x29p62x1 1 --configs 62x29+62x1 --heads 10 --kv_heads 2 --head_dim 64 --dtype bf16 --block_size 8 --allocator shuffled  # gqa(chunk=64, splits=1) grid 124
steps_pair k k6_256_16_d128_4x3 1 --configs 4x3 --heads 256 --kv_heads 16 --head_dim 128 --dtype fp16 --block_size 8 --allocator contiguous  # paged(chunk=64) grid 512
steps_pair k k7_32_8_d256_19x16p20x22 1 --configs 19x16+20x22 --heads 32 --kv_heads 8 --head_dim 256 --dtype fp16 --block_size 32 --allocator fragmented  # gqa(chunk=32, splits=1) grid 156
steps_pair k k8_8_2_d128_26x12 1 --configs 26x12 --heads 8 --kv_heads 2 --head_dim 128 --dtype bf16 --block_size 8 --allocator shuffled  # paged(chunk=64) grid 104
steps_pair k k9_80_16_d64_7x22p8x32 1 --configs 7x22+8x32 --heads 80 --kv_heads 16 --head_dim 64 --dtype bf16 --block_size 8 --allocator shuffled  # gqa(chunk=64, splits=1) grid 120
steps_pair k k10_256_16_d128_89x30 1 --configs 89x30 --heads 256 --kv_heads 16 --head_dim 128 --dtype bf16 --block_size 8 --allocator shuffled  # gqa(chunk=64, splits=1) grid 712
steps_pair k k11_16_16_d256_9x10 1 --configs 9x10 --heads 16 --kv_heads 16 --head_dim 256 --dtype fp16 --block_size 1 --allocator contiguous  # split_kv(chunk=32, splits=1) grid 72
steps_pair k k12_20_4_d64_38x29 1 --configs 38x29 --heads 20 --kv_heads 4 --head_dim 64 --dtype bf16 --block_size 8 --allocator fragmented  # gqa(chunk=64, splits=1) grid 76
steps_pair k k13_8_1_d64_135x23 1 --configs 135x23 --heads 8 --kv_heads 1 --head_dim 64 --dtype bf16 --block_size 16 --allocator contiguous  # gqa(chunk=64, splits=1) grid 68
steps_pair k k14_64_16_d64_27x8 1 --configs 27x8 --heads 64 --kv_heads 16 --head_dim 64 --dtype bf16 --block_size 16 --allocator fragmented  # gqa(chunk=64, splits=1) grid 216
steps_pair k k15_64_4_d256_16x2 1 --configs 16x2 --heads 64 --kv_heads 4 --head_dim 256 --dtype bf16 --block_size 256 --allocator fragmented  # paged(chunk=32) grid 512
steps_pair k k16_16_8_d128_112x8p112x7 1 --configs 112x8+112x7 --heads 16 --kv_heads 8 --head_dim 128 --dtype fp16 --block_size 256 --allocator contiguous  # gqa(chunk=64, splits=1) grid 896
steps_pair k k17_8_4_d256_228x31 1 --configs 228x31 --heads 8 --kv_heads 4 --head_dim 256 --dtype fp16 --block_size 16 --allocator contiguous  # gqa(chunk=32, splits=1) grid 456
steps_pair k k18_16_2_d256_165x17 1 --configs 165x17 --heads 16 --kv_heads 2 --head_dim 256 --dtype bf16 --block_size 16 --allocator fragmented  # gqa(chunk=32, splits=1) grid 165
steps_pair k k19_16_8_d128_90x9p90x10 1 --configs 90x9+90x10 --heads 16 --kv_heads 8 --head_dim 128 --dtype fp16 --block_size 256 --allocator shuffled  # gqa(chunk=64, splits=1) grid 720
steps_pair k k20_16_8_d64_253x26 1 --configs 253x26 --heads 16 --kv_heads 8 --head_dim 64 --dtype fp16 --block_size 16 --allocator contiguous  # gqa(chunk=64, splits=1) grid 1012
steps_pair k k21_2_2_d256_107x19p108x4 1 --configs 107x19+108x4 --heads 2 --kv_heads 2 --head_dim 256 --dtype fp16 --block_size 8 --allocator fragmented  # split_kv(chunk=32, splits=1) grid 215
steps_pair k k22_64_8_d64_219x2 1 --configs 219x2 --heads 64 --kv_heads 8 --head_dim 64 --dtype fp16 --block_size 16 --allocator contiguous  # gqa(chunk=64, splits=1) grid 876
steps_pair k k23_32_8_d64_181x27 1 --configs 181x27 --heads 32 --kv_heads 8 --head_dim 64 --dtype fp16 --block_size 8 --allocator fragmented  # gqa(chunk=64, splits=1) grid 724
steps_pair k k24_8_4_d64_70x30p71x6 1 --configs 70x30+71x6 --heads 8 --kv_heads 4 --head_dim 64 --dtype fp16 --block_size 8 --allocator fragmented  # gqa(chunk=64, splits=1) grid 282
steps_pair k k25_20_4_d256_32x18 1 --configs 32x18 --heads 20 --kv_heads 4 --head_dim 256 --dtype bf16 --block_size 256 --allocator fragmented  # gqa(chunk=32, splits=1) grid 64
steps_pair k k26_20_4_d64_113x22p114x1 1 --configs 113x22+114x1 --heads 20 --kv_heads 4 --head_dim 64 --dtype bf16 --block_size 1 --allocator contiguous  # gqa(chunk=64, splits=1) grid 454
steps_pair k k27_64_8_d128_134x17 1 --configs 134x17 --heads 64 --kv_heads 8 --head_dim 128 --dtype bf16 --block_size 32 --allocator fragmented  # gqa(chunk=64, splits=1) grid 536
steps_pair k k28_8_4_d64_181x14 1 --configs 181x14 --heads 8 --kv_heads 4 --head_dim 64 --dtype fp16 --block_size 1 --allocator fragmented  # gqa(chunk=64, splits=1) grid 362
steps_pair k k29_16_1_d64_6x25 1 --configs 6x25 --heads 16 --kv_heads 1 --head_dim 64 --dtype fp16 --block_size 1 --allocator contiguous  # paged(chunk=64) grid 48
steps_pair k k30_2_2_d128_113x4 1 --configs 113x4 --heads 2 --kv_heads 2 --head_dim 128 --dtype fp16 --block_size 16 --allocator contiguous  # split_kv(chunk=64, splits=1) grid 113
steps_drawn 237 --max_mb 8
steps_end
echo "round 2: $((SECONDS - start)) s"
