#!/bin/bash
# Round 4: `late_wave.patch`, late_wave_parts: a uniform batch of long
# sequences whose whole grid passes its last full wave by a few CTAs in
# parts (3 at head_dim 128 and 256 past two SMs' worth by up to a fifth, 2 at
# head_dim 64 past a wave of slots by up to a half), read from rounds 1 and
# 3. 22 batches drawn at random among those it moves (draw_uniform.lua, seed
# 5; one batch a draw, picked with Python's random.seed(2026120604)), none
# of them timed before, each whole and in 2, 3 and 4 parts; every third in
# the fragmented allocator. `check --kernels auto` with the candidate's build.
set -u
start=$SECONDS
. bench/auto_steps.sh
steps_gpu
steps_begin wavetail_round4 $((480 - (SECONDS - start)))
steps_check
steps_named u247_8_8_d128_34x6932 1,2,3,4 --configs 34x6932 --heads 8 --kv_heads 8 --dtype bf16
steps_named u75_40_8_d128_34x8741 1,2,3,4 --configs 34x8741 --heads 40 --kv_heads 8
steps_named u128_8_8_d128_36x12573 1,2,3,4 --configs 36x12573 --heads 8 --kv_heads 8 --dtype bf16 --allocator fragmented
steps_named u69_2_2_d128_147x6917 1,2,3,4 --configs 147x6917 --heads 2 --kv_heads 2 --dtype bf16
steps_named u375_16_8_d128_38x12198 1,2,3,4 --configs 38x12198 --heads 16 --kv_heads 8
steps_named u26_16_4_d128_77x15113 1,2,3,4 --configs 77x15113 --heads 16 --kv_heads 4 --allocator fragmented
steps_named u229_16_8_d128_34x12046 1,2,3,4 --configs 34x12046 --heads 16 --kv_heads 8 --dtype bf16
steps_named u327_16_16_d128_17x13491 1,2,3,4 --configs 17x13491 --heads 16 --kv_heads 16
steps_named u303_16_4_d256_68x9803 1,2,3,4 --configs 68x9803 --heads 16 --kv_heads 4 --head_dim 256 --dtype bf16 --allocator fragmented
steps_named u199_2_2_d256_135x5454 1,2,3,4 --configs 135x5454 --heads 2 --kv_heads 2 --head_dim 256
steps_named u237_20_4_d256_76x11189 1,2,3,4 --configs 76x11189 --heads 20 --kv_heads 4 --head_dim 256
steps_named u96_2_2_d256_147x7217 1,2,3,4 --configs 147x7217 --heads 2 --kv_heads 2 --head_dim 256 --allocator fragmented
steps_named u240_64_8_d256_35x3552 1,2,3,4 --configs 35x3552 --heads 64 --kv_heads 8 --head_dim 256
steps_named u310_24_3_d256_105x3188 1,2,3,4 --configs 105x3188 --heads 24 --kv_heads 3 --head_dim 256
steps_named u59_20_4_d256_79x15682 1,2,3,4 --configs 79x15682 --heads 20 --kv_heads 4 --head_dim 256 --dtype bf16 --allocator fragmented
steps_named u121_2_2_d64_168x7812 1,2,3,4 --configs 168x7812 --heads 2 --kv_heads 2 --head_dim 64 --dtype bf16
steps_named u349_8_8_d64_48x7763 1,2,3,4 --configs 48x7763 --heads 8 --kv_heads 8 --head_dim 64 --dtype bf16
steps_named u131_8_8_d64_36x14021 1,2,3,4 --configs 36x14021 --heads 8 --kv_heads 8 --head_dim 64 --dtype bf16 --allocator fragmented
steps_named u104_8_8_d64_40x4304 1,2,3,4 --configs 40x4304 --heads 8 --kv_heads 8 --head_dim 64
steps_named u270_32_4_d64_71x3459 1,2,3,4 --configs 71x3459 --heads 32 --kv_heads 4 --head_dim 64 --dtype bf16
steps_named u99_16_2_d64_146x15710 1,2,3,4 --configs 146x15710 --heads 16 --kv_heads 2 --head_dim 64 --allocator fragmented
steps_named u149_40_8_d64_36x12492 1,2,3,4 --configs 36x12492 --heads 40 --kv_heads 8 --head_dim 64
steps_end
