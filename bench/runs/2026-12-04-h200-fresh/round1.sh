#!/bin/bash
# Round 1: `auto` on 160 drawn fp16/bf16 steps of seeds no round has drawn
# (152 to 159), every launch checked against the reference before it is
# timed, split counts 1 to 96; `check --kernels auto`.
set -u
nvidia-smi --query-gpu=name,serial,driver_version,clocks.sm,clocks.mem --format=csv,noheader > "$OUT/gpu.txt"
. bench/auto_steps.sh
steps_begin round1_auto 480
steps_check
for s in 152 153 154 155 156 157 158 159; do steps_drawn $s; done
steps_end
