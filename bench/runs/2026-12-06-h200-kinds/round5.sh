#!/bin/bash
# Round 5: head_dim 64 and batches of equal lengths in small grouped grids,
# the parts of round 3's space uneven_one_head_parts leaves out
# (draw_small.lua): 24 batches of mixed lengths at head_dim 64, groups 5 to
# 16 (seed 11), 12 of equal lengths at head_dim 64 (seed 14), 6 at 128 (seed
# 12), 6 at 256 (seed 13), picked with Python's random.seed(2026120605); each
# at counts 1 to 16 in both kernels, with the landed tree (31bf00a's rules).
# Where the card is an H200, the held-out steps of the rounds that ran on
# H100s.
set -u
start=$SECONDS
. bench/auto_steps.sh
steps_gpu
steps_begin kinds_round5 $((200 - (SECONDS - start)))
steps_named d64_8_24_2 1,2,3,4,5,6,8,12,16 --configs 1x430+1x92+1x109+1x102+1x31+1x191+1x93+1x8 --heads 24 --kv_heads 2 --head_dim 64 --dtype bf16
steps_named d64_10_9_1 1,2,3,4,5,6,8,12,16 --configs 1x10+1x32+1x47+1x415+1x351+1x148+1x276+1x236 --heads 9 --kv_heads 1 --head_dim 64 --dtype bf16
steps_named d64_16_40_4 1,2,3,4,5,6,8,12,16 --configs 1x38+1x37+1x113 --heads 40 --kv_heads 4 --head_dim 64 --dtype fp16
steps_named d64_22_32_2 1,2,3,4,5,6,8,12,16 --configs 1x29+1x8+1x144+1x8+1x8+1x24+1x152 --heads 32 --kv_heads 2 --head_dim 64 --dtype bf16
steps_named d64_29_26_2 1,2,3,4,5,6,8,12,16 --configs 1x103+1x8+1x318+1x220+1x308+1x120+1x23+1x90+1x216+1x114+1x50+1x365 --heads 26 --kv_heads 2 --head_dim 64 --dtype bf16
steps_named d64_30_112_8 1,2,3,4,5,6,8,12,16 --configs 1x200+1x819 --heads 112 --kv_heads 8 --head_dim 64 --dtype bf16
steps_named d64_37_22_2 1,2,3,4,5,6,8,12,16 --configs 1x15+1x21+1x11+1x21+1x47+1x57+1x41+1x54 --heads 22 --kv_heads 2 --head_dim 64 --dtype fp16
steps_named d64_45_24_2 1,2,3,4,5,6,8,12,16 --configs 1x19+1x468+1x372 --heads 24 --kv_heads 2 --head_dim 64 --dtype fp16
steps_named d64_48_44_4 1,2,3,4,5,6,8,12,16 --configs 1x8+1x38+1x11+1x108+1x19+1x29 --heads 44 --kv_heads 4 --head_dim 64 --dtype fp16
steps_named d64_57_96_8 1,2,3,4,5,6,8,12,16 --configs 1x436+1x76 --heads 96 --kv_heads 8 --head_dim 64 --dtype bf16
steps_named d64_58_11_1 1,2,3,4,5,6,8,12,16 --configs 1x241+1x378+1x482 --heads 11 --kv_heads 1 --head_dim 64 --dtype fp16
steps_named d64_65_10_2 1,2,3,4,5,6,8,12,16 --configs 1x126+1x695+1x458+1x204+1x910 --heads 10 --kv_heads 2 --head_dim 64 --dtype fp16
steps_named d64_76_28_2 1,2,3,4,5,6,8,12,16 --configs 1x560+1x789+1x705+1x183+1x146+1x118+1x760 --heads 28 --kv_heads 2 --head_dim 64 --dtype fp16
steps_named d64_79_11_1 1,2,3,4,5,6,8,12,16 --configs 1x14+1x8+1x8+1x15+1x19+1x52+1x59+1x35+1x47+1x38 --heads 11 --kv_heads 1 --head_dim 64 --dtype bf16
steps_named d64_80_14_1 1,2,3,4,5,6,8,12,16 --configs 1x8+1x89+1x424+1x252+1x87+1x596+1x438+1x672+1x153+1x387 --heads 14 --kv_heads 1 --head_dim 64 --dtype bf16
steps_named d64_81_22_2 1,2,3,4,5,6,8,12,16 --configs 1x165+1x172+1x8+1x8+1x84+1x219 --heads 22 --kv_heads 2 --head_dim 64 --dtype fp16
steps_named d64_82_22_2 1,2,3,4,5,6,8,12,16 --configs 1x20+1x35+1x53+1x153+1x126+1x8+1x20+1x12+1x51+1x74 --heads 22 --kv_heads 2 --head_dim 64 --dtype bf16
steps_named d64_90_64_4 1,2,3,4,5,6,8,12,16 --configs 1x110+1x93+1x15+1x90+1x20+1x54+1x10+1x34 --heads 64 --kv_heads 4 --head_dim 64 --dtype bf16
steps_named d64_91_22_2 1,2,3,4,5,6,8,12,16 --configs 1x227+1x110+1x62+1x162+1x178+1x187+1x250+1x62 --heads 22 --kv_heads 2 --head_dim 64 --dtype fp16
steps_named d64_99_7_1 1,2,3,4,5,6,8,12,16 --configs 1x320+1x100+1x313+1x151+1x99+1x15+1x62+1x156+1x30+1x139+1x158+1x237 --heads 7 --kv_heads 1 --head_dim 64 --dtype fp16
steps_named d64_101_40_4 1,2,3,4,5,6,8,12,16 --configs 1x47+1x451 --heads 40 --kv_heads 4 --head_dim 64 --dtype bf16
steps_named d64_105_64_4 1,2,3,4,5,6,8,12,16 --configs 1x477+1x114 --heads 64 --kv_heads 4 --head_dim 64 --dtype bf16
steps_named d64_115_24_2 1,2,3,4,5,6,8,12,16 --configs 1x515+1x51 --heads 24 --kv_heads 2 --head_dim 64 --dtype fp16
steps_named d64_116_56_4 1,2,3,4,5,6,8,12,16 --configs 1x13+1x234+1x8+1x164+1x402+1x51 --heads 56 --kv_heads 4 --head_dim 64 --dtype bf16
steps_named e64_8_14_1 1,2,3,4,5,6,8,12,16 --configs 4x994 --heads 14 --kv_heads 1 --head_dim 64 --dtype bf16
steps_named e64_19_4_1 1,2,3,4,5,6,8,12,16 --configs 11x882 --heads 4 --kv_heads 1 --head_dim 64 --dtype bf16
steps_named e64_21_30_2 1,2,3,4,5,6,8,12,16 --configs 4x690 --heads 30 --kv_heads 2 --head_dim 64 --dtype fp16
steps_named e64_22_11_1 1,2,3,4,5,6,8,12,16 --configs 7x778 --heads 11 --kv_heads 1 --head_dim 64 --dtype bf16
steps_named e64_43_14_1 1,2,3,4,5,6,8,12,16 --configs 6x863 --heads 14 --kv_heads 1 --head_dim 64 --dtype bf16
steps_named e64_56_3_1 1,2,3,4,5,6,8,12,16 --configs 7x684 --heads 3 --kv_heads 1 --head_dim 64 --dtype fp16
steps_named e64_71_60_4 1,2,3,4,5,6,8,12,16 --configs 7x143 --heads 60 --kv_heads 4 --head_dim 64 --dtype fp16
steps_named e64_73_10_2 1,2,3,4,5,6,8,12,16 --configs 8x174 --heads 10 --kv_heads 2 --head_dim 64 --dtype fp16
steps_named e64_94_26_2 1,2,3,4,5,6,8,12,16 --configs 4x337 --heads 26 --kv_heads 2 --head_dim 64 --dtype bf16
steps_named e64_96_14_2 1,2,3,4,5,6,8,12,16 --configs 10x64 --heads 14 --kv_heads 2 --head_dim 64 --dtype bf16
steps_named e64_97_11_1 1,2,3,4,5,6,7,8,12,16 --configs 6x866 --heads 11 --kv_heads 1 --head_dim 64 --dtype fp16
steps_named e64_122_18_2 1,2,3,4,5,6,8,12,16 --configs 4x553 --heads 18 --kv_heads 2 --head_dim 64 --dtype bf16
steps_named e128_17_6_1 1,2,3,4,5,6,8,12,16 --configs 10x483 --heads 6 --kv_heads 1 --head_dim 128 --dtype fp16
steps_named e128_27_40_4 1,2,3,4,5,6,8,12,16 --configs 6x202 --heads 40 --kv_heads 4 --head_dim 128 --dtype bf16
steps_named e128_40_32_4 1,2,3,4,5,6,8,12,16 --configs 4x119 --heads 32 --kv_heads 4 --head_dim 128 --dtype bf16
steps_named e128_113_14_2 1,2,3,4,5,6,8,12,16 --configs 9x210 --heads 14 --kv_heads 2 --head_dim 128 --dtype bf16
steps_named e128_120_12_1 1,2,3,4,5,6,7,8,12,16 --configs 4x878 --heads 12 --kv_heads 1 --head_dim 128 --dtype fp16
steps_named e128_150_24_8 1,2,3,4,5,6,8,12,16 --configs 5x196 --heads 24 --kv_heads 8 --head_dim 128 --dtype fp16
steps_named e256_3_28_4 1,2,3,4,5,6,8,12,16 --configs 3x207 --heads 28 --kv_heads 4 --head_dim 256 --dtype fp16
steps_named e256_39_40_4 1,2,3,4,5,6,8,12,16 --configs 9x38 --heads 40 --kv_heads 4 --head_dim 256 --dtype fp16
steps_named e256_81_10_1 1,2,3,4,5,6,8,12,16 --configs 12x367 --heads 10 --kv_heads 1 --head_dim 256 --dtype fp16
steps_named e256_98_10_2 1,2,3,4,5,6,8,12,16 --configs 4x538 --heads 10 --kv_heads 2 --head_dim 256 --dtype bf16
steps_named e256_106_7_1 1,2,3,4,5,6,8,12,16 --configs 10x381 --heads 7 --kv_heads 1 --head_dim 256 --dtype fp16
steps_named e256_231_14_1 1,2,3,4,5,6,8,12,16 --configs 3x511 --heads 14 --kv_heads 1 --head_dim 256 --dtype bf16
steps_end
steps_on_h200 recheck bench/runs/2026-12-06-h200-kinds/h200_recheck.sh
echo "round 5: $((SECONDS - start)) s"
