#!/bin/bash
# Round 3: the rest of the space round 1 opened, a few short sequences in a
# grouped grid of at most a third of the SMs (draw_small.lua): 14 batches of
# mixed lengths at head_dim 128 (seed 3), 10 at head_dim 64 (seed 4), 8 of
# equal lengths at 64, 128 and 256 (seed 5), 8 of mixed lengths at head_dim
# 256 over 8 heads a CTA (seed 6), picked with Python's
# random.seed(2026120603); each at counts 1 to 16 in both kernels, with the
# landed tree (uneven_one_head_256). Where the card is an H200, the suite and
# the held-out steps of the rounds that ran on H100s.
set -u
start=$SECONDS
. bench/auto_steps.sh
steps_gpu
if steps_is_h200; then steps_suite 20261223; fi
steps_begin kinds_round3 $((200 - (SECONDS - start)))
steps_named d128_1_10_2 1,2,3,4,6,8,12,16 --configs 1x91+1x222+1x56+1x225+1x156+1x155+1x65+1x110+1x171 --heads 10 --kv_heads 2 --head_dim 128 --dtype bf16
steps_named d128_7_44_4 1,2,3,4,6,8,12,16 --configs 1x128+1x408 --heads 44 --kv_heads 4 --head_dim 128 --dtype fp16
steps_named d128_12_22_2 1,2,3,4,6,8,12,16 --configs 1x153+1x124+1x234+1x8+1x210+1x47+1x103+1x261+1x96+1x180 --heads 22 --kv_heads 2 --head_dim 128 --dtype bf16
steps_named d128_14_18_2 1,2,3,4,6,8,12,16 --configs 1x168+1x324+1x57 --heads 18 --kv_heads 2 --head_dim 128 --dtype bf16
steps_named d128_16_2_1 1,2,3,4,6,8,12,16 --configs 1x123+1x54+1x189+1x247 --heads 2 --kv_heads 1 --head_dim 128 --dtype fp16
steps_named d128_20_11_1 1,2,3,4,6,8,12,16 --configs 1x271+1x64+1x8+1x218+1x344+1x258+1x246 --heads 11 --kv_heads 1 --head_dim 128 --dtype fp16
steps_named d128_36_16_1 1,2,3,4,5,6,8,12,16 --configs 1x289+1x45+1x102+1x526+1x38 --heads 16 --kv_heads 1 --head_dim 128 --dtype bf16
steps_named d128_44_5_1 1,2,3,4,6,8,12,16 --configs 1x53+1x345 --heads 5 --kv_heads 1 --head_dim 128 --dtype bf16
steps_named d128_48_16_2 1,2,3,4,6,8,12,16 --configs 1x8+1x262+1x196+1x114+1x283+1x8 --heads 16 --kv_heads 2 --head_dim 128 --dtype bf16
steps_named d128_54_52_4 1,2,3,4,6,8,12,16 --configs 1x333+1x324 --heads 52 --kv_heads 4 --head_dim 128 --dtype fp16
steps_named d128_63_10_2 1,2,3,4,6,8,12,16 --configs 1x229+1x167+1x283+1x106+1x23+1x267+1x203+1x123+1x280+1x167+1x114 --heads 10 --kv_heads 2 --head_dim 128 --dtype bf16
steps_named d128_82_24_2 1,2,3,4,6,8,12,16 --configs 1x8+1x130+1x185+1x126+1x202+1x145+1x75+1x45+1x97+1x79+1x14+1x186 --heads 24 --kv_heads 2 --head_dim 128 --dtype bf16
steps_named d128_83_16_4 1,2,3,4,6,8,12,16 --configs 1x8+1x77+1x44+1x47+1x8+1x8+1x30 --heads 16 --kv_heads 4 --head_dim 128 --dtype fp16
steps_named d128_88_5_1 1,2,3,4,6,8,12,16 --configs 1x56+1x14+1x9+1x130+1x193 --heads 5 --kv_heads 1 --head_dim 128 --dtype fp16
steps_named d64_8_24_2 1,2,3,4,6,8,12,16 --configs 1x509+1x209+1x537+1x31+1x473+1x23+1x405+1x42+1x165+1x479+1x550+1x238 --heads 24 --kv_heads 2 --head_dim 64 --dtype fp16
steps_named d64_32_16_1 1,2,3,4,6,8,12,16 --configs 1x193+1x534+1x520+1x413+1x257+1x186+1x282+1x272+1x430+1x464+1x533 --heads 16 --kv_heads 1 --head_dim 64 --dtype fp16
steps_named d64_39_22_2 1,2,3,4,6,8,12,16 --configs 1x671+1x485+1x70+1x340+1x559+1x226+1x575 --heads 22 --kv_heads 2 --head_dim 64 --dtype bf16
steps_named d64_45_20_4 1,2,3,4,6,8,12,16 --configs 1x64+1x205+1x149+1x184+1x154 --heads 20 --kv_heads 4 --head_dim 64 --dtype fp16
steps_named d64_46_9_1 1,2,3,4,6,8,12,16 --configs 1x212+1x355+1x89+1x11+1x194+1x324+1x371+1x116+1x297+1x397 --heads 9 --kv_heads 1 --head_dim 64 --dtype fp16
steps_named d64_49_30_2 1,2,3,4,6,8,12,16 --configs 1x18+1x26+1x64+1x57+1x16+1x8 --heads 30 --kv_heads 2 --head_dim 64 --dtype bf16
steps_named d64_57_9_1 1,2,3,4,6,8,12,16 --configs 1x130+1x269+1x264+1x56+1x143+1x410+1x106+1x313+1x325+1x124+1x140+1x374 --heads 9 --kv_heads 1 --head_dim 64 --dtype bf16
steps_named d64_63_14_2 1,2,3,4,6,8,12,16 --configs 1x21+1x589 --heads 14 --kv_heads 2 --head_dim 64 --dtype fp16
steps_named d64_64_8_2 1,2,3,4,6,8,12,16 --configs 1x95+1x386+1x798+1x113+1x9 --heads 8 --kv_heads 2 --head_dim 64 --dtype fp16
steps_named d64_70_10_1 1,2,3,4,6,8,12,16 --configs 1x152+1x132+1x43+1x424+1x528+1x156 --heads 10 --kv_heads 1 --head_dim 64 --dtype bf16
steps_named equal_8_13_1 1,2,3,4,6,7,8,12,16 --configs 2x845 --heads 13 --kv_heads 1 --head_dim 64 --dtype fp16
steps_named equal_11_2_1 1,2,3,4,6,8,12,16 --configs 4x703 --heads 2 --kv_heads 1 --head_dim 256 --dtype bf16
steps_named equal_12_60_4 1,2,3,4,6,8,12,16 --configs 2x568 --heads 60 --kv_heads 4 --head_dim 64 --dtype bf16
steps_named equal_21_18_2 1,2,3,4,6,8,12,16 --configs 11x401 --heads 18 --kv_heads 2 --head_dim 128 --dtype bf16
steps_named equal_25_28_2 1,2,3,4,6,8,12,16 --configs 4x375 --heads 28 --kv_heads 2 --head_dim 64 --dtype bf16
steps_named equal_28_11_1 1,2,3,4,6,8,12,16 --configs 3x730 --heads 11 --kv_heads 1 --head_dim 256 --dtype bf16
steps_named equal_34_52_4 1,2,3,4,6,8,12,16 --configs 7x206 --heads 52 --kv_heads 4 --head_dim 128 --dtype bf16
steps_named equal_56_22_2 1,2,3,4,6,8,12,16 --configs 9x117 --heads 22 --kv_heads 2 --head_dim 64 --dtype fp16
steps_named d256wide_3_30_2 1,2,3,4,6,8,12,16 --configs 1x154+1x97 --heads 30 --kv_heads 2 --head_dim 256 --dtype fp16
steps_named d256wide_7_15_1 1,2,3,4,6,8,12,15,16 --configs 1x302+1x741+1x16+1x480+1x137 --heads 15 --kv_heads 1 --head_dim 256 --dtype fp16
steps_named d256wide_16_15_1 1,2,3,4,6,8,12,13,16 --configs 1x503+1x276+1x632+1x608+1x427 --heads 15 --kv_heads 1 --head_dim 256 --dtype bf16
steps_named d256wide_25_9_1 1,2,3,4,6,8,12,16 --configs 1x291+1x95+1x300+1x109 --heads 9 --kv_heads 1 --head_dim 256 --dtype bf16
steps_named d256wide_37_52_4 1,2,3,4,6,8,12,16 --configs 1x18+1x222 --heads 52 --kv_heads 4 --head_dim 256 --dtype bf16
steps_named d256wide_87_10_1 1,2,3,4,6,8,12,16 --configs 1x9+1x251+1x314+1x18 --heads 10 --kv_heads 1 --head_dim 256 --dtype fp16
steps_named d256wide_94_13_1 1,2,3,4,6,7,8,12,16 --configs 1x42+1x218+1x360+1x66+1x95+1x354+1x99 --heads 13 --kv_heads 1 --head_dim 256 --dtype bf16
steps_named d256wide_137_15_1 1,2,3,4,6,8,12,16 --configs 1x114+1x201 --heads 15 --kv_heads 1 --head_dim 256 --dtype bf16
steps_end
steps_on_h200 recheck bench/runs/2026-12-06-h200-kinds/h200_recheck.sh
echo "round 3: $((SECONDS - start)) s"
