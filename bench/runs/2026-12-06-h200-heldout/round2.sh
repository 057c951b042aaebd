#!/bin/bash
# Round 2: one ring slot where a partition is at most a step a ring
# (contexts of a few tokens; src/plan_mma_shape.c). The GPU test suite whole
# and check --random on a new seed, with the candidate's build; then steps of
# such contexts, each with this build and with the tree before it (1a6c58f,
# carried as build/pabench_ref.gz), at split count 1: batches of 8 to 256
# sequences of 1 to 16 tokens, grids of 64 to 4096 CTAs, at head_dim 64, 128
# and 256 (several from seeds 150 to 228's draws, where `auto` missed 5 us).
set -u
start=$SECONDS
. bench/auto_steps.sh
steps_gpu
steps_suite 20261226
steps_ref build/pabench_ref.gz
steps_begin heldout_round2 $((420 - (SECONDS - start)))
steps_pair s t1_245x4 1 --configs 245x4 --heads 32 --kv_heads 8 --dtype bf16
steps_pair s t2_121x12_d256 1 --configs 60x1+61x2 --heads 16 --kv_heads 8 --head_dim 256 --block_size 8 --allocator contiguous
steps_pair s t3_136x12_g5 1 --configs 68x1+68x2 --heads 80 --kv_heads 16 --dtype bf16
steps_pair s t4_212x12_g1 1 --configs 106x1+106x2 --heads 8 --kv_heads 8
steps_pair s t5_137x3 1 --configs 137x3 --heads 32 --kv_heads 8 --allocator contiguous
steps_pair s t6_31x12_d256 1 --configs 15x1+16x2 --heads 64 --kv_heads 8 --head_dim 256 --allocator fragmented
steps_pair s t7_252x2_g8 1 --configs 252x2 --heads 64 --kv_heads 8
steps_pair s t8_256x5_d256 1 --configs 256x5 --heads 32 --kv_heads 8 --head_dim 256
steps_pair s t9_247x16_d64 1 --configs 247x16 --heads 32 --kv_heads 8 --head_dim 64
steps_pair s t10_256x16_g8 1 --configs 256x16 --heads 128 --kv_heads 16
steps_pair s t11_256x9_d64 1 --configs 256x9 --heads 64 --kv_heads 8 --head_dim 64 --dtype bf16
steps_pair s t12_141x7_d256 1 --configs 141x7 --heads 32 --kv_heads 16 --head_dim 256
steps_pair s t13_118x10_g4k1 1 --configs 118x10 --heads 4 --kv_heads 1
steps_pair s t14_237x1_d256g16 1 --configs 237x1 --heads 128 --kv_heads 8 --head_dim 256
steps_pair s t15_8x12 1 --configs 8x12 --heads 32 --kv_heads 8
steps_pair s t16_64x16 1 --configs 64x16 --heads 32 --kv_heads 8
steps_end
echo "round 2: $((SECONDS - start)) s"
