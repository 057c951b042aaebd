#!/bin/bash
# The conformance matrix on the tree's build, then the seed's Triton kernels and
# SDPA (bench/seed_triton.py, with the lone launches timed as peak.lua's iso us).
set -u
bench/gpu_round.sh check triton
