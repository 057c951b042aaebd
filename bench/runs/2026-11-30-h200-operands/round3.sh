#!/bin/bash
# Round 3: a warp's last two (drain2) or three (drain3) steps, all issued,
# waited for together and computed as one instead of one at a time
# (PA_PROBE_DRAIN), against the tree; drain3's conformance matrix first.
set -u
OUT=${OUT:-gpu-out}
P='long 1x65536,gqa16 1x65536,gqa8 1x65536,long 1x16384,long 32x8192$,long 8x32768,seed000 4x2048,long 1x5000,seed001 8x2048'
bench/ab_round.sh drain3 build/pabench.base build/pabench.drain3 "$P" 3 | tee "$OUT/r3_drain3_summary.txt"
CHECK=0 bench/ab_round.sh drain2 build/pabench.base build/pabench.drain2 "$P" 3 | tee "$OUT/r3_drain2_summary.txt"
