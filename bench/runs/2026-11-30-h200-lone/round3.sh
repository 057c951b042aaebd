#!/bin/bash
# The suite against round 2's Triton and SDPA figures (carried as triton2.csv).
set -u
mkdir -p "$OUT/round"
cp bench/runs/2026-11-30-h200-lone/triton2.csv "$OUT/round/triton.csv"
bench/gpu_round.sh peak
