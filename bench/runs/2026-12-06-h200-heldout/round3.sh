#!/bin/bash
# Round 3: the one-slot rule bounded to head_dim 256 and grids of over four
# CTAs an SM (read from round 2), held out. `check --kernels auto` with the
# candidate's build; 24 steps drawn at random among those it moves
# (draw_heldout.lua, seed 2026120603), none timed before, each with the
# candidate's build and the tree before it (1a6c58f, build/pabench_ref.gz);
# then 8 controls for the bound, steps of grids of two to four CTAs an SM that
# round 2's unbounded form moved (seed 2026120604, `below`), with round 2's
# build (build/pabench_r2.gz) and the tree before.
set -u
start=$SECONDS
. bench/auto_steps.sh
steps_gpu
steps_ref build/pabench_ref.gz
gunzip -c build/pabench_r2.gz > build/pabench_r2 && chmod +x build/pabench_r2
control() { # NAME auto.lua-ARGS...: round 2's build as c_NAME, the tree before as cref_NAME
  local name=$1
  shift
  STEPS_BIN=build/pabench_r2 steps_named "c_$name" "$@"
  STEPS_BIN=$STEPS_REF_BIN steps_named "cref_$name" "$@"
}
steps_begin heldout_round3 $((420 - (SECONDS - start)))
steps_check
steps_pair h h1_64_16_118x3p119x8 1 --configs 118x3+119x8 --heads 64 --kv_heads 16 --head_dim 256 --dtype fp16 --block_size 1 --allocator contiguous  # gqa(chunk=32, splits=1) grid 3792
steps_pair h h2_64_4_175x16 1 --configs 175x16 --heads 64 --kv_heads 4 --head_dim 256 --dtype bf16 --block_size 16 --allocator fragmented  # gqa(chunk=32, splits=1) grid 700
steps_pair h h3_64_16_22x9p22x2 1 --configs 22x9+22x2 --heads 64 --kv_heads 16 --head_dim 256 --dtype fp16 --block_size 16 --allocator contiguous  # gqa(chunk=32, splits=1) grid 704
steps_pair h h4_128_8_214x14 1 --configs 214x14 --heads 128 --kv_heads 8 --head_dim 256 --dtype bf16 --block_size 1 --allocator fragmented  # gqa(chunk=32, splits=1) grid 1712
steps_pair h h5_32_8_37x15p37x7 1 --configs 37x15+37x7 --heads 32 --kv_heads 8 --head_dim 256 --dtype fp16 --block_size 256 --allocator contiguous  # gqa(chunk=32, splits=1) grid 592
steps_pair h h6_32_4_120x11p120x6 1 --configs 120x11+120x6 --heads 32 --kv_heads 4 --head_dim 256 --dtype fp16 --block_size 16 --allocator shuffled  # gqa(chunk=32, splits=1) grid 960
steps_pair h h7_8_4_248x6 1 --configs 248x6 --heads 8 --kv_heads 4 --head_dim 256 --dtype bf16 --block_size 256 --allocator fragmented  # gqa(chunk=32, splits=1) grid 992
steps_pair h h8_128_16_86x3p87x2 1 --configs 86x3+87x2 --heads 128 --kv_heads 16 --head_dim 256 --dtype bf16 --block_size 8 --allocator contiguous  # gqa(chunk=32, splits=1) grid 2768
steps_pair h h9_40_8_203x9 1 --configs 203x9 --heads 40 --kv_heads 8 --head_dim 256 --dtype fp16 --block_size 32 --allocator contiguous  # gqa(chunk=32, splits=1) grid 1624
steps_pair h h10_128_16_85x4 1 --configs 85x4 --heads 128 --kv_heads 16 --head_dim 256 --dtype bf16 --block_size 8 --allocator shuffled  # gqa(chunk=32, splits=1) grid 1360
steps_pair h h11_64_8_55x6p56x3 1 --configs 55x6+56x3 --heads 64 --kv_heads 8 --head_dim 256 --dtype fp16 --block_size 32 --allocator shuffled  # gqa(chunk=32, splits=1) grid 888
steps_pair h h12_32_4_118x5p118x2 1 --configs 118x5+118x2 --heads 32 --kv_heads 4 --head_dim 256 --dtype bf16 --block_size 256 --allocator shuffled  # gqa(chunk=32, splits=1) grid 944
steps_pair h h13_64_16_65x14p65x8 1 --configs 65x14+65x8 --heads 64 --kv_heads 16 --head_dim 256 --dtype fp16 --block_size 1 --allocator shuffled  # gqa(chunk=32, splits=1) grid 2080
steps_pair h h14_4_4_178x4 1 --configs 178x4 --heads 4 --kv_heads 4 --head_dim 256 --dtype bf16 --block_size 1 --allocator fragmented  # split_kv(chunk=32, splits=1) grid 712
steps_pair h h15_128_16_73x3p74x4 1 --configs 73x3+74x4 --heads 128 --kv_heads 16 --head_dim 256 --dtype bf16 --block_size 1 --allocator shuffled  # gqa(chunk=32, splits=1) grid 2352
steps_pair h h16_64_4_179x16 1 --configs 179x16 --heads 64 --kv_heads 4 --head_dim 256 --dtype bf16 --block_size 32 --allocator contiguous  # gqa(chunk=32, splits=1) grid 716
steps_pair h h17_32_8_99x16 1 --configs 99x16 --heads 32 --kv_heads 8 --head_dim 256 --dtype bf16 --block_size 1 --allocator fragmented  # gqa(chunk=32, splits=1) grid 792
steps_pair h h18_32_8_113x11 1 --configs 113x11 --heads 32 --kv_heads 8 --head_dim 256 --dtype fp16 --block_size 8 --allocator shuffled  # gqa(chunk=32, splits=1) grid 904
steps_pair h h19_64_4_89x7p89x15 1 --configs 89x7+89x15 --heads 64 --kv_heads 4 --head_dim 256 --dtype fp16 --block_size 32 --allocator fragmented  # gqa(chunk=32, splits=1) grid 712
steps_pair h h20_80_16_76x16p76x7 1 --configs 76x16+76x7 --heads 80 --kv_heads 16 --head_dim 256 --dtype fp16 --block_size 16 --allocator fragmented  # gqa(chunk=32, splits=1) grid 2432
steps_pair h h21_16_16_134x16 1 --configs 134x16 --heads 16 --kv_heads 16 --head_dim 256 --dtype fp16 --block_size 32 --allocator contiguous  # split_kv(chunk=32, splits=1) grid 2144
steps_pair h h22_64_16_45x8 1 --configs 45x8 --heads 64 --kv_heads 16 --head_dim 256 --dtype bf16 --block_size 8 --allocator contiguous  # gqa(chunk=32, splits=1) grid 720
steps_pair h h23_20_4_78x9p78x13 1 --configs 78x9+78x13 --heads 20 --kv_heads 4 --head_dim 256 --dtype bf16 --block_size 1 --allocator fragmented  # gqa(chunk=32, splits=1) grid 624
steps_pair h h24_32_16_81x16 1 --configs 81x16 --heads 32 --kv_heads 16 --head_dim 256 --dtype bf16 --block_size 1 --allocator shuffled  # gqa(chunk=32, splits=1) grid 1296
control 1_2_2_188x7 1 --configs 188x7 --heads 2 --kv_heads 2 --head_dim 256 --dtype fp16 --block_size 16 --allocator fragmented  # split_kv(chunk=32, splits=1) grid 376
control 2_4_1_45x14p45x7 1 --configs 45x14+45x7 --heads 4 --kv_heads 1 --head_dim 256 --dtype fp16 --block_size 1 --allocator shuffled  # paged(chunk=32) grid 360
control 3_20_4_82x8 1 --configs 82x8 --heads 20 --kv_heads 4 --head_dim 256 --dtype fp16 --block_size 16 --allocator shuffled  # gqa(chunk=32, splits=1) grid 328
control 4_32_8_31x15p32x6 1 --configs 31x15+32x6 --heads 32 --kv_heads 8 --head_dim 256 --dtype bf16 --block_size 1 --allocator contiguous  # gqa(chunk=32, splits=1) grid 504
control 5_32_4_92x11 1 --configs 92x11 --heads 32 --kv_heads 4 --head_dim 256 --dtype bf16 --block_size 16 --allocator fragmented  # gqa(chunk=32, splits=1) grid 368
control 6_8_2_104x10p105x12 1 --configs 104x10+105x12 --heads 8 --kv_heads 2 --head_dim 256 --dtype fp16 --block_size 16 --allocator shuffled  # gqa(chunk=32, splits=1) grid 418
control 7_32_2_76x4p76x12 1 --configs 76x4+76x12 --heads 32 --kv_heads 2 --head_dim 256 --dtype fp16 --block_size 1 --allocator contiguous  # gqa(chunk=32, splits=1) grid 304
control 8_64_4_103x10 1 --configs 103x10 --heads 64 --kv_heads 4 --head_dim 256 --dtype bf16 --block_size 16 --allocator fragmented  # gqa(chunk=32, splits=1) grid 412
steps_end
echo "round 3: $((SECONDS - start)) s"
