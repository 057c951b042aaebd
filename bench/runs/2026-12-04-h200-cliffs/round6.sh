#!/bin/bash
# Round 6: head_dim 256 grouped grids of whole sequences within half the SMs
# (a few sequences, 2 to 16 heads a CTA), which `mma_splits` cuts into parts
# of at least 128 tokens: sequences of 257 to 700 tokens that are no multiple
# of 128 then take parts just over one 128-token round (seed 125's 128/8 at 3
# x 303: 9.13 us in 2 parts of 160, 7.62 in 3 of 112). s_*: 16 such steps at
# split counts 1 to 8 on the tree of d1aa9bc; a rule is to be read from them
# alone. Every launch is checked against the reference first.
set -u
nvidia-smi --query-gpu=name,serial --format=csv,noheader > "$OUT/gpu.txt"
. bench/auto_steps.sh
steps_begin round6 200
D="--head_dim 256"
S=1,2,3,4,5,6,7,8
steps_named s_2x300_g16 $S --configs 2x300 --heads 128 --kv_heads 8 $D
steps_named s_4x350_g16 $S --configs 4x350 --heads 128 --kv_heads 8 $D
steps_named s_1x500_g16 $S --configs 1x500 --heads 128 --kv_heads 8 $D
steps_named s_6x420_g16k4 $S --configs 6x420 --heads 64 --kv_heads 4 $D
steps_named s_3x350_g8 $S --configs 3x350 --heads 64 --kv_heads 8 $D
steps_named s_6x500_g8 $S --configs 6x500 --heads 64 --kv_heads 8 $D
steps_named s_2x420_g8 $S --configs 2x420 --heads 64 --kv_heads 8 $D
steps_named s_4x300_g6 $S --configs 4x300 --heads 48 --kv_heads 8 $D
steps_named s_3x500_g5 $S --configs 3x500 --heads 40 --kv_heads 8 $D
steps_named s_8x350_g5 $S --configs 8x350 --heads 40 --kv_heads 8 $D
steps_named s_4x420_g4 $S --configs 4x420 --heads 32 --kv_heads 8 $D
steps_named s_8x300_g4 $S --configs 8x300 --heads 32 --kv_heads 8 $D
steps_named s_6x700_g8k4 $S --configs 6x700 --heads 32 --kv_heads 4 $D
steps_named s_8x500_g8k2 $S --configs 8x500 --heads 16 --kv_heads 2 $D
steps_named s_3x600_g16k4 $S --configs 3x600 --heads 64 --kv_heads 4 $D --dtype bf16
steps_named s_2x350_g4k4 $S --configs 2x350 --heads 16 --kv_heads 4 $D
steps_end
