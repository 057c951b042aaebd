#!/bin/bash
# Round 11: the final tree (78a167b): `auto` on seeds 146 and 147, which no
# round has drawn. Every launch is checked against the reference first.
set -u
nvidia-smi --query-gpu=name,serial --format=csv,noheader > "$OUT/gpu.txt"
. bench/auto_steps.sh
steps_begin round11_auto 300
steps_check
steps_drawn 146
steps_drawn 147
steps_end
