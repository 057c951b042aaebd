#!/bin/bash
# The suite with the seed's Triton kernels and SDPA side by side (issue 5's
# table), held with PEAK_BASE against call 4's first run of the same build.
set -u
PEAK_BASE=bench/runs/2026-12-01-h200-compare/round4/peak_a.json.gz bench/gpu_round.sh triton peak
