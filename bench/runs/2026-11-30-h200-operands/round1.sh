#!/bin/bash
# Round 1: a step's K and V operands read into registers first, its slot
# refilled, then the arithmetic (PA_PROBE_RF), against the tree, on the long
# configs whose warps run the refill loop.
set -u
OUT=${OUT:-gpu-out}
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem,temperature.gpu --format=csv > "$OUT/r1_device.txt" 2>&1
bench/ab_round.sh rf build/pabench.base build/pabench.rf \
  'long 1x65536,gqa16 1x65536,gqa8 1x65536,long 1x16384,long 32x8192$,long 1x131072$,long 8x32768' 3 \
  | tee "$OUT/r1_summary.txt"
