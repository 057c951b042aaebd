#!/bin/bash
# Round 1 (19ffde3: the fp16/bf16 kernels' shape functions moved into
# src/plan.c, the device code byte-identical): the kernels whose host code
# calls them through the check's matrix and every row after it, untimed; then
# `auto` on drawn fp16/bf16 steps of seeds no round has drawn (88 on), every
# launch at split counts 1 to 96, to read the whole planner out of sample.
. bench/auto_steps.sh
steps_begin round1 420
build/pabench check --kernels paged,split_kv,gqa --no-timing > "$STEPS_DIR/check_mma.txt" 2>&1
echo "check --kernels paged,split_kv,gqa: exit $? after $(steps_elapsed)"
steps_drawn 88
steps_drawn 89
steps_drawn 90
steps_end
tar -xzf "$OUT/round1.tar.gz" -O round1/check_mma.txt | tail -n 2
