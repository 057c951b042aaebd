#!/bin/bash
# Round 2: the tree with the filled split count (kernels/mma_decode.cu,
# filled_launch) and the head_dim 256 rule for parts of 64 or 96 tokens at
# groups 1 and 2 (src/plan.c), read from round 1. The full check and drawn
# configurations first (a count past what the longest sequence fills now runs
# as the count it fills). h_*: 13 steps none of the rule was read from, at
# the count the planner took before, the one it takes now and their
# neighbours. n_* and nref_*: launches at counts the longest sequence does not
# fill, this tree against the tree before (build/pabench_ref.gz, f548cab).
# Then `auto` on seeds 121 and 122, which no round has drawn. Every launch is
# checked against the reference before it is timed.
set -u
nvidia-smi --query-gpu=name,serial --format=csv,noheader > "$OUT/gpu.txt"
build/pabench check > "$OUT/check_full.txt" 2>&1
echo "check: exit $?"
tail -n 2 "$OUT/check_full.txt"
timeout 150 build/pabench check --random 300 --seed 20261205 > "$OUT/check_random.txt" 2>&1
echo "check --random 300 --seed 20261205: exit $?: $(tail -n 2 "$OUT/check_random.txt" | head -1)"
. bench/auto_steps.sh
steps_ref build/pabench_ref.gz
steps_begin round2 420
steps_check
D="--head_dim 256"
S=4,5,6,7,8,10,11,12,13,14,15,16
steps_named h_1x800_g1 $S --configs 1x800 --heads 8 --kv_heads 8 $D
steps_named h_2x900_g1 $S --configs 2x900 --heads 8 --kv_heads 8 $D
steps_named h_1x1200_16 $S --configs 1x1200 --heads 16 --kv_heads 16 $D
steps_named h_3x600_g1 $S --configs 3x600 --heads 8 --kv_heads 8 $D
steps_named h_1x1500bf $S --configs 1x1500 --heads 8 --kv_heads 8 $D --dtype bf16
steps_named h_1x700_16 $S --configs 1x700 --heads 16 --kv_heads 16 $D
steps_named h_2x1300_g1 $S --configs 2x1300 --heads 8 --kv_heads 8 $D
steps_named h_2x1500_4 $S --configs 2x1500 --heads 4 --kv_heads 4 $D
steps_named h_2x800_g2 $S --configs 2x800 --heads 16 --kv_heads 8 $D
steps_named h_1x600_g2 $S --configs 1x600 --heads 32 --kv_heads 16 $D
steps_named h_1x1400bf_g2 $S --configs 1x1400 --heads 16 --kv_heads 8 $D --dtype bf16
steps_named h_3x500_g2 $S --configs 3x500 --heads 16 --kv_heads 8 $D
steps_named h_1x640_g2 $S --configs 1x640 --heads 64 --kv_heads 32 $D
for bin in new ref; do
  [ $bin = ref ] && B=$STEPS_REF_BIN || B=build/pabench
  STEPS_BIN=$B steps_named n${bin}_1x1000 9,10,11,12 --configs 1x1000 --heads 8 --kv_heads 8 $D
  STEPS_BIN=$B steps_named n${bin}_2x1069 14,16 --configs 2x1069 --heads 8 --kv_heads 8 $D
  STEPS_BIN=$B steps_named n${bin}_1x2072_g4 12,14,16 --configs 1x2072 --heads 32 --kv_heads 8 $D
  STEPS_BIN=$B steps_named n${bin}_4x1000_d128 11,12 --configs 4x1000 --heads 32 --kv_heads 8
  STEPS_BIN=$B steps_named n${bin}_1x1000_d64 11,12 --configs 1x1000 --heads 32 --kv_heads 8 --head_dim 64
done
steps_drawn 121
steps_drawn 122
steps_end
