#!/bin/bash
# Round 1 (not run: no device was lent when it was ready). Three leads, timed
# on named steps at the counts each would choose, with the tree's build
# (carried as build/pabench.gz); then seeds 181 to 183.
#  w_*: head_dim 64 grids under one CTA an SM where two waves of parts fill
#       the slots by a tenth but under a sixth more than one wave (54 to 58
#       and 68 to 74 CTAs): the tree keeps the one-wave count at groups of 8
#       and more (fresh round, call 8); here groups 1 to 7, long sequences
#       and one-token blocks (20/4 at 14 x 73658 in one-token blocks ran 9
#       parts 1.08 times as fast as 4), and two group 8 and 16 grids at 65536
#       tokens, the rule's own, longer than any it was timed on.
#  t_*: head_dim 256 uniform grids of 1 to 7 rows cut in 17 to 31 parts,
#       where three drawn steps ran fastest in 16 (16/4 at 1 x 20826, 24.75 us
#       against 31.93 in 21).
#  p_*: the same at head_dim 128, more than 4 heads a CTA (parts under 2048
#       tokens), where the 17-to-32 merge takes more passes than the 16-part
#       one (16/2 at 2 x 20000: 13.61 us in 16 against 16.17 in 20); 4/1 and
#       8/2 (4 heads a CTA, the same passes) as controls.
#  k_*: head_dim 256 grids of one or two kv heads at groups 2 to 8, where a
#       CTA a head in up to 32 parts ran faster than the grouped CTAs (4/1 at
#       1 x 9584, 9.34 us in 32 against 13.28 grouped in 16).
set -u
nvidia-smi --query-gpu=name,serial --format=csv,noheader > "$OUT/gpu.txt"
. bench/auto_steps.sh
steps_begin round1_auto 480
steps_check
steps_named w_20_4_14x73658_bs1 4,9 --configs 14x73658 --heads 20 --kv_heads 4 --head_dim 64 --block_size 1
steps_named w_20_4_14x73658 4,9 --configs 14x73658 --heads 20 --kv_heads 4 --head_dim 64
steps_named w_20_4_14x16384 4,9 --configs 14x16384 --heads 20 --kv_heads 4 --head_dim 64
steps_named w_32_8_7x32768 4,6,9 --configs 7x32768 --heads 32 --kv_heads 8 --head_dim 64
steps_named w_16_4_14x65536_bs1 4,9 --configs 14x65536 --heads 16 --kv_heads 4 --head_dim 64 --block_size 1
steps_named w_16_8_7x8192 4,6,9 --configs 7x8192 --heads 16 --kv_heads 8 --head_dim 64
steps_named w_8_4_14x16384 4,9 --configs 14x16384 --heads 8 --kv_heads 4 --head_dim 64 --dtype bf16
steps_named w_48_8_7x16384 4,9 --configs 7x16384 --heads 48 --kv_heads 8 --head_dim 64
steps_named w_56_8_9x8192 3,5,7 --configs 9x8192 --heads 56 --kv_heads 8 --head_dim 64
steps_named w_8_8_7x8192 4,9 --configs 7x8192 --heads 8 --kv_heads 8 --head_dim 64
steps_named w_4_4_14x32768_bs1 4,9 --configs 14x32768 --heads 4 --kv_heads 4 --head_dim 64 --block_size 1
steps_named w_32_8_9x30000 3,7 --configs 9x30000 --heads 32 --kv_heads 8 --head_dim 64
steps_named w_2_1_56x8192 4,9 --configs 56x8192 --heads 2 --kv_heads 1 --head_dim 64 --allocator fragmented
steps_named w_24_4_14x8192 4,9 --configs 14x8192 --heads 24 --kv_heads 4 --head_dim 64
steps_named w_4_2_28x12000 4,9 --configs 28x12000 --heads 4 --kv_heads 2 --head_dim 64
steps_named w_40_8_9x20000 3,7 --configs 9x20000 --heads 40 --kv_heads 8 --head_dim 64 --dtype bf16
steps_named w_128_8_7x65536 4,9 --configs 7x65536 --heads 128 --kv_heads 8 --head_dim 64
steps_named w_64_8_7x65536_bs1 4,9 --configs 7x65536 --heads 64 --kv_heads 8 --head_dim 64 --block_size 1
steps_named t_4_1_1x20000 12,16,20,32 --configs 1x20000 --heads 4 --kv_heads 1 --head_dim 256
steps_named t_8_1_2x24000 16,24,32 --configs 2x24000 --heads 8 --kv_heads 1 --head_dim 256
steps_named t_2_1_4x20000 16,20,32 --configs 4x20000 --heads 2 --kv_heads 1 --head_dim 256 --dtype bf16
steps_named t_16_1_1x24000 16,24,32 --configs 1x24000 --heads 16 --kv_heads 1 --head_dim 256
steps_named t_1_1_1x22000 16,22,32 --configs 1x22000 --heads 1 --kv_heads 1 --head_dim 256
steps_named t_4_4_1x20000 16,20,32 --configs 1x20000 --heads 4 --kv_heads 4 --head_dim 256
steps_named t_4_1_5x48000 16,26,32 --configs 5x48000 --heads 4 --kv_heads 1 --head_dim 256
steps_named t_8_1_6x32000 16,22,32 --configs 6x32000 --heads 8 --kv_heads 1 --head_dim 256
steps_named t_2_1_7x64000 16,18,32 --configs 7x64000 --heads 2 --kv_heads 1 --head_dim 256
steps_named t_16_2_3x20000 16,20,32 --configs 3x20000 --heads 16 --kv_heads 2 --head_dim 256 --allocator fragmented
steps_named t_32_4_1x22000 16,22,32 --configs 1x22000 --heads 32 --kv_heads 4 --head_dim 256
steps_named t_2_2_3x32000 16,22,32 --configs 3x32000 --heads 2 --kv_heads 2 --head_dim 256
steps_named t_16_1_7x24000 16,18,32 --configs 7x24000 --heads 16 --kv_heads 1 --head_dim 256
steps_named t_8_2_3x48000 16,22,32 --configs 3x48000 --heads 8 --kv_heads 2 --head_dim 256 --dtype bf16
steps_named t_64_4_1x21000 16,21,32 --configs 1x21000 --heads 64 --kv_heads 4 --head_dim 256
steps_named t_10_2_3x30000 16,22,32 --configs 3x30000 --heads 10 --kv_heads 2 --head_dim 256
steps_named p_5_1_3x8000 16,21,32 --configs 3x8000 --heads 5 --kv_heads 1
steps_named p_8_1_4x10000 16,27,32 --configs 4x10000 --heads 8 --kv_heads 1
steps_named p_8_1_6x24000 16,22,32 --configs 6x24000 --heads 8 --kv_heads 1 --dtype bf16
steps_named p_16_1_5x20000 16,20,32 --configs 5x20000 --heads 16 --kv_heads 1
steps_named p_10_2_3x24000 16,22,32 --configs 3x24000 --heads 10 --kv_heads 2 --allocator fragmented
steps_named p_16_2_2x10000 16,27,32 --configs 2x10000 --heads 16 --kv_heads 2
steps_named p_32_2_3x20000 16,20,32 --configs 3x20000 --heads 32 --kv_heads 2
steps_named p_20_4_1x8000 16,21,32 --configs 1x8000 --heads 20 --kv_heads 4
steps_named p_32_4_1x28000 16,28,32 --configs 1x28000 --heads 32 --kv_heads 4 --block_size 1
steps_named p_64_4_1x24000 16,24,32 --configs 1x24000 --heads 64 --kv_heads 4
steps_named p_4_1_3x8000 16,21,32 --configs 3x8000 --heads 4 --kv_heads 1
steps_named p_8_2_3x8000 16,21,32 --configs 3x8000 --heads 8 --kv_heads 2
steps_named k_4_1_1x8192 16,20,24,32 --configs 1x8192 --heads 4 --kv_heads 1 --head_dim 256
steps_named k_4_1_1x16384 16,24,32 --configs 1x16384 --heads 4 --kv_heads 1 --head_dim 256
steps_named k_4_1_1x4096 16,24,32 --configs 1x4096 --heads 4 --kv_heads 1 --head_dim 256
steps_named k_4_1_2x6000 16,24,32 --configs 2x6000 --heads 4 --kv_heads 1 --head_dim 256
steps_named k_2_1_1x12000 16,24,32,48 --configs 1x12000 --heads 2 --kv_heads 1 --head_dim 256
steps_named k_4_2_1x6000 16,20,24,32 --configs 1x6000 --heads 4 --kv_heads 2 --head_dim 256
steps_named k_5_1_1x10000 16,24,26,32 --configs 1x10000 --heads 5 --kv_heads 1 --head_dim 256 --dtype bf16
steps_named k_4_2_1x2500 16,19,24,32 --configs 1x2500 --heads 4 --kv_heads 2 --head_dim 256 --dtype bf16 --allocator fragmented
steps_named k_8_1_1x8192 16,24,32 --configs 1x8192 --heads 8 --kv_heads 1 --head_dim 256
steps_named k_8_2_1x12000 16,24,32 --configs 1x12000 --heads 8 --kv_heads 2 --head_dim 256
for s in 181 182 183; do steps_drawn $s; done
steps_end
