#!/bin/bash
# Round 5: the committed tree (as round 4): `auto` on the drawn steps of
# mixed lengths of seeds 143 and 144 (`--lengths mixed`) and on seed 145,
# none of which any round has drawn. Every launch is checked against the
# reference first.
set -u
nvidia-smi --query-gpu=name,serial --format=csv,noheader > "$OUT/gpu.txt"
. bench/auto_steps.sh
steps_begin round5_auto 400
steps_drawn 143 --lengths mixed
steps_drawn 144 --lengths mixed
steps_drawn 145
steps_end
