#!/bin/bash
# Round 5: the drain in a kernel of its own (DRAIN, drain_kept.patch), chosen
# for split grids of one wave whose warps stream more than two rings: its
# conformance matrix (with the deep-stream rows that take it), then every
# bench/ab.lua config against the tree, three passes.
set -u
OUT=${OUT:-gpu-out}
bench/ab_round.sh drain5 build/pabench.base build/pabench.drain '' 3 | tee "$OUT/r5_summary.txt"
