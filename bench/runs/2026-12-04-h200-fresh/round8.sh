#!/bin/bash
# Round 8, a later session. The lead in
# two_wave_d64_candidate.patch: at head_dim 64 and groups of 8 and more, a
# uniform grid under one CTA an SM keeps its one-wave count where two waves of
# parts fill the CTA slots by under a sixth more (read from three recorded
# steps, 7 sequences at 8 kv heads: 64/8 at 7 x 4732, 18.60 us in 4 parts
# against 21.88 in the 9 of two waves; 128/8 at 7 x 7105, 28.13 against 30.96;
# 64/8 at 7 x 7672, 29.26 against 31.55). Its scope: 54 to 58 CTAs, 9 parts
# -> 4, and 68 to 74, 7 -> 3. 12 named steps none of it was read from, timed
# at both counts and between; 2 at group 5 and 4 outside it; `check --kernels
# auto` and drawn steps of seeds 178 on, all with the patched build
# (build/pabench_cand.gz), so each record's auto column is the patch's count.
set -u
gunzip -c build/pabench_cand.gz > build/pabench_cand && chmod +x build/pabench_cand
STEPS_BIN=build/pabench_cand
nvidia-smi --query-gpu=name,serial --format=csv,noheader > "$OUT/gpu.txt"
. bench/auto_steps.sh
steps_begin round8_auto 330
steps_check
steps_named l_64_8_7x12000 4,5,6,8,9 --configs 7x12000 --heads 64 --kv_heads 8 --head_dim 64
steps_named l_64_8_9x6000 3,4,5,7 --configs 9x6000 --heads 64 --kv_heads 8 --head_dim 64 --dtype bf16
steps_named l_128_8_7x16384 4,5,6,8,9 --configs 7x16384 --heads 128 --kv_heads 8 --head_dim 64
steps_named l_128_8_9x4096 3,4,5,7 --configs 9x4096 --heads 128 --kv_heads 8 --head_dim 64 --block_size 1
steps_named l_32_4_14x8192 4,5,6,8,9 --configs 14x8192 --heads 32 --kv_heads 4 --head_dim 64 --dtype bf16
steps_named l_32_4_17x6000 3,4,5,7 --configs 17x6000 --heads 32 --kv_heads 4 --head_dim 64
steps_named l_16_2_27x6000 4,5,6,8,9 --configs 27x6000 --heads 16 --kv_heads 2 --head_dim 64 --allocator fragmented
steps_named l_16_2_35x4096 3,4,5,7 --configs 35x4096 --heads 16 --kv_heads 2 --head_dim 64
steps_named l_32_2_28x8192 4,5,6,8,9 --configs 28x8192 --heads 32 --kv_heads 2 --head_dim 64
steps_named l_96_8_7x6000 4,5,6,8,9 --configs 7x6000 --heads 96 --kv_heads 8 --head_dim 64
steps_named l_64_4_17x12000 3,4,5,7 --configs 17x12000 --heads 64 --kv_heads 4 --head_dim 64
steps_named l_16_1_58x8192 4,5,6,8,9 --configs 58x8192 --heads 16 --kv_heads 1 --head_dim 64
steps_named o_40_8_7x8192 3,4,5,6,8,9 --configs 7x8192 --heads 40 --kv_heads 8 --head_dim 64
steps_named o_32_8_7x8192 3,4,5,6,8,9 --configs 7x8192 --heads 32 --kv_heads 8 --head_dim 64
for s in 178 179 180; do steps_drawn $s; done
steps_end
