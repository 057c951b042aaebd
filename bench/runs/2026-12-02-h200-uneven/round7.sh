#!/bin/bash
# Round 7: the kernel's compact grid counted by pa_compact_items (src/plan.c),
# the function the planner counts with: the full check, and named mixed
# batches of rounds 1 and 5 at their auto counts, to read against those rounds.
. bench/auto_steps.sh
steps_begin round7 240
build/pabench check > "$STEPS_DIR/check.txt" 2>&1
echo "check: exit $? after $(steps_elapsed)"
steps_check
steps_named u_short31 12,13,14 --configs 1x2048+31x128,1x2048+31x176
steps_named x_k4 16,19 --configs 2x5000+2x1000 --heads 16 --kv_heads 4 --head_dim 256
steps_end
tail -3 "$STEPS_OUT/round7/check.txt" 2>/dev/null
tar -xzf "$STEPS_OUT/round7.tar.gz" -O round7/check.txt | tail -3
