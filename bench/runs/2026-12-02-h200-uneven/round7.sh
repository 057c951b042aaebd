#!/bin/bash
# Round 7: the kernel's compact grid counted by pa_compact_items (src/plan.c),
# the function the planner counts with. The kernels that take that grid
# through the check's matrix and its rows, and through 200 random
# configurations (mixed lengths, batches to 512: compact grids and the ones
# past 256 sequences); named mixed batches of rounds 1 and 5 at their auto
# counts, to read against those rounds.
. bench/auto_steps.sh
steps_begin round7 150
build/pabench check --kernels gqa,split_kv --no-timing > "$STEPS_DIR/check_mma.txt" 2>&1
echo "check --kernels gqa,split_kv: exit $? after $(steps_elapsed)"
timeout 60 build/pabench check --random 200 --seed 2301 --kernels gqa,split_kv > "$STEPS_DIR/check_random.txt" 2>&1
echo "check --random 200: exit $? after $(steps_elapsed)"
steps_named u_short31 12,13,14 --configs 1x2048+31x128,1x2048+31x176
steps_named x_k4 16,19 --configs 2x5000+2x1000 --heads 16 --kv_heads 4 --head_dim 256
steps_end
for f in check_mma check_random; do tar -xzf "$OUT/round7.tar.gz" -O "round7/$f.txt" | tail -2; done
